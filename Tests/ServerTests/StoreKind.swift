import Server
import Testing

/// The score stores that must behave alike: the dictionary one, SQLite in a real WAL file and PostgreSQL in
/// a database of its own.
enum StoreKind: String, CaseIterable, CustomTestStringConvertible {
  case memory
  case sqliteFile
  case postgres

  var testDescription: String { rawValue }

  /// The kinds this run can test: all of them, PostgreSQL only when ``TestPostgres`` has a cluster (it
  /// prints why not otherwise).
  static let testable: [StoreKind] = allCases.filter { $0 != .postgres || TestPostgres.isAvailable }

  /// Runs `body` with a fresh, empty store of this kind, removing any file or database afterwards.
  func withStore<Value>(_ body: (any ScoreStore) async throws -> Value) async throws -> Value {
    switch self {
    case .memory:
      return try await body(MemoryScoreStore())
    case .sqliteFile:
      let directory = try TemporaryDirectory()
      defer { directory.remove() }
      return try await body(ScoreDatabase.open(atPath: directory.path("scores.sqlite")))
    case .postgres:
      return try await TestPostgres.withStore { try await body($0) }
    }
  }
}
