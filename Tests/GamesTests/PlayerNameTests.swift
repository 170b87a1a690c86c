import Testing

@testable import GameKit

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

  @Test(arguments: [
    "\u{200D}", "A\u{200D}da", "Ad\u{200C}a", "Ada\u{2060}", "Ada\u{2028}x", "Ada\u{2029}x", "Ada\u{E0041}\u{E007F}",
    "A\u{3164}da", "\u{3164}", "A\u{115F}da", "A\u{1160}da", "A\u{FFA0}da", "A\u{2800}da", "\u{2800}",
    "A\u{E000}da", "A\u{F0000}", "A\u{0378}da", "A\u{E0001}", "A\u{FE0F}\u{200D}a",
  ])
  func formatPrivateUnassignedAndFillerCharactersAreRefused(name: String) {
    #expect(PlayerName.problem(with: name) == .controlCharacter)
  }

  @Test(arguments: ["\u{301}", "\u{301}\u{302}", " \u{20DD} "])
  func nameOfOnlyMarksIsInvisible(name: String) {
    #expect(PlayerName.problem(with: name) == .invisible)
  }

  @Test func atMostTwoMarksOnOneLetter() throws {
    #expect(try PlayerName(validating: "A\u{301}\u{302}da").text == "A\u{301}\u{302}da")
    #expect(PlayerName.problem(with: "A\u{301}\u{302}\u{303}da") == .tooManyMarks)
    #expect(PlayerName.problem(with: "a" + String(repeating: "\u{301}", count: 300)) == .tooManyMarks)
  }

  @Test(arguments: ["Zoë", "Łukasz", "Ольга", "李小龙", "שָׁלוֹם", "❤️", "👍🏽", "1️⃣", "🇫🇷", "👩‍💻", "R2-D2", "Ada Lovelace"])
  func namesPeopleWriteAreAccepted(name: String) throws {
    #expect(try PlayerName(validating: name).text == name)
  }

  @Test func eachProblemHasAMessage() {
    for problem in [PlayerName.Problem.empty, .tooLong, .controlCharacter, .invisible, .tooManyMarks] {
      #expect(!problem.message.isEmpty)
    }
    #expect(PlayerName.Problem.tooLong.message.contains("20"))
  }
}

/// The browser build's compact rules refuse the same attacks as the Unicode tables and accept the same names
/// people write; only unassigned code points and rarer marks are left to the server.
@Suite struct CompactNameCharactersTests {
  private func problem(_ name: String) -> PlayerName.Problem? {
    do {
      try PlayerName.check(
        Array(name.unicodeScalars), kind: CompactNameCharacters.kind, isPictograph: CompactNameCharacters.isPictograph)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    "\u{200D}", "A\u{200D}da", "Ad\u{200C}a", "Ada\u{2060}", "Ada\u{2028}x", "Ada\u{2029}x", "Ada\u{E0041}\u{E007F}",
    "A\u{3164}da", "\u{3164}", "A\u{115F}da", "A\u{1160}da", "A\u{FFA0}da", "A\u{2800}da", "A\u{E000}da", "A\u{F0000}",
    "A\u{0}da", "A\nda", "Ada\u{202E}", "Ad\u{200B}a", "A\u{FE0F}\u{200D}a",
  ])
  func attacksAreRefused(name: String) {
    #expect(problem(name) == .controlCharacter)
  }

  @Test func marksAreCountedAndNamesOfMarksAreInvisible() {
    #expect(problem("a" + String(repeating: "\u{301}", count: 300)) == .tooManyMarks)
    #expect(problem("A\u{301}\u{302}da") == nil)
    #expect(problem("\u{301}\u{302}") == .invisible)
  }

  @Test(arguments: ["Zoë", "Łukasz", "Ольга", "李小龙", "❤️", "👍🏽", "1️⃣", "🇫🇷", "👩‍💻", "👩‍👩‍👧", "R2-D2", "Ada Lovelace"])
  func namesPeopleWriteAreAccepted(name: String) {
    #expect(problem(name) == nil)
  }
}
