import GameKit

/// The settings a player may change, each kept within its range, so that no saved value or URL can
/// set a negative or huge game time or bubble count.
public struct BubblePopSettings: Equatable, Sendable {
  /// The settings table: each setting's control id, title, range, step, default and unit, written
  /// once here and read by the panel (`BubblePopScene.controlSchema`), its fallbacks
  /// (``init(panel:)``), the defaults and the clamping of ``init(gameTime:maximumBubbles:drift:sound:)``.
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
    /// Whether pops make sounds.
    public static let sound = Setting.toggle("sound", title: "Sound", isOn: true)
  }

  /// Seconds a run lasts.
  public private(set) var gameTime: Int
  /// The most bubbles on screen at once.
  public private(set) var maximumBubbles: Int
  /// How fast bubbles drift up, as a multiple of the normal speed.
  public private(set) var drift: Double
  /// Whether pops make sounds.
  public var sound: Bool

  /// The defaults, or the given values clamped into their ranges (non-finite drift becomes the default).
  public init(
    gameTime: Int = Table.gameTime.defaultInteger, maximumBubbles: Int = Table.maximumBubbles.defaultInteger,
    drift: Double = Table.drift.defaultValue, sound: Bool = Table.sound.isOnByDefault
  ) {
    self.gameTime = Table.gameTime.clamped(gameTime)
    self.maximumBubbles = Table.maximumBubbles.clamped(maximumBubbles)
    self.drift = Table.drift.clamped(drift)
    self.sound = sound
  }

  /// The settings `panel` shows (the defaults for any it lacks), clamped.
  public init(panel: ControlPanel) {
    self.init(
      gameTime: Table.gameTime.integer(in: panel), maximumBubbles: Table.maximumBubbles.integer(in: panel),
      drift: Table.drift.value(in: panel), sound: Table.sound.isOn(in: panel))
  }
}
