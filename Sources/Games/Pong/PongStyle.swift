import Stage

/// Pong's colours and feel constants.
enum PongStyle {
  static let court = Color(hex: 0x0B1020)
  static let line = Color(hex: 0x8A93B8, alpha: 0.45)
  static let player = Color(hex: 0x0A84FF)
  static let opponent = Color(hex: 0xFF375F)
  static let ball = Color(hex: 0xF5F7FF)
  /// The big scores' opacity over the court: faint, yet 3:1 against it (WCAG's large text).
  static let scoreAlpha = 0.7
  /// The prompt to serve or go on: it must be read, so it is brighter than the court's lines.
  static let hint = Color(hex: 0xC9D0EE, alpha: 0.9)
  /// Keyboard paddle speed, in court widths per second.
  static let keyboardSpeedFactor = 1.3
}
