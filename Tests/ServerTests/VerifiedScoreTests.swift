import Dispatch
import Foundation
import GRDB
import Host
import Hummingbird
import HummingbirdTesting
import Testing

@testable import Server

/// A run played by the scripted player on a host with history, as the browser would submit it.
func playedRun(_ game: String, seed: UInt64) throws -> ClaimedRun {
  let host = AppHost(seed: seed)
  host.resize(width: 390, height: 760, scale: 2)
  host.open("pong")
  for n in 0..<20 { host.frame(timeMs: 100 + Double(n) * 16.7) }
  let run = try #require(ScriptedPlayer.playRun(game, on: host, seed: seed, startMs: 1000))
  guard case .score(_, let value, let name, let checksum) = run.score else { throw CancellationError() }
  return ClaimedRun(
    game: game, name: name ?? "Ada", score: value, checksum: checksum, record: host.latestScoreRecord)
}

/// `run` played with a ticket `testTicketKeeper`'s servers accept, issued an hour ago (so that the run had
/// time to be played) to `name` (the run's own by default) for the run's seed: its record carries the ticket's
/// line after its `version` line, as the browser writes it.
func ticketed(_ run: ClaimedRun, name: String? = nil, issuedSecondsAgo: Int64 = 3_600) -> (ClaimedRun, SignedTicket) {
  let then = Int64(Date().timeIntervalSince1970) - issuedSecondsAgo
  let keeper = RunTicketKeeper(key: Array(repeating: 7, count: 32)) { then }
  var lines = run.record.split(separator: "\n").map(String.init)
  let seed = UInt64(lines[0].dropFirst("start ".count))
  let (ticket, token) = keeper.issue(game: run.game, name: name ?? run.name, seed: seed)
  lines.insert("ticket " + token, at: 2)
  var played = run
  played.record = lines.joined(separator: "\n")
  return (played, ticket)
}

/// The first two thirds of `record`'s lines.
func firstTwoThirds(of record: String) -> String {
  let lines = record.split(separator: "\n")
  return lines.prefix(lines.count * 2 / 3).joined(separator: "\n")
}

/// POSTs `run` as the browser does.
func post(_ run: ClaimedRun, to client: any TestClientProtocol) async throws -> TestResponse {
  try await postScore(
    game: run.game, name: run.name, score: run.score, checksum: run.checksum, record: run.record, to: client)
}

/// The real verifier with a pool of one worker per core.
func replayVerifier(workers: Int = 2, queue: Int = 8, limits: RecordLimits = .standard) -> ReplayVerifier {
  ReplayVerifier(pool: VerificationPool(workers: workers, queueLimit: queue), limits: limits)
}

@Suite(.serialized) struct VerifiedScoreTests {
  static let concentration = Result { try playedRun("concentration", seed: 4) }
  static let bubblePop = Result { try playedRun("bubblepop", seed: 6) }

  @Test func aVerifiedScoreIsStoredWithItsRecordAndServedBack() async throws {
    let (run, _) = ticketed(try Self.bubblePop.get())
    let store = try ScoreDatabase.inMemory()
    try await withTestApp(scores: store, verifier: replayVerifier()) { client in
      let response = try await post(run, to: client)
      #expect(response.status == .created, "\(response.text)")
      let top = try await board("game=bubblepop", from: client)
      let row = try #require(top.scores.first)
      #expect(row.verified && row.score == run.score && row.name == "Ada")
      let path = try #require(row.record)
      let served = try await client.execute(uri: path, method: .get)
      #expect(served.status == .ok)
      let body = try served.json(RecordResponse.self)
      #expect(body.game == "bubblepop" && body.name == "Ada" && body.score == run.score)
      #expect(body.checksum == run.checksum && body.record == run.record)
      let missing = try await client.execute(uri: "/api/records/999", method: .get)
      try expectError(missing, .notFound, "no such record")
    }
  }

