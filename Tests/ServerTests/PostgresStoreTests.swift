import Foundation
import PostgresNIO
import Testing

@testable import PostgresStore
@testable import Server

/// What only the PostgreSQL store has: migrations shared by servers, the rank's plan, copying a SQLite board in
/// and a database that is down. The behaviour it shares with the other stores is tested with every
/// ``StoreKind``.
@Suite("PostgreSQL store", .enabled(if: TestPostgres.isAvailable, "KINETIC_TEST_POSTGRES_URL is not set"))
struct PostgresStoreTests {
  private let start = Date(timeIntervalSince1970: 1_700_000_000)

  @Test func serversStartingAtOnceMigrateOnceAndShareTheBoard() async throws {
    try await TestPostgres.withDatabase { settings in
      async let first = TestPostgres.connect(settings)
      async let second = TestPostgres.connect(settings)
      let stores = try await [first, second]
      try await stores[0].submit(game: "pong", name: "Ada", value: 7, at: start)
      #expect(try await stores[1].entry(game: "pong", name: "Ada")?.score.value == 7)
      for store in stores { await store.shutdown() }

      let again = try await TestPostgres.connect(settings)
      #expect(try await again.best(game: "pong", limit: 10).map(\.name) == ["Ada"])
      let applied = try await again.timed("counting migrations") { connection in
        var names: [String] = []
        for try await name in try await connection.query("SELECT name FROM kinetic_migration", logger: again.logger)
          .decode(String.self)
        {
          names.append(name)
        }
        return names
      }
      #expect(applied == PostgresScoreStore.migrations.map(\.name))
      await again.shutdown()
    }
  }

  /// The rank reads the count tables, never `score` beyond the player's row, and the counts the bulk insert's
  /// trigger kept give the brute-force rank.
  @Test func rankIsCountedFromTheCountTablesByKey() async throws {
    try await TestPostgres.withStore { store in
      try await store.timed("filling the board") { connection in
        try await connection.query(
          """
          INSERT INTO score (game, name, value, created_at, skeleton, verified)
          SELECT 'pong', 'P' || n, n % 5000 - 1000, now(), 'p' || n, n % 3 = 0 FROM generate_series(1, 20000) AS n
          """, logger: store.logger)
        try await connection.query("VACUUM ANALYZE", logger: store.logger)
      }
      let plan = try await store.timed("explaining the rank") { connection in
        var lines: [String] = []
        let explain = PostgresQuery(
          unsafeSQL: "EXPLAIN " + PostgresScoreStore.rankQuery(game: "pong", name: "P17").sql,
          binds: PostgresScoreStore.rankQuery(game: "pong", name: "P17").binds)
        for try await line in try await connection.query(explain, logger: store.logger).decode(String.self) {
          lines.append(line)
        }
        return lines.joined(separator: "\n")
      }
      // The bucket table is a few rows per game, which the planner may read whole; `score` only by its key.
      #expect(!plan.contains("Seq Scan on score "), "\(plan)")
      #expect(!plan.contains("score_on_game_rank"), "\(plan)")
      #expect(plan.contains("score_count_pkey") && plan.contains("score_bucket_count"), "\(plan)")
      let board = try await store.best(game: "pong", limit: 20_000)
      for name in ["P17", "P4999", "P3", "P15000", "P1000"] {
        let entry = try #require(try await store.entry(game: "pong", name: name))
        let ahead = board.count {
          $0.verified && !entry.score.verified || $0.verified == entry.score.verified && $0.value > entry.score.value
        }
        #expect(entry.rank == ahead + 1, "\(name)")
      }
      let counts = try #require(try await RankCounts.kept(by: store))
      #expect(counts.kept == counts.expected)
    }
  }

