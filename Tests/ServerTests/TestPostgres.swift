import Foundation
import Logging
import PostgresNIO

@testable import PostgresStore
@testable import Server

/// The PostgreSQL clusters the tests may use, which scripts/throwaway-postgres.sh starts and `scripts/test.sh`
/// always gives: `KINETIC_TEST_POSTGRES_URL`, where each test gets a database of its own so that suites can run
/// in parallel, and a second one only for the test that stops and starts it.
enum TestPostgres {
  /// The cluster's URL, or `nil` when the tests run without one (plain `swift test`).
  static let url: String? = {
    let url = ProcessInfo.processInfo.environment["KINETIC_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }
    if url == nil {
      print("PostgreSQL tests skipped: KINETIC_TEST_POSTGRES_URL is not set (scripts/test.sh sets it)")
    }
    return url
  }()

  /// Whether the PostgreSQL tests run.
  static var isAvailable: Bool { url != nil }

  /// The cluster that may be stopped (`KINETIC_TEST_POSTGRES_OUTAGE_URL`) and the script that stops (`stop`)
  /// and starts (`start`) it (`KINETIC_TEST_POSTGRES_OUTAGE_CTL`).
  static var outage: (url: String, control: String)? {
    let environment = ProcessInfo.processInfo.environment
    guard let url = environment["KINETIC_TEST_POSTGRES_OUTAGE_URL"], !url.isEmpty,
      let control = environment["KINETIC_TEST_POSTGRES_OUTAGE_CTL"], !control.isEmpty
    else { return nil }
    return (url, control)
  }

  /// Runs `body` with the settings of a new, empty database, dropped afterwards (its connections closed).
  static func withDatabase<Value>(
    on cluster: String? = url, _ body: (PostgresSettings) async throws -> Value
  ) async throws -> Value {
    guard let url = cluster else { throw PostgresUnavailable() }
    var base = try PostgresSettings(url: url)
    base.tls = .disable
    let name = "kinetic_test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    try await administer(base) { connection, logger in
      try await connection.query("CREATE DATABASE \(unescaped: name)", logger: logger)
    }
    let result: Result<Value, any Error>
    do {
      result = .success(try await body(base.with(database: name)))
    } catch {
      result = .failure(error)
    }
    try await administer(base) { connection, logger in
      try await connection.query("DROP DATABASE IF EXISTS \(unescaped: name) WITH (FORCE)", logger: logger)
    }
    return try result.get()
  }

  /// How long a test store's operations may take: the whole suite runs in parallel in one process on a shared
  /// machine, where an operation may wait seconds for a thread; these tests are about what the store keeps,
  /// and the servers' own tests check the 503 of a database that is down.
  static let queryTimeoutMs = 60_000

  /// A store on the database of `settings` with the tests' query timeout.
  static func connect(_ settings: PostgresSettings) async throws -> PostgresScoreStore {
    var settings = settings
    settings.queryTimeoutMs = queryTimeoutMs
    return try await PostgresScoreStore.connect(settings)
  }

  /// Runs `body` with a store on a new, empty database; see ``withDatabase(_:)``.
  static func withStore<Value>(_ body: (PostgresScoreStore) async throws -> Value) async throws -> Value {
    try await withDatabase { settings in
      let store = try await connect(settings)
      let result: Result<Value, any Error>
      do {
        result = .success(try await body(store))
      } catch {
        result = .failure(error)
      }
      await store.shutdown()
      return try result.get()
    }
  }

  /// Runs `body` on one connection to the cluster's own database.
  static func administer(
    _ settings: PostgresSettings, _ body: (PostgresConnection, Logger) async throws -> Void
  ) async throws {
    let logger = Logger(label: "kinetic.tests.postgres")
    let connection = try await PostgresConnection.connect(
      configuration: .init(
        host: settings.host, port: settings.port, username: settings.username, password: settings.password,
        database: settings.database, tls: .disable),
      id: 1, logger: logger)
    do {
      try await body(connection, logger)
    } catch {
      try? await connection.close()
      throw error
    }
    try await connection.close()
  }

  /// Thrown when a test needs PostgreSQL and none was given.
  struct PostgresUnavailable: Error, CustomStringConvertible {
    var description: String { "KINETIC_TEST_POSTGRES_URL is not set" }
  }
}
