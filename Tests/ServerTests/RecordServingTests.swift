import Hummingbird
import Testing

@testable import Server

/// Serving records holds a bounded number of answers per network and in all (one client asking for a record of
/// megabytes 1,000 times held 1.8 GB and froze `/healthz` for 10 s).
@Suite struct RecordServingTests {
  @Test func aNetworkHoldsItsShareAndTheServerItsTotal() throws {
    let serving = RecordServing(perNetwork: 2, total: 3)
    let first = try serving.take(for: "4:10.0.0.0/24")
    let second = try serving.take(for: "4:10.0.0.0/24")
    #expect(throws: HTTPError.self) { try serving.take(for: "4:10.0.0.0/24") }
    let other = try serving.take(for: "4:10.0.1.0/24")
    #expect(throws: HTTPError.self, "the total is reached") { try serving.take(for: "4:10.0.2.0/24") }
    first.giveBack()
    first.giveBack()
    let again = try serving.take(for: "4:10.0.0.0/24")
    #expect(throws: HTTPError.self, "a place given back twice counts once") { try serving.take(for: "4:10.0.3.0/24") }
    withExtendedLifetime((second, other, again)) {}
  }

  @Test func aPlaceGoneIsGivenBack() throws {
    let serving = RecordServing(perNetwork: 1, total: 1)
    do {
      _ = try serving.take(for: "4:10.0.0.0/24")
    }
    _ = try serving.take(for: "4:10.0.0.0/24")
  }

  @Test func aRefusalIs503WithRetryAfter() throws {
    let serving = RecordServing(perNetwork: 1, total: 8)
    let held = try serving.take(for: "6:2001:db8:1::/48")
    do {
      _ = try serving.take(for: "6:2001:db8:1::/48")
      Issue.record("a second place was given")
    } catch {
      #expect(error.status == .serviceUnavailable)
      #expect(error.headers[.retryAfter] == "1")
    }
    withExtendedLifetime(held) {}
  }
}
