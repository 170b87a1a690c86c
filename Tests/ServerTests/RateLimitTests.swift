import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing

@testable import Server

/// A clock the test moves by hand.
final class ManualClock: Sendable {
  private let seconds = Mutex<TimeInterval>(1_000)

  var now: TimeInterval { seconds.withLock { $0 } }

  func advance(by interval: TimeInterval) { seconds.withLock { $0 += interval } }
}

/// Runs `body` against the app's routes with `limits` kept on `clock`, so that however slowly the machine
/// runs the requests, no time passes for the limiter unless the test moves the clock.
func withLimitedApp<Value: Sendable>(
  webRoot: TemporaryDirectory, scores: (any ScoreStore)? = nil, limits: RateLimits, clock: ManualClock,
  _ body: @Sendable (any TestClientProtocol) async throws -> Value
) async throws -> Value {
  let store = try scores ?? ScoreDatabase.inMemory()
  let limiter = RateLimiter(limits: limits) { clock.now }
  let router = buildRouter(
    webRoot: webRoot.path, scores: store, limiter: limiter, verifier: TrustingVerifier(), tickets: testTicketKeeper,
    clients: ClientAddressResolver(trusted: []))
  return try await Application(router: router).test(.router, body)
}

@Suite("Rate limits")
struct RateLimitTests {
  @Test func bucketAllowsABurstThenRefillsAtItsRate() {
    let clock = ManualClock()
    let limiter = RateLimiter(limits: RateLimits(postBurst: 3, postsPerMinute: 30, namesPerHour: 0)) { clock.now }
    for _ in 0..<3 { #expect(limiter.allowPost(from: "10.0.0.1") == .allowed) }
    #expect(limiter.allowPost(from: "10.0.0.1") == .tooManyPosts(retryAfter: 2))
    #expect(limiter.allowPost(from: "10.0.0.2") == .allowed)
    clock.advance(by: 1)
    #expect(limiter.allowPost(from: "10.0.0.1") == .tooManyPosts(retryAfter: 1))
    clock.advance(by: 1)
    #expect(limiter.allowPost(from: "10.0.0.1") == .allowed)
    clock.advance(by: 3_600)
    for _ in 0..<3 { #expect(limiter.allowPost(from: "10.0.0.1") == .allowed) }
    #expect(limiter.allowPost(from: "10.0.0.1") != .allowed)
  }

  @Test func newNamesPerNetworkAreCappedPerHourAndTakenOnlyWhenStored() {
    let clock = ManualClock()
    let limiter = RateLimiter(limits: RateLimits(postBurst: 0, postsPerMinute: 0, namesPerHour: 2)) { clock.now }
    let network = ClientKey.network(of: "10.0.0.1")
    #expect(limiter.holdName("Ada", from: network) == .allowed)
    limiter.settleName("Ada", for: network, stored: true)
    clock.advance(by: 600)
    // A refused submission gives its name back: only a stored score takes one.
    for _ in 0..<5 {
      #expect(limiter.holdName("Bob", from: network) == .allowed)
      limiter.settleName("Bob", for: network, stored: false)
    }
    // While Bob's submission is in flight, his name is held: a third name racing it is refused.
    #expect(limiter.holdName("Bob", from: network) == .allowed)
    #expect(limiter.holdName("Eve", from: network) == .tooManyNames(retryAfter: 3_000))
    limiter.settleName("Bob", for: network, stored: true)
    #expect(limiter.holdName("Ada", from: network) == .allowed)
    limiter.settleName("Ada", for: network, stored: true)
    // Ada counts from her first post, 3,000 s before she leaves the hour; the /24 counts as one.
    #expect(limiter.holdName("Cy", from: ClientKey.network(of: "10.0.0.77")) == .tooManyNames(retryAfter: 3_000))
    #expect(limiter.holdName("Cy", from: ClientKey.network(of: "10.0.1.1")) == .allowed)
    clock.advance(by: 3_000)
    #expect(limiter.holdName("Cy", from: network) == .allowed)
  }

  @Test func clientsAreKeyedByIPv4AddressAndIPv6Slash64() {
    #expect(ClientKey(address: "203.0.113.7").text == "4:203.0.113.7")
    #expect(ClientKey(address: "::ffff:203.0.113.7").text == "4:203.0.113.7")
    let a = ClientKey(address: "2001:db8:1:2:aaaa::1")
    #expect(a == ClientKey(address: "2001:db8:1:2:ffff:ffff:ffff:ffff"))
    #expect(a != ClientKey(address: "2001:db8:1:3::1"))
    #expect(ClientKey.network(of: "127.0.0.2") == ClientKey.network(of: "127.0.0.99"))
    #expect(ClientKey.network(of: "127.0.0.2") != ClientKey.network(of: "127.0.1.2"))
    #expect(ClientKey.network(of: "::1") != ClientKey.network(of: "::2"))
    #expect(ClientKey.network(of: "2001:db8:1:2::1") == ClientKey.network(of: "2001:db8:1:ffff::1"))
    #expect(ClientKey(address: "not an address").text == "unknown")
  }

  @Test func apiAnswers429WithRetryAfterAndStoresNothingMore() async throws {
    let webRoot = try makeWebRoot()
    defer { webRoot.remove() }
    let store = MemoryScoreStore()
    let limits = RateLimits(postBurst: 5, postsPerMinute: 1, namesPerHour: 0)
    try await withLimitedApp(webRoot: webRoot, scores: store, limits: limits, clock: ManualClock()) { client in
      for score in 1...5 {
        let response = try await postScore(name: "Ada", score: Int64(score), to: client)
        #expect(response.status == .created)
      }
      let refused = try await postScore(name: "Ada", score: 99, to: client)
      let seconds = try #require(refused.headers[.retryAfter].flatMap { Int($0) })
      #expect((1...60).contains(seconds))
      try expectError(refused, .tooManyRequests, "too many scores from this address; try again in \(seconds) s")
    }
    #expect(try await store.entry(game: "bubblepop", name: "Ada")?.score.value == 5)
  }

  @Test func apiRefusesTheNameOverTheHourlyCap() async throws {
    let webRoot = try makeWebRoot()
    defer { webRoot.remove() }
    let limits = RateLimits(postBurst: 0, postsPerMinute: 0, namesPerHour: 3)
    try await withLimitedApp(webRoot: webRoot, limits: limits, clock: ManualClock()) { client in
      for name in ["A1", "A2", "A3"] {
        let response = try await postScore(name: name, score: 1, to: client)
        #expect(response.status == .created)
      }
      let refused = try await postScore(name: "A4", score: 1, to: client)
      #expect(refused.status == .tooManyRequests)
      #expect(refused.headers[.retryAfter] == "3600")
      #expect(try await postScore(name: "A2", score: 2, to: client).status == .created)
    }
  }

  @Test func invalidSubmissionsDoNotSpendTheBucket() async throws {
    let limits = RateLimits(postBurst: 2, postsPerMinute: 1, namesPerHour: 0)
    try await withTestApp(rateLimits: limits) { client in
      for _ in 0..<5 {
        let refused = try await postScore(name: "", score: 1, to: client)
        #expect(refused.status == .badRequest)
      }
      #expect(try await postScore(name: "Ada", score: 1, to: client).status == .created)
    }
  }
}
