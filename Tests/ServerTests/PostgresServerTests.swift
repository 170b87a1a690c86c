import Foundation
import Testing

@testable import Server

/// Real `kinetic serve` processes on PostgreSQL: several servers share one board, a killed server loses no
/// acknowledged score, and a database that goes away and comes back gives 503s, then scores again. Every POST
/// is verified by replaying its record, as in production.
@Suite(
  "PostgreSQL (real server processes)", .serialized,
  .enabled(if: TestPostgres.isAvailable, "KINETIC_TEST_POSTGRES_URL is not set"))
struct PostgresServerTests {
  /// Played runs of Concentration (which names no player, so any name may submit them) from several seeds.
  static let runs = Result { try (1...6).map { try playedRun("concentration", seed: UInt64($0)) } }

  /// The POST body of `run` under `name`.
  static func body(_ run: ClaimedRun, name: String) throws -> String {
    let request = ScoreSubmissionRequest(
      game: run.game, name: name, score: run.score, checksum: run.checksum, record: run.record)
    return String(decoding: try JSONEncoder().encode(request), as: UTF8.self)
  }

  /// Rate limits off, plain TCP to the test cluster, an answer within a second when it is down, and the run
  /// tickets' key every server of one board shares.
  static let arguments =
    ServerProcess.limitsOff + [
      "--verify-queue", "64", "--db-tls", "disable", "--db-query-timeout-ms", "1000", "--db-connect-timeout-ms", "500",
      "--ticket-key-file", sharedTicketKeyFile,
    ]

