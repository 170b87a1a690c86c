import Hummingbird

/// The body of a successful `POST /api/scores`:
/// `{"game", "name", "score", "best", "isNewBest", "rank", "verified", "scores": [top 10 entries]}`.
struct ScoreSubmissionResponse: ResponseEncodable, Decodable, Equatable {
  /// The game's id.
  var game: String
  /// The name as stored: trimmed and in NFC.
  var name: String
  /// The score just submitted.
  var score: Int64
  /// The player's stored best after this submission.
  var best: Int64
  /// Whether this submission created or raised the stored best.
  var isNewBest: Bool
  /// The player's rank on the board: one more than the number of scores strictly ahead.
  var rank: Int
  /// Whether the score was verified (played with a run ticket); an unverified one ranks below every verified
  /// score.
  var verified: Bool
  /// The top of the board, best first.
  var scores: [ScoreEntry]
}
