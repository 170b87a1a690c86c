import Foundation
import GRDB

/// One player's best score in one game, as stored in the `score` table.
public struct Score: Codable, Sendable, Equatable, FetchableRecord, TableRecord {
  /// The row id, assigned by the database.
  public var id: Int64?
  /// The game's id from `Catalog`, e.g. `pong`.
  public var game: String
  /// The player's name as shown on the board: trimmed of surrounding whitespace and in Unicode NFC.
  public var name: String
  /// The score.
  public var value: Int64
  /// When this score was reached.
  public var createdAt: Date
  /// Whether the server replayed the run's record and saw this score (scores taken before records
  /// existed are not; they stay on the board, below every verified one).
  public var verified = false
  /// The state checksum at the score, for a verified score.
  public var checksum: String?

  /// The table the scores live in.
  public static let databaseTableName = "score"

  /// A score as a store reads it back (`id` is the database's row id, `nil` before it is written).
  package init(
    id: Int64? = nil, game: String, name: String, value: Int64, createdAt: Date, verified: Bool = false,
    checksum: String? = nil
  ) {
    self.id = id
    self.game = game
    self.name = name
    self.value = value
    self.createdAt = createdAt
    self.verified = verified
    self.checksum = checksum
  }
}
