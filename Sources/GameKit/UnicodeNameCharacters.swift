#if !hasFeature(Embedded)
  /// ``NameCharacterKind`` from the Unicode data tables: the rules as Unicode states them, used natively (by the
  /// server, which has the last word, and the tests).
  enum UnicodeNameCharacters {
    /// Refused by general category (controls, formats, line and paragraph separators, private use,
    /// surrogates, unassigned), the blank Braille pattern, and the default-ignorable code points that draw
    /// nothing (the Hangul fillers U+115F, U+1160, U+3164, U+FFA0 among them) except the variation selectors.
    static func kind(_ s: Unicode.Scalar) -> NameCharacterKind {
      if NameCharacterKind.isVariationSelector(s) { return .mark }
      switch s.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
        return .refused
      case .nonspacingMark, .spacingMark, .enclosingMark:
        return .mark
      case .spaceSeparator:
        return .space
      default:
        break
      }
      if s.value == 0x2800 || s.properties.isDefaultIgnorableCodePoint { return .refused }
      return .visible
    }

    /// An emoji picture, not one of the digits and signs (`#`, `*`, `©`) that also count as emoji.
    static func isPictograph(_ s: Unicode.Scalar) -> Bool {
      s.value >= 0x203C && s.properties.isEmoji
    }
  }
#endif
