import PostgresNIO
import Server

extension PostgresScoreStore {
  /// Every schema change, in order, by name; applied ones are recorded in `kinetic_migration` and never
  /// rerun. The schema means what ``ScoreDatabase``'s does after its last migration: one row per player and
  /// game with its best, the name's skeleton, whether it was verified and its checksum, the record beside it,
  /// and the indexes the board, the rank and the lookalike check read.
  static let migrations: [(name: String, statements: [PostgresQuery])] = [
    (
      "v1-scores-records",
      [
        """
        CREATE TABLE score (
          id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
          game TEXT NOT NULL,
          name TEXT NOT NULL,
          value BIGINT NOT NULL,
          created_at TIMESTAMPTZ NOT NULL,
          skeleton TEXT NOT NULL,
          verified BOOLEAN NOT NULL DEFAULT FALSE,
          checksum TEXT,
          UNIQUE (game, name)
        )
        """,
        "CREATE INDEX score_on_skeleton ON score (skeleton)",
        "CREATE INDEX score_on_game_rank ON score (game, verified DESC, value DESC, created_at, id)",
        """
        CREATE TABLE score_record (
          score_id BIGINT PRIMARY KEY REFERENCES score (id) ON DELETE CASCADE,
          record TEXT NOT NULL
        )
        """,
      ]
    ),
    ("v2-rank-counts", rankCountStatements),
    (
      "v3-run-tickets",
      [
        "CREATE TABLE used_ticket (id TEXT PRIMARY KEY, used_at TIMESTAMPTZ NOT NULL)",
        "ALTER TABLE score ADD COLUMN review TEXT",
      ]
    ),
  ]

  /// A lock id of PostgreSQL's advisory locks, held while migrating so that servers starting at once take
  /// turns.
  private static let migrationLock: Int64 = 0x4B49_4E45_5449_43

  /// Applies the migrations not applied yet, each in its own transaction, under an advisory lock; with up to
  /// ten minutes rather than a request's query timeout, since a migration may rewrite or count every score
  /// (filling the rank counts of a million scores takes seconds) and a server waits for another's migration.
  func migrate() async throws {
    let logger = logger
    try await timed("migrating", limitMs: PostgresSettings.timeoutsMs.upperBound) { connection in
      try await connection.query("SET statement_timeout = 0", logger: logger)
      try await connection.query("SELECT pg_advisory_lock(\(Self.migrationLock))", logger: logger)
      do {
        try await Self.applyMigrations(on: connection, logger: logger)
        try await connection.query("SELECT pg_advisory_unlock(\(Self.migrationLock))", logger: logger)
        try await connection.query("RESET statement_timeout", logger: logger)
      } catch {
        _ = try? await connection.query("SELECT pg_advisory_unlock(\(Self.migrationLock))", logger: logger)
        _ = try? await connection.query("RESET statement_timeout", logger: logger)
        throw error
      }
    }
  }

  private static func applyMigrations(on connection: PostgresConnection, logger: Logger) async throws {
    try await connection.query(
      "CREATE TABLE IF NOT EXISTS kinetic_migration (name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL)",
      logger: logger)
    var applied: Set<String> = []
    for try await name in try await connection.query("SELECT name FROM kinetic_migration", logger: logger)
      .decode(String.self)
    {
      applied.insert(name)
    }
    for migration in migrations where !applied.contains(migration.name) {
      try await connection.withTransaction(logger: logger) { connection in
        for statement in migration.statements { try await connection.query(statement, logger: logger) }
        try await connection.query(
          "INSERT INTO kinetic_migration (name, applied_at) VALUES (\(migration.name), now())", logger: logger)
      }
    }
  }
}
