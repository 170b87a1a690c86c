import Stage

/// The Incline lab's colours.
enum InclineStyle {
  static let background = Color(red: 0.96, green: 0.95, blue: 0.92)
  static let plane = Color(red: 0.16, green: 0.17, blue: 0.2)
  static let ball = Color(red: 0.86, green: 0.16, blue: 0.14)
  static let ballMark = Color(red: 1, green: 0.93, blue: 0.85)
  static let text = Color(red: 0.3, green: 0.3, blue: 0.34)
}