  /// Each way a submission can fail to prove its score, with its status and message.
  static let refusals: [(String, @Sendable (ClaimedRun) -> ClaimedRun, HTTPResponse.Status, String?)] = [
    (
      "wrong score",
      {
        var r = $0
        r.score += 10
        return r
      }, .unprocessableContent, nil
    ),
    (
      "wrong checksum",
      {
        var r = $0
        r.checksum = String(r.checksum.reversed())
        return r
      }, .unprocessableContent,
      "the record's replay ends in another state (checksum differs)"
    ),
    (
      "truncated",
      {
        var r = $0
        r.record = firstTwoThirds(of: r.record)
        return r
      }, .unprocessableContent,
      "the record does not end with a score of bubblepop"
    ),
    (
      "garbage line",
      {
        var r = $0
        r.record += "\nwarp 9"
        return r
      }, .badRequest, nil
    ),
    (
      "another name",
      {
        var r = $0
        r.name = "Bea"
        return r
      }, .unprocessableContent,
      "the record was played under another name"
    ),
    (
      "played before versions, replaying elsewhere",
      {
        var r = $0
        r.record = withVersionLine(nil, in: r.record)
        r.checksum = String(r.checksum.reversed())
        return r
      }, .conflict,
      "the run was played on an earlier version of the game, whose rules or physics differ from this server's "
        + "(version \(GameVersion.current)): it cannot be verified"
    ),
    (
      "played on a later version than the server's",
      {
        var r = $0
        r.record = withVersionLine(GameVersion.current + 1, in: r.record)
        r.score += 1
        return r
      }, .serviceUnavailable,
      "the run was played on version \(GameVersion.current + 1) of the game and this server still plays version "
        + "\(GameVersion.current); try again once it is updated"
    ),
    (
      "a malformed version",
      {
        var r = $0
        r.record = r.record.replacingOccurrences(
          of: "\nversion \(GameVersion.current)\n", with: "\nversion 1.5\n")
        return r
      }, .badRequest, "the record is malformed at line 2"
    ),
    (
      "too long",
      {
        var r = $0
        r.record += String(repeating: "\nf 16 16 16 16 16 16 16 16 16 16", count: 11_000)
        return r
      },
      .contentTooLarge, nil
    ),
  ]

  /// `record` with its `version` line saying `version`, or without one (nil).
  static func withVersionLine(_ version: Int?, in record: String) -> String {
    record.replacingOccurrences(
      of: "\nversion \(GameVersion.current)\n", with: version.map { "\nversion \($0)\n" } ?? "\n")
  }

  /// A record from before versions that still replays to its claim proves it: the version only
  /// explains a replay that does not.
  @Test func aRecordWithoutAVersionThatReplaysIsAccepted() async throws {
    var unversioned = try Self.bubblePop.get()
    unversioned.record = Self.withVersionLine(nil, in: unversioned.record)
    let run = unversioned
    #expect(!run.record.contains("\nversion "))
    try await withTestApp(scores: try ScoreDatabase.inMemory(), verifier: replayVerifier()) { client in
      let response = try await post(run, to: client)
      #expect(response.status == .created, "\(response.text)")
    }
  }

  @Test(arguments: 0..<refusals.count)
  func aRunThatDoesNotProveItsScoreIsRefusedAndNothingIsStored(index: Int) async throws {
    let (label, change, status, message) = Self.refusals[index]
    let run = change(try Self.bubblePop.get())
    let store = try ScoreDatabase.inMemory()
    try await withTestApp(scores: store, verifier: replayVerifier()) { client in
      let response = try await post(run, to: client)
      #expect(response.status == status, "\(label): \(response.text)")
      if let message { try expectError(response, status, message) }
      #expect(try response.json(ErrorBody.self).error.isEmpty == false)
    }
    try await expectEmpty(store)
  }

  @Test func aFlippedByteInAPointerLineIsRefused() async throws {
    let run = try Self.bubblePop.get()
    var lines = run.record.split(separator: "\n").map(String.init)
    let k = try #require(lines.lastIndex { $0.hasPrefix("p 0 ") })
    var words = lines[k].split(separator: " ").map(String.init)
    var y = Array(words[4].utf8)
    y[0] = y[0] == UInt8(ascii: "1") ? UInt8(ascii: "2") : UInt8(ascii: "1")
    words[4] = String(decoding: y, as: UTF8.self)
    lines[k] = words.joined(separator: " ")
    var changed = run
    changed.record = lines.joined(separator: "\n")
    let tampered = changed
    #expect(RecordVerdict.judge(tampered, limits: .standard) != .verified)
    let store = try ScoreDatabase.inMemory()
    try await withTestApp(scores: store, verifier: replayVerifier()) { client in
      let response = try await post(tampered, to: client)
      #expect(response.status == .unprocessableContent, "\(response.text)")
    }
    try await expectEmpty(store)
  }

