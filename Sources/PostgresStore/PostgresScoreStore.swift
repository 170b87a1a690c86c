import Foundation
import Logging
import NIOSSL
import PostgresNIO
import Server

/// The score board in PostgreSQL, for several servers sharing one database: the same rules as
/// ``ScoreDatabase``, with each player's best kept by one upsert that PostgreSQL applies atomically whichever
/// server sends it.
///
/// A pool of connections (postgres-nio's `PostgresClient`) runs in the background from ``connect(_:logger:)``
/// until ``shutdown()``; it reopens connections by itself when the database comes back after being down. Every
/// operation, waiting for a connection included, must finish within the settings' query timeout, or it throws
/// ``ScoreStoreUnavailable`` (the routes answer 503).
public final class PostgresScoreStore: PostgresBackedStore {
  let client: PostgresClient
  let settings: PostgresSettings
  let logger: Logger
  private let running: Task<Void, Never>

  private init(settings: PostgresSettings, logger: Logger) {
    let client = PostgresClient(configuration: Self.configuration(settings), backgroundLogger: logger)
    self.client = client
    self.settings = settings
    self.logger = logger
    running = Task { await client.run() }
  }

  /// Connects to the database of `settings`, proves it answers (within the query timeout) and migrates it;
  /// throws otherwise (after stopping the pool), so a server never starts on a database it cannot use.
  public static func connect(
    _ settings: PostgresSettings, logger: Logger
  ) async throws -> PostgresScoreStore {
    let store = PostgresScoreStore(settings: settings, logger: logger)
    do {
      try await store.ping()
      try await store.migrate()
      return store
    } catch {
      await store.shutdown()
      throw error
    }
  }

  /// Closes the pool's connections and waits for it to stop.
  public func shutdown() async {
    running.cancel()
    await running.value
  }

  /// Throws unless the database answers `SELECT 1` in time.
  public func ping() async throws {
    try await timed("a health check") { connection in
      let rows = try await connection.query("SELECT 1", logger: self.logger)
      for try await one in rows.decode(Int.self) where one == 1 { return }
      throw ScoreStoreUnavailable(reason: "SELECT 1 did not answer 1")
    }
  }

  /// Runs `operation` on a connection leased from the pool within `limitMs` (the query timeout unless given); a
  /// timeout or a connection that cannot be had throws ``ScoreStoreUnavailable``, a refusal is passed on as it
  /// is. The answer comes in time even when the operation does not return at all (a database that stopped
  /// answering without closing its connections): the operation is then cancelled and its connection closed,
  /// so the pool opens a fresh one for the next request rather than waiting on a query that may never end.
  func timed<Value: Sendable>(
    _ what: String, limitMs: Int? = nil, _ operation: @escaping @Sendable (PostgresConnection) async throws -> Value
  ) async throws -> Value {
    let client = client
    let limitMs = limitMs ?? settings.queryTimeoutMs
    let late = ScoreStoreUnavailable(reason: "\(what) on \(settings.displayURL) took longer than \(limitMs) ms")
    let first = FirstResult<Value>()
    let leased = LeasedConnection()
    let work = Task {
      do {
        let value = try await client.withConnection { connection in
          leased.hold(connection)
          defer { leased.release() }
          return try await operation(connection)
        }
        first.settle(.success(value))
      } catch {
        first.settle(.failure(error))
      }
    }
    let alarm = Task {
      try? await Task.sleep(for: .milliseconds(limitMs))
      guard first.settle(.failure(late)) else { return }
      work.cancel()
      leased.abandon()
    }
    defer { alarm.cancel() }
    return try await withTaskCancellationHandler {
      try await first.value
    } onCancel: {
      if first.settle(.failure(CancellationError())) { work.cancel() }
    }
  }

  private static func configuration(_ settings: PostgresSettings) -> PostgresClient.Configuration {
    let tls: PostgresClient.Configuration.TLS =
      switch settings.tls {
      case .disable: .disable
      case .prefer: .prefer(.makeClientConfiguration())
      case .require: .require(.makeClientConfiguration())
      }
    var configuration = PostgresClient.Configuration(
      host: settings.host, port: settings.port, username: settings.username, password: settings.password,
      database: settings.database, tls: tls)
    configuration.options.maximumConnections = settings.poolSize
    configuration.options.connectTimeout = .milliseconds(settings.connectTimeoutMs)
    configuration.options.additionalStartupParameters = [
      ("statement_timeout", String(settings.queryTimeoutMs)), ("application_name", "kinetic"),
    ]
    return configuration
  }
}
