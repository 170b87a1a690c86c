import PostgresNIO
import Server
import Synchronization

/// The pool connection an operation is running on, so that an operation given up for lateness can have its
/// connection closed. A query on a database that stopped answering (its host gone, a silent network) would
/// otherwise keep the connection leased until the kernel gives up on it, hours later, and a pool of such
/// connections would refuse every request even once a fresh connection could reach a database again. Closing
/// it fails the query at once; the pool drops the closed connection and opens another when needed.
final class LeasedConnection: Sendable {
  private enum State {
    case idle
    case holding(PostgresConnection)
    case abandoned
  }

  private let state = Mutex(State.idle)

  /// Notes that the operation now runs on `connection`; closes it at once when the operation was already given
  /// up on.
  func hold(_ connection: PostgresConnection) {
    let abandoned = state.withLock { state in
      guard case .abandoned = state else {
        state = .holding(connection)
        return false
      }
      return true
    }
    if abandoned { let _: EventLoopFuture<Void> = connection.close() }
  }

  /// Notes that the operation is done with its connection, before the connection goes back to the pool (which
  /// may then lend it to another operation that must not be closed by this one's lateness).
  func release() {
    state.withLock { state in
      if case .holding = state { state = .idle }
    }
  }

  /// Gives up on the operation: closes the connection it runs on, or the one it gets later.
  func abandon() {
    let held: PostgresConnection? = state.withLock { state in
      defer { state = .abandoned }
      guard case .holding(let connection) = state else { return nil }
      return connection
    }
    let _: EventLoopFuture<Void>? = held?.close()
  }
}
