import Geometry
import Stage

/// The round button a game in motion draws in its canvas's top-left corner (the how-to "?" has the
/// top-right one) to pause and go on: a 44 × 44-point target drawn as a 32-point disc, as the shell
/// draws its own round buttons, showing ❚❚ while the game runs and ▶ while it is paused. A screen
/// reader reads it as the button "Pause" or "Resume".
///
/// The scene adds `view`, lays it out, decides whether a press lands on it (`contains`) and keeps
/// it in step with its own paused state (`show`). Its methods are never inlined: three games share
/// one copy of each in the downloaded module.
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

  /// What a paused game shows and says under its "Paused": how to go on.
  public static let goOnHint = "Tap, or press Space, P or Esc, to go on"
  /// What a screen reader hears as the player pauses.
  public static let pausedAnnouncement = "Paused. Tap, or press Space, P or Esc, to go on"

  /// "Paused", `size` points tall, in `color`: the title a paused game shows.
  @inline(never)
  public static func pausedTitle(size: Double, color: Color) -> ViewContent {
    .text(Text("Paused", size: size, weight: 800, color: color))
  }

  /// A button whose mark is drawn in `ink`; hidden until `show`.
  @inline(never)
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
  /// starts at `top` (0 for the canvas's own top); 8 points leave room for its focus ring.
  @inline(never)
  public func layOut(top: Double = 0, inset: Double = 8) {
    view.frame = Rect(x: inset, y: top + inset, width: PauseButton.side, height: PauseButton.side)
    let offset = (PauseButton.side - PauseButton.discSide) / 2
    disc.frame = Rect(x: offset, y: offset, width: PauseButton.discSide, height: PauseButton.discSide)
  }

  /// Shows the button (or hides it, `isShown` false), with ▶ while `isPaused` and ❚❚ otherwise.
  @inline(never)
  public func show(_ isShown: Bool, isPaused: Bool) {
    view.isHidden = !isShown
    guard isPaused != showsResume else { return }
    showsResume = isPaused
    drawMark()
  }

  /// Whether a press at `point`, in the button's superview's coordinates, lands on it (never while hidden).
  @inline(never)
  public func contains(_ point: Point) -> Bool {
    !view.isHidden && view.frame.contains(point)
  }

  /// The marks' outlines on the disc, as fractions of its side: ▶, and the two bars of ❚❚.
  private static let resumeMark: [[(Double, Double)]] = [[(0.38, 0.28), (0.74, 0.5), (0.38, 0.72)]]
  private static let pauseMark: [[(Double, Double)]] = [
    [(0.31, 0.28), (0.44, 0.28), (0.44, 0.72), (0.31, 0.72)], [(0.56, 0.28), (0.69, 0.28), (0.69, 0.72), (0.56, 0.72)],
  ]

  private func drawMark() {
    let s = PauseButton.discSide
    var mark = Path()
    for outline in showsResume ? PauseButton.resumeMark : PauseButton.pauseMark {
      for (k, corner) in outline.enumerated() {
        let point = Point(x: corner.0 * s, y: corner.1 * s)
        if k == 0 { mark.move(to: point) } else { mark.addLine(to: point) }
      }
      mark.close()
    }
    disc.content = .path(mark, fill: .color(ink), stroke: nil, lineWidth: 0)
    view.accessibilityLabel = showsResume ? "Resume" : "Pause"
  }
}
