import Foundation
import GRDB
import Hummingbird
import HummingbirdTesting
import Testing

@testable import Server

/// The health check and the score API tell the truth about the storage under the database: its write-ahead log
/// and index deleted or replaced, the file or its directory made read-only, the file system full. Each answers 503 on `/healthz` and on every POST, so nothing is acknowledged that is not durable.
@Suite("Health tells the truth about storage", .serialized)
struct StorageHealthTests {
  /// Opens a database at `path`, runs the app on it, posts once, runs `change`, then expects `/healthz` and
  /// POSTs to answer 503.
  private func expectUnavailable(
    at path: String, minimumFreeBytes: UInt64 = 1 << 20, after change: @Sendable (String) throws -> Void
  ) async throws {
    let database = try ScoreDatabase.open(atPath: path, minimumFreeBytes: minimumFreeBytes)
    try await withTestApp(scores: database) { client in
      #expect(try await postScore(name: "Ada", score: 1, to: client).status == .created)
      #expect(try await client.execute(uri: "/healthz", method: .get).status == .ok)
      try change(path)
      let health = try await client.execute(uri: "/healthz", method: .get)
      #expect(health.status == .serviceUnavailable, "\(health.text)")
      for score in 2...6 {
        let response = try await postScore(name: "Bob", score: Int64(score), to: client)
        try expectError(response, .serviceUnavailable, "the score board is unavailable")
      }
    }
  }

  private func inDirectory(_ body: (String) async throws -> Void) async throws {
    let directory = try TemporaryDirectory()
    defer {
      chmod(directory.path, 0o755)
      directory.remove()
    }
    try await body(directory.path("kinetic.sqlite"))
  }

  @Test func deletedLogAndIndexAreUnavailable() async throws {
    try await inDirectory { path in
      try await expectUnavailable(at: path) { path in
        for suffix in ["-wal", "-shm"] { try FileManager.default.removeItem(atPath: path + suffix) }
      }
    }
  }

  @Test func replacedLogIsUnavailable() async throws {
    try await inDirectory { path in
      try await expectUnavailable(at: path) { path in
        try FileManager.default.removeItem(atPath: path + "-wal")
        FileManager.default.createFile(atPath: path + "-wal", contents: Data())
      }
    }
  }

  @Test func readOnlyFileIsUnavailable() async throws {
    try await inDirectory { path in
      try await expectUnavailable(at: path) { path in #expect(chmod(path, 0o444) == 0) }
    }
  }

  @Test func readOnlyDirectoryIsUnavailable() async throws {
    try await inDirectory { path in
      try await expectUnavailable(at: path) { path in
        #expect(chmod(URL(fileURLWithPath: path).deletingLastPathComponent().path, 0o555) == 0)
      }
    }
  }

  /// A full disk, on a small tmpfs of the test's own (mounting needs root, as CI has; elsewhere it is said and
  /// skipped): filled to under the free space a write needs.
  @Test func fullDiskIsUnavailable() async throws {
    try await onSmallFileSystem { directory in
      try await expectUnavailable(at: directory + "/kinetic.sqlite") { path in
        let filler = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("filler").path
        FileManager.default.createFile(atPath: filler, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: filler))
        while (try? handle.write(contentsOf: Data(count: 64 << 10))) != nil {}
        try handle.close()
      }
    }
  }

  /// A real server process acknowledges no score once its log is deleted: a valid run's POST is a 503.
  @Test func aServerWhoseLogIsDeletedAcknowledgesNothing() async throws {
    let webRoot = try makeWebRoot()
    defer { webRoot.remove() }
    let data = try TemporaryDirectory()
    defer { data.remove() }
    let path = data.path("kinetic.sqlite")
    let server = try ServerProcess(database: path, webRoot: webRoot.path, arguments: ServerProcess.limitsOff)
    try await server.waitUntilHealthy()
    let run = try playedRun("concentration", seed: 4)
    let request = ScoreSubmissionRequest(
      game: run.game, name: run.name, score: run.score, checksum: run.checksum, record: run.record)
    let body = String(decoding: try JSONEncoder().encode(request), as: UTF8.self)
    for suffix in ["-wal", "-shm"] { try FileManager.default.removeItem(atPath: path + suffix) }
    let health = try RawConnection.exchange(port: server.port, ServerProcess.get("/healthz"))
    #expect(statusCode(of: health) == 503, "\(health)")
    let post = try RawConnection.exchange(port: server.port, ServerProcess.postScore(body))
    #expect(statusCode(of: post) == 503, "\(post)")
  }

  /// Runs `body` in a fresh 4 MiB tmpfs mounted for it, or says why it cannot and returns.
  private func onSmallFileSystem(_ body: (String) async throws -> Void) async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    guard run("/bin/mount", ["-t", "tmpfs", "-o", "size=4m", "tmpfs", directory.path]) == 0 else {
      print("cannot mount a tmpfs here (not root?): the full and read-only file system cases are not run")
      return
    }
    defer { _ = run("/bin/umount", ["-l", directory.path]) }
    try await body(directory.path)
  }
}

/// Runs `executable` with `arguments`, its output dropped; its exit status (-1 when it could not start).
private func run(_ executable: String, _ arguments: [String]) -> Int32 {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  do {
    try process.run()
  } catch {
    return -1
  }
  process.waitUntilExit()
  return process.terminationStatus
}
