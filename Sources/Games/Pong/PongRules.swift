/// The rules of a Pong match: scoring, serving, winning, and how a rally speeds the ball up.
public enum PongRules {
  /// Points needed to win.
  public static let winningScore: Int64 = 7
  /// Speed gained per paddle hit in a rally, as a fraction of the serve speed.
  public static let speedGainPerHit = 0.04
  /// The fastest a rally gets, as a multiple of the serve speed.
  public static let maximumSpeedFactor = 1.8
  /// Largest angle from straight up or down that a paddle sends the ball off at, in radians (55°).
  public static let maximumBounceAngle = 0.9599310885968813

  /// Ball speed after `hits` paddle hits, as a multiple of the serve speed.
  public static func speedFactor(afterHits hits: Int64) -> Double {
    min(maximumSpeedFactor, 1 + speedGainPerHit * Double(hits))
  }
}
