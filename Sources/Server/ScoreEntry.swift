import Foundation

/// One line of a score board as the API sends it: `{"rank", "name", "score", "date", "verified"}` and, for a
/// verified score, `"record": "/api/records/ID"` (where its run's record is); the date in ISO 8601.
struct ScoreEntry: Codable, Equatable {
  /// The rank: one more than the number of scores strictly ahead, so equal scores share one.
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

  /// The entries of the top of a board already in order, ranked from 1 as the stores rank: a score equal to the
  /// one above it (both verified or both not, same value) shares its rank, and the next one down takes its
  /// position ("1 2 2 4").
  static func board(_ scores: [Score]) -> [ScoreEntry] {
    var entries: [ScoreEntry] = []
    for (index, score) in scores.enumerated() {
      let above = index > 0 ? scores[index - 1] : nil
      let tied = above.map { $0.verified == score.verified && $0.value == score.value } ?? false
      entries.append(ScoreEntry(rank: tied ? entries[index - 1].rank : index + 1, score: score))
    }
    return entries
  }
}
