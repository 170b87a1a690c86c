import Hummingbird
import HummingbirdTesting
import Testing

@testable import Server

@Suite("JSON errors")
struct JSONErrorTests {
  @Test(arguments: [HTTPRequest.Method.get, .post, .delete])
  func unknownAPIRouteIsJSONNotFound(method: HTTPRequest.Method) async throws {
    try await withTestApp { client in
      try await client.execute(uri: "/api/x", method: method) { response in
        #expect(response.status == .notFound)
        #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
        let body = try response.json(ErrorBody.self)
        #expect(body == ErrorBody(error: "no such endpoint: \(method) /api/x"))
      }
    }
  }

  @Test func errorBodyIsPlainJSON() async throws {
    try await withTestApp { client in
      try await client.execute(uri: "/api/x", method: .get) { response in
        #expect(response.text == #"{"error":"no such endpoint: GET /api/x"}"#)
      }
    }
  }

  @Test func pathOutsideTheWebRootIsJSONNotFound() async throws {
    try await withTestApp { client in
      try await client.execute(uri: "/%2E%2E/secret.txt", method: .get) { response in
        #expect(response.status == .notFound)
        #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
        let body = try response.json(ErrorBody.self)
        #expect(body == ErrorBody(error: "not found: /%2E%2E/secret.txt"))
      }
    }
  }
}
