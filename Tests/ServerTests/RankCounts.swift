import GRDB
import PostgresNIO

@testable import PostgresStore
@testable import Server

/// The rank count tables of a store beside what they must hold, a GROUP BY of `score`, each as sorted lines
/// "game verified value-or-bucket count"; `nil` for the memory store, which keeps no counts.
struct RankCounts: Equatable {
  var values: [String]
  var buckets: [String]

  /// The count tables' content and what they must hold, or `nil` for a store that keeps no counts.
  static func kept(by store: any ScoreStore) async throws -> (kept: RankCounts, expected: RankCounts)? {
    switch store {
    case let database as ScoreDatabase: return try await counts(in: database)
    case let postgres as PostgresScoreStore: return try await counts(in: postgres)
    default: return nil
    }
  }

  private static func counts(in database: ScoreDatabase) async throws -> (kept: RankCounts, expected: RankCounts) {
    try await database.writer.read { db in
      func lines(_ sql: String) throws -> [String] {
        try Row.fetchAll(db, sql: sql).map { row in
          "\(row[0] as String) \(row[1] as Bool) \(row[2] as Int64) \(row[3] as Int64)"
        }
      }
      let kept = RankCounts(
        values: try lines("SELECT game, verified, value, count FROM scoreCount ORDER BY 1, 2, 3"),
        buckets: try lines("SELECT game, verified, bucket, count FROM scoreBucketCount ORDER BY 1, 2, 3"))
      let expected = RankCounts(
        values: try lines("SELECT game, verified, value, COUNT(*) FROM score GROUP BY 1, 2, 3 ORDER BY 1, 2, 3"),
        buckets: try lines(
          "SELECT game, verified, value >> 10, COUNT(*) FROM score GROUP BY 1, 2, 3 ORDER BY 1, 2, 3"))
      return (kept, expected)
    }
  }

  private static func counts(in store: PostgresScoreStore) async throws -> (kept: RankCounts, expected: RankCounts) {
    try await store.timed("reading the rank counts") { connection in
      func lines(_ sql: String) async throws -> [String] {
        var lines: [String] = []
        for try await (game, verified, value, count) in try await connection.query(
          PostgresQuery(unsafeSQL: sql), logger: store.logger
        )
        .decode((String, Bool, Int64, Int64).self) {
          lines.append("\(game) \(verified) \(value) \(count)")
        }
        return lines
      }
      let kept = RankCounts(
        values: try await lines("SELECT game, verified, value, count FROM score_count ORDER BY 1, 2, 3"),
        buckets: try await lines("SELECT game, verified, bucket, count FROM score_bucket_count ORDER BY 1, 2, 3"))
      let expected = RankCounts(
        values: try await lines(
          "SELECT game, verified, value, count(*) FROM score GROUP BY 1, 2, 3 ORDER BY 1, 2, 3"),
        buckets: try await lines(
          "SELECT game, verified, value >> 10, count(*) FROM score GROUP BY 1, 2, 3 ORDER BY 1, 2, 3"))
      return (kept, expected)
    }
  }
}
