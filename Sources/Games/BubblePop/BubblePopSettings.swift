/// The settings a player may change, each kept within its range, so that no saved value or URL can
/// set a negative or huge game time or bubble count.
public struct BubblePopSettings: Equatable, Sendable {
  /// Allowed game lengths, in seconds.
  public static let gameTimeRange = 5...300
  /// Allowed most-bubbles-on-screen counts.
  public static let maximumBubblesRange = 1...40
  /// Allowed drift speeds, as a multiple of the normal speed (0 keeps bubbles still).
  public static let driftRange = 0.0...3.0

  /// Seconds a run lasts (default 60).
  public private(set) var gameTime = 60
  /// The most bubbles on screen at once (default 15).
  public private(set) var maximumBubbles = 15
  /// How fast bubbles drift up, as a multiple of the normal speed (default 1).
  public private(set) var drift = 1.0
  /// Whether pops make sounds.
  public var sound = true

  /// The defaults, or the given values clamped into their ranges (non-finite drift becomes 1).
  public init(gameTime: Int = 60, maximumBubbles: Int = 15, drift: Double = 1, sound: Bool = true) {
    self.gameTime = min(max(gameTime, Self.gameTimeRange.lowerBound), Self.gameTimeRange.upperBound)
    self.maximumBubbles = min(
      max(maximumBubbles, Self.maximumBubblesRange.lowerBound), Self.maximumBubblesRange.upperBound)
    self.drift = drift.isFinite ? min(max(drift, Self.driftRange.lowerBound), Self.driftRange.upperBound) : 1
    self.sound = sound
  }
}
