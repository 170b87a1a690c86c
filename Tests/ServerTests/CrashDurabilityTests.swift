import Foundation
import Testing

@testable import Server

/// What a real server process promises about its file: every score it acknowledged survives a kill -9, and a
/// file it cannot write is a startup error or a 503, never a 201.
@Suite("Durability (real server process)", .serialized)
struct CrashDurabilityTests {
  /// A played run of Concentration (which names no player, so any name may submit it): the server
  /// replays its record for every POST, as for any verified score.
  static let run = Result { try playedRun("concentration", seed: 4) }

  /// The POST body of `run` under `name`.
  static func body(name: String) throws -> String {
    let run = try run.get()
    let request = ScoreSubmissionRequest(
      game: run.game, name: name, score: run.score, checksum: run.checksum, record: run.record)
    return String(decoding: try JSONEncoder().encode(request), as: UTF8.self)
  }

  /// A data directory anyone may write (the server runs as nobody) and the database's path in it.
  static func dataDirectoryForNobody() throws -> (TemporaryDirectory, String) {
    let data = try TemporaryDirectory()
    chmod(data.path, 0o777)
    return (data, data.path("kinetic.sqlite"))
  }

  @Test(arguments: 1...3)
  func everyAcknowledgedScoreSurvivesAKillNine(round: Int) async throws {
    let webRoot = try makeWebRoot()
    defer { webRoot.remove() }
    let data = try TemporaryDirectory()
    defer { data.remove() }
    let database = data.path("kinetic.sqlite")
    let server = try ServerProcess(database: database, webRoot: webRoot.path, arguments: ServerProcess.limitsOff)
    try await server.waitUntilHealthy()

    let port = server.port
    _ = try Self.body(name: "warm-up")
    let stream = ScoreStream()
    let poster = stream.start(port: port, prefix: "K\(round)x", body: { try Self.body(name: $0) })
    // The kill comes at a random moment once scores are flowing: six acknowledged, then up to 1.2 s more.
    let flowing = try await stream.waitUntilAcknowledged(6)
    try await Task.sleep(for: .milliseconds(Int.random(in: 0...1_200)))
    server.killHard()
    let acknowledged = await poster.value.acknowledged
    #expect(flowing, "the server acknowledged only \(acknowledged.count) scores in 60 s")

    let restarted = try ServerProcess(database: database, webRoot: webRoot.path, arguments: ServerProcess.limitsOff)
    try await restarted.waitUntilHealthy()
    let stored = try await ScoreDatabase.open(atPath: database).best(game: "concentration", limit: 1_000_000)
    let names = Set(stored.map(\.name))
    let lost = acknowledged.filter { !names.contains($0) }
    print("kill -9 round \(round): \(acknowledged.count) acknowledged, \(stored.count) stored, \(lost.count) lost")
    #expect(lost.isEmpty, "acknowledged but lost: \(lost.prefix(10))")
  }

  @Test(.enabled(if: getuid() == 0, "needs root to run the server as nobody"))
  func unwritableDatabaseAtStartIsAClearError() async throws {
    let webRoot = try makeWebRoot()
    defer { webRoot.remove() }
    let (data, database) = try Self.dataDirectoryForNobody()
    defer { data.remove() }
    _ = try ScoreDatabase.open(atPath: database)
    chmod(database, 0o444)
    let server = try ServerProcess(database: database, webRoot: webRoot.path, asNobody: true)
    let (status, output) = try await server.waitForExit()
    #expect(status != 0)
    #expect(output.contains("cannot open the database '\(database)'"), "\(output)")
    #expect(output.contains("is not writable"), "\(output)")
  }

  @Test(.enabled(if: getuid() == 0, "needs root to run the server as nobody"))
  func databaseMadeUnwritableWhileRunningIsUnavailable() async throws {
    let webRoot = try makeWebRoot()
    defer { webRoot.remove() }
    let (data, database) = try Self.dataDirectoryForNobody()
    defer { data.remove() }
    let server = try ServerProcess(database: database, webRoot: webRoot.path, asNobody: true)
    try await server.waitUntilHealthy()
    let ada = try Self.body(name: "Ada")
    #expect(statusCode(of: try RawConnection.exchange(port: server.port, ServerProcess.postScore(ada))) == 201)

    chmod(database, 0o444)
    let health = try RawConnection.exchange(port: server.port, ServerProcess.get("/healthz"))
    #expect(statusCode(of: health) == 503, "\(health)")
    let bob = try Self.body(name: "Bob")
    let refused = try RawConnection.exchange(port: server.port, ServerProcess.postScore(bob))
    #expect(statusCode(of: refused) == 503, "\(refused)")

    chmod(database, 0o644)
    let healthy = try RawConnection.exchange(port: server.port, ServerProcess.get("/healthz"))
    #expect(statusCode(of: healthy) == 200, "\(healthy)")
  }
}
