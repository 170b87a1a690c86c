import Foundation
import GRDB
import Hummingbird
import HummingbirdTesting
import Testing

@testable import Server

/// The health check and the score API tell the truth about the database file under them.
@Suite("Health tells the truth")
struct DurabilityTests {
  /// Runs `change` on the database file of a running app, then expects `/healthz` and a POST to answer 503 and
  /// the file the next start opens not to hold the refused score.
  private func expectUnavailable(after change: @Sendable (String) throws -> Void) async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path("kinetic.sqlite")
    let database = try ScoreDatabase.open(atPath: path)
    try await withTestApp(scores: database) { client in
      #expect(try await postScore(name: "Ada", score: 1, to: client).status == .created)
      #expect(try await client.execute(uri: "/healthz", method: .get).status == .ok)
      try change(path)
      let health = try await client.execute(uri: "/healthz", method: .get)
      #expect(health.status == .serviceUnavailable)
      #expect(try health.json(HealthReport.self).status == "unavailable")
      for score in 2...21 {
        let response = try await postScore(name: "Bob", score: Int64(score), to: client)
        try expectError(response, .serviceUnavailable, "the score board is unavailable")
      }
    }
  }

  @Test func deletedDatabaseIsUnavailable() async throws {
    try await expectUnavailable { path in
      for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }
  }

  @Test func movedDatabaseIsUnavailable() async throws {
    try await expectUnavailable { path in
      try FileManager.default.moveItem(atPath: path, toPath: path + ".moved")
    }
  }

  @Test func replacedDatabaseIsUnavailable() async throws {
    try await expectUnavailable { path in
      try FileManager.default.moveItem(atPath: path, toPath: path + ".old")
      try FileManager.default.copyItem(atPath: path + ".old", toPath: path)
    }
  }

  @Test func writesAreSyncedInFull() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let database = try ScoreDatabase.open(atPath: directory.path("kinetic.sqlite"))
    let mode = try await database.writer.write { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") }
    #expect(mode == 2)
  }

  @Test func databaseThatCannotBeCreatedIsAStartupError() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("a file, not a directory", to: "blocker")
    var configuration = ServerConfiguration.defaults
    configuration.databasePath = directory.path("blocker/kinetic.sqlite")
    configuration.webRoot = directory.path
    await #expect(throws: StartupError.self) { try await KineticServer.serve(configuration) }
  }
}
