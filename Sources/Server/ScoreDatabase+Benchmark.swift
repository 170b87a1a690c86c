import GRDB

extension ScoreDatabase {
  /// Adds `count` unverified scores to `game` under the names `prefix` + 1…`count`, values spread over 0–99,999
  /// and all from one instant, in one transaction (whose triggers count them, as any write's do), then
  /// refreshes the planner's statistics; for measuring the rank at a board's size.
  public func fillForBenchmark(game: String, prefix: String, count: Int) async throws {
    try await writer.write { db in
      try db.execute(
        sql: """
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
          INSERT INTO score (game, name, value, createdAt, skeleton, verified)
          SELECT ?, ? || i, (i * 7919) % 100000, CURRENT_TIMESTAMP, lower(?) || i, 0 FROM n
          """, arguments: [count, game, prefix, prefix])
    }
    try await writer.writeWithoutTransaction { db in try db.execute(sql: "ANALYZE") }
  }
}
