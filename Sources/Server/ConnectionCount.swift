import NIOCore
import Synchronization

/// The connections open, in all and per client (``ClientKey``), and which of them are idle, shared by every
/// ``ConnectionGuard``.
///
/// When ``ConnectionLimits/maximumConnections`` are open, a new connection closes the one idle the longest (no
/// request in progress: a keep-alive connection between requests, or one still sending its head) and takes its
/// place, so that clients holding connections open and quiet cannot keep anyone else out, however many
/// addresses they hold. Only when none is idle does a new connection go to the health reserve.
final class ConnectionCount: Sendable {
  /// How a new connection is taken.
  enum Admission: Equatable {
    /// As any other.
    case admitted
    /// Past the cap with no idle connection to close, in the reserve kept for `GET /healthz`: it answers one
    /// health check and closes.
    case healthOnly
    /// Not at all: the client holds its share, or the reserve is full too.
    case refused
  }

  private struct State {
    var open = 0
    var byClient: [String: Int] = [:]
    /// The idle connections, by the number of the moment each became idle.
    var idle: [ObjectIdentifier: (since: UInt64, channel: any Channel)] = [:]
    /// Idle moments in the order they came, some stale (the connection is busy again or gone), read from `head`.
    var order: [(since: UInt64, id: ObjectIdentifier)] = []
    var head = 0
    var moments: UInt64 = 0
  }

  private let state = Mutex(State())

  /// Counts one more connection from `client` under `limits` (its per-client cap only when `capped`), unless
  /// it is refused; closes the longest idle connection to make room when all are taken.
  func admit(client: String, limits: ConnectionLimits, capped: Bool = true) -> Admission {
    let (admission, evicted) = state.withLock { state -> (Admission, (any Channel)?) in
      guard !capped || state.byClient[client, default: 0] < limits.maximumConnectionsPerClient,
        state.open < limits.maximumConnections + ConnectionLimits.healthReserve
      else { return (.refused, nil) }
      var evicted: (any Channel)?
      if state.open >= limits.maximumConnections {
        evicted = Self.takeLongestIdle(&state)
        if evicted == nil {
          state.open += 1
          state.byClient[client, default: 0] += 1
          return (.healthOnly, nil)
        }
      }
      state.open += 1
      state.byClient[client, default: 0] += 1
      return (.admitted, evicted)
    }
    evicted?.close(promise: nil)
    return admission
  }

  /// Notes that the connection `channel` is idle from now on.
  func idle(_ channel: any Channel) {
    state.withLock { state in
      state.moments += 1
      let id = ObjectIdentifier(channel)
      state.idle[id] = (state.moments, channel)
      state.order.append((state.moments, id))
      if state.order.count - state.head > 2 * state.idle.count + 1_024 {
        state.order = state.idle.map { ($0.value.since, $0.key) }.sorted { $0.since < $1.since }
        state.head = 0
      }
    }
  }

  /// Notes that `channel` is busy (a request arrived) or gone.
  func busy(_ channel: any Channel) {
    _ = state.withLock { state in state.idle.removeValue(forKey: ObjectIdentifier(channel)) }
  }

  /// Uncounts a connection from `client` that was admitted.
  func release(client: String) {
    state.withLock { state in
      state.open -= 1
      let left = state.byClient[client, default: 1] - 1
      state.byClient[client] = left > 0 ? left : nil
    }
  }

  /// The connections open now.
  var current: Int { state.withLock { $0.open } }

  private static func takeLongestIdle(_ state: inout State) -> (any Channel)? {
    while state.head < state.order.count {
      let (since, id) = state.order[state.head]
      state.head += 1
      if let entry = state.idle[id], entry.since == since {
        state.idle[id] = nil
        compact(&state)
        return entry.channel
      }
    }
    compact(&state)
    return nil
  }

  /// Drops the moments already read once they are half the list, so that it follows the idle connections.
  private static func compact(_ state: inout State) {
    guard state.head > 1_024, state.head * 2 > state.order.count else { return }
    state.order.removeFirst(state.head)
    state.head = 0
  }
}
