import Foundation
import Synchronization

/// Applies ``RateLimits`` per client address, in memory (limits restart with the server).
///
/// Each address has a token bucket of ``RateLimits/postBurst`` tokens refilled at
/// ``RateLimits/postsPerMinute``, and the names it first posted under in the last hour (posting again under
/// one of them does not make it new again). Addresses whose bucket is
/// full and whose names are all older than an hour are forgotten, so memory follows the active clients.
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
    var tokens: Double
    var updated: TimeInterval
    var names: [String: TimeInterval] = [:]
  }

  private static let hour: TimeInterval = 3_600
  private let limits: RateLimits
  private let now: @Sendable () -> TimeInterval
  private let clients = Mutex<[String: Client]>([:])

  /// A limiter for `limits`, reading the time (seconds) from `now`.
  init(limits: RateLimits, now: @escaping @Sendable () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }) {
    self.limits = limits
    self.now = now
  }

  /// Whether `address` may post a score under `name` now; takes a token and records the name when it may.
  func allowPost(from address: String, name: String) -> Decision {
    let time = now()
    let limits = limits
    return clients.withLock { clients in
      if clients.count > 10_000 { Self.forgetIdle(&clients, at: time, limits: limits) }
      var client = clients[address] ?? Client(tokens: Double(limits.postBurst), updated: time)
      defer { clients[address] = client }
      if limits.postBurst > 0 && limits.postsPerMinute > 0 {
        let perSecond = Double(limits.postsPerMinute) / 60
        client.tokens = min(Double(limits.postBurst), client.tokens + (time - client.updated) * perSecond)
        client.updated = time
        guard client.tokens >= 1 else {
          return .tooManyPosts(retryAfter: Int(((1 - client.tokens) / perSecond).rounded(.up)))
        }
      }
      if limits.namesPerHour > 0 {
        client.names = client.names.filter { time - $0.value < Self.hour }
        if client.names[name] == nil && client.names.count >= limits.namesPerHour {
          let oldest = client.names.values.min() ?? time
          return .tooManyNames(retryAfter: max(1, Int((oldest + Self.hour - time).rounded(.up))))
        }
        if client.names[name] == nil { client.names[name] = time }
      }
      client.tokens -= 1
      return .allowed
    }
  }

  private static func forgetIdle(_ clients: inout [String: Client], at time: TimeInterval, limits: RateLimits) {
    let perSecond = Double(limits.postsPerMinute) / 60
    clients = clients.filter { _, client in
      let refilled = client.tokens + (time - client.updated) * perSecond >= Double(limits.postBurst)
      return !refilled || client.names.values.contains { time - $0 < hour }
    }
  }
}
