import Hummingbird
import HummingbirdTesting
import Testing

@testable import Server

@Suite("Health check")
struct HealthTests {
  @Test func healthyDatabaseAnswersOK() async throws {
    try await withTestApp { client in
      try await client.execute(uri: "/healthz", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
        #expect(response.headers[.cacheControl] == "no-store")
        let body = try response.json(HealthReport.self)
        #expect(body == HealthReport(status: "ok", database: "ok"))
      }
    }
  }

  @Test func unreachableDatabaseIsServiceUnavailable() async throws {
    try await withTestApp(scores: UnreachableScoreStore()) { client in
      try await client.execute(uri: "/healthz", method: .get) { response in
        #expect(response.status == .serviceUnavailable)
        let report = try response.json(HealthReport.self)
        #expect(report.status == "unavailable")
        #expect(report.error != nil)
      }
    }
  }
}
