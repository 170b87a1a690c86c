import Foundation
import Host
import Hummingbird
import HummingbirdTesting
import Testing

@testable import Server

/// POSTs `json` as it is, so tests can send anything, to `/api/scores`.
func postScore(_ json: String, to client: any TestClientProtocol) async throws -> TestResponse {
  let headers: HTTPFields = [.contentType: "application/json"]
  return try await client.execute(uri: "/api/scores", method: .post, headers: headers, body: ByteBuffer(string: json))
}

/// POSTs a well-formed submission to `/api/scores`, with a stand-in record and checksum unless given
/// (the test app takes records on trust unless it was given the real verifier).
@discardableResult
func postScore(
  game: String = "bubblepop", name: String, score: Int64, checksum: String = "0123456789abcdef",
  record: String? = "start 1", to client: any TestClientProtocol
) async throws -> TestResponse {
  let request = ScoreSubmissionRequest(game: game, name: name, score: score, checksum: checksum, record: record)
  let json = String(decoding: try JSONEncoder().encode(request), as: UTF8.self)
  return try await postScore(json, to: client)
}

/// GETs `/api/scores` with `query` (already URL-encoded) and decodes the board, expecting 200.
func board(_ query: String, from client: any TestClientProtocol) async throws -> ScoreBoardResponse {
  let response = try await client.execute(uri: "/api/scores?\(query)", method: .get)
  #expect(response.status == .ok)
  return try response.json(ScoreBoardResponse.self)
}

/// Expects `store` to hold no score in any game.
func expectEmpty(_ store: any ScoreStore) async throws {
  for game in Catalog.games {
    let top = try await store.best(game: game.id, limit: 100)
    #expect(top.isEmpty, "\(game.id) has \(top.count) scores")
  }
}

/// Expects a JSON error body `{"error": message}` with `status`.
func expectError(_ response: TestResponse, _ status: HTTPResponse.Status, _ message: String) throws {
  #expect(response.status == status)
  #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
  let body = try response.json(ErrorBody.self)
  #expect(body.error == message)
}
