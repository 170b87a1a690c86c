import Geometry
import Stage

/// The round button a game in motion draws in its canvas's top-left corner (the how-to "?" has the
/// top-right one) to pause and go on: a 44 × 44-point target drawn as a 32-point disc, as the shell
/// draws its own round buttons, showing ❚❚ while the game runs and ▶ while it is paused. A screen
/// reader reads it as the button "Pause" or "Resume".
///
/// The scene adds `view`, lays it out, decides whether a press lands on it (`contains`) and keeps
/// it in step with its own paused state (`show`).
public final class PauseButton {
  /// The side of the square a fingertip gets, in points.
  public static let side = 44.0
  /// The disc's diameter, in points.
  private static let discSide = 32.0
  /// The disc's grey, the shell's round buttons' own.
  private static let discColor = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.42)

  /// The target: transparent, holding the disc. It takes no pointers itself unless the scene says so.
  public let view = View()
  private let disc = View()
  private let ink: Color

  /// Whether it shows ▶ (the game is paused).
  public private(set) var showsResume = false

  /// A button whose mark is drawn in `ink`; hidden until `show`.
  public init(ink: Color) {
    self.ink = ink
    view.isUserInteractionEnabled = false
    disc.isUserInteractionEnabled = false
    disc.backgroundColor = PauseButton.discColor
    disc.cornerRadius = PauseButton.discSide / 2
    view.addSubview(disc)
    view.makeAccessibilityElement(traits: .button)
    view.isHidden = true
    drawMark()
  }

  /// Puts the button `inset` points from the top-left corner of its superview, whose top edge
  /// starts at `top` (0 for the canvas's own top).
  public func layOut(top: Double = 0, inset: Double = 2) {
    view.frame = Rect(x: inset, y: top + inset, width: PauseButton.side, height: PauseButton.side)
    let offset = (PauseButton.side - PauseButton.discSide) / 2
    disc.frame = Rect(x: offset, y: offset, width: PauseButton.discSide, height: PauseButton.discSide)
  }

  /// Shows the button (or hides it, `isShown` false), with ▶ while `isPaused` and ❚❚ otherwise.
  public func show(_ isShown: Bool, isPaused: Bool) {
    view.isHidden = !isShown
    guard isPaused != showsResume else { return }
    showsResume = isPaused
    drawMark()
  }

  /// Whether a press at `point`, in the button's superview's coordinates, lands on it (never while hidden).
  public func contains(_ point: Point) -> Bool {
    !view.isHidden && view.frame.contains(point)
  }

  private func drawMark() {
    let s = PauseButton.discSide
    var mark = Path()
    if showsResume {
      mark.move(to: Point(x: s * 0.38, y: s * 0.28))
      mark.addLine(to: Point(x: s * 0.74, y: s * 0.5))
      mark.addLine(to: Point(x: s * 0.38, y: s * 0.72))
      mark.close()
    } else {
      for left in [s * 0.31, s * 0.56] {
        mark.move(to: Point(x: left, y: s * 0.28))
        mark.addLine(to: Point(x: left + s * 0.13, y: s * 0.28))
        mark.addLine(to: Point(x: left + s * 0.13, y: s * 0.72))
        mark.addLine(to: Point(x: left, y: s * 0.72))
        mark.close()
      }
    }
    disc.content = .path(mark, fill: .color(ink), stroke: nil, lineWidth: 0)
    view.accessibilityLabel = showsResume ? "Resume" : "Pause"
    view.accessibilityHint = showsResume ? "Or tap the game, or press Space, P or Escape" : "Or press P or Escape"
  }
}
