/// What storing one submitted score did to the player's entry on the board.
public struct ScoreSubmission: Sendable, Equatable {
  /// The player's stored best after the submission.
  public var best: Score
  /// Whether the submission created or raised the stored best.
  public var isNewBest: Bool
  /// The rank of ``best`` on the game's board (see ``RankedScore/rank``).
  public var rank: Int
}
