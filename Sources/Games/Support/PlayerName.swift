/// A player's name as the score board keeps it: trimmed of surrounding white space and line
/// breaks, then 1–20 characters that a person can see and read.
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
/// another player's.
public struct PlayerName: Hashable, Sendable, CustomStringConvertible {
  /// The most characters a name may have.
  public static let maximumLength = 20

  /// The most combining marks one letter may carry.
  public static let maximumMarksPerLetter = 2

  /// Why a name was refused.
  public enum Problem: Error, Equatable, Sendable {
    /// Nothing but white space.
    case empty
    /// More than `maximumLength` characters.
    case tooLong
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
    let scalars = Array(raw.unicodeScalars)
    guard let first = scalars.firstIndex(where: { !PlayerName.isSpace($0) }),
      let last = scalars.lastIndex(where: { !PlayerName.isSpace($0) })
    else { throw .empty }
    let kept = scalars[first...last]
    var trimmed = ""
    trimmed.unicodeScalars.append(contentsOf: kept)
    guard trimmed.count <= PlayerName.maximumLength else { throw .tooLong }
    try PlayerName.checkScalars(Array(kept))
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

  /// Checks every scalar of a trimmed name, then the name as a whole.
  private static func checkScalars(_ scalars: [Unicode.Scalar]) throws(Problem) {
    var marksInARow = 0
    var hasVisible = false
    for (index, scalar) in scalars.enumerated() {
      if isRefused(scalar) && !isEmojiJoiner(at: index, in: scalars) { throw .controlCharacter }
      if isMark(scalar) {
        marksInARow += 1
        if marksInARow > maximumMarksPerLetter { throw .tooManyMarks }
      } else {
        marksInARow = 0
      }
      if isVisible(scalar) { hasVisible = true }
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

  /// Characters no name may hold: by general category (controls, formats, separators other than the
  /// space, private use, surrogates, unassigned), the blank Braille pattern, and the default-ignorable
  /// code points that draw nothing (the Hangul fillers U+115F, U+1160, U+3164, U+FFA0 among them), except
  /// the variation selectors, which choose how an emoji or a letter is drawn and count as marks.
  private static func isRefused(_ s: Unicode.Scalar) -> Bool {
    switch s.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
      return true
    default:
      break
    }
    if s.value == 0x2800 { return true }
    return s.properties.isDefaultIgnorableCodePoint && !isVariationSelector(s)
  }

  private static func isVariationSelector(_ s: Unicode.Scalar) -> Bool {
    (0xFE00...0xFE0F).contains(s.value) || (0xE0100...0xE01EF).contains(s.value)
  }

  /// A zero-width joiner between two emoji (skipping variation selectors and skin tones before it).
  private static func isEmojiJoiner(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
    guard scalars[index].value == 0x200D, index + 1 < scalars.count, isPictograph(scalars[index + 1]) else {
      return false
    }
    var before = index - 1
    while before >= 0, isVariationSelector(scalars[before]) || scalars[before].properties.isEmojiModifier {
      before -= 1
    }
    return before >= 0 && isPictograph(scalars[before])
  }

  /// An emoji picture, not one of the digits and signs (`#`, `*`, `©`) that also count as emoji.
  private static func isPictograph(_ s: Unicode.Scalar) -> Bool {
    s.value >= 0x203C && s.properties.isEmoji
  }

  /// A combining mark (nonspacing, spacing or enclosing), or a variation selector.
  private static func isMark(_ s: Unicode.Scalar) -> Bool {
    switch s.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: isVariationSelector(s)
    }
  }

  /// A letter, digit, punctuation or symbol: something that draws on its own.
  private static func isVisible(_ s: Unicode.Scalar) -> Bool {
    switch s.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber,
      .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation,
      .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
      !isRefused(s)
    default:
      false
    }
  }
}
