import Foundation
import GRDB

/// The SQLite database of high scores: a WAL-mode file in production, or in memory for tests.
public struct ScoreDatabase: ScoreStore {
  let writer: any DatabaseWriter

  private init(writer: any DatabaseWriter) throws {
    try Self.migrator.migrate(writer)
    self.writer = writer
  }

  /// Opens (creating it and its directory if needed) the database file at `path` and migrates it.
  public static func open(atPath path: String) throws -> ScoreDatabase {
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return try ScoreDatabase(writer: DatabasePool(path: path))
  }

  /// A fresh, migrated database that lives in memory and disappears with the value.
  public static func inMemory() throws -> ScoreDatabase {
    try ScoreDatabase(writer: DatabaseQueue())
  }

  /// Asks the database `SELECT 1`; throws if it does not answer.
  public func ping() async throws {
    let answer = try await writer.read { db in try Int.fetchOne(db, sql: "SELECT 1") }
    guard answer == 1 else { throw DatabaseError(message: "SELECT 1 answered \(String(describing: answer))") }
  }
}
