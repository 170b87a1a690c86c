import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import Server

@Suite("Security headers on every response")
struct SecurityHeadersTests {
  @Test(arguments: [
    ("/", HTTPRequest.Method.get), ("/kinetic.wasm", .get), ("/healthz", .get), ("/api/scores?game=pong", .get),
    ("/missing.png", .get), ("/api/scores?game=chess", .get), ("/api/x", .get), ("/api/scores", .delete),
    ("/%00", .get), ("/api/scores", .post),
  ])
  func everyResponseCarriesThem(path: String, method: HTTPRequest.Method) async throws {
    try await withTestApp { client in
      let response = try await client.execute(uri: path, method: method)
      let policy = try #require(response.headers[.contentSecurityPolicy])
      #expect(policy.contains("default-src 'none'"))
      #expect(policy.contains("script-src 'self' 'wasm-unsafe-eval'"))
      #expect(policy.contains("frame-ancestors 'none'"))
      #expect(!policy.contains("unsafe-inline"))
      #expect(!policy.contains("'unsafe-eval'"))
      #expect(response.headers[.xContentTypeOptions] == "nosniff")
      #expect(response.headers[HTTPField.Name("Referrer-Policy")!] == "no-referrer")
    }
  }
}
