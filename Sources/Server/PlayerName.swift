import Foundation

/// A name as shown on a score board: trimmed, 1–20 characters, no control or format characters, and in
/// Unicode NFC so that the same name typed two ways is one player.
struct PlayerName: Sendable, Equatable {
  /// Why a typed name cannot be used.
  enum Problem: Error, Equatable, CustomStringConvertible {
    /// Nothing is left after trimming whitespace.
    case empty
    /// More than ``PlayerName/maximumLength`` characters after trimming.
    case tooLong
    /// A control or format character (Unicode categories Cc and Cf), such as a newline or a direction override.
    case controlCharacter

    /// The message shown to the player.
    var description: String {
      switch self {
      case .empty: "name must not be empty"
      case .tooLong: "name must be at most \(PlayerName.maximumLength) characters"
      case .controlCharacter: "name must not contain control characters"
      }
    }
  }

  /// The most characters (grapheme clusters) a name may have.
  static let maximumLength = 20

  /// The checked name, ready to store.
  let value: String

  /// Trims `typed` and checks it.
  init(_ typed: String) throws(Problem) {
    let trimmed = typed.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping
    guard !trimmed.isEmpty else { throw .empty }
    guard trimmed.count <= Self.maximumLength else { throw .tooLong }
    guard !trimmed.unicodeScalars.contains(where: isControl) else { throw .controlCharacter }
    value = trimmed
  }
}

private func isControl(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.properties.generalCategory {
  case .control, .format: true
  default: false
  }
}
