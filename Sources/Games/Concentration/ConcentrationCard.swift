/// One Concentration card: which pair it belongs to, and whether it is face up, matched, or has
/// been seen before.
public struct ConcentrationCard: Equatable, Sendable {
  /// Unique within a game (0..<2 × pairs), so a tap names the card it turned.
  public let id: Int
  /// The pair it belongs to (0..<pairs): the two cards of a pair show the same emoji.
  public let pairID: Int
  /// True while its face shows.
  public internal(set) var isFaceUp = false
  /// True once it and its twin have been matched (they leave the game).
  public internal(set) var isMatched = false
  /// True once it has been face up and turned back down: a mismatch with it costs a point.
  public internal(set) var hasBeenSeen = false
}
