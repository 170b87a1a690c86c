import Dispatch
import Foundation
import Host
import Synchronization
import Testing

@testable import Server

/// Costly records cannot starve a real server process: while several addresses keep its replay threads busy
/// with records of the most frames a game allows, `/healthz`, a board and the app's page keep answering
/// quickly from another address, and a player's ordinary run is still taken.
@Suite("Costly replays (real server process)", .serialized)
struct CostlyReplayTests {
  /// A Breakout record of the most frames a run may have, none of them doing anything: the costliest record
  /// to replay that the server admits.
  static func costlyBody() throws -> String {
    let frames = RecordLimits.maximumFrames(of: "breakout")
    var lines = [
      "start 5", "version \(GameVersion.current)", "resize 390 760 2", "clock 0000000000000000 - 0", "open breakout",
    ]
    let line = "f " + Array(repeating: "8", count: 32).joined(separator: " ")
    lines += Array(repeating: line, count: frames / 32)
    let request = ScoreSubmissionRequest(
      game: "breakout", name: "Mallory", score: 1, checksum: "0123456789abcdef", record: lines.joined(separator: "\n"))
    return String(decoding: try JSONEncoder().encode(request), as: UTF8.self)
  }

  @Test func healthBoardsPagesAndHonestRunsKeepAnswering() async throws {
    let costly = try Self.costlyBody()
    let run = try playedRun("concentration", seed: 4)
    let honest = String(
      decoding: try JSONEncoder().encode(
        ScoreSubmissionRequest(
          game: run.game, name: run.name, score: run.score, checksum: run.checksum, record: run.record)),
      as: UTF8.self)
    try await withServerProcess(arguments: ["--verify-budget-ms", "4000"]) { server in
      let port = server.port
      let stop = DispatchTime.now() + .seconds(8)
      let attackers = DispatchGroup()
      // Five networks, three records each at a time: more than the pool for long records holds.
      for attacker in 2...6 {
        for _ in 0..<3 {
          DispatchQueue.global().async(group: attackers) {
            while DispatchTime.now() < stop {
              guard let connection = try? RawConnection(port: port, from: "127.0.\(attacker).1") else { return }
              connection.send(ServerProcess.postScore(costly))
              _ = connection.readUntilClosed(timeout: 30)
            }
          }
        }
      }
      try await Task.sleep(for: .seconds(1))
      var latencies: [Double] = []
      var failures: [String] = []
      for path in Array(repeating: ["/healthz", "/api/scores?game=pong", "/"], count: 10).flatMap({ $0 }) {
        let asked = Date()
        let answer = try RawConnection.exchange(port: port, ServerProcess.get(path), timeout: 10)
        latencies.append(Date().timeIntervalSince(asked))
        if statusCode(of: answer) != 200 { failures.append("\(path): \(answer.prefix(80))") }
        try await Task.sleep(for: .milliseconds(50))
      }
      let posted = try RawConnection(port: port, from: "127.0.9.1")
      posted.send(ServerProcess.postScore(honest))
      let answer = String(decoding: posted.readUntilClosed(timeout: 30).bytes, as: UTF8.self)
      attackers.wait()
      let sorted = latencies.sorted()
      let p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
      print(
        "while costly replays ran: p50 \(sorted[sorted.count / 2] * 1_000) ms, p99 \(p99 * 1_000) ms over \(sorted.count)"
      )
      #expect(failures.isEmpty, "\(failures)")
      #expect(p99 < 1, "p99 \(p99) s")
      #expect(statusCode(of: answer) == 201, "\(answer)")
    }
  }

  /// SIGTERM while costly records replay and wait: the replays stop, each submission still in verification is
  /// answered 503 with `Retry-After` (its client may send it again, to this server once it is back or to another), and the
  /// server is gone within seconds instead of after every queued replay's budget.
  @Test func aStopWaitsForNoReplay() async throws {
    let costly = try Self.costlyBody()
    try await withServerProcess(arguments: ["--verify-budget-ms", "20000"]) { server in
      let port = server.port
      let answers = Mutex<[String]>([])
      let senders = DispatchGroup()
      // Four networks with a record each: two replay, two wait in the queue.
      for network in 2...5 {
        DispatchQueue.global().async(group: senders) {
          guard let connection = try? RawConnection(port: port, from: "127.0.\(network).1") else { return }
          connection.send(ServerProcess.postScore(costly))
          let answer = String(decoding: connection.readUntilClosed(timeout: 60).bytes, as: UTF8.self)
          answers.withLock { $0.append(answer) }
        }
      }
      // Long enough for the four records to arrive, short of two replays one after another: the two waiting
      // are still waiting when the stop comes.
      try await Task.sleep(for: .seconds(1))
      let stopped = Date()
      server.terminate()
      _ = try await server.waitForExit(timeout: 10)
      let seconds = Date().timeIntervalSince(stopped)
      senders.wait()
      print("stopped \(seconds) s after SIGTERM with four costly records in verification")
      #expect(seconds < 5, "\(seconds) s")
      // A replay that ended before the stop has its verdict (422: the record does not prove its score); the
      // optimized engine can finish one within the second. Every one still replaying or waiting is 503.
      let stoppedAnswers = answers.withLock { $0 }.filter { statusCode(of: $0) == 503 }
      let statuses = answers.withLock { $0 }.map { statusCode(of: $0) }
      #expect(statuses.count == 4)
      #expect(statuses.allSatisfy { $0 == 503 || $0 == 422 } && stoppedAnswers.count >= 2, "\(statuses)")
      #expect(stoppedAnswers.allSatisfy { $0.lowercased().contains("retry-after: 5") })
    }
  }
}
