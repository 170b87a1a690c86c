import Stage

/// The theme chooser's and the navigation bars' colours and sizes (the game itself wears its theme).
enum ConcentrationStyle {
  static let chooserBackground = Color(hex: 0xF2F2F7)
  static let row = Color.white
  static let selectedRow = Color(hex: 0xD1E3FF)
  static let ink = Color(hex: 0x1C1C1E)
  static let tint = Color(hex: 0x0A84FF)
  static let divider = Color(hex: 0xC6C6C8)
  /// The height of a navigation bar, in points.
  static let navigationBarHeight = 48.0
  /// The height of a theme's row in the chooser, in points.
  static let rowHeight = 58.0
  /// The narrowest side a canvas needs for the chooser and the game to stand side by side.
  static let splitMinimumSide = 600.0
  /// The chooser's width in a split view, in points.
  static let chooserWidth = 300.0
  /// Seconds a pushed game takes to slide in or out.
  static let pushDuration = 0.35
  /// Seconds a card takes to turn over.
  static let flipDuration = 0.4
  /// Seconds a matched pair takes to fade out, after it has been seen for a moment.
  static let fadeDuration = 0.5
  static let fadeDelay = 0.35
}
