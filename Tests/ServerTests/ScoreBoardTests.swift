import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import Server

/// A query `GET /api/scores` must refuse, with the message it must give.
struct BadBoardQuery: CustomTestStringConvertible, Sendable {
  let query: String
  let message: String

  var testDescription: String { query }
}

@Suite("GET /api/scores")
struct ScoreBoardTests {
  static let badQueries: [BadBoardQuery] = [
    BadBoardQuery(query: "", message: #"missing query parameter "game""#),
    BadBoardQuery(query: "limit=5", message: #"missing query parameter "game""#),
    BadBoardQuery(query: "game=chess", message: #"unknown game "chess""#),
    BadBoardQuery(query: "game=lab", message: #"the game "lab" keeps no scores"#),
    BadBoardQuery(query: "game=bubblepop&limit=0", message: "limit must be a whole number from 1 to 100"),
    BadBoardQuery(query: "game=bubblepop&limit=101", message: "limit must be a whole number from 1 to 100"),
    BadBoardQuery(query: "game=bubblepop&limit=ten", message: "limit must be a whole number from 1 to 100"),
    BadBoardQuery(query: "game=bubblepop&limit=1.5", message: "limit must be a whole number from 1 to 100"),
    BadBoardQuery(query: "game=bubblepop&limit=", message: "limit must be a whole number from 1 to 100"),
    BadBoardQuery(query: "game=bubblepop&name=", message: "name must not be empty"),
    BadBoardQuery(
      query: "game=bubblepop&name=A%0Ada", message: "name must not contain control, format or invisible characters"),
  ]

  @Test(arguments: badQueries)
  func badQueryIsRefused(_ bad: BadBoardQuery) async throws {
    try await withTestApp(scores: MemoryScoreStore()) { client in
      let response = try await client.execute(uri: "/api/scores?\(bad.query)", method: .get)
      try expectError(response, .badRequest, bad.message)
    }
  }

  @Test func emptyBoardHasNoScoresAndANullPlayer() async throws {
    try await withTestApp(scores: MemoryScoreStore()) { client in
      let response = try await client.execute(uri: "/api/scores?game=bubblepop&name=Ada", method: .get)
      #expect(response.status == .ok)
      #expect(response.headers[.cacheControl] == "no-store")
      #expect(response.text == #"{"game":"bubblepop","player":null,"scores":[]}"#)
    }
  }

  @Test func queryNamesAreReadAsBrowsersWriteThem() async throws {
    let store = MemoryScoreStore()
    try await store.submit(game: "bubblepop", name: "Ada Lovelace", value: 42)
    try await store.submit(game: "bubblepop", name: "C++", value: 7)
    try await withTestApp(scores: store) { client in
      for query in ["name=Ada+Lovelace", "name=Ada%20Lovelace", "limit=1&name=Ada+Lovelace&name=other"] {
        let board = try await board("game=bubblepop&\(query)", from: client)
        #expect(board.player?.name == "Ada Lovelace", "\(query)")
      }
      let plus = try await board("game=bubblepop&name=C%2B%2B", from: client)
      #expect(plus.player?.score == 7)
      let broken = try await client.execute(uri: "/api/scores?game=bubblepop&name=%E0%A4", method: .get)
      #expect(broken.status == .ok)
    }
  }

  @Test func entriesCarryRankNameScoreAndISODate() async throws {
    let store = MemoryScoreStore()
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    try await store.submit(game: "bubblepop", name: "Ada", value: 42, at: date)
    try await withTestApp(scores: store) { client in
      let response = try await client.execute(uri: "/api/scores?game=bubblepop", method: .get)
      let entry = #"{"date":"2023-11-14T22:13:20Z","name":"Ada","rank":1,"score":42,"verified":false}"#
      #expect(response.text == #"{"game":"bubblepop","player":null,"scores":[\#(entry)]}"#)
    }
  }

  @Test func limitCutsTheBoardAndDefaultsToTen() async throws {
    let store = try await storeWithTwelvePlayers()
    try await withTestApp(scores: store) { client in
      let top3 = try await board("game=bubblepop&limit=3", from: client)
      #expect(top3.scores.map(\.name) == ["P12", "P11", "P10"])
      #expect(top3.scores.map(\.rank) == [1, 2, 3])
      #expect(try await board("game=bubblepop", from: client).scores.count == 10)
      #expect(try await board("game=bubblepop&limit=100", from: client).scores.count == 12)
    }
  }

  @Test func playerOutsideTheLimitStillGetsTheirRank() async throws {
    let store = try await storeWithTwelvePlayers()
    try await withTestApp(scores: store) { client in
      let shown = try await board("game=bubblepop&limit=3&name=%20P2%20", from: client)
      #expect(shown.scores.count == 3)
      let player = try #require(shown.player)
      #expect(player.rank == 11)
      #expect(player.name == "P2")
      #expect(player.score == 20)
      #expect(try await board("game=bubblepop&name=Nobody", from: client).player == nil)
    }
  }

  /// Players `P1`…`P12` in bubblepop, `Pn` scoring `10 × n`, so `P12` leads.
  private func storeWithTwelvePlayers() async throws -> MemoryScoreStore {
    let store = MemoryScoreStore()
    for number: Int64 in 1...12 {
      try await store.submit(game: "bubblepop", name: "P\(number)", value: number * 10)
    }
    return store
  }
}
