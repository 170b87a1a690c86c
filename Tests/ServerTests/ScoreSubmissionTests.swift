import Games
import Hummingbird
import HummingbirdTesting
import Testing

@testable import Server

@Suite("POST /api/scores")
struct ScoreSubmissionTests {
  @Test func firstScoreIsCreatedAsANewBestAndShowsOnTheBoard() async throws {
    try await withTestApp(scores: MemoryScoreStore()) { client in
      let response = try await postScore(name: "  Ada ", score: 123, to: client)
      #expect(response.status == .created)
      #expect(response.headers[.cacheControl] == "no-store")
      let result = try response.json(ScoreSubmissionResponse.self)
      #expect(result.game == "bubblepop")
      #expect(result.name == "Ada")
      #expect(result.score == 123)
      #expect(result.best == 123)
      #expect(result.isNewBest)
      #expect(result.rank == 1)
      #expect(result.scores.map(\.name) == ["Ada"])
      #expect(result.scores.first?.rank == 1)

      let shown = try await board("game=bubblepop", from: client)
      #expect(shown.game == "bubblepop")
      #expect(shown.scores.map(\.name) == ["Ada"])
      #expect(shown.scores.map(\.score) == [123])
      #expect(shown.player == nil)
    }
  }

  @Test func lowerLaterScoreKeepsTheBest() async throws {
    try await withTestApp(scores: MemoryScoreStore()) { client in
      try await postScore(name: "Ada", score: 90, to: client)
      let lower = try await postScore(name: "Ada", score: 40, to: client).json(ScoreSubmissionResponse.self)
      #expect(lower.score == 40)
      #expect(lower.best == 90)
      #expect(!lower.isNewBest)
      let equal = try await postScore(name: "Ada", score: 90, to: client).json(ScoreSubmissionResponse.self)
      #expect(!equal.isNewBest)
      let higher = try await postScore(name: "Ada", score: 95, to: client).json(ScoreSubmissionResponse.self)
      #expect(higher.best == 95)
      #expect(higher.isNewBest)
      #expect(try await board("game=bubblepop", from: client).scores.map(\.score) == [95])
    }
  }

  /// Equal scores share one rank, in the submission's answer and on the board alike ("1 2 2 4"), and stay in the
  /// order they arrived.
  @Test(arguments: StoreKind.testable)
  func tiedScoresShareOneRankEverywhere(kind: StoreKind) async throws {
    try await kind.withStore { store in
      try await withTestApp(scores: store) { client in
        try await postScore(name: "Ada", score: 10, to: client)
        let bob = try await postScore(name: "Bob", score: 10, to: client).json(ScoreSubmissionResponse.self)
        let cy = try await postScore(name: "Cy", score: 20, to: client).json(ScoreSubmissionResponse.self)
        let dee = try await postScore(name: "Dee", score: 5, to: client).json(ScoreSubmissionResponse.self)
        #expect(bob.rank == 1)
        #expect(cy.rank == 1)
        #expect(dee.rank == 4)
        #expect(dee.scores.map(\.name) == ["Cy", "Ada", "Bob", "Dee"])
        #expect(dee.scores.map(\.rank) == [1, 2, 2, 4])
        let shown = try await board("game=bubblepop&name=Bob", from: client)
        #expect(shown.scores.map(\.rank) == [1, 2, 2, 4])
        #expect(shown.player?.rank == 2)
      }
    }
  }

  @Test func responseListsTheTopTen() async throws {
    try await withTestApp(scores: MemoryScoreStore()) { client in
      for score: Int64 in 1...11 {
        try await postScore(name: "P\(score)", score: score * 10, to: client)
      }
      let last = try await postScore(name: "Low", score: 5, to: client).json(ScoreSubmissionResponse.self)
      #expect(last.rank == 12)
      #expect(last.scores.count == 10)
      #expect(last.scores.first?.name == "P11")
      #expect(last.scores.last?.rank == 10)
    }
  }

  /// Only digits make a score: `1e3`, `1E+3` and `1000.0` are refused (see the validation tests), since parsers
  /// disagree on what they mean once they pass 2^53.
  @Test(arguments: ["1000", " 1000 "])
  func integerWrittenInDigitsIsAScore(_ score: String) async throws {
    try await withTestApp(scores: MemoryScoreStore()) { client in
      let response = try await postScore(
        #"{"game": "bubblepop", "name": "Ada", "score": \#(score), "checksum": "0123456789abcdef", "record": "s"}"#,
        to: client)
      #expect(response.status == .created)
      #expect(try response.json(ScoreSubmissionResponse.self).best == 1000)
    }
  }

  @Test func sameNameTypedTwoWaysIsOnePlayer() async throws {
    try await withTestApp(scores: MemoryScoreStore()) { client in
      try await postScore(name: "Ren\u{E9}e", score: 10, to: client)
      let again = try await postScore(name: "Rene\u{301}e", score: 20, to: client).json(ScoreSubmissionResponse.self)
      #expect(again.isNewBest)
      #expect(try await board("game=bubblepop", from: client).scores.count == 1)
    }
  }

  @Test func gamesKeepSeparateBoards() async throws {
    try await withTestApp(scores: MemoryScoreStore()) { client in
      try await postScore(game: "pong", name: "Ada", score: 7, to: client)
      try await postScore(game: "set", name: "Bob", score: SetScoring.highestPossibleScore, to: client)
      #expect(try await board("game=pong", from: client).scores.map(\.name) == ["Ada"])
      #expect(try await board("game=set", from: client).scores.map(\.name) == ["Bob"])
      #expect(try await board("game=bubblepop", from: client).scores.isEmpty)
    }
  }
}
