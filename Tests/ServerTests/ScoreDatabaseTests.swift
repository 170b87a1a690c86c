import Foundation
import GRDB
import Testing

@testable import Server

@Suite("Score database")
struct ScoreDatabaseTests {
  @Test func migrationCreatesTheScoreTableAndItsDirectory() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let database = try ScoreDatabase.open(atPath: directory.path("nested/data/kinetic.sqlite"))

    let (columns, migrations) = try await database.writer.read { db in
      (try db.columns(in: "score").map(\.name), try ScoreDatabase.migrator.appliedIdentifiers(db))
    }
    #expect(columns == ["id", "game", "name", "value", "createdAt", "skeleton", "verified", "checksum", "review"])
    #expect(
      migrations == [
        "v1-scores", "v2-skeletons-rank-index-probe", "v3-verified-records", "v4-rank-counts", "v5-run-tickets",
      ])
  }

  @Test func fileDatabaseIsInWALMode() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let database = try ScoreDatabase.open(atPath: directory.path("kinetic.sqlite"))
    let mode = try await database.writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
    #expect(mode == "wal")
  }

  @Test func reopeningKeepsTheScores() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path("kinetic.sqlite")

    do {
      let first = try ScoreDatabase.open(atPath: path)
      try await first.submit(game: "pong", name: "Ada", value: 7)
    }

    let reopened = try ScoreDatabase.open(atPath: path)
    let board = try await reopened.best(game: "pong", limit: 10)
    #expect(board.map(\.name) == ["Ada"])
    #expect(board.map(\.value) == [7])
  }

  @Test func submitKeepsEachPlayersBest() async throws {
    let database = try ScoreDatabase.inMemory()
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    #expect(try await database.submit(game: "pong", name: "Ada", value: 5, at: start).best.value == 5)
    #expect(try await database.submit(game: "pong", name: "Ada", value: 3, at: start + 1).best.value == 5)
    let improved = try await database.submit(game: "pong", name: "Ada", value: 9, at: start + 2).best
    #expect(improved.value == 9)
    #expect(improved.createdAt == start + 2)

    let board = try await database.best(game: "pong", limit: 10)
    #expect(board.count == 1)
    #expect(board.first?.value == 9)
  }

  @Test func equalScoreKeepsTheEarlierTime() async throws {
    let database = try ScoreDatabase.inMemory()
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    try await database.submit(game: "pong", name: "Ada", value: 5, at: start)
    let again = try await database.submit(game: "pong", name: "Ada", value: 5, at: start + 60).best
    #expect(again.createdAt == start)
  }

  @Test func boardIsBestFirstPerGameAndLimited() async throws {
    let database = try ScoreDatabase.inMemory()
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    try await database.submit(game: "pong", name: "Ada", value: 5, at: start)
    try await database.submit(game: "pong", name: "Bob", value: 8, at: start + 1)
    try await database.submit(game: "pong", name: "Cy", value: 5, at: start - 1)
    try await database.submit(game: "breakout", name: "Dee", value: 100, at: start)

    #expect(try await database.best(game: "pong", limit: 10).map(\.name) == ["Bob", "Cy", "Ada"])
    #expect(try await database.best(game: "pong", limit: 2).map(\.name) == ["Bob", "Cy"])
    #expect(try await database.best(game: "breakout", limit: 10).map(\.name) == ["Dee"])
    #expect(try await database.best(game: "set", limit: 10).isEmpty)
  }
}
