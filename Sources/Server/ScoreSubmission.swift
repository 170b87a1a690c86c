/// What storing one submitted score did to the player's entry on the board.
public struct ScoreSubmission: Sendable, Equatable {
  /// The player's stored best after the submission.
  public var best: Score
  /// Whether the submission created or raised the stored best.
  public var isNewBest: Bool
  /// The rank of ``best`` on the game's board (see ``RankedScore/rank``).
  public var rank: Int

  /// What a store answers after storing a submission.
  package init(best: Score, isNewBest: Bool, rank: Int) {
    self.best = best
    self.isNewBest = isNewBest
    self.rank = rank
  }
}