  /// A database migrated before the count tables existed gets them filled from its rows.
  @Test func theMigrationCountsTheScoresAlreadyThere() async throws {
    try await TestPostgres.withDatabase { settings in
      let store = try await TestPostgres.connect(settings)
      try await store.timed("returning to the first schema") { connection in
        for statement in [
          "DROP TABLE score_count", "DROP TABLE score_bucket_count",
          "DROP FUNCTION score_counts_add, score_counts_after_insert, score_counts_after_update,"
            + " score_counts_after_delete CASCADE",
          "DELETE FROM kinetic_migration WHERE name = 'v2-rank-counts'",
          """
          INSERT INTO score (game, name, value, created_at, skeleton, verified)
          VALUES ('pong', 'A', 7, now(), 'a', false), ('pong', 'B', 7, now(), 'b', false),
            ('pong', 'C', -3, now(), 'c', true), ('pong', 'D', 2000, now(), 'd', false)
          """,
        ] {
          try await connection.query(PostgresQuery(unsafeSQL: statement), logger: store.logger)
        }
      }
      await store.shutdown()
      let migrated = try await TestPostgres.connect(settings)
      let counts = try await RankCounts.kept(by: migrated)
      var ranks: [Int] = []
      for name in ["A", "B", "C", "D"] {
        ranks.append(try #require(try await migrated.entry(game: "pong", name: name)).rank)
      }
      await migrated.shutdown()
      #expect(counts?.kept == counts?.expected)
      #expect(counts?.kept.values.count == 3)
      #expect(ranks == [3, 3, 1, 2])
    }
  }

  @Test func aVerifiedRecordIsKeptBesideTheBest() async throws {
    try await TestPostgres.withStore { store in
      let run = VerifiedRun(checksum: "c0ffee", record: "kinetic-record 1\nline\n")
      let stored = try await store.submit(game: "set", name: "Ada", value: 12, run: run, at: start)
      let id = try #require(stored.best.id)
      let record = try #require(try await store.record(id: id))
      #expect(record.record == run.record)
      #expect(record.score.checksum == "c0ffee")
      #expect(record.score.verified)
      let unverified = try await store.submit(game: "set", name: "Bob", value: 99, at: start)
      let unverifiedID = try #require(unverified.best.id)
      #expect(try await store.record(id: unverifiedID) == nil)
      #expect(try await store.best(game: "set", limit: 2).map(\.name) == ["Ada", "Bob"])
    }
  }

  @Test func copyTakesEveryScoreAndRecordAndCanRunAgain() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sqlite = try ScoreDatabase.open(atPath: directory.path("scores.sqlite"))
    let run = VerifiedRun(checksum: "abc", record: "kinetic-record 1\nmoves\n")
    try await sqlite.submit(game: "pong", name: "Ada", value: 30, run: run, at: start)
    try await sqlite.submit(game: "pong", name: "Bob", value: 40, at: start + 1)
    try await sqlite.submit(game: "set", name: "Cy", value: 5, at: start + 2)
    try await sqlite.submit(game: "set", name: "Dee", value: 9, at: start + 3)
    let exported = try await sqlite.everyScore()
    #expect(exported.count == 4)

    try await TestPostgres.withStore { store in
      try await store.submit(game: "set", name: "Dee", value: 11, at: start)
      let first = try await store.copy(exported)
      #expect(first == .init(read: 4, written: 3, kept: 1, records: 1, refused: 0))
      let again = try await store.copy(exported)
      #expect(again == .init(read: 4, written: 0, kept: 4, records: 0, refused: 0))

      let pong = try await store.best(game: "pong", limit: 10)
      #expect(pong.map(\.name) == ["Ada", "Bob"])
      #expect(pong.map(\.createdAt) == [start, start + 1])
      let ada = try #require(pong.first?.id)
      #expect(try await store.record(id: ada)?.record == run.record)
      #expect(try await store.entry(game: "set", name: "Dee")?.score.value == 11)
      #expect(try await store.entry(game: "set", name: "Cy")?.rank == 2)
    }
  }

  @Test func aDatabaseThatIsNotThereIsAClearErrorInTime() async throws {
    var settings = try PostgresSettings(url: "postgres://kinetic@127.0.0.1:\(try RawConnection.freePort())/none")
    settings.tls = .disable
    settings.queryTimeoutMs = 1_000
    settings.connectTimeoutMs = 500
    let clock = ContinuousClock()
    let began = clock.now
    await #expect(throws: (any Error).self) { try await PostgresScoreStore.connect(settings) }
    // One second of query timeout, with room for a test process whose threads are busy with other suites.
    #expect(clock.now - began < .seconds(30))
  }
}
