import Foundation
import GameKit
import Hummingbird

extension PlayerName {
  /// Checks a name sent by a client with the game's rules (``PlayerName/init(validating:)``), after
  /// putting it in Unicode NFC so the same name typed two ways is one player; a bad one is refused
  /// with 400 and a message naming the field.
  init(requested typed: String) throws(HTTPError) {
    do {
      try self.init(validating: typed.precomposedStringWithCanonicalMapping)
    } catch {
      throw HTTPError(.badRequest, message: error.apiMessage)
    }
  }
}

extension PlayerName.Problem {
  /// The problem as the API states it.
  var apiMessage: String {
    switch self {
    case .empty: "name must not be empty"
    case .tooLong: "name must be at most \(PlayerName.maximumLength) characters"
    case .tooLarge:
      "name must be at most \(PlayerName.maximumBytes) bytes of UTF-8, with at most "
        + "\(PlayerName.maximumScalarsPerCharacter) code points in a character"
    case .controlCharacter: "name must not contain control, format or invisible characters"
    case .invisible: "name must have a visible letter, digit or symbol"
    case .tooManyMarks: "name must not have more than \(PlayerName.maximumMarksPerLetter) accents on one letter"
    }
  }
}
