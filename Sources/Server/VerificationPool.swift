import Dispatch

/// Runs replays on at most `workers` threads at once, with at most `queueLimit` more waiting their
/// turn; a job beyond that is refused at once (`PoolFull`), so a flood of submissions costs the
/// server a bounded amount of work and memory.
public actor VerificationPool {
  /// Jobs run at once.
  public let workers: Int
  /// Jobs that may wait.
  public let queueLimit: Int

  private var running = 0
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// A pool of `workers` threads (at least 1) and a queue of `queueLimit` (at least 0).
  public init(workers: Int, queueLimit: Int) {
    self.workers = max(1, workers)
    self.queueLimit = max(0, queueLimit)
  }

  /// The queue was full.
  public struct PoolFull: Error {}

  /// Runs `job` on a worker thread once one is free; throws `PoolFull` when all are busy and the
  /// queue is full.
  public func run<Value: Sendable>(_ job: @escaping @Sendable () -> Value) async throws(PoolFull) -> Value {
    if running < workers {
      running += 1
    } else {
      guard waiting.count < queueLimit else { throw PoolFull() }
      // The finishing job hands its slot over: `running` stays the same.
      await withCheckedContinuation { waiting.append($0) }
    }
    let value = await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: job()) }
    }
    if waiting.isEmpty {
      running -= 1
    } else {
      waiting.removeFirst().resume()
    }
    return value
  }

  /// Jobs running and waiting now.
  public var load: (running: Int, waiting: Int) { (running, waiting.count) }
}