  @Test func aReplayOverItsTimeBudgetOrSizeIsRefused() async throws {
    let run = try Self.concentration.get()
    let webRoot = try makeWebRoot()
    defer { webRoot.remove() }
    let store = try ScoreDatabase.inMemory()
    let tiny = RecordLimits(timeBudgetMs: 0)
    try await withTestApp(webRoot: webRoot, scores: store, verifier: replayVerifier(limits: tiny)) { client in
      let response = try await post(run, to: client)
      try expectError(response, .unprocessableContent, "the record took longer than 0 ms to verify")
    }
    let small = RecordLimits(maximumBytes: 100)
    try await withTestApp(webRoot: webRoot, scores: store, verifier: replayVerifier(limits: small)) { client in
      let response = try await post(run, to: client)
      #expect(response.status == .contentTooLarge)
    }
    try await expectEmpty(store)
  }

  @Test func aScoreWithoutARecordIsRefused() async throws {
    let store = try ScoreDatabase.inMemory()
    try await withTestApp(scores: store, verifier: replayVerifier()) { client in
      let response = try await postScore(game: "pong", name: "Ada", score: 3, record: nil, to: client)
      try expectError(
        response, .badRequest, "missing field \"record\": a score is only taken with the record of its run")
      let unverified = try await postScore(#"{"game":"pong","name":"Ada","score":3}"#, to: client)
      #expect(unverified.status == .badRequest)
    }
    try await expectEmpty(store)
  }

  @Test func aFullPoolAnswers503WithRetryAfter() async throws {
    let run = try Self.concentration.get()
    let verifier = ReplayVerifier(pool: VerificationPool(workers: 1, queueLimit: 0), limits: .standard)
    let pool = verifier.pool(forBodyBytes: 1_000)
    let gate = DispatchSemaphore(value: 0)
    let busy = Task {
      let admission = try pool.admit(ClientKey.network(of: "192.0.2.1"))
      await pool.run(admission) { gate.wait() }
    }
    while pool.load < 1 { await Task.yield() }
    let webRoot = try makeWebRoot()
    defer { webRoot.remove() }
    let store = try ScoreDatabase.inMemory()
    try await withTestApp(
      webRoot: webRoot, scores: store, verifier: verifier
    ) { client in
      let response = try await post(run, to: client)
      try expectError(response, .serviceUnavailable, "the server is busy verifying scores; try again")
      #expect(response.headers[.retryAfter] == "2")
    }
    gate.signal()
    try await busy.value
    try await expectEmpty(store)
    try await withTestApp(
      webRoot: webRoot, scores: store, verifier: verifier
    ) { client in
      let accepted = try await post(run, to: client)
      #expect(accepted.status == .created)
    }
  }

  @Test func unverifiedScoresStayBelowVerifiedOnes() async throws {
    for kind in StoreKind.testable {
      try await kind.withStore { store in
        try await store.submit(game: "pong", name: "Old", value: 7)
        try await store.submit(
          game: "pong", name: "New", value: 2, run: VerifiedRun(checksum: "0123456789abcdef", record: "start 1"))
        let top = try await store.best(game: "pong", limit: 10)
        #expect(top.map(\.name) == ["New", "Old"], "\(kind)")
        #expect(top.map(\.verified) == [true, false])
        #expect(try await store.entry(game: "pong", name: "Old")?.rank == 2)
        let upgraded = try await store.submit(
          game: "pong", name: "Old", value: 1, run: VerifiedRun(checksum: "0123456789abcdef", record: "start 2"))
        #expect(upgraded.isNewBest && upgraded.best.verified && upgraded.best.value == 1)
        let id = try #require(upgraded.best.id)
        #expect(try await store.record(id: id)?.record == "start 2")
      }
    }
  }
}

@Suite struct RecordMigrationTests {
  /// A database written before records existed opens with its scores kept, marked unverified.
  @Test func scoresFromBeforeRecordsAreKeptUnverified() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path("old.sqlite")
    let old = try DatabaseQueue(path: path)
    try ScoreDatabase.migrator.migrate(old, upTo: "v2-skeletons-rank-index-probe")
    try await old.write { db in
      try db.execute(
        sql: "INSERT INTO score (game, name, value, createdAt, skeleton) VALUES ('pong', 'Old', 7, ?, 'old')",
        arguments: [Date()])
    }
    try old.close()
    let database = try ScoreDatabase.open(atPath: path)
    let top = try await database.best(game: "pong", limit: 10)
    #expect(top.map(\.name) == ["Old"])
    #expect(top.map(\.verified) == [false])
    let id = try #require(top.first?.id)
    #expect(try await database.record(id: id) == nil)
  }
}
