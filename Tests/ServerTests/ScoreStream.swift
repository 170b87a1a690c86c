import Foundation
import Synchronization

/// A stream of score POSTs to a real server, one at a time, each under a new name, for tests of what survives
/// a crash or an outage: every name the server acknowledged with 201 must be stored.
final class ScoreStream: Sendable {
  /// What the stream saw.
  struct Outcome: Sendable {
    /// The names answered 201, in order.
    var acknowledged: [String] = []
    /// How many answers had each status.
    var statuses: [Int: Int] = [:]
  }

  private let stopping = Atomic(false)
  private let acknowledgedSoFar = Atomic(0)

  /// Asks the stream to end after the request in flight.
  func stop() { stopping.store(true, ordering: .sequentiallyConsistent) }

  /// Waits until the server has acknowledged `count` scores of the stream, or `timeout` has passed; returns
  /// whether it had. A test that kills the server then does so while scores are flowing, however slowly a
  /// busy machine lets the first ones through.
  func waitUntilAcknowledged(_ count: Int, timeout: Duration = .seconds(60)) async throws -> Bool {
    let deadline = ContinuousClock.now + timeout
    while acknowledgedSoFar.load(ordering: .sequentiallyConsistent) < count {
      if ContinuousClock.now > deadline { return false }
      try await Task.sleep(for: .milliseconds(20))
    }
    return true
  }

  /// Runs ``run(port:prefix:body:)`` on a thread of its own, off the test process's few cooperative threads
  /// (its requests block), so that the test can go on to kill the server or stop the database meanwhile.
  func start(port: Int, prefix: String, body: @escaping @Sendable (String) throws -> String) -> Task<Outcome, Never> {
    Task {
      await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: self.run(port: port, prefix: prefix, body: body)) }
      }
    }
  }

  /// POSTs `body(name)` to `port` for names `prefix` + 0, 1, 2… until ``stop()`` or a request that gets no
  /// answer (the server is gone), at most 100,000 times.
  func run(port: Int, prefix: String, body: @Sendable (String) throws -> String) -> Outcome {
    var outcome = Outcome()
    for index in 0..<100_000 where !stopping.load(ordering: .sequentiallyConsistent) {
      let name = "\(prefix)\(index)"
      guard let body = try? body(name),
        let response = try? RawConnection.exchange(port: port, ServerProcess.postScore(body), timeout: 5),
        let status = statusCode(of: response)
      else { break }
      outcome.statuses[status, default: 0] += 1
      if status == 201 {
        outcome.acknowledged.append(name)
        acknowledgedSoFar.add(1, ordering: .sequentiallyConsistent)
      }
    }
    return outcome
  }
}
