/// A stored best together with its 1-based position on the game's board.
public struct RankedScore: Sendable, Equatable {
  /// The position on the board, 1 for the top score.
  public var rank: Int
  /// The stored best.
  public var score: Score
}
