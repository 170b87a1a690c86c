import Logging

/// The PostgreSQL score store as the server and the commands use it.
///
/// It lives in a module of its own (PostgresStore, with postgres-nio and the TLS and crypto libraries that
/// come with it), linked only into `kinetic-postgres`, whose entry point installs it with
/// ``PostgresSupport/install(_:)``: `kinetic` builds without them, in half the time.
public protocol PostgresBackedStore: ScoreStore {
  /// Connects to the database of `settings`, proves it answers and migrates it; throws otherwise.
  static func connect(_ settings: PostgresSettings, logger: Logger) async throws -> Self
  /// Closes the store's connections and waits for them to close.
  func shutdown() async
  /// Copies `scores` into the store with the same upsert as a submission; each player keeps the better best.
  func copy(_ scores: [ExportedScore]) async throws -> ScoreCopyCounts
  /// Writes `count` players of `game`, named `prefix` and a number, for the rank benchmark.
  func fillForBenchmark(game: String, prefix: String, count: Int) async throws
  /// PostgreSQL's plan of the rank of `name` on `game`'s board.
  func explainRank(game: String, name: String) async throws -> String
}

extension PostgresBackedStore {
  /// Connects to the database of `settings` with the store's own logger (`kinetic.postgres`).
  public static func connect(_ settings: PostgresSettings) async throws -> Self {
    try await connect(settings, logger: Logger(label: "kinetic.postgres"))
  }
}
