import GRDB
import Synchronization

/// The reason the last write of a ``ScoreDatabase`` failed for want of storage, shared by its copies, until a
/// write succeeds.
final class StorageFailure: Sendable {
  private let text = Mutex<String?>(nil)

  /// The reason, or nil when the last write succeeded.
  var reason: String? { text.withLock { $0 } }

  /// Notes how a write ended: a storage error (full, I/O, read-only, cannot open) is kept, a success clears it,
  /// anything else (a refusal on the submission's merits) leaves it as it was.
  func note(_ error: (any Error)?) {
    guard let error else {
      text.withLock { $0 = nil }
      return
    }
    guard let database = error as? DatabaseError else { return }
    switch database.resultCode {
    case .SQLITE_FULL, .SQLITE_IOERR, .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_CORRUPT, .SQLITE_NOTADB:
      text.withLock { $0 = "the last write failed: \(database.resultCode)" }
    default:
      break
    }
  }
}
