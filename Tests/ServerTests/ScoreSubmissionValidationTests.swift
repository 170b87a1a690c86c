import Games
import Hummingbird
import HummingbirdTesting
import Testing

@testable import Server

/// A body `POST /api/scores` must refuse, with the message it must give.
struct BadSubmission: CustomTestStringConvertible, Sendable {
  let body: String
  let message: String

  var testDescription: String { body }
}

@Suite("POST /api/scores refuses bad input")
struct ScoreSubmissionValidationTests {
  static let malformed: [BadSubmission] = [
    BadSubmission(body: "", message: "the body is not valid JSON"),
    BadSubmission(body: "{", message: "the body is not valid JSON"),
    BadSubmission(body: "[1]", message: "the body must be a JSON object"),
    BadSubmission(body: #"{"name": "Ada", "score": 1}"#, message: #"missing field "game""#),
    BadSubmission(body: #"{"game": "bubblepop", "score": 1}"#, message: #"missing field "name""#),
    BadSubmission(body: #"{"game": "bubblepop", "name": "Ada"}"#, message: #"missing field "score""#),
    BadSubmission(body: #"{"game": 7, "name": "Ada", "score": 1}"#, message: "game must be a string"),
    BadSubmission(body: #"{"game": "bubblepop", "name": ["Ada"], "score": 1}"#, message: "name must be a string"),
    BadSubmission(body: #"{"game": "bubblepop", "name": null, "score": 1}"#, message: "name must be a string"),
  ]

  static let notWholeNumbers: [String] = [
    "1.5", #""12""#, "true", "null", "2.5e0", "1e-3", "99999999999999999999", "1.99999999999999999999", "2e0", "2.0",
    "2E0", "1e3", "-0.0",
  ]

  static let badValues: [BadSubmission] = [
    BadSubmission(body: #"{"game": "chess", "name": "Ada", "score": 1}"#, message: #"unknown game "chess""#),
    BadSubmission(body: #"{"game": "lab", "name": "Ada", "score": 1}"#, message: #"the game "lab" keeps no scores"#),
    BadSubmission(body: #"{"game": "bubblepop", "name": "", "score": 1}"#, message: "name must not be empty"),
    BadSubmission(body: #"{"game": "bubblepop", "name": " \t\n ", "score": 1}"#, message: "name must not be empty"),
    BadSubmission(
      body: #"{"game": "bubblepop", "name": "Ada Lovelace Byron 1815", "score": 1}"#,
      message: "name must be at most 20 characters"),
    BadSubmission(
      body: #"{"game": "bubblepop", "name": "A\u0000da", "score": 1}"#,
      message: "name must not contain control, format or invisible characters"),
    BadSubmission(
      body: #"{"game": "bubblepop", "name": "A\nda", "score": 1}"#,
      message: "name must not contain control, format or invisible characters"),
    BadSubmission(
      body: #"{"game": "bubblepop", "name": "Ada\u202E", "score": 1}"#,
      message: "name must not contain control, format or invisible characters"),
    BadSubmission(
      body: #"{"game": "bubblepop", "name": "Ada", "score": -1}"#,
      message: "score must be a whole number from 0 to \(BubblePopGame.highestPossibleScore)"),
    BadSubmission(
      body: #"{"game": "bubblepop", "name": "Ada", "score": \#(BubblePopGame.highestPossibleScore + 1)}"#,
      message: "score must be a whole number from 0 to \(BubblePopGame.highestPossibleScore)"),
    BadSubmission(
      body: #"{"game": "pong", "name": "Ada", "score": 8}"#, message: "score must be a whole number from 0 to 7"),
  ]

  @Test(arguments: malformed + badValues)
  func badBodyIsRefusedAndNothingIsStored(_ bad: BadSubmission) async throws {
    try await expectRefusal(bad.body, .badRequest, bad.message)
  }

  @Test(arguments: notWholeNumbers)
  func scoreMustBeAJSONInteger(_ score: String) async throws {
    let body = #"{"game": "bubblepop", "name": "Ada", "score": \#(score)}"#
    try await expectRefusal(body, .badRequest, "score must be a whole number")
  }

  /// The longest record, a newline escape per line, and a kilobyte for the other fields.
  static let bodyLimit = RecordLimits.standard.maximumBytes + RecordLimits.standard.maximumLines + 1024

  @Test func bodyOverTheRecordLimitIsTooLarge() async throws {
    let body = padded(Self.submission, toBytes: Self.bodyLimit + 1)
    try await expectRefusal(body, .contentTooLarge, "the body must be at most \(Self.bodyLimit) bytes")
  }

  @Test func bodyOfExactlyTheLimitIsAccepted() async throws {
    let body = padded(Self.submission, toBytes: Self.bodyLimit)
    #expect(body.utf8.count == Self.bodyLimit)
    try await withTestApp(scores: MemoryScoreStore()) { client in
      let response = try await postScore(body, to: client)
      #expect(response.status == .created)
    }
  }

  private static let submission =
    #"{"game": "bubblepop", "name": "Ada", "score": 1, "checksum": "0123456789abcdef", "record": "start 1"}"#

  private func padded(_ json: String, toBytes count: Int) -> String {
    json + String(repeating: " ", count: count - json.utf8.count)
  }

  private func expectRefusal(_ body: String, _ status: HTTPResponse.Status, _ message: String) async throws {
    let store = MemoryScoreStore()
    try await withTestApp(scores: store) { client in
      try expectError(try await postScore(body, to: client), status, message)
    }
    try await expectEmpty(store)
  }
}
