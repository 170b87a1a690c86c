import GameKit

/// The settings a player may change, each kept within its range, so that no saved value or URL can
/// set a negative or huge game time or bubble count.
public struct BubblePopSettings: Equatable, Sendable {
  /// The settings table: each setting's control id, title, range, step, default and unit, written
  /// once here and read by the panel (`BubblePopScene.controlSchema`), its fallbacks
  /// (``init(panel:)``), the defaults and the clamping of ``init(gameTime:maximumBubbles:drift:)``.
  /// Sound is the app's one switch, not a setting of the game: a record's old `sound` line is ignored.
  public enum Table {
    /// Seconds a run lasts.
    public static let gameTime = Setting.stepper(
      "time", title: "Game time", range: 5...300, step: 5, default: 60, unit: " s")
    /// The most bubbles on screen at once.
    public static let maximumBubbles = Setting.stepper(
      "bubbles", title: "Most bubbles", range: 1...40, default: 15)
    /// How fast bubbles drift up, as a multiple of the normal speed (0 keeps bubbles still).
    public static let drift = Setting.slider(
      "drift", title: "Drift speed", range: 0.0...3.0, step: 0.1, default: 1, unit: "×")
  }

  /// Seconds a run lasts.
  public private(set) var gameTime: Int
  /// The most bubbles on screen at once.
  public private(set) var maximumBubbles: Int
  /// How fast bubbles drift up, as a multiple of the normal speed.
  public private(set) var drift: Double

  /// The defaults, or the given values clamped into their ranges (non-finite drift becomes the default).
  public init(
    gameTime: Int = Table.gameTime.defaultInteger, maximumBubbles: Int = Table.maximumBubbles.defaultInteger,
    drift: Double = Table.drift.defaultValue
  ) {
    self.gameTime = Table.gameTime.clamped(gameTime)
    self.maximumBubbles = Table.maximumBubbles.clamped(maximumBubbles)
    self.drift = Table.drift.clamped(drift)
  }

  /// The settings `panel` shows (the defaults for any it lacks), clamped.
  public init(panel: ControlPanel) {
    self.init(
      gameTime: Table.gameTime.integer(in: panel), maximumBubbles: Table.maximumBubbles.integer(in: panel),
      drift: Table.drift.value(in: panel))
  }
}
