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
  /// The names each network took, with when.
  private let names = Mutex<[String: [String: TimeInterval]]>([:])

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
  /// last hour, and under a new one while it took fewer than the limit. Nothing is spent: a name is only taken
  /// by ``takeName(_:for:)``, once a score under it is stored, so refused submissions cost no allowance.
  func allowName(_ name: String, from network: String) -> Decision {
    guard limits.namesPerHour > 0 else { return .allowed }
    let time = now()
    return names.withLock { names in
      var taken = (names[network] ?? [:]).filter { time - $0.value < Self.hour }
      defer { names[network] = taken.isEmpty ? nil : taken }
      guard taken[name] == nil, taken.count >= limits.namesPerHour else { return .allowed }
      let oldest = taken.values.min() ?? time
      return .tooManyNames(retryAfter: max(1, Int((oldest + Self.hour - time).rounded(.up))))
    }
  }

  /// Counts `name` as taken by `network` now (a score under it was stored).
  func takeName(_ name: String, for network: String) {
    guard limits.namesPerHour > 0 else { return }
    let time = now()
    names.withLock { names in
      if names.count > 10_000 { names = names.filter { $0.value.values.contains { time - $0 < Self.hour } } }
      if names[network]?[name] == nil { names[network, default: [:]][name] = time }
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
