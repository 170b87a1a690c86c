import Testing

@testable import Server

@Suite("Player names")
struct PlayerNameTests {
  @Test func whitespaceAroundTheNameIsTrimmed() throws {
    #expect(try PlayerName(" \t Ada Lovelace \n").value == "Ada Lovelace")
  }

  @Test func lengthCountsCharactersNotScalarsOrBytes() throws {
    let flags = String(repeating: "\u{1F1EB}\u{1F1F7}", count: 20)
    #expect(try PlayerName(flags).value == flags)
    let accents = String(repeating: "e\u{301}", count: 20)
    #expect(try PlayerName(accents).value.count == 20)
    #expect(throws: PlayerName.Problem.tooLong) { try PlayerName(flags + "x") }
  }

  @Test func nameIsStoredInNFC() throws {
    let name = try PlayerName("Rene\u{301}e")
    #expect(Array(name.value.unicodeScalars) == Array("Ren\u{E9}e".unicodeScalars))
  }

  @Test(arguments: ["", " ", "\n\t", "\u{3000}"])
  func blankNameIsEmpty(_ typed: String) {
    #expect(throws: PlayerName.Problem.empty) { try PlayerName(typed) }
  }

  @Test(arguments: ["A\u{0}da", "A\nda", "Ada\u{202E}", "A\u{7F}da", "Ad\u{200B}a", "A\u{1B}[31mda"])
  func controlAndFormatCharactersAreRefused(_ typed: String) {
    #expect(throws: PlayerName.Problem.controlCharacter) { try PlayerName(typed) }
  }

  @Test func messagesSayWhatIsWrong() {
    #expect(PlayerName.Problem.empty.description == "name must not be empty")
    #expect(PlayerName.Problem.tooLong.description == "name must be at most 20 characters")
    #expect(PlayerName.Problem.controlCharacter.description == "name must not contain control characters")
  }
}
