import Stage

/// The Lab's colours.
enum LabStyle {
  static let background = Color(red: 0.96, green: 0.95, blue: 0.92)
  static let plane = Color(red: 0.16, green: 0.17, blue: 0.2)
  static let ground = Color(red: 0.55, green: 0.47, blue: 0.36)
  static let ball = Color(red: 0.86, green: 0.16, blue: 0.14)
  static let ballMark = Color(red: 1, green: 0.93, blue: 0.85)
  static let text = Color(red: 0.3, green: 0.3, blue: 0.34)
  static let panel = Color(red: 1, green: 1, blue: 1)
  static let track = Color(red: 0.85, green: 0.84, blue: 0.8)
  static let accent = Color(red: 0.04, green: 0.48, blue: 1)
  static let ink = Color(red: 0.1, green: 0.1, blue: 0.12)
  static let cardBack = Color(red: 0.2, green: 0.36, blue: 0.75)
}
