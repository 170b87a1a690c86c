/// A player's name as the score board keeps it (seed 004, CF1): trimmed of surrounding white
/// space and line breaks, then 1–20 characters, none of them control or invisible formatting
/// characters.
///
/// The game checks the name before a run and the server checks it again before storing a score,
/// with the same rules and the same messages.
public struct PlayerName: Hashable, Sendable, CustomStringConvertible {
  /// The most characters a name may have.
  public static let maximumLength = 20

  /// Why a name was refused.
  public enum Problem: Error, Equatable, Sendable {
    /// Nothing but white space.
    case empty
    /// More than `maximumLength` characters.
    case tooLong
    /// A control or invisible formatting character (a line break, a NUL, a direction override).
    case controlCharacter

    /// What the player reads.
    public var message: String {
      switch self {
      case .empty: "Enter a name of 1 to \(PlayerName.maximumLength) characters."
      case .tooLong: "A name has at most \(PlayerName.maximumLength) characters."
      case .controlCharacter: "A name may not contain control characters."
      }
    }
  }

  /// The trimmed name.
  public let text: String

  /// Validates `raw`; throws the first problem found.
  public init(validating raw: String) throws(Problem) {
    let scalars = Array(raw.unicodeScalars)
    guard let first = scalars.firstIndex(where: { !PlayerName.isSpace($0) }),
      let last = scalars.lastIndex(where: { !PlayerName.isSpace($0) })
    else { throw .empty }
    var trimmed = ""
    trimmed.unicodeScalars.append(contentsOf: scalars[first...last])
    guard trimmed.count <= PlayerName.maximumLength else { throw .tooLong }
    guard !trimmed.unicodeScalars.contains(where: PlayerName.isControl) else { throw .controlCharacter }
    text = trimmed
  }

  /// The problem with `raw`, or nil when it is a valid name.
  public static func problem(with raw: String) -> Problem? {
    do {
      _ = try PlayerName(validating: raw)
      return nil
    } catch {
      return error
    }
  }

  /// The name.
  public var description: String { text }

  /// White space trimmed from the ends: spaces, tabs and line breaks, no-break and typographic spaces.
  private static func isSpace(_ s: Unicode.Scalar) -> Bool {
    switch s.value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }

  /// C0 and C1 controls, DEL, and the invisible format characters that can disguise a name
  /// (soft hyphen, zero-width space and direction marks, embeddings and overrides, the byte-order
  /// mark); the zero-width joiners that build emoji and some scripts' letters are allowed.
  private static func isControl(_ s: Unicode.Scalar) -> Bool {
    switch s.value {
    case 0x00...0x1F, 0x7F...0x9F, 0xAD, 0x061C, 0x180E, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x206F,
      0xFEFF, 0xFFF9...0xFFFB:
      true
    default: false
    }
  }
}
