import PostgresNIO
import Server

extension PostgresScoreStore {
  /// Adds `count` unverified scores to `game` under the names `prefix` + 1…`count`, values spread over 0–99,999
  /// and all from one instant, in one statement (whose triggers count them, as any write's do), then refreshes
  /// the planner's statistics and the visibility maps of `score` and the count tables (as autovacuum would); for
  /// measuring the rank at a board's size.
  public func fillForBenchmark(game: String, prefix: String, count: Int) async throws {
    let logger = logger
    try await withFreeTime { client in
      try await client.query(
        """
        INSERT INTO score (game, name, value, created_at, skeleton)
        SELECT \(game), \(prefix) || n, (n * 7919) % 100000, now(), lower(\(prefix)) || n
        FROM generate_series(1, \(count)) AS n
        """, logger: logger)
      try await client.query("VACUUM ANALYZE score, score_count, score_bucket_count", logger: logger)
    }
  }

  /// PostgreSQL's plan of the rank query for `name` in `game`, with its actual times (`EXPLAIN ANALYZE`).
  public func explainRank(game: String, name: String) async throws -> String {
    let logger = logger
    return try await withFreeTime { client in
      let rank = Self.rankQuery(game: game, name: name)
      let explain = PostgresQuery(unsafeSQL: "EXPLAIN (ANALYZE, BUFFERS) " + rank.sql, binds: rank.binds)
      var lines: [String] = []
      for try await line in try await client.query(explain, logger: logger).decode(String.self) {
        lines.append(line)
      }
      return lines.joined(separator: "\n")
    }
  }

  /// Runs `operation` on the pool with no time limit, for work far longer than a request's.
  private func withFreeTime<Value: Sendable>(_ operation: (PostgresConnection) async throws -> Value) async throws
    -> Value
  {
    try await client.withConnection { connection in
      try await connection.query("SET statement_timeout = 0", logger: logger)
      let value = try await operation(connection)
      try await connection.query("RESET statement_timeout", logger: logger)
      return value
    }
  }
}
