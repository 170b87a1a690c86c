import Geometry
import Stage

/// A playable game as the app host drives it: views to draw, time to advance, input to handle.
///
/// A scene builds its views and behaviors from its model and turns gestures and keys into model
/// intents; the host owns the clock, routes pointers to the scene's views and renders them. A
/// scene may also show controls beside its canvas (`controls`, none by default) and react to
/// the user changing them (`controlChanged`).
public protocol GameScene: AnyObject {
  /// The game's catalog id.
  var gameID: String { get }
  /// The root of the scene's views, sized to the canvas.
  var rootView: View { get }
  /// The controls the shell shows beside the canvas (the same panel every time; empty for none).
  var controls: ControlPanel { get }
  /// Lays the game out for a new canvas size, in points.
  func resize(to size: Size)
  /// Advances the game by `dt` seconds of frame time.
  func update(dt: Double)
  /// A key went down or up (W, A, S and D arrive as arrows unless `separatesLetterKeys`).
  func key(_ key: Key, isDown: Bool)
  /// Whether the game tells W, A, S and D from the arrow keys (a second player's keys).
  var separatesLetterKeys: Bool { get }
  /// Whether the game waits for the player to start or go on (a serve, a launch); a headless
  /// computer player presses Space then.
  var isWaitingForPlayer: Bool { get }
  /// The player stepped away (the page was hidden, the game paused or another game opened): a game
  /// in motion holds still until the player says to go on, so it costs them nothing.
  func suspend()
  /// How to play: the rules, the controls and what each special thing means.
  var howTo: HowTo { get }
  /// Runs `action` (from an alert button, the page or the chrome); false for one the game does not take.
  func perform(_ action: GameAction) -> Bool
  /// The user changed `control` (already validated and stored in `controls`) or pressed it.
  func controlChanged(_ control: Control)
  /// The device's gravity as its motion sensors feel it, in g along the screen's axes (x right,
  /// y down; (0, 1) for a device held upright), after the user allowed motion access.
  func deviceMotion(gravity: Vector)
  /// The player asked for less motion (or no longer does): decorations such as spins, flips,
  /// bounces and floating labels become short cross-fades or direct moves; the game's own physics
  /// stays as it is.
  func setReduceMotionEnabled(_ enabled: Bool)
  /// Hands over the events raised since the last call.
  func takeEvents() -> [GameEvent]
  /// Writes the game's model as JSON.
  func writeState(to json: inout JSONWriter)
  /// One line a person reads: scores and how the game stands.
  var summary: String { get }
  /// Mixes the game's whole simulation state into `hasher`.
  func hashState(into hasher: inout StateHasher)
  /// Whether the player started a new run (New game, a start) since the last call: the host then
  /// plays it on a fresh scene made from a new seed (see `runStartLines`), so that nothing from
  /// before the run can matter. The request is cleared.
  func takeRunRequest() -> Bool
  /// The input-log lines that bring a fresh scene of this game to the start of a run like the one
  /// it plays now: its settings as `control` lines, then whatever starts the run (`action …`).
  var runStartLines: [String] { get }
  /// Whether the scene shows what comes before its first run (BubblePop's settings before Start,
  /// Concentration's theme chooser): nothing scores there, and the player's start makes the run, on
  /// a fresh scene (`takeRunRequest`).
  var isBeforeRun: Bool { get }
}

extension GameScene {
  /// No controls.
  public var controls: ControlPanel { ControlPanel([]) }
  /// Nothing to react to.
  public func controlChanged(_ control: Control) {}
  /// Motion is ignored.
  public func deviceMotion(gravity: Vector) {}
  /// Letter keys arrive as arrows.
  public var separatesLetterKeys: Bool { false }
  /// Never waits.
  public var isWaitingForPlayer: Bool { false }
  /// Nothing moves without the player.
  public func suspend() {}
  /// No decorations to tone down.
  public func setReduceMotionEnabled(_ enabled: Bool) {}
  /// Runs are never asked for.
  public func takeRunRequest() -> Bool { false }
  /// The settings, as `control` lines.
  public var runStartLines: [String] { settingLines }
  /// A run from the start.
  public var isBeforeRun: Bool { false }
  /// The controls' settings as `control` lines (none when the game has no controls).
  public var settingLines: [String] {
    controls.savedValues.split(separator: "\n").map { "control " + $0 }
  }
}
