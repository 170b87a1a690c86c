/// A stored best together with its rank on the game's board.
public struct RankedScore: Sendable, Equatable {
  /// One more than the number of scores strictly ahead (equal scores share a rank), 1 for the top score.
  public var rank: Int
  /// The stored best.
  public var score: Score

  /// `score` at `rank`.
  package init(rank: Int, score: Score) {
    self.rank = rank
    self.score = score
  }
}
