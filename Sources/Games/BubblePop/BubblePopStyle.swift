import Stage

/// BubblePop's colours and sizes.
enum BubblePopStyle {
  static let sky = Color(hex: 0xE6F0FA)
  static let bar = Color(hex: 0x14213D)
  static let barText = Color(hex: 0xF5F7FF)
  static let hurry = Color(hex: 0xFF5A5F)
  static let ink = Color(hex: 0x14213D)
  static let gold = Color(hex: 0xFFC107)
  /// The height of the bar of time, score and best at the top, in points.
  static let barHeight = 48.0

  /// The fill of a bubble of `color`.
  static func fill(_ color: BubbleColor) -> Color {
    switch color {
    case .red: Color(hex: 0xE53935)
    case .pink: Color(hex: 0xEC407A)
    case .green: Color(hex: 0x388E3C)
    case .blue: Color(hex: 0x1E88E5)
    case .black: Color(hex: 0x212121)
    }
  }

  /// The pitch of a pop of `color`: the rarer, the higher.
  static func pitch(_ color: BubbleColor) -> Double {
    switch color {
    case .red: 1
    case .pink: 1.12
    case .green: 1.26
    case .blue: 1.5
    case .black: 1.68
    }
  }
}
