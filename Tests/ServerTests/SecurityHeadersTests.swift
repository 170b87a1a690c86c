import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import Server

@Suite("Security headers on every response, the policies where they act")
struct SecurityHeadersTests {
  @Test(arguments: [
    ("/", HTTPRequest.Method.get), ("/index.html", .get), ("/sw.js", .get), ("/icon.svg", .get),
    ("/healthz", .get), ("/api/scores?game=pong", .get), ("/missing.png", .get),
    ("/missing.js", .get), ("/api/scores?game=chess", .get), ("/api/x", .get), ("/api/scores", .delete),
    ("/%00", .get), ("/api/scores", .post),
  ])
  func everyResponseThatCanBeADocumentCarriesThem(path: String, method: HTTPRequest.Method) async throws {
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
      #expect(response.headers[HTTPField.Name("Cross-Origin-Opener-Policy")!] == "same-origin")
    }
  }

  /// A script, module, style sheet, wasm module or the web app manifest never becomes a document, and a browser
  /// ignores a policy on it: it keeps `nosniff`, and what it fetches in turn keeps the page's `no-referrer`.
  @Test(arguments: ["/app.js", "/module.mjs", "/style.css", "/kinetic.wasm", "/manifest.webmanifest"])
  func subresourcesCarryOnlyWhatActsOnThem(path: String) async throws {
    try await withTestApp { client in
      let response = try await client.execute(uri: path, method: .get)
      #expect(response.status == .ok)
      #expect(response.headers[.contentSecurityPolicy] == nil)
      #expect(response.headers[HTTPField.Name("Cross-Origin-Opener-Policy")!] == nil)
      #expect(response.headers[.xContentTypeOptions] == "nosniff")
      #expect(response.headers[HTTPField.Name("Referrer-Policy")!] == nil)
    }
  }

  /// The HTTP server names no software: a `Server` header tells a client nothing it needs and is
  /// repeated on every response of a first visit.
  @Test func responsesNameNoServerSoftware() async throws {
    try await withTestApp(setup: .live) { client in
      let response = try await client.execute(uri: "/", method: .get)
      #expect(response.status == .ok)
      #expect(response.headers[HTTPField.Name("Server")!] == nil)
    }
  }
}
