import Geometry
import Motion
import Stage

/// One Concentration card on screen: its theme's back while face down, the emoji on the theme's
/// face colour while face up; it turns over with a `Transition` flip and fades out once matched.
package final class ConcentrationCardView: View {
  /// The model card's id.
  let id: Int
  /// The emoji on its face.
  let emoji: String
  /// True while the face shows (the model may be a flip ahead).
  private(set) var isShowingFace = false
  /// True once the card has been matched and is fading out (it can no longer be touched).
  var isGone = false {
    didSet { updateAccessibility() }
  }
  /// Where the card lies on the table, counted from 1 in reading order (its name for screen readers).
  let position: Int
  private let theme: ConcentrationTheme

  /// A face-down card of `theme` showing `emoji` when turned, at `position` (from 1) on the table.
  init(id: Int, position: Int, emoji: String, theme: ConcentrationTheme) {
    self.id = id
    self.position = position
    self.emoji = emoji
    self.theme = theme
    super.init(frame: .zero)
    draw()
  }

  /// Shows the face or the back (without animation; `Transition` calls it half-way through a flip).
  func showFace(_ face: Bool) {
    isShowingFace = face
    draw()
  }

  /// The emoji is sized for the card, so it stays large on a tablet and fits on a phone.
  override package func layoutSubviews() { draw() }

  private func draw() {
    let short = min(bounds.width, bounds.height)
    Animation.performWithoutAnimation {
      cornerRadius = short * 0.12
      backgroundColor = isShowingFace ? theme.cardFaceColor : theme.cardBackColor
      // Dark ink: a colour emoji font ignores it, and a one-colour fallback glyph stays visible on the pale face.
      content = isShowingFace ? .text(Text(emoji, size: short * 0.6, color: ConcentrationStyle.ink)) : nil
      borderWidth = isShowingFace ? 1 : 0
      borderColor = theme.cardBackColor
    }
    updateAccessibility()
  }
}
