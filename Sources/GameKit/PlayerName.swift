/// A player's name as the score board keeps it: trimmed of surrounding white space and line
/// breaks, then 1–20 characters that a person can see and read, in at most 400 bytes of UTF-8 with
/// at most 12 code points in any one character.
///
/// Refused: control and format characters (Unicode Cc and Cf: line breaks, NUL, direction
/// overrides, zero-width spaces and joiners, word joiners, tag characters), line and paragraph
/// separators, private-use, surrogate and unassigned code points, blank-looking fillers (the Hangul
/// fillers, the blank Braille pattern and the other default-ignorable code points), names with no
/// visible letter, digit, punctuation or symbol, and more than two combining marks on one letter.
/// A zero-width joiner is allowed only between two emoji, where it builds one picture (👩‍👩‍👧).
///
/// The game checks the name before a run and the server checks it again before storing a score,
/// with the same rules and the same messages; the server also refuses a name that looks like
/// another player's. The native build (the server, the tests) classifies characters with the
/// Unicode data tables; the browser build uses compact ranges instead (``CompactNameCharacters``),
/// which catch the same attacks but not every unassigned code point, to keep the tables out of the
/// wasm module: the server has the last word.
public struct PlayerName: Hashable, Sendable, CustomStringConvertible {
  /// The most characters a name may have.
  public static let maximumLength = 20

  /// The most bytes of UTF-8 a name may take: room for 20 characters of any script with their
  /// accents, or 20 joined emoji of three people, so that no name can make a board long however it is
  /// built.
  public static let maximumBytes = 400

  /// The most code points one character may join: an emoji family with skin tones takes 11, and a
  /// run of Hangul jamo or a chain of joiners past this is one character only in name.
  public static let maximumScalarsPerCharacter = 12

  /// The most combining marks one letter may carry.
  public static let maximumMarksPerLetter = 2

  /// Why a name was refused.
  public enum Problem: Error, Equatable, Sendable {
    /// Nothing but white space.
    case empty
    /// More than `maximumLength` characters.
    case tooLong
    /// More than `maximumBytes` bytes, or a character of more than `maximumScalarsPerCharacter` code points.
    case tooLarge
    /// A control, format, private-use or unassigned character, or a blank-looking filler.
    case controlCharacter
    /// Nothing a person can see: only marks, spaces or fillers.
    case invisible
    /// A letter carrying more than `maximumMarksPerLetter` combining marks.
    case tooManyMarks

    /// What the player reads.
    public var message: String {
      switch self {
      case .empty: "Enter a name of 1 to \(PlayerName.maximumLength) characters."
      case .tooLong: "A name has at most \(PlayerName.maximumLength) characters."
      case .tooLarge: "A name takes at most \(PlayerName.maximumBytes) bytes; use fewer or simpler characters."
      case .controlCharacter: "A name may not contain control or invisible characters."
      case .invisible: "A name needs a letter, digit or symbol that can be seen."
      case .tooManyMarks: "A letter may carry at most \(PlayerName.maximumMarksPerLetter) accents."
      }
    }
  }

  /// The trimmed name.
  public let text: String

  /// Validates `raw`; throws the first problem found.
  public init(validating raw: String) throws(Problem) {
    // Surrounding white space is trimmed, but a text this long cannot hold a name however much of it is.
    guard raw.utf8.count <= 4 * PlayerName.maximumBytes else { throw .tooLarge }
    let scalars = Array(raw.unicodeScalars)
    guard let first = scalars.firstIndex(where: { !PlayerName.isSpace($0) }),
      let last = scalars.lastIndex(where: { !PlayerName.isSpace($0) })
    else { throw .empty }
    let kept = scalars[first...last]
    var trimmed = ""
    trimmed.unicodeScalars.append(contentsOf: kept)
    guard trimmed.count <= PlayerName.maximumLength else { throw .tooLong }
    try PlayerName.checkScalars(Array(kept))
    guard trimmed.utf8.count <= PlayerName.maximumBytes,
      trimmed.allSatisfy({ $0.unicodeScalars.count <= PlayerName.maximumScalarsPerCharacter })
    else { throw .tooLarge }
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

  /// Checks every scalar of a trimmed name with the rules this build carries (see ``NameCharacterKind``).
  private static func checkScalars(_ scalars: [Unicode.Scalar]) throws(Problem) {
    #if hasFeature(Embedded)
      try check(scalars, kind: CompactNameCharacters.kind, isPictograph: CompactNameCharacters.isPictograph)
    #else
      try check(scalars, kind: UnicodeNameCharacters.kind, isPictograph: UnicodeNameCharacters.isPictograph)
    #endif
  }

  /// Checks every scalar of a trimmed name, then the name as a whole, classifying scalars with `kind`.
  static func check(
    _ scalars: [Unicode.Scalar], kind: (Unicode.Scalar) -> NameCharacterKind,
    isPictograph: (Unicode.Scalar) -> Bool
  ) throws(Problem) {
    var marksInARow = 0
    var hasVisible = false
    for (index, scalar) in scalars.enumerated() {
      switch kind(scalar) {
      case .refused:
        guard isEmojiJoiner(at: index, in: scalars, isPictograph: isPictograph) else { throw .controlCharacter }
        marksInARow = 0
      case .mark:
        marksInARow += 1
        if marksInARow > maximumMarksPerLetter { throw .tooManyMarks }
      case .visible:
        marksInARow = 0
        hasVisible = true
      case .space:
        marksInARow = 0
      }
    }
    guard hasVisible else { throw .invisible }
  }

  /// White space trimmed from the ends: spaces, tabs and line breaks, no-break and typographic spaces.
  private static func isSpace(_ s: Unicode.Scalar) -> Bool {
    switch s.value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }

  /// A zero-width joiner between two emoji (skipping variation selectors and skin tones before it).
  private static func isEmojiJoiner(
    at index: Int, in scalars: [Unicode.Scalar], isPictograph: (Unicode.Scalar) -> Bool
  ) -> Bool {
    guard scalars[index].value == 0x200D, index + 1 < scalars.count, isPictograph(scalars[index + 1]) else {
      return false
    }
    var before = index - 1
    while before >= 0, NameCharacterKind.isVariationSelector(scalars[before]) || isSkinTone(scalars[before]) {
      before -= 1
    }
    return before >= 0 && isPictograph(scalars[before])
  }

  private static func isSkinTone(_ s: Unicode.Scalar) -> Bool { (0x1F3FB...0x1F3FF).contains(s.value) }
}
