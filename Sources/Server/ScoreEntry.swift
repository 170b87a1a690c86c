import Foundation
import GameKit

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

  /// The entry for a stored best at position `rank`; a name stored before names were bounded in bytes is cut
  /// to ``PlayerName/maximumBytes`` at a character's edge, so that every board answer is bounded.
  init(rank: Int, score: Score) {
    self.rank = rank
    name = Self.bounded(score.name)
    self.score = score.value
    date = score.createdAt
    verified = score.verified
    record = score.verified ? score.id.map { "/api/records/\($0)" } : nil
  }

  /// `name`, or as many of its first characters as fit in ``PlayerName/maximumBytes`` bytes (each of at most
  /// ``PlayerName/maximumScalarsPerCharacter`` code points).
  static func bounded(_ name: String) -> String {
    guard name.utf8.count > PlayerName.maximumBytes else { return name }
    var kept = ""
    var bytes = 0
    for character in name.unicodeScalars.prefix(PlayerName.maximumBytes).map(Character.init) {
      bytes += character.utf8.count
      guard bytes <= PlayerName.maximumBytes else { break }
      kept.append(character)
    }
    return kept
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
