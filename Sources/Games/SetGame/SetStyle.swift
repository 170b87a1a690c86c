import Stage

/// Set's colours and sizes.
enum SetStyle {
  static let table = Color(hex: 0x1F6F4A)
  static let bar = Color(hex: 0x174F36)
  static let barText = Color(hex: 0xF2F7F4)
  static let face = Color(hex: 0xFFFDF7)
  static let faceEdge = Color(hex: 0xC9C4B8)
  static let back = Color(hex: 0x24407A)
  static let backAccent = Color(hex: 0x3E63B0)
  static let backEdge = Color(hex: 0xF4F1EA)
  static let slot = Color.white.withAlpha(0.35)
  static let selected = Color(hex: 0x0A84FF)
  static let hinted = Color(hex: 0xFF9F0A)
  static let mismatched = Color(hex: 0xFF3B30)
  static let button = Color.white.withAlpha(0.16)
  /// The height of the bar with the score and the buttons, in points.
  static let barHeight = 56.0
  /// The bar's buttons' height, in points: a fingertip's 44.
  static let buttonHeight = 44.0
  /// Space around and between the cards, in points.
  static let gap = 8.0
  /// A card's width over its height when it stands upright.
  static let uprightAspect = 5.0 / 8

  /// The ink of a symbol of `color`.
  static func ink(_ color: SetCard.SymbolColor) -> Color {
    switch color {
    case .red: Color(hex: 0xE0283A)
    case .green: Color(hex: 0x17944A)
    case .purple: Color(hex: 0x6A2FA0)
    }
  }
}
