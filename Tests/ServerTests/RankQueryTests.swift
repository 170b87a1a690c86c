import Foundation
import GRDB
import Testing

@testable import Server

@Suite("Rank query")
struct RankQueryTests {
  @Test func rankIsCountedFromTheIndexAlone() async throws {
    let database = try ScoreDatabase.inMemory()
    let plan = try await database.writer.read { db in
      try Row.fetchAll(
        db, sql: "EXPLAIN QUERY PLAN " + ScoreDatabase.rankSQL, arguments: ["game": "pong", "name": "Ada"]
      ).map { $0["detail"] as String }
    }
    let scans = plan.filter { $0.contains("ahead") }
    #expect(scans.count == 3, "\(plan)")
    #expect(scans.allSatisfy { $0.contains("USING COVERING INDEX score_on_game_rank") }, "\(plan)")
  }

  @Test func ranksMatchTheBoardOrderWithTies() async throws {
    let database = try ScoreDatabase.inMemory()
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    try await database.submit(game: "set", name: "A", value: 50, at: start)
    try await database.submit(game: "set", name: "B", value: 50, at: start - 1)
    try await database.submit(game: "set", name: "C", value: 70, at: start + 5)
    try await database.submit(game: "set", name: "D", value: 50, at: start)
    try await database.submit(game: "pong", name: "E", value: 99, at: start)
    let board = try await database.best(game: "set", limit: 10).map(\.name)
    #expect(board == ["C", "B", "A", "D"])
    for (index, name) in board.enumerated() {
      #expect(try await database.entry(game: "set", name: name)?.rank == index + 1)
    }
  }

  /// A write's cost must not follow the board's size: 200 writes at the bottom of a board of 100 scores and 200
  /// at the bottom of one of 60,000 (every commit synced to disk), taken in turns so that the machine's load
  /// falls on both alike, with a generous bound on the medians. The rank is read afterwards, outside the write;
  /// its cost is printed.
  @Test func writesDoNotSlowDownAsTheBoardGrows() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let database = try ScoreDatabase.open(atPath: directory.path("kinetic.sqlite"))
    try await fill(database, game: "pong", count: 100)
    try await fill(database, game: "breakout", count: 60_000)
    var writes: [String: [Double]] = [:]
    var ranks: [String: [Double]] = [:]
    for index in 0..<200 {
      for game in ["pong", "breakout"] {
        let name = "Q\(index)"
        writes[game, default: []].append(
          try await seconds { _ = try await database.store(game: game, name: name, value: 1, run: nil, at: Date()) })
        ranks[game, default: []].append(try await seconds { _ = try await database.entry(game: game, name: name) })
      }
    }
    let small = median(writes["pong"]!)
    let large = median(writes["breakout"]!)
    print(
      "median write \(small * 1e3) ms, rank \(median(ranks["pong"]!) * 1e3) ms with 100 scores; "
        + "write \(large * 1e3) ms, rank \(median(ranks["breakout"]!) * 1e3) ms with 60,000")
    #expect(large < small * 2 + 0.001, "median write: \(small) s with 100, \(large) s with 60,000")
  }

  private func fill(_ database: ScoreDatabase, game: String, count: Int) async throws {
    try await database.writer.write { db in
      for index in 0..<count {
        try db.execute(
          sql: "INSERT INTO score (game, name, value, createdAt, skeleton) VALUES (?, ?, ?, ?, ?)",
          arguments: [game, "P\(index)", 1_000 + index, Date(), "P\(index)"])
      }
    }
  }

  private func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

  private func seconds(_ work: () async throws -> Void) async throws -> Double {
    let start = ContinuousClock.now
    try await work()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }
}
