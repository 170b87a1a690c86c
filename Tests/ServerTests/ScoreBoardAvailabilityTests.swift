import Games
import Hummingbird
import HummingbirdTesting
import Testing

@testable import Server

@Suite("Score board storage")
struct ScoreBoardAvailabilityTests {
  @Test func scoresSurviveARestartOfTheApp() async throws {
    let webRoot = try makeWebRoot()
    defer { webRoot.remove() }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path("kinetic.sqlite")

    try await withTestApp(webRoot: webRoot, scores: try ScoreDatabase.open(atPath: path)) { client in
      let response = try await postScore(name: "Ada", score: 321, to: client)
      #expect(response.status == .created)
    }

    try await withTestApp(webRoot: webRoot, scores: try ScoreDatabase.open(atPath: path)) { client in
      let shown = try await board("game=bubblepop&name=Ada", from: client)
      #expect(shown.scores.map(\.name) == ["Ada"])
      #expect(shown.player?.score == 321)
    }
  }

  @Test func unreachableStoreIsServiceUnavailable() async throws {
    try await withTestApp(scores: UnreachableScoreStore()) { client in
      let board = try await client.execute(uri: "/api/scores?game=bubblepop", method: .get)
      try expectError(board, .serviceUnavailable, "the score board is unavailable")
      let submission = try await postScore(name: "Ada", score: 1, to: client)
      try expectError(submission, .serviceUnavailable, "the score board is unavailable")
    }
  }

  @Test func badInputIsRefusedBeforeTheStoreIsAsked() async throws {
    try await withTestApp(scores: UnreachableScoreStore()) { client in
      let submission = try await postScore(name: "Ada", score: -1, to: client)
      try expectError(
        submission, .badRequest, "score must be a whole number from 0 to \(BubblePopGame.highestPossibleScore)")
    }
  }
}
