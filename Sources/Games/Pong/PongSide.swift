/// One of the two Pong players: the person (bottom paddle, blue) or the opponent (top paddle,
/// red), who is the computer or a second person.
public enum PongSide: String, Sendable {
  /// The person, at the bottom.
  case player
  /// The computer or the second person, at the top.
  case opponent

  /// The other side.
  public var other: PongSide { self == .player ? .opponent : .player }
}
