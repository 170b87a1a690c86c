import Stage

/// Breakout's colours and sizes.
enum BreakoutStyle {
  static let court = Color(hex: 0x0F1326)
  static let paddle = Color(hex: 0xE8ECF8)
  static let ball = Color(hex: 0xFFD166)
  static let text = Color(hex: 0xC9D1F2)
  static let plainRows: [Color] = [
    Color(hex: 0xEF476F), Color(hex: 0xF78C6B), Color(hex: 0xFFD166), Color(hex: 0x06D6A0),
    Color(hex: 0x118AB2), Color(hex: 0x8E7DBE), Color(hex: 0xF15BB5), Color(hex: 0x00BBF9),
  ]
  static let tough = Color(hex: 0x9AA5C4)
  static let extraBall = Color(hex: 0x3DDC97)
  static let explosive = Color(hex: 0xFF5A36)
  /// The mark on a brick that releases a ball.
  static let extraBallSymbol = "●"
  /// The mark on a brick that explodes.
  static let explosiveSymbol = "✸"

  /// A brick's fill: its row's colour, or its kind's.
  static func fill(_ brick: Brick) -> Color {
    switch brick.kind {
    case .plain: plainRows[brick.row % plainRows.count]
    case .tough: tough
    case .extraBall: extraBall
    case .explosive: explosive
    }
  }
}
