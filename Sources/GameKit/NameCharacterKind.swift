/// What one scalar of a player's name is, for ``PlayerName``'s rules.
public enum NameCharacterKind: Equatable, Sendable {
  /// Never allowed: a control, format, separator, private-use, surrogate or unassigned code point, or a
  /// blank-looking filler (a zero-width joiner between emoji is the one exception, decided by the name).
  case refused
  /// A combining mark or a variation selector: it draws on the letter before it.
  case mark
  /// A letter, digit, punctuation or symbol: something that draws on its own.
  case visible
  /// A space inside the name.
  case space

  /// The variation selectors, which choose how an emoji or a letter is drawn and count as marks.
  static func isVariationSelector(_ s: Unicode.Scalar) -> Bool {
    (0xFE00...0xFE0F).contains(s.value) || (0xE0100...0xE01EF).contains(s.value)
  }
}
