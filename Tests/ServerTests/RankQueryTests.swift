import Foundation
import GRDB
import Testing

@testable import Server

@Suite("Rank query")
struct RankQueryTests {
  @Test func rankIsCountedFromTheCountTablesByKey() async throws {
    let database = try ScoreDatabase.inMemory()
    let plan = try await database.writer.read { db in
      try Row.fetchAll(
        db, sql: "EXPLAIN QUERY PLAN " + ScoreDatabase.rankSQL, arguments: ["game": "pong", "name": "Ada"]
      ).map { $0["detail"] as String }
    }
    let scans = plan.filter { $0.contains("ahead") }
    #expect(scans.count == 3, "\(plan)")
    #expect(scans.allSatisfy { $0.contains("SEARCH") && $0.contains("PRIMARY KEY") }, "\(plan)")
    #expect(plan.allSatisfy { !$0.contains("SCAN") }, "\(plan)")
  }

  @Test func tiesShareARankAndTheBoardKeepsTheirOrder() async throws {
    let database = try ScoreDatabase.inMemory()
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    try await database.submit(game: "set", name: "A", value: 50, at: start)
    try await database.submit(game: "set", name: "B", value: 50, at: start - 1)
    try await database.submit(game: "set", name: "C", value: 70, at: start + 5)
    try await database.submit(game: "set", name: "D", value: 50, at: start)
    try await database.submit(game: "pong", name: "E", value: 99, at: start)
    let board = try await database.best(game: "set", limit: 10).map(\.name)
    #expect(board == ["C", "B", "A", "D"])
    var ranks: [Int] = []
    for name in board { ranks.append(try #require(try await database.entry(game: "set", name: name)).rank) }
    #expect(ranks == [1, 2, 2, 2])
  }

  /// Bucket edges, where a floor division and a truncating one differ for negative scores: -1 and -1,024 share
  /// bucket -1, -1,025 is in bucket -2, 1,023 and 0 in bucket 0, 1,024 in bucket 1.
  @Test(arguments: StoreKind.testable)
  func negativeScoresRankAcrossBucketEdges(kind: StoreKind) async throws {
    try await kind.withStore { store in
      let values: [Int64] = [1_024, 1_023, 0, -1, -1_024, -1_025, -2_048, -2_049]
      for (index, value) in values.enumerated().reversed() {
        try await store.submit(game: "concentration", name: "P\(index)", value: value)
      }
      for index in values.indices {
        #expect(try await store.entry(game: "concentration", name: "P\(index)")?.rank == index + 1, "\(values[index])")
      }
      if let counts = try await RankCounts.kept(by: store) {
        #expect(counts.kept == counts.expected)
        #expect(counts.kept.buckets.map { $0.split(separator: " ")[2] } == ["-3", "-2", "-1", "0", "1"])
      }
    }
  }

  /// The counts are in the file: reopened, the database ranks as before and its tables still match `score`.
  @Test func countsSurviveReopeningTheFile() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path("kinetic.sqlite")
    do {
      let database = try ScoreDatabase.open(atPath: path)
      for index in 0..<40 {
        try await database.submit(game: "bubblepop", name: "P\(index)", value: Int64(index % 7) * 900)
      }
      try await database.submit(game: "bubblepop", name: "P3", value: 50_000)
    }
    let reopened = try ScoreDatabase.open(atPath: path)
    let counts = try #require(try await RankCounts.kept(by: reopened))
    #expect(counts.kept == counts.expected)
    #expect(!counts.kept.values.isEmpty)
    #expect(try await reopened.entry(game: "bubblepop", name: "P3")?.rank == 1)
    // P6, P13, …, P34 share 5,400 under P3; P0, P7, …, P35 share 0 at the bottom, under the 34 others.
    #expect(try await reopened.entry(game: "bubblepop", name: "P6")?.rank == 2)
    #expect(try await reopened.entry(game: "bubblepop", name: "P0")?.rank == 35)
  }

  /// A database written before the count tables existed gets them filled from its rows by the migration.
  @Test func theMigrationCountsTheScoresAlreadyThere() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path("old.sqlite")
    let old = try DatabaseQueue(path: path)
    try ScoreDatabase.migrator.migrate(old, upTo: "v3-verified-records")
    try await old.write { db in
      for (index, (value, verified)) in [(7, false), (7, false), (-3, true), (2_000, false)].enumerated() {
        try db.execute(
          sql: "INSERT INTO score (game, name, value, createdAt, skeleton, verified) VALUES ('pong', ?, ?, ?, ?, ?)",
          arguments: ["P\(index)", value, Date(), "p\(index)", verified])
      }
    }
    try old.close()
    let database = try ScoreDatabase.open(atPath: path)
    let counts = try #require(try await RankCounts.kept(by: database))
    #expect(counts.kept == counts.expected)
    #expect(counts.kept.values.count == 3)
    var ranks: [Int] = []
    for index in 0..<4 { ranks.append(try #require(try await database.entry(game: "pong", name: "P\(index)")).rank) }
    #expect(ranks == [3, 3, 1, 2])
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
