import Geometry
import Stage

/// How a bubble looks: a glossy disc in its colour with a soft glow and a highlight; a gold
/// bubble carries its bonus ("+3s") on its face.
enum BubbleView {
  /// A new view for `bubble`, centred on it.
  static func make(for bubble: Bubble) -> View {
    let r = bubble.radius
    let view = View(frame: Rect(x: bubble.center.x - r, y: bubble.center.y - r, width: 2 * r, height: 2 * r))
    let fill = bubble.isGold ? BubblePopStyle.gold : BubblePopStyle.fill(bubble.color)
    view.backgroundColor = fill
    view.cornerRadius = r
    view.isUserInteractionEnabled = false
    view.shadow = Shadow(offset: Vector(dx: 0, dy: 0.08 * r), blur: 0.5 * r, color: fill.withAlpha(0.45))
    let highlight = View(frame: Rect(x: 0.28 * r, y: 0.22 * r, width: 0.62 * r, height: 0.42 * r))
    highlight.backgroundColor = Color.white.withAlpha(bubble.color == .black && !bubble.isGold ? 0.3 : 0.42)
    highlight.cornerRadius = 0.21 * r
    highlight.transform = AffineTransform(rotationAngle: -0.5)
    highlight.isUserInteractionEnabled = false
    view.addSubview(highlight)
    if bubble.isGold {
      let label = View(frame: Rect(x: 0, y: 0, width: 2 * r, height: 2 * r))
      label.content = .text(
        Text("+\(BubblePopGame.goldBonusSeconds)s", size: 0.6 * r, weight: 700, color: BubblePopStyle.ink))
      label.isUserInteractionEnabled = false
      view.addSubview(label)
    }
    return view
  }
}
