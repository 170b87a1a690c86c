import Hummingbird
import HummingbirdTesting
import Testing

@testable import Server

@Suite("POST /api/scores reads JSON strictly")
struct StrictJSONRequestTests {
  static let refused: [BadSubmission] = [
    BadSubmission(body: #"{"game": "bubblepop", "name": "Ada", "score": 1,}"#, message: "the body is not valid JSON"),
    BadSubmission(
      body: #"{"game": "bubblepop", "name": "Ada", "score": 1, "score": 198000}"#, message: #"duplicate key "score""#),
    BadSubmission(
      body: #"{"game": "bubblepop", "name": "Eve", "name": "Ada", "score": 1}"#, message: #"duplicate key "name""#),
  ]

  @Test(arguments: refused)
  func trailingCommasAndDuplicateKeysAreRefused(_ bad: BadSubmission) async throws {
    try await expectRefusal(bytes: Array(bad.body.utf8), bad.message)
  }

  @Test func byteOrderMarkIsRefused() async throws {
    let body = [0xEF, 0xBB, 0xBF] + Array(#"{"game": "bubblepop", "name": "Ada", "score": 1}"#.utf8)
    try await expectRefusal(bytes: body, "the body must not start with a byte-order mark")
  }

  @Test func utf16IsRefused() async throws {
    let json = #"{"game": "bubblepop", "name": "Ada", "score": 1}"#
    let body = Array(json.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    try await expectRefusal(bytes: body, "the body is not valid JSON")
  }

  private func expectRefusal(bytes: [UInt8], _ message: String) async throws {
    let store = MemoryScoreStore()
    try await withTestApp(scores: store) { client in
      let response = try await client.execute(
        uri: "/api/scores", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(bytes: bytes))
      try expectError(response, .badRequest, message)
    }
    try await expectEmpty(store)
  }
}
