import Foundation

/// One line of a score board as the API sends it: `{"rank", "name", "score", "date", "verified"}` and, for a
/// verified score, `"record": "/api/records/ID"` (where its run's record is); the date in ISO 8601.
struct ScoreEntry: Codable, Equatable {
  /// The 1-based position on the board.
  var rank: Int
  /// The player's name.
  var name: String
  /// The player's best score.
  var score: Int64
  /// When the best score was reached.
  var date: Date
  /// Whether the server replayed the run's record.
  var verified: Bool
  /// The path of the run's record, for a verified score.
  var record: String?

  /// The entry for a stored best at position `rank`.
  init(rank: Int, score: Score) {
    self.rank = rank
    name = score.name
    self.score = score.value
    date = score.createdAt
    verified = score.verified
    record = score.verified ? score.id.map { "/api/records/\($0)" } : nil
  }

  /// The entry for a ranked stored best.
  init(_ ranked: RankedScore) {
    self.init(rank: ranked.rank, score: ranked.score)
  }

  /// The entries of a board already in order, ranked from 1.
  static func board(_ scores: [Score]) -> [ScoreEntry] {
    scores.enumerated().map { index, score in ScoreEntry(rank: index + 1, score: score) }
  }
}
