import Foundation

/// The database file a ``ScoreDatabase`` opened and its write-ahead log and shared-memory index beside it,
/// remembered by device and inode, so that a file deleted, moved or replaced while the server runs is noticed
/// (SQLite would go on writing to the old inode, and every score written there would be lost at the next start);
/// and the storage under them, so that a read-only file, directory or file system, or a full disk, is told too.
struct DatabaseFile: Sendable {
  /// The path the server was given.
  let path: String
  /// The fewest bytes free on the database's file system for it to take a score: room for the log to grow by a
  /// few commits and for a checkpoint.
  let minimumFreeBytes: UInt64
  private let identities: [Identity]

  /// One file's identity.
  private struct Identity: Sendable {
    let path: String
    let device: UInt64
    let inode: UInt64
  }

  /// Remembers the file now at `path` and, in WAL mode, its `-wal` and `-shm` files (they must exist: the
  /// database was opened and written); throws when one is missing.
  init(path: String, walMode: Bool = true, minimumFreeBytes: UInt64 = 1 << 20) throws(ScoreStoreUnavailable) {
    self.path = path
    self.minimumFreeBytes = minimumFreeBytes
    var identities: [Identity] = []
    for file in walMode ? [path, path + "-wal", path + "-shm"] : [path] {
      let info = try Self.status(of: file)
      identities.append(Identity(path: file, device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    }
    self.identities = identities
  }

  /// Throws unless `path` and its log and index are still the files that were opened, they and their directory
  /// can be written by this process (and are not marked read-only, which binds even a superuser's intent), the
  /// file system is mounted for writing, and it has ``minimumFreeBytes`` free.
  func checkDurable() throws(ScoreStoreUnavailable) {
    for identity in identities {
      let info = try Self.status(of: identity.path)
      guard UInt64(info.st_dev) == identity.device, UInt64(info.st_ino) == identity.inode else {
        throw ScoreStoreUnavailable(reason: "the database file '\(identity.path)' was replaced while the server ran")
      }
      guard info.st_mode & S_IWUSR != 0 else {
        throw ScoreStoreUnavailable(reason: "the database file '\(identity.path)' was made read-only")
      }
    }
    try Self.checkWritable(path: path)
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var directoryInfo = stat()
    guard stat(directory, &directoryInfo) == 0, directoryInfo.st_mode & S_IWUSR != 0 else {
      throw ScoreStoreUnavailable(reason: "the database directory '\(directory)' was made read-only")
    }
    var system = statvfs()
    guard statvfs(path, &system) == 0 else {
      throw ScoreStoreUnavailable(reason: "the file system of '\(path)' cannot be read")
    }
    guard system.f_flag & UInt(ST_RDONLY) == 0 else {
      throw ScoreStoreUnavailable(reason: "the file system of '\(path)' is mounted read-only")
    }
    let free = UInt64(system.f_bavail) * UInt64(system.f_frsize)
    guard free >= minimumFreeBytes else {
      throw ScoreStoreUnavailable(
        reason: "the disk of '\(path)' is full: \(free) bytes free, \(minimumFreeBytes) needed")
    }
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
