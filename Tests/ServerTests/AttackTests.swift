import Foundation
import GameKit
import Host
import Hummingbird
import HummingbirdTesting
import Replay
import Testing

@testable import Server

/// The attacks an outside probe made on the score server, each kept as a test: a stolen or renamed record, a
/// reused ticket, a record opening another scene or padded with lines that do nothing, names of megabytes, a
/// quadratic string reader, one client filling the verification pool.
@Suite(.serialized) struct AttackTests {
  static let bubblePop = Result { try playedRun("bubblepop", seed: 6) }
  static let concentration = Result { try playedRun("concentration", seed: 4) }

  @Test func aStolenRecordPostedUnderAnotherNameIsRefused() async throws {
    let (run, _) = ticketed(try Self.concentration.get())
    let store = try ScoreDatabase.inMemory()
    try await withTestApp(scores: store, verifier: replayVerifier()) { client in
      #expect(try await post(run, to: client).status == .created)
      let top = try await board("game=concentration", from: client)
      let served = try await client.execute(uri: try #require(top.scores.first?.record), method: .get)
      let stolen = try served.json(RecordResponse.self)
      var claim = run
      claim.name = "Mallory"
      claim.record = stolen.record
      let response = try await post(claim, to: client)
      try expectError(response, .conflict, RunTicketKeeper.Refusal.otherName.message)
      // The same record again under its own name: its ticket is spent.
      var again = run
      again.record = stolen.record
      try expectError(
        try await post(again, to: client), .conflict, "the run's ticket has been used already: a run counts once")
    }
    #expect(try await store.best(game: "concentration", limit: 10).map(\.name) == ["Ada"])
  }

  @Test func aRenamedBubblePopRecordIsRefused() async throws {
    let (run, _) = ticketed(try Self.bubblePop.get())
    var renamed = run
    renamed.name = "Mallory"
    renamed.record = run.record.replacingOccurrences(of: "control name=Ada", with: "control name=Mallory")
    #expect(renamed.record != run.record)
    let claim = renamed
    let store = try ScoreDatabase.inMemory()
    try await withTestApp(scores: store, verifier: replayVerifier()) { client in
      let response = try await post(claim, to: client)
      #expect(response.status == .conflict || response.status == .unprocessableContent, "\(response.text)")
    }
    try await expectEmpty(store)
  }

  @Test func aRunSubmittedSoonerThanItLastedIsRefused() async throws {
    let (run, _) = ticketed(try Self.concentration.get(), issuedSecondsAgo: 2)
    try await withTestApp(verifier: replayVerifier()) { client in
      let response = try await post(run, to: client)
      #expect(response.status == .conflict)
      #expect(response.text.contains("the run lasted longer than the time since its ticket was issued"))
      // It may come again once the run's length has passed: the answer says when.
      let wait = try #require(response.headers[.retryAfter].flatMap { Int($0) })
      #expect((1...60).contains(wait), "Retry-After \(wait)")
    }
  }

  @Test func aServerWithDefaultFlagsKeepsARecordPostedWithoutItsTicketUnverified() async throws {
    let run = try Self.concentration.get()
    let body = String(
      decoding: try JSONEncoder().encode(
        ScoreSubmissionRequest(
          game: run.game, name: "Mallory", score: run.score, checksum: run.checksum, record: run.record)),
      as: UTF8.self)
    try await withServerProcess { server in
      let answer = try RawConnection.exchange(port: server.port, ServerProcess.postScore(body), timeout: 30)
      #expect(statusCode(of: answer) == 201, "\(answer.prefix(200))")
      #expect(answer.contains("\"verified\":false"), "\(answer.suffix(300))")
    }
  }

  @Test func aRunWithoutATicketIsKeptUnverified() async throws {
    let run = try Self.concentration.get()
    try await withTestApp(verifier: replayVerifier()) { client in
      let response = try await post(run, to: client)
      #expect(response.status == .created, "\(response.text)")
      #expect(try response.json(ScoreSubmissionResponse.self).verified == false)
      let row = try #require(try await board("game=concentration", from: client).scores.first)
      #expect(!row.verified && row.record == nil)
    }
  }

  @Test func aRecordOpeningAnotherSceneOrPaddedWithIdleLinesIsRefused() async throws {
    let (run, _) = ticketed(try Self.concentration.get())
    var lines = run.record.split(separator: "\n").map(String.init)
    var otherScene = run
    otherScene.record = lines.map { $0 == "open concentration" ? "open lab" : $0 }.joined(separator: "\n")
    var padded = run
    lines.insert(contentsOf: Array(repeating: "", count: 1_000), at: 8)
    padded.record = lines.joined(separator: "\n")
    var repeated = run
    repeated.record = run.record.replacingOccurrences(
      of: "open concentration", with: Array(repeating: "open concentration", count: 100).joined(separator: "\n"))
    let claims = (otherScene, padded, repeated)
    let store = try ScoreDatabase.inMemory()
    try await withTestApp(scores: store, verifier: replayVerifier()) { client in
      try expectError(
        try await post(claims.0, to: client), .unprocessableContent,
        "the record opens \"lab\", not the game it claims")
      #expect(try await post(claims.1, to: client).status == .unprocessableContent)
      #expect(try await post(claims.2, to: client).status == .unprocessableContent)
    }
    try await expectEmpty(store)
  }

  /// A valid ticketed run padded after its score with one line of megabytes was verified and its padding
  /// stored and served whole to every Watch (one client asking for it 1,000 times held 1.8 GB); a re-deal
  /// (`action newGame`) within a record let one ticket choose among deals. Both are refused.
  @Test func aRecordWithAHugeLineOrANewDealIsRefused() async throws {
    let (run, _) = ticketed(try Self.concentration.get())
    var padded = run
    padded.record = run.record + "\ncontrol " + String(repeating: "/", count: 1 << 20)
    var lines = run.record.split(separator: "\n").map(String.init)
    let firstFrame = try #require(lines.firstIndex { $0.hasPrefix("f ") })
    lines.insert("action newGame", at: firstFrame + 1)
    var redealt = run
    redealt.record = lines.joined(separator: "\n")
    let claims = (padded, redealt)
    let paddingLine = lines.count
    let store = try ScoreDatabase.inMemory()
    try await withTestApp(scores: store, verifier: replayVerifier()) { client in
      try expectError(
        try await post(claims.0, to: client), .contentTooLarge,
        "the record is too long: line \(paddingLine) is longer than \(RecordLimits.maximumLineBytes) bytes")
      try expectError(
        try await post(claims.1, to: client), .unprocessableContent,
        "the record begins a new game within it: a record holds the one run its seed deals")
    }
    try await expectEmpty(store)
  }

  /// Taps on frames of 0 ms made a run of 38 taps last 0 ms, so it counted as played with a ticket issued a
  /// moment before; a pointer now counts at its own time.
  @Test func tapsBetweenFramesOfNoTimeStillTakeTheirTime() throws {
    let run = try Self.concentration.get()
    let base = try InputLog.replay(run.record, limits: .none).durationMs
    let taps = (1...10).map { "p 0 1 80 80 \($0 * 300)\np 2 1 80 80 \($0 * 300)\nf 0" }
    let tapped = try InputLog.replay(run.record + "\n" + taps.joined(separator: "\n"), limits: .none)
    #expect(tapped.durationMs >= base + 3_000, "\(base) -> \(tapped.durationMs)")
  }

  @Test func theStoredRecordIsTheCanonicalOne() async throws {
    let (run, _) = ticketed(try Self.concentration.get())
    var spaced = run
    spaced.record = run.record.replacingOccurrences(of: "\nf ", with: "\nf   ") + "\n"
    let claim = spaced
    let store = try ScoreDatabase.inMemory()
    try await withTestApp(scores: store, verifier: replayVerifier()) { client in
      #expect(try await post(claim, to: client).status == .created)
      let top = try await board("game=concentration", from: client)
      let served = try await client.execute(uri: try #require(top.scores.first?.record), method: .get)
      #expect(try served.json(RecordResponse.self).record == run.record)
    }
  }

  @Test func namesOfMegabytesInOneCharacterAreRefusedQuickly() async throws {
    let jamo = "\u{1100}" + String(repeating: "\u{1161}", count: 1_300_000)
    let family = Array(repeating: "👩", count: 200_000).joined(separator: "\u{200D}")
    try await withTestApp { client in
      for name in [jamo, family, String(repeating: "\u{1161}", count: 40) + "a"] {
        let response = try await postScore(name: name, score: 1, to: client)
        #expect(response.status == .badRequest || response.status == .contentTooLarge)
      }
      #expect(try await postScore(name: "👩‍👩‍👧‍👦 Ada", score: 1, to: client).status == .created)
    }
    #expect(throws: PlayerName.Problem.tooLarge) { try PlayerName(validating: String(repeating: "👩‍👩‍👧‍👦", count: 17)) }
  }

  @Test func boardEntriesAreBoundedInBytesWhateverWasStored() {
    let long = String(repeating: "名", count: 400)
    let entry = ScoreEntry.bounded(long)
    #expect(entry.utf8.count <= PlayerName.maximumBytes && entry.hasPrefix("名名"))
  }

  @Test func millionsOfEscapesParseInLinearTime() throws {
    let body =
      Array(#"{"record":""#.utf8) + Array(repeating: Array(#"\n"#.utf8), count: 2_300_000).flatMap { $0 }
      + Array(#""}"#.utf8)
    let started = ContinuousClock.now
    let value = try StrictJSONParser.parse(body)
    let elapsed = ContinuousClock.now - started
    guard case .object(let fields) = value, case .string(let record)? = fields["record"] else {
      Issue.record("not an object with a string")
      return
    }
    #expect(record.utf8.count == 2_300_000)
    // Quadratic reading took about a minute; linear takes well under a second even in a debug build.
    #expect(elapsed < .seconds(5), "\(elapsed)")
  }

  @Test func aNetworkOverItsShareOfThePoolIsRefusedAtOnceAndOthersAreNot() throws {
    let pool = VerificationPool(workers: 2, queueLimit: 6)
    let attacker = ClientKey.network(of: "198.51.100.7")
    let held = try (0..<pool.sharePerClient).map { _ in try pool.admit(attacker) }
    #expect(throws: VerificationPool.Refusal.overShare) { try pool.admit(attacker) }
    #expect(throws: VerificationPool.Refusal.overShare) { try pool.admit(ClientKey.network(of: "198.51.100.99")) }
    #expect(throws: VerificationPool.Refusal.overShare) { try pool.beginUpload(attacker) }
    let honest = try pool.admit(ClientKey.network(of: "203.0.113.9"))
    #expect(pool.load == held.count + 1)
    withExtendedLifetime((held, honest)) {}
  }

  /// Bodies still arriving take no place: a network sending its share of slow bodies is refused more, while
  /// every place stays free for others.
  @Test func slowBodiesHoldNoPlace() throws {
    let pool = VerificationPool(workers: 2, queueLimit: 6)
    let attacker = ClientKey.network(of: "198.51.100.7")
    let uploads = try (0..<pool.sharePerClient).map { _ in try pool.beginUpload(attacker) }
    #expect(throws: VerificationPool.Refusal.overShare) { try pool.beginUpload(attacker) }
    #expect(pool.load == 0)
    let others = try (0..<8).map { k in try pool.admit(ClientKey.network(of: "203.0.\(k).9")) }
    #expect(pool.load == 8)
    withExtendedLifetime((uploads, others)) {}
  }

  /// A record whose frame steps go far forward and back again cannot wrap its duration to a short one (and
  /// pass a fresh ticket's age): the duration counts the furthest time reached, held at its largest.
  @Test func frameStepsCannotWrapARunsDuration() throws {
    let (run, _) = ticketed(try Self.concentration.get())
    let big = Int64.max / 2
    let record = run.record + String(repeating: "\nf \(big)\nf -\(big)", count: 3)
    let replayed = try InputLog.replay(record, limits: .none)
    #expect(replayed.durationMs >= big)
    #expect(throws: RunTicketKeeper.Refusal.self) {
      try testTicketKeeper.open(
        try #require(replayed.ticket), game: "concentration", name: run.name, seed: replayed.seed,
        durationMs: replayed.durationMs)
    }
  }

  /// A ticket's fields in another spelling (`007` for `7`) are another token: not this board's.
  @Test func aRespelledTicketIsForged() throws {
    let (ticket, token) = testTicketKeeper.issue(game: "pong", name: "Ada")
    var parts = token.split(separator: ".").map(String.init)
    parts[3] = "00" + parts[3]
    #expect(throws: RunTicketKeeper.Refusal.forged) {
      try testTicketKeeper.open(
        parts.joined(separator: "."), game: "pong", name: "Ada", seed: ticket.seed, durationMs: 0)
    }
  }

  /// The MAC's last letter carries two unused bits: a token with them set decodes to the same MAC, but is
  /// another spelling, so it is refused, as a respelled field is.
  @Test func aMACWithItsUnusedBitsSetIsForged() throws {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    for _ in 0..<8 {
      let (ticket, token) = testTicketKeeper.issue(game: "pong", name: "Ada")
      let lastLetter = try #require(token.last)
      let last = try #require(alphabet.firstIndex(of: lastLetter))
      #expect(last % 4 == 0, "\(token)")
      for unused in 1..<4 {
        let respelled = token.dropLast() + String(alphabet[last + unused])
        #expect(throws: RunTicketKeeper.Refusal.forged) {
          try testTicketKeeper.open(String(respelled), game: "pong", name: "Ada", seed: ticket.seed, durationMs: 0)
        }
      }
      #expect(try testTicketKeeper.open(token, game: "pong", name: "Ada", seed: ticket.seed, durationMs: 0) == ticket)
    }
  }

  @Test func ticketsAreIssuedForAGameAndANameAndSayWhyTheyAreRefused() async throws {
    try await withTestApp { client in
      let headers: HTTPFields = [.contentType: "application/json"]
      let response = try await client.execute(
        uri: "/api/tickets", method: .post, headers: headers,
        body: ByteBuffer(string: #"{"game":"pong","name":" Ada ","count":3}"#))
      #expect(response.status == .created)
      let issued = try response.json(TicketsResponse.self).tickets
      #expect(issued.count == 3 && Set(issued.map(\.ticket)).count == 3)
      #expect(issued.allSatisfy { $0.name == "Ada" && $0.game == "pong" && $0.seed <= UInt32.max })
      let token = issued[0].ticket
      let keeper = testTicketKeeper
      #expect(throws: RunTicketKeeper.Refusal.otherName) {
        try keeper.open(token, game: "pong", name: "Eve", seed: issued[0].seed, durationMs: 0)
      }
      #expect(throws: RunTicketKeeper.Refusal.otherGame) {
        try keeper.open(token, game: "set", name: "Ada", seed: issued[0].seed, durationMs: 0)
      }
      #expect(throws: RunTicketKeeper.Refusal.otherSeed) {
        try keeper.open(token, game: "pong", name: "Ada", seed: issued[0].seed &+ 1, durationMs: 0)
      }
      let forged = token.dropLast(2) + (token.hasSuffix("AA") ? "BA" : "AA")
      #expect(throws: RunTicketKeeper.Refusal.forged) {
        try keeper.open(String(forged), game: "pong", name: "Ada", seed: issued[0].seed, durationMs: 0)
      }
      let otherKey = RunTicketKeeper(key: Array(repeating: 8, count: 32))
      #expect(throws: RunTicketKeeper.Refusal.forged) {
        try otherKey.open(token, game: "pong", name: "Ada", seed: issued[0].seed, durationMs: 0)
      }
      for bad in [#"{"game":"lab","name":"Ada"}"#, #"{"game":"pong","name":"Ada","count":6}"#, #"{"game":"pong"}"#] {
        let refused = try await client.execute(
          uri: "/api/tickets", method: .post, headers: headers, body: ByteBuffer(string: bad))
        #expect(refused.status == .badRequest, "\(bad)")
      }
    }
  }

  @Test func expiredTicketsAreRefused() {
    let then = Int64(Date().timeIntervalSince1970) - RunTicketKeeper.validity - 10
    let old = RunTicketKeeper(key: Array(repeating: 7, count: 32)) { then }
    let (ticket, token) = old.issue(game: "pong", name: "Ada")
    #expect(throws: RunTicketKeeper.Refusal.expired) {
      try testTicketKeeper.open(token, game: "pong", name: "Ada", seed: ticket.seed, durationMs: 0)
    }
  }

  @Test func refusedSubmissionsSpendNoNewNameAllowance() async throws {
    let limits = RateLimits(postBurst: 0, postsPerMinute: 0, namesPerHour: 2)
    let (run, _) = ticketed(try Self.concentration.get())
    try await withTestApp(rateLimits: limits, verifier: replayVerifier()) { client in
      for name in ["N1", "N2", "N3", "N4", "N5", "N6"] {
        var wrong = run
        wrong.name = name
        wrong.score -= 1
        let response = try await post(wrong, to: client)
        #expect(
          response.status == .unprocessableContent || response.status == .conflict,
          "\(response.status) \(response.text)")
      }
      #expect(try await post(run, to: client).status == .created)
    }
  }
}
