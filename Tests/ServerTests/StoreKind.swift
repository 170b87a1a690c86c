import Server
import Testing

/// The score stores that must behave alike: the dictionary one and SQLite in a real WAL file.
enum StoreKind: String, CaseIterable, CustomTestStringConvertible {
  case memory
  case sqliteFile

  var testDescription: String { rawValue }

  /// Runs `body` with a fresh, empty store of this kind, removing any file afterwards.
  func withStore<Value>(_ body: (any ScoreStore) async throws -> Value) async throws -> Value {
    switch self {
    case .memory:
      return try await body(MemoryScoreStore())
    case .sqliteFile:
      let directory = try TemporaryDirectory()
      defer { directory.remove() }
      return try await body(ScoreDatabase.open(atPath: directory.path("scores.sqlite")))
    }
  }
}
