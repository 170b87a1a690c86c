import Hummingbird
import HummingbirdTesting
import Testing

@testable import Server

@Suite("POST /api/scores only takes JSON from its own site")
struct RequestGuardTests {
  private let body = ByteBuffer(
    string: #"{"game": "bubblepop", "name": "Ada", "score": 5, "checksum": "0123456789abcdef", "record": "start 1"}"#)

  private func post(_ headers: HTTPFields) async throws -> (TestResponse, MemoryScoreStore) {
    let store = MemoryScoreStore()
    let response = try await withTestApp(scores: store) { [body] client in
      try await client.execute(uri: "/api/scores", method: .post, headers: headers, body: body)
    }
    return (response, store)
  }

  @Test(arguments: ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "", "json"])
  func otherContentTypesAreRefused(_ contentType: String) async throws {
    var headers: HTTPFields = [:]
    if !contentType.isEmpty { headers[.contentType] = contentType }
    let (response, store) = try await post(headers)
    try expectError(response, .unsupportedMediaType, "the body must be sent as Content-Type: application/json")
    try await expectEmpty(store)
  }

  @Test(arguments: ["application/json", "application/json; charset=utf-8", "Application/JSON ;charset=UTF-8"])
  func jsonWithOrWithoutCharsetIsTaken(_ contentType: String) async throws {
    let (response, _) = try await post([.contentType: contentType])
    #expect(response.status == .created)
  }

  @Test(arguments: ["http://evil.example", "null", "http://localhost.evil.example", "file://", "http://localhost:1"])
  func anotherOriginIsForbidden(_ origin: String) async throws {
    let (response, store) = try await post([.contentType: "application/json", .origin: origin])
    try expectError(response, .forbidden, "requests from another site are not accepted")
    try await expectEmpty(store)
  }

  @Test func theServersOwnOriginIsTaken() async throws {
    // The test client sends every request to the authority `localhost`.
    try await withTestApp(scores: MemoryScoreStore()) { [body] client in
      for origin in ["http://localhost", "https://LOCALHOST"] {
        let response = try await client.execute(
          uri: "/api/scores", method: .post,
          headers: [.contentType: "application/json", .origin: origin], body: body)
        #expect(response.status == .created, "\(origin)")
      }
    }
  }
}