  /// A key file for the tests' PostgreSQL servers, written once per test process.
  static let sharedTicketKeyFile: String = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-test-\(getpid()).key").path
    FileManager.default.createFile(atPath: path, contents: Data(repeating: 7, count: 32))
    return path
  }()

  private static func startServer(
    _ settings: PostgresSettings, webRoot: String, extraArguments: [String] = []
  ) async throws -> ServerProcess {
    let server = try ServerProcess(database: url(of: settings), webRoot: webRoot, arguments: arguments + extraArguments)
    try await server.waitUntilHealthy()
    return server
  }

  private static func url(of settings: PostgresSettings) -> String {
    "postgres://\(settings.username)@\(settings.host):\(settings.port)/\(settings.database)"
  }

  @Test func twoServersKeepTheMaximumAndShareOneBoard() async throws {
    let runs = try Self.runs.get()
    let maximum = try #require(runs.map(\.score).max())
    let webRoot = try makeWebRoot()
    defer { webRoot.remove() }
    try await TestPostgres.withDatabase { settings in
      let servers = try await [
        Self.startServer(settings, webRoot: webRoot.path), Self.startServer(settings, webRoot: webRoot.path),
      ]
      let ports = servers.map(\.port)
      let requests = try (0..<50).map { index in
        (port: ports[index % 2], body: try Self.body(runs[index % runs.count], name: "Ada"))
      }
      let statuses = await withTaskGroup(of: Int?.self) { group in
        for request in requests {
          group.addTask {
            let response = try? RawConnection.exchange(
              port: request.port, ServerProcess.postScore(request.body), timeout: 30)
            return response.flatMap(statusCode(of:))
          }
        }
        return await group.reduce(into: [Int?]()) { $0.append($1) }
      }
      #expect(statuses.allSatisfy { $0 == 201 }, "\(statuses)")

      let store = try await TestPostgres.connect(settings)
      let board = try await store.best(game: "concentration", limit: 10)
      await store.shutdown()
      #expect(board.map(\.name) == ["Ada"])
      #expect(board.first?.value == maximum, "scores posted: \(Set(runs.map(\.score)))")

      let posted = try RawConnection.exchange(
        port: ports[0], ServerProcess.postScore(try Self.body(runs[0], name: "Zed")))
      #expect(statusCode(of: posted) == 201, "\(posted)")
      let otherBoard = try RawConnection.exchange(
        port: ports[1], ServerProcess.get("/api/scores?game=concentration&name=Zed"))
      #expect(statusCode(of: otherBoard) == 200)
      #expect(otherBoard.contains("\"Zed\""), "\(otherBoard)")
    }
  }

  @Test func aKilledServerLosesNoAcknowledgedScore() async throws {
    let run = try #require(try Self.runs.get().first)
    let webRoot = try makeWebRoot()
    defer { webRoot.remove() }
    try await TestPostgres.withDatabase { settings in
      let server = try await Self.startServer(settings, webRoot: webRoot.path)
      let port = server.port
      let stream = ScoreStream()
      let poster = stream.start(port: port, prefix: "K", body: { try Self.body(run, name: $0) })
      defer { stream.stop() }
      // The kill comes at a random moment once scores are flowing: six acknowledged, then up to 1 s more.
      let flowing = try await stream.waitUntilAcknowledged(6)
      try await Task.sleep(for: .milliseconds(Int.random(in: 0...1_000)))
      server.killHard()
      let acknowledged = await poster.value.acknowledged
      #expect(flowing, "the server acknowledged only \(acknowledged.count) scores in 60 s")

      let names = try await Self.storedNames(settings)
      let lost = acknowledged.filter { !names.contains($0) }
      print("PostgreSQL kill -9: \(acknowledged.count) acknowledged, \(names.count) stored, \(lost.count) lost")
      #expect(lost.isEmpty, "acknowledged but lost: \(lost.prefix(10))")
    }
  }

  @Test(.enabled(if: TestPostgres.outage != nil, "KINETIC_TEST_POSTGRES_OUTAGE_URL/_CTL are not set"))
  func aDatabaseThatGoesAwayGives503sThenScoresAgain() async throws {
    try await Self.withOutageServer { server, settings, control, run in
      let port = server.port
      let stream = ScoreStream()
      let poster = stream.start(port: port, prefix: "O", body: { try Self.body(run, name: $0) })
      defer { stream.stop() }
      let flowing = try await stream.waitUntilAcknowledged(6)
      #expect(flowing, "the server acknowledged fewer than 6 scores in 60 s")
      try Self.control(control, "stop")
      let waited = try Self.expectUnavailable(port: port, run: run)
      #expect(waited < .seconds(5))
      try await Task.sleep(for: .seconds(1))
      try Self.control(control, "start")

      try await server.waitUntilHealthy(timeout: 30)
      let afterwards = try RawConnection.exchange(
        port: port, ServerProcess.postScore(try Self.body(run, name: "Back")))
      #expect(statusCode(of: afterwards) == 201, "\(afterwards)")
      try await Task.sleep(for: .milliseconds(500))
      stream.stop()
      let outcome = await poster.value
      #expect(outcome.statuses[201, default: 0] > 5, "\(outcome.statuses)")

      let names = try await Self.storedNames(settings)
      let lost = (outcome.acknowledged + ["Back"]).filter { !names.contains($0) }
      print("PostgreSQL outage: \(outcome.statuses) answered, \(names.count) stored, \(lost.count) lost")
      #expect(lost.isEmpty, "acknowledged but lost: \(lost.prefix(10))")
    }
  }

  /// A database whose processes stop without closing their connections (as behind a silent network) gets no
  /// answer from the kernel either: each request must still be answered 503 within its query timeout, and
  /// scoring resumes once the database answers again.
  @Test(.enabled(if: TestPostgres.outage != nil, "KINETIC_TEST_POSTGRES_OUTAGE_URL/_CTL are not set"))
  func aDatabaseThatStopsAnsweringGives503sInTimeThenScoresAgain() async throws {
    try await Self.withOutageServer { server, settings, control, run in
      let port = server.port
      let before = try RawConnection.exchange(port: port, ServerProcess.postScore(try Self.body(run, name: "Before")))
      #expect(statusCode(of: before) == 201, "\(before)")

      try Self.control(control, "freeze")
      var frozen = true
      defer { if frozen { try? Self.control(control, "thaw") } }
      let waited = try Self.expectUnavailable(port: port, run: run)
      print("PostgreSQL frozen: three requests answered in \(waited)")
      #expect(waited < .seconds(8), "three answers, each due within the 1 s query timeout")

      try Self.control(control, "thaw")
      frozen = false
      try await server.waitUntilHealthy(timeout: 30)
      let after = try RawConnection.exchange(port: port, ServerProcess.postScore(try Self.body(run, name: "After")))
      #expect(statusCode(of: after) == 201, "\(after)")
      let names = try await Self.storedNames(settings)
      #expect(names.isSuperset(of: ["Before", "After"]), "\(names)")
    }
  }

  /// Connections stuck on a database that stopped answering them (their processes frozen, as behind a silent
  /// network) while new connections are answered (as when the database moved to another host) must not hold the
  /// pool: when a query on one times out the connection is closed, and scoring resumes on fresh connections
  /// without waiting for the stuck ones, which would otherwise stay leased until the kernel gives up on them.
  @Test(.enabled(if: TestPostgres.outage != nil, "KINETIC_TEST_POSTGRES_OUTAGE_URL/_CTL are not set"))
  func connectionsStuckOnASilentDatabaseAreReplaced() async throws {
    let poolSize = 2
    try await Self.withOutageServer(extraArguments: ["--db-pool-size", String(poolSize)]) { server, settings, _, run in
      let backends = try await Self.fillPool(port: server.port, settings: settings, size: poolSize)
      #expect(backends.count == poolSize, "the server's connections: \(backends)")
      for pid in backends { kill(pid, SIGSTOP) }
      defer { for pid in backends { kill(pid, SIGCONT) } }

      var statuses: [Int?] = []
      while statuses.last != 201 && statuses.count < 2 * poolSize + 2 {
        let answer = try RawConnection.exchange(
          port: server.port, ServerProcess.postScore(try Self.body(run, name: "Fresh")), timeout: 10)
        statuses.append(statusCode(of: answer))
      }
      print("PostgreSQL with \(poolSize) stuck connections: \(statuses)")
      #expect(statuses.last == 201, "no score was stored while the pool's connections were stuck: \(statuses)")
      #expect(statuses.dropLast().allSatisfy { $0 == 503 }, "\(statuses)")
      #expect(statuses.count <= 2 * poolSize + 1, "each stuck connection is closed after one timeout: \(statuses)")
      let names = try await Self.storedNames(settings)
      #expect(names.contains("Fresh"), "\(names)")
    }
  }

  /// Reads the board with many requests at once (on threads of their own, each blocked on its answer) until the server holds `size` connections to the database of
  /// `settings`, and returns their backends' process ids.
  private static func fillPool(port: Int, settings: PostgresSettings, size: Int) async throws -> [pid_t] {
    var backends: [pid_t] = []
    for _ in 0..<20 where backends.count < size {
      let readers = DispatchGroup()
      for _ in 0..<(4 * size) {
        DispatchQueue.global().async(group: readers) {
          _ = try? RawConnection.exchange(port: port, ServerProcess.get("/api/scores?game=concentration"))
        }
      }
      await withCheckedContinuation { done in readers.notify(queue: .global()) { done.resume() } }
      backends = []
      try await TestPostgres.administer(settings) { connection, logger in
        let rows = try await connection.query(
          """
          SELECT pid FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = 'kinetic' ORDER BY pid
          """, logger: logger)
        for try await pid in rows.decode(Int32.self) { backends.append(pid) }
      }
    }
    return backends
  }

  /// Runs `body` with a server (given `extraArguments`) on a fresh database of the outage cluster, the
  /// cluster's control script and a played run to post.
  private static func withOutageServer(
    extraArguments: [String] = [], _ body: (ServerProcess, PostgresSettings, String, ClaimedRun) async throws -> Void
  ) async throws {
    let (cluster, control) = try #require(TestPostgres.outage)
    let run = try #require(try runs.get().first)
    let webRoot = try makeWebRoot()
    defer { webRoot.remove() }
    try await TestPostgres.withDatabase(on: cluster) { settings in
      let server = try await startServer(settings, webRoot: webRoot.path, extraArguments: extraArguments)
      try await body(server, settings, control, run)
    }
  }

  /// Expects the health check, the board and a POST of `run` each to answer 503 while the database is away,
  /// and returns how long the three answers took together.
  private static func expectUnavailable(port: Int, run: ClaimedRun) throws -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    let health = try RawConnection.exchange(port: port, ServerProcess.get("/healthz"), timeout: 10)
    #expect(statusCode(of: health) == 503, "\(health)")
    #expect(health.contains("\"database\":\"error\""), "\(health)")
    let board = try RawConnection.exchange(
      port: port, ServerProcess.get("/api/scores?game=concentration"), timeout: 10)
    #expect(statusCode(of: board) == 503, "\(board)")
    #expect(board.contains("the score board is unavailable"), "\(board)")
    let refused = try RawConnection.exchange(
      port: port, ServerProcess.postScore(try body(run, name: "Down")), timeout: 10)
    #expect(statusCode(of: refused) == 503, "\(refused)")
    #expect(refused.contains("the score board is unavailable"), "\(refused)")
    return clock.now - start
  }

  /// The names on the Concentration board stored in the database of `settings`.
  private static func storedNames(_ settings: PostgresSettings) async throws -> Set<String> {
    let store = try await TestPostgres.connect(settings)
    let names = Set(try await store.best(game: "concentration", limit: 1_000_000).map(\.name))
    await store.shutdown()
    return names
  }

  @Test func dbCopyMovesASQLiteBoardInAndCanRunAgain() async throws {
    let run = try #require(try Self.runs.get().first)
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = directory.path("kinetic.sqlite")
    let sqlite = try ScoreDatabase.open(atPath: file)
    try await sqlite.submit(
      game: run.game, name: "Ada", value: run.score, run: VerifiedRun(checksum: run.checksum, record: run.record))
    try await sqlite.submit(game: "pong", name: "Bob", value: 3)
    try await TestPostgres.withDatabase { settings in
      let url = Self.url(of: settings)
      let first = try Self.kinetic(["db", "copy", "--from", file, "--to", url, "--db-tls", "disable"])
      #expect(first.contains("2 scores read, 2 written (1 with records), 0 kept"), "\(first)")
      let again = try Self.kinetic(["db", "copy", "--from", file, "--to", url, "--db-tls", "disable"])
      #expect(again.contains("2 scores read, 0 written (0 with records), 2 kept"), "\(again)")
      let store = try await TestPostgres.connect(settings)
      let ada = try await store.entry(game: run.game, name: "Ada")
      let id = try #require(ada?.score.id)
      let record = try await store.record(id: id)
      await store.shutdown()
      #expect(record?.record == run.record)
    }
  }

  /// Runs `kinetic-postgres` with `arguments` and returns what it printed; throws unless it exits with 0.
  private static func kinetic(_ arguments: [String]) throws -> String {
    let (status, text) = try ServerProcess.runToEnd("kinetic-postgres", arguments)
    guard status == 0 else {
      throw ServerProcess.Failure(description: "kinetic \(arguments.joined(separator: " ")): \(text)")
    }
    return text
  }

  /// Runs the cluster's control script with `command` (`stop`, `start`, `freeze` or `thaw`), which waits until
  /// it is done.
  /// Spawned and reaped here rather than through `Process`, whose exit monitoring can miss a child whose own
  /// child (the database server that `start` leaves running) lives on.
  private static func control(_ script: String, _ command: String) throws {
    var pid: pid_t = 0
    let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(script), strdup(command), nil]
    defer { for argument in arguments { free(argument) } }
    let spawned = posix_spawn(&pid, script, nil, nil, arguments, environ)
    guard spawned == 0 else { throw ServerProcess.Failure(description: "cannot run \(script): \(spawned)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    guard status == 0 else {
      throw ServerProcess.Failure(description: "\(script) \(command) exited with status \(status)")
    }
  }
}
