import Hummingbird
import HummingbirdTesting
import Testing

@testable import Server

@Suite("Wrong methods")
struct MethodNotAllowedTests {
  @Test(arguments: [
    ("/api/scores", HTTPRequest.Method.delete, "GET, HEAD, POST"),
    ("/api/scores", .put, "GET, HEAD, POST"),
    ("/api/tickets", .get, "POST"),
    ("/api/tickets", .head, "POST"),
    ("/healthz", .post, "GET, HEAD"),
    ("/api/records/1", .post, "GET, HEAD"),
    ("/api/records/1", .delete, "GET, HEAD"),
    ("/api/records/abc", .put, "GET, HEAD"),
    ("/", .post, "GET, HEAD"),
    ("/app.js", .delete, "GET, HEAD"),
  ])
  func wrongMethodOnAKnownPathIs405WithAllow(path: String, method: HTTPRequest.Method, allow: String) async throws {
    try await withTestApp { client in
      let response = try await client.execute(uri: path, method: method)
      #expect(response.status == .methodNotAllowed)
      #expect(response.headers[.allow] == allow)
      #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
      #expect(try response.json(ErrorBody.self).error.contains("not allowed"))
    }
  }

  @Test(arguments: ["/api/records", "/api/records/", "/api/records/1/2"])
  func pathBesideTheRecordRouteIsStill404(path: String) async throws {
    try await withTestApp { client in
      let response = try await client.execute(uri: path, method: .post)
      #expect(response.status == .notFound)
      #expect(response.headers[.allow] == nil)
    }
  }

  @Test func getOfAMissingRecordIsStill404() async throws {
    try await withTestApp { client in
      let response = try await client.execute(uri: "/api/records/999", method: .get)
      #expect(response.status == .notFound)
    }
  }

  @Test func headOfAReadableRouteIsAnswered() async throws {
    try await withTestApp { client in
      #expect(try await client.execute(uri: "/healthz", method: .head).status == .ok)
      let file = try await client.execute(uri: "/app.js", method: .head)
      #expect(file.status == .ok)
      #expect(file.headers[.contentLength] == "21")
      #expect(file.body.readableBytes == 0)
    }
  }
}
