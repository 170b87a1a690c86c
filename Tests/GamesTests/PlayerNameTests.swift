import Testing

@testable import Games

@Suite struct PlayerNameTests {
  @Test func surroundingSpacesAreTrimmed() throws {
    #expect(try PlayerName(validating: "  Ada Lovelace \u{3000}").text == "Ada Lovelace")
    #expect(try PlayerName(validating: "\tAda\r\n").text == "Ada")
    #expect(try PlayerName(validating: "\u{A0}Zoë").text == "Zoë")
  }

  @Test func oneToTwentyCharactersCountedAsThePlayerSeesThem() throws {
    #expect(try PlayerName(validating: "A").text == "A")
    let twentyEmoji = String(repeating: "👩‍👩‍👧", count: 20)
    #expect(try PlayerName(validating: twentyEmoji).text == twentyEmoji)
    #expect(PlayerName.problem(with: String(repeating: "x", count: 21)) == .tooLong)
    #expect(PlayerName.problem(with: "") == .empty)
    #expect(PlayerName.problem(with: "   ") == .empty)
  }

  @Test(arguments: ["A\nda", "A\u{0}da", "\u{202E}adA", "Ad\u{200B}a", "Ada\u{7F}", "A\tda", "Ad\u{85}a"])
  func controlAndInvisibleCharactersAreRefused(name: String) {
    #expect(PlayerName.problem(with: name) == .controlCharacter)
  }

  @Test func eachProblemHasAMessage() {
    for problem in [PlayerName.Problem.empty, .tooLong, .controlCharacter] {
      #expect(!problem.message.isEmpty)
    }
    #expect(PlayerName.Problem.tooLong.message.contains("20"))
  }
}
