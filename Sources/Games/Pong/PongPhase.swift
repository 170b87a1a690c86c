/// What the match is doing.
public enum PongPhase: Equatable, Sendable {
  /// The ball waits in front of the server's paddle until a player serves it (a tap, a click or a key).
  case serving(by: PongSide)
  /// The ball is in play.
  case playing
  /// Someone reached the winning score.
  case over(winner: PongSide)
}
