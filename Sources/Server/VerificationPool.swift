import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Runs replays on `workers` threads of its own, never on the threads that answer requests, so that however
/// costly the replays, `/healthz`, the boards and the app's files keep their speed.
///
/// A submission is judged before its body is read (``beginUpload(_:)``): refused at once when all
/// `workers + queueLimit` places are taken, or when its client (a network, ``ClientKey/network(of:)``) holds
/// ``sharePerClient`` of them or sends as many bodies already. Its body then takes no place while it arrives,
/// however slowly; only then does it take one (``admit(_:)``), which an ``Admission`` holds until it is gone,
/// whichever way its request ends.
public final class VerificationPool: Sendable {
  /// Jobs run at once.
  public let workers: Int
  /// Jobs that may wait.
  public let queueLimit: Int
  /// The most places one client may hold, running or waiting.
  public let sharePerClient: Int

  private let state = Mutex(State())
  /// The jobs waiting for a thread and the number of threads, which start when a job comes and no thread is
  /// free, and end when no job is left.
  private let queue = Mutex(Queue())

  private struct Queue {
    var jobs: [@Sendable () -> Void] = []
    var threads = 0
  }

  private struct State {
    var admitted = PlaceCount()
    var uploading = PlaceCount()
  }

  /// A pool of `workers` threads (at least 1) and a queue of `queueLimit` (at least 0), of which one client may
  /// hold `sharePerClient` places (at least 1; a quarter of all by default); the threads run at a lower priority
  /// than the server's others, so that answering requests comes first on a busy machine.
  public init(workers: Int, queueLimit: Int, sharePerClient: Int? = nil) {
    self.workers = max(1, workers)
    self.queueLimit = max(0, queueLimit)
    self.sharePerClient = max(1, sharePerClient ?? (self.workers + self.queueLimit) / 4)
  }

  /// Why a submission was not admitted.
  public enum Refusal: Error, Equatable {
    /// Every place is taken.
    case full
    /// The client holds its share already.
    case overShare
  }

  /// A submission's place in the pool, from before its body is read until its replay is done; the place is
  /// given back when the value is gone.
  public final class Admission: Sendable {
    fileprivate let pool: VerificationPool
    fileprivate let client: String
    private let given = Atomic<Bool>(false)

    fileprivate init(pool: VerificationPool, client: String) {
      self.pool = pool
      self.client = client
    }

    /// Gives the place back (once, however often it is called).
    fileprivate func giveBack() {
      guard !given.exchange(true, ordering: .acquiringAndReleasing) else { return }
      pool.release(client)
    }

    deinit { giveBack() }
  }

  /// A body being read for a client: it counts against the client's share of bodies until it is gone.
  public final class Upload: Sendable {
    fileprivate let pool: VerificationPool
    fileprivate let client: String

    fileprivate init(pool: VerificationPool, client: String) {
      self.pool = pool
      self.client = client
    }

    deinit { pool.state.withLock { state in state.uploading.giveBack(for: client) } }
  }

  /// Lets `client` send a submission's body, or refuses at once when no place is free, or the client holds
  /// its share of places or sends that many bodies already.
  public func beginUpload(_ client: String) throws(Refusal) -> Upload {
    try state.withLock { state throws(Refusal) in
      guard state.admitted.total < workers + queueLimit else { throw .full }
      guard state.admitted.held(by: client) < sharePerClient, state.uploading.held(by: client) < sharePerClient
      else { throw .overShare }
      state.uploading.take(for: client)
    }
    return Upload(pool: self, client: client)
  }

  /// Takes a place for `client`, or refuses at once when none is free or the client holds its share.
  public func admit(_ client: String) throws(Refusal) -> Admission {
    let key = client
    try state.withLock { state throws(Refusal) in
      guard state.admitted.total < workers + queueLimit else { throw .full }
      guard state.admitted.held(by: key) < sharePerClient else { throw .overShare }
      state.admitted.take(for: key)
    }
    return Admission(pool: self, client: key)
  }

  private func release(_ key: String) {
    state.withLock { state in
      state.admitted.giveBack(for: key)
    }
  }

  /// Runs `job` on one of the pool's threads, in the order admitted, and returns its value; `admission` keeps
  /// its place until then.
  public func run<Value: Sendable>(
    _ admission: Admission, _ job: @escaping @Sendable () -> Value
  ) async -> Value {
    await withCheckedContinuation { continuation in
      let startsThread = queue.withLock { queue in
        queue.jobs.append {
          let value = job()
          // The place is free before the answer goes out, so that the client's next submission finds it.
          admission.giveBack()
          continuation.resume(returning: value)
        }
        guard queue.threads < workers else { return false }
        queue.threads += 1
        return true
      }
      guard startsThread else { return }
      let thread = Thread { self.work() }
      thread.name = "kinetic-verify"
      thread.stackSize = 8 << 20
      thread.start()
    }
  }

  /// Places taken now: running, waiting, or admitted and still reading their bodies.
  public var load: Int { state.withLock { $0.admitted.total } }

  private func work() {
    #if canImport(Glibc)
      // Linux gives each thread its own nice value (0 names the calling thread): 10 makes a replay yield to
      // request handling.
      setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
    #endif
    while let job = nextJob() { job() }
  }

  /// The next job, or nil (and this thread no longer counted) when none is left.
  private func nextJob() -> (@Sendable () -> Void)? {
    queue.withLock { queue in
      guard !queue.jobs.isEmpty else {
        queue.threads -= 1
        return nil
      }
      return queue.jobs.removeFirst()
    }
  }
}
