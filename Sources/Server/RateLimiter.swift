import Foundation
import Synchronization

/// Applies ``RateLimits`` per client, in memory (limits restart with the server).
///
/// Each client (``ClientKey``: an IPv4 address or an IPv6 /64) has a token bucket of ``RateLimits/postBurst``
/// tokens refilled at ``RateLimits/postsPerMinute``; each network (``ClientKey/network(of:)``) has the names
/// scores were stored under from it in the last hour (posting again under one of them does not make it new
/// again). Clients whose bucket is full and networks whose names are all older than an hour are forgotten, so
/// memory follows the active clients.
final class RateLimiter: Sendable {
  /// The outcome of asking to post.
  enum Decision: Equatable {
    /// Go ahead (the token is taken).
    case allowed
    /// Too many POSTs: try again after this many whole seconds.
    case tooManyPosts(retryAfter: Int)
    /// Too many new names from this address: try again after this many whole seconds.
    case tooManyNames(retryAfter: Int)
  }

  private struct Client {
    var key: String
    var tokens: Double
    var updated: TimeInterval
  }

  private static let hour: TimeInterval = 3_600
  private let limits: RateLimits
  private let now: @Sendable () -> TimeInterval
  private let clients = Mutex<[String: Client]>([:])
  /// The names each network took, with when, and holds.
  private let names = Mutex<[String: Names]>([:])

  /// A network's names: those taken in the last hour (with when) and those held by submissions in flight
  /// (with how many).
  private struct Names {
    var taken: [String: TimeInterval] = [:]
    var held: [String: Int] = [:]
  }

  /// A limiter for `limits`, reading the time (seconds) from `now`.
  init(limits: RateLimits, now: @escaping @Sendable () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }) {
    self.limits = limits
    self.now = now
  }

  /// Whether `client` may post now: takes a token when it may. Asked before a body is read.
  func allowPost(from client: String) -> Decision {
    guard limits.postBurst > 0 && limits.postsPerMinute > 0 else { return .allowed }
    let time = now()
    let limits = limits
    return clients.withLock { clients in
      if clients.count > 10_000 { Self.forgetIdle(&clients, at: time, limits: limits) }
      var client = clients[client] ?? Client(key: client, tokens: Double(limits.postBurst), updated: time)
      defer { clients[client.key] = client }
      let perSecond = Double(limits.postsPerMinute) / 60
      client.tokens = min(Double(limits.postBurst), client.tokens + (time - client.updated) * perSecond)
      client.updated = time
      guard client.tokens >= 1 else {
        return .tooManyPosts(retryAfter: Int(((1 - client.tokens) / perSecond).rounded(.up)))
      }
      client.tokens -= 1
      return .allowed
    }
  }

  /// Whether `network` (``ClientKey/network(of:)``) may post under `name`: it may under a name it took in the
  /// last hour, and under a new one while the names it took and holds fewer than the limit. A new name allowed
  /// is held (so that submissions racing under new names cannot all pass) until ``settleName(_:for:stored:)``
  /// takes it, once a score under it is stored, or gives it back: refused submissions cost no allowance.
  func holdName(_ name: String, from network: String) -> Decision {
    guard limits.namesPerHour > 0 else { return .allowed }
    let time = now()
    return names.withLock { names in
      var record = names[network] ?? Names()
      record.taken = record.taken.filter { time - $0.value < Self.hour }
      defer { names[network] = record }
      if record.taken[name] != nil { return .allowed }
      let used = record.taken.count + record.held.keys.filter { $0 != name }.count
      guard used < limits.namesPerHour else {
        let oldest = record.taken.values.min() ?? time
        return .tooManyNames(retryAfter: max(1, Int((oldest + Self.hour - time).rounded(.up))))
      }
      record.held[name, default: 0] += 1
      return .allowed
    }
  }

  /// Ends a hold of ``holdName(_:from:)`` on `name`: counts it as taken by `network` now when a score under it
  /// was `stored`, else gives it back.
  func settleName(_ name: String, for network: String, stored: Bool) {
    guard limits.namesPerHour > 0 else { return }
    let time = now()
    names.withLock { names in
      if names.count > 10_000 {
        names = names.filter { !$0.value.held.isEmpty || $0.value.taken.values.contains { time - $0 < Self.hour } }
      }
      var record = names[network] ?? Names()
      if let held = record.held[name] { record.held[name] = held > 1 ? held - 1 : nil }
      if stored && record.taken[name] == nil { record.taken[name] = time }
      names[network] = record.taken.isEmpty && record.held.isEmpty ? nil : record
    }
  }

  private static func forgetIdle(_ clients: inout [String: Client], at time: TimeInterval, limits: RateLimits) {
    let perSecond = Double(limits.postsPerMinute) / 60
    clients = clients.filter { _, client in
      let refilled = client.tokens + (time - client.updated) * perSecond >= Double(limits.postBurst)
      return !refilled
    }
  }
}
