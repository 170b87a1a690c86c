import GameKit
import Geometry

/// Where the game's navigation bar puts its back button, its title and New game, as a navigation
/// bar does: the title centred on the bar as far as the buttons either side allow, else in the
/// whole gap between them, and the back button shortened to its chevron when its label would leave
/// the title too little room. The "?" button of the shell keeps the bar's top-right corner.
struct ConcentrationBarLayout {
  /// The back button's box ("‹ Themes", or "‹" when `isBackCompact`); unused in a split view.
  let back: Rect
  /// New game's box, left of the shell's "?" button.
  let newGame: Rect
  /// The title's box, clear of both buttons.
  let title: Rect
  /// Whether the back button shows only its chevron.
  let isBackCompact: Bool

  /// The room a theme's name needs at the title's font (the longest, "Halloween", is about 100 pt).
  static let titleMinimumWidth = 110.0
  static let margin = 12.0
  /// The room kept between the title and New game, whose texts would otherwise touch.
  static let gap = 8.0
  static let backWidth = 100.0
  /// The chevron alone: a fingertip wide.
  static let compactBackWidth = 44.0
  static let newGameWidth = 100.0

  /// The bar's layout for a bar `width` × `height` points; `hasBack` is false in a split view,
  /// where the chooser stays beside the game and the bar has no back button.
  init(width: Double, height: Double, hasBack: Bool) {
    let newGameX = width - ShellChrome.helpButtonWidth - Self.newGameWidth
    newGame = Rect(x: newGameX, y: 0, width: Self.newGameWidth, height: height)
    let trailing = newGameX - Self.gap
    isBackCompact = hasBack && trailing - (Self.margin + Self.backWidth) < Self.titleMinimumWidth
    back = Rect(
      x: Self.margin, y: 0, width: isBackCompact ? Self.compactBackWidth : Self.backWidth, height: height)
    let leading = hasBack ? back.maxX : Self.margin
    let half = min(width / 2 - leading, trailing - width / 2)
    if 2 * half >= Self.titleMinimumWidth {
      title = Rect(x: width / 2 - half, y: 0, width: 2 * half, height: height)
    } else {
      title = Rect(x: leading, y: 0, width: max(trailing - leading, 1), height: height)
    }
  }

  /// The back button's label.
  var backLabel: String { isBackCompact ? "‹" : "‹ Themes" }
}
