import Foundation

/// The database file a ``ScoreDatabase`` opened, remembered by device and inode, so that a file deleted,
/// moved or replaced while the server runs is noticed (SQLite would go on writing to the old inode, and every
/// score written there would be lost at the next start).
struct DatabaseFile: Sendable {
  /// The path the server was given.
  let path: String
  private let device: UInt64
  private let inode: UInt64

  /// Remembers the file now at `path`; throws when there is none.
  init(path: String) throws(ScoreStoreUnavailable) {
    self.path = path
    let info = try Self.status(of: path)
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }

  /// Throws unless `path` is still the file that was opened and it and its directory (where SQLite keeps the
  /// write-ahead log) can be written by this process.
  func checkDurable() throws(ScoreStoreUnavailable) {
    let info = try Self.status(of: path)
    guard UInt64(info.st_dev) == device, UInt64(info.st_ino) == inode else {
      throw ScoreStoreUnavailable(reason: "the database file '\(path)' was replaced while the server ran")
    }
    try Self.checkWritable(path: path)
  }

  /// Throws unless the file at `path` (if there is one) and its directory can be written by this process.
  static func checkWritable(path: String) throws(ScoreStoreUnavailable) {
    guard access(path, F_OK) != 0 || access(path, W_OK) == 0 else {
      throw ScoreStoreUnavailable(reason: "the database file '\(path)' is not writable")
    }
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard access(directory, W_OK) == 0 else {
      throw ScoreStoreUnavailable(reason: "the database directory '\(directory)' is not writable")
    }
  }

  private static func status(of path: String) throws(ScoreStoreUnavailable) -> stat {
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw ScoreStoreUnavailable(reason: "the database file '\(path)' is gone (deleted or moved)")
    }
    return info
  }
}
