import Foundation
import GRDB

/// The SQLite database of high scores: a WAL-mode file in production, or in memory for tests.
///
/// Every commit is synced to disk (`synchronous = FULL`) before a score is acknowledged, and the file is
/// checked before and after each write (see ``DatabaseFile``): a score is only reported stored when it is in
/// the file the next start will open.
public struct ScoreDatabase: ScoreStore {
  let writer: any DatabaseWriter
  let file: DatabaseFile?
  /// Why the last write failed for want of storage (a full disk, an I/O error, a read-only file), until a
  /// write succeeds again: `/healthz` says so meanwhile.
  let lastStorageFailure = StorageFailure()

  /// A store over `writer`, which its maker has migrated.
  private init(writer: any DatabaseWriter, file: DatabaseFile?) {
    self.writer = writer
    self.file = file
  }

  /// Opens (creating it and its directory if needed) the database file at `path`, migrates it and proves it
  /// can be written; throws otherwise, so a server never starts on a database that refuses every score. Scores
  /// are refused (and `/healthz` fails) while its disk has less than `minimumFreeBytes` free.
  public static func open(atPath path: String, minimumFreeBytes: UInt64 = 1 << 20) throws -> ScoreDatabase {
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try DatabaseFile.checkWritable(path: path)
    let pool = try DatabasePool(path: path)
    try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
    try migrator.migrate(pool)
    try pool.write { db in try Self.probeWrite(db) }
    // The log and its index exist once the database was written; their identities are taken from then on.
    let file = try DatabaseFile(path: path, minimumFreeBytes: minimumFreeBytes)
    try file.checkDurable()
    return ScoreDatabase(writer: pool, file: file)
  }

  /// A fresh, migrated database that lives in memory and disappears with the value.
  public static func inMemory() throws -> ScoreDatabase {
    let queue = try DatabaseQueue()
    try migrator.migrate(queue)
    return ScoreDatabase(writer: queue, file: nil)
  }

  /// Throws unless the database file is still the one opened and writable, and answers `SELECT 1`.
  public func ping() async throws {
    try file?.checkDurable()
    if let reason = lastStorageFailure.reason { throw ScoreStoreUnavailable(reason: reason) }
    let answer = try await writer.read { db in try Int.fetchOne(db, sql: "SELECT 1") }
    guard answer == 1 else { throw DatabaseError(message: "SELECT 1 answered \(String(describing: answer))") }
  }

  /// A real write, which fails on a database SQLite could only open read-only.
  private static func probeWrite(_ db: Database) throws {
    try db.execute(
      sql: """
        INSERT INTO writeProbe (id, checkedAt) VALUES (1, CURRENT_TIMESTAMP)
        ON CONFLICT (id) DO UPDATE SET checkedAt = excluded.checkedAt
        """)
  }
}
