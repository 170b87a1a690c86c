import Hummingbird
import HummingbirdTesting
import Testing

@testable import Server

@Suite("Concurrent submissions")
struct ScoreConcurrencyTests {
  @Test(arguments: StoreKind.testable)
  func fiftyRacingScoresForOnePlayerLeaveTheMaximum(kind: StoreKind) async throws {
    try await kind.withStore { store in
      let scores: [Int64] = Array(1...50).shuffled()
      let newBests = try await withTestApp(scores: store) { client in
        try await postConcurrently(scores.map { ("Ada", $0) }, to: client)
      }
      #expect(newBests >= 1)
      let best = try #require(try await store.entry(game: "bubblepop", name: "Ada"))
      #expect(best.score.value == 50)
      #expect(best.rank == 1)
      #expect(try await store.best(game: "bubblepop", limit: 100).count == 1)
      if let counts = try await RankCounts.kept(by: store) {
        #expect(counts.kept == counts.expected)
      }
    }
  }

  /// Sixteen players raising their bests at once through values that cross each other's, most in one 1,024-wide
  /// bucket: every write shares count rows with others, taken in opposite directions (one player leaving a
  /// value that another reaches). Every POST must succeed (no deadlock), and the counts must match `score`.
  @Test(arguments: StoreKind.testable)
  func crossingImprovementsKeepTheCountsExact(kind: StoreKind) async throws {
    try await kind.withStore { store in
      var submissions: [(String, Int64)] = []
      for player in 0..<16 {
        for step in 0..<6 { submissions.append(("P\(player)", Int64((player * 37 + step * 211) % 1_500))) }
      }
      let shuffled = submissions.shuffled()
      try await withTestApp(scores: store) { client in
        _ = try await postConcurrently(shuffled, to: client)
      }
      for player in 0..<16 {
        let best = submissions.filter { $0.0 == "P\(player)" }.map(\.1).max()
        #expect(try await store.entry(game: "bubblepop", name: "P\(player)")?.score.value == best)
      }
      if let counts = try await RankCounts.kept(by: store) {
        #expect(counts.kept == counts.expected)
      }
    }
  }

  @Test(arguments: StoreKind.testable)
  func fiftyRacingPlayersAllGetAnEntry(kind: StoreKind) async throws {
    try await kind.withStore { store in
      let scores: [Int64] = Array(1...50).shuffled()
      let newBests = try await withTestApp(scores: store) { client in
        try await postConcurrently(scores.map { ("P\($0)", $0) }, to: client)
      }
      #expect(newBests == 50)
      let board = try await store.best(game: "bubblepop", limit: 100)
      #expect(board.count == 50)
      #expect(board.map(\.value) == Array((1...50).reversed()))
      if let counts = try await RankCounts.kept(by: store) {
        #expect(counts.kept == counts.expected)
      }
    }
  }

  /// POSTs every `(name, score)` at once and returns how many responses said `isNewBest`; each must be 201.
  private func postConcurrently(
    _ submissions: [(String, Int64)], to client: any TestClientProtocol
  ) async throws -> Int {
    try await withThrowingTaskGroup(of: Bool.self) { group in
      for (name, score) in submissions {
        group.addTask {
          let response = try await postScore(name: name, score: score, to: client)
          #expect(response.status == .created)
          return try response.json(ScoreSubmissionResponse.self).isNewBest
        }
      }
      var newBests = 0
      for try await isNewBest in group where isNewBest {
        newBests += 1
      }
      return newBests
    }
  }
}
