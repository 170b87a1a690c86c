import GameKit
import Hummingbird
import Testing

@testable import Server

/// Names as the API takes them: the game's rules (`Games.PlayerName`), in NFC, refused with 400.
@Suite("Player names")
struct PlayerNameTests {
  @Test func whitespaceAroundTheNameIsTrimmed() throws {
    #expect(try PlayerName(requested: " \t Ada Lovelace \n").text == "Ada Lovelace")
  }

  @Test func lengthCountsCharactersNotScalarsOrBytes() throws {
    let flags = String(repeating: "\u{1F1EB}\u{1F1F7}", count: 20)
    #expect(try PlayerName(requested: flags).text == flags)
    let accents = String(repeating: "e\u{301}", count: 20)
    #expect(try PlayerName(requested: accents).text.count == 20)
    #expect(throws: HTTPError.self) { try PlayerName(requested: flags + "x") }
  }

  @Test func nameIsStoredInNFC() throws {
    let name = try PlayerName(requested: "Rene\u{301}e")
    #expect(Array(name.text.unicodeScalars) == Array("Ren\u{E9}e".unicodeScalars))
  }

  @Test(arguments: ["", " ", "\n\t", "\u{3000}"])
  func blankNameIsEmpty(_ typed: String) {
    #expect(PlayerName.problem(with: typed) == .empty)
  }

  @Test(arguments: ["A\u{0}da", "A\nda", "Ada\u{202E}", "A\u{7F}da", "Ad\u{200B}a", "A\u{1B}[31mda"])
  func controlAndFormatCharactersAreRefused(_ typed: String) {
    #expect(PlayerName.problem(with: typed) == .controlCharacter)
  }

  @Test func messagesSayWhatIsWrong() {
    #expect(PlayerName.Problem.empty.apiMessage == "name must not be empty")
    #expect(PlayerName.Problem.tooLong.apiMessage == "name must be at most 20 characters")
    #expect(
      PlayerName.Problem.controlCharacter.apiMessage == "name must not contain control, format or invisible characters")
    #expect(PlayerName.Problem.invisible.apiMessage == "name must have a visible letter, digit or symbol")
    #expect(PlayerName.Problem.tooManyMarks.apiMessage == "name must not have more than 2 accents on one letter")
  }
}
