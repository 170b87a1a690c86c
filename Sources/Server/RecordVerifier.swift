import Host
import Hummingbird
import Replay
import Synchronization

/// Decides whether a submitted run really happened; ``ReplayVerifier`` is the real one.
public protocol RecordVerifier: Sendable {
  /// The sizes and time a record may take (the POST body limit follows from them).
  var limits: RecordLimits { get }
  /// Where a submission whose body is `bodyBytes` long (nil: not said up front) is admitted, waits and runs:
  /// never on the threads that answer requests.
  func pool(forBodyBytes bodyBytes: Int?) -> VerificationPool
  /// Proves `run` by the calling thread's processor time `processorDeadline` (see ``ThreadCPUClock``), or throws
  /// the 4xx to answer; called on one of ``pool(forBodyBytes:)``'s threads.
  func verify(_ run: ClaimedRun, processorDeadline: Duration) throws(HTTPError) -> ProvenRecord
  /// The server is shutting down: replays running stop, and every verification from now on answers 503 with
  /// `Retry-After` at once, so that no submission holds the shutdown and each client may send again.
  func stop()
}

extension RecordVerifier {
  /// Nothing to stop.
  public func stop() {}
}

/// Whether verifying has stopped (set once, read from any thread).
private final class StopFlag: Sendable {
  private let stopped = Atomic<Bool>(false)

  var isSet: Bool { stopped.load(ordering: .relaxed) }

  func set() { stopped.store(true, ordering: .relaxed) }
}

/// What proving a record showed: the record in its canonical form (what is stored and served), the seed it
/// starts from, its ticket's token and the time its frames span.
public struct ProvenRecord: Sendable, Equatable {
  /// The record, one call per line in one canonical spelling; it replays exactly as the one submitted.
  public var canonicalText: String
  /// The seed of its `start` line.
  public var seed: UInt64
  /// The token of its `ticket` line, if any.
  public var ticket: String?
  /// The time its frames span, in whole milliseconds.
  public var durationMs: Int64
  /// Why the run deserves a person's look, or nil.
  public var review: String?

  /// A proven record from its parts.
  public init(canonicalText: String, seed: UInt64, ticket: String?, durationMs: Int64, review: String? = nil) {
    self.canonicalText = canonicalText
    self.seed = seed
    self.ticket = ticket
    self.durationMs = durationMs
    self.review = review
  }
}

/// Replays each record natively, with the same Swift rules as the browser, in bounded pools: one for bodies
/// of up to ``lightBodyBytes`` (every honest run so far takes a tenth of that) and one for the rest, so that
/// however many costly records arrive, a player's ordinary run still finds a place.
public struct ReplayVerifier: RecordVerifier {
  /// The longest body, in bytes, that the light pool takes.
  public static let lightBodyBytes = 256 << 10

  /// Where replays of longer bodies run.
  public let pool: VerificationPool
  /// Where replays of bodies of up to ``lightBodyBytes`` run: as many threads and places as `pool`.
  public let lightPool: VerificationPool
  /// Sizes and time allowed.
  public let limits: RecordLimits
  private let stopping = StopFlag()

  /// The verifier `configuration` asks for: its workers, queue, share per client and record limits.
  public init(_ configuration: ServerConfiguration) {
    self.init(
      pool: VerificationPool(
        workers: configuration.verifyWorkers, queueLimit: configuration.verifyQueue,
        sharePerClient: configuration.verifyPerClient),
      limits: configuration.recordLimits)
  }

  /// A verifier replaying in `pool` (and a light pool of its size) within `limits`.
  public init(pool: VerificationPool, limits: RecordLimits) {
    self.pool = pool
    lightPool = VerificationPool(
      workers: pool.workers, queueLimit: pool.queueLimit, sharePerClient: pool.sharePerClient)
    self.limits = limits
  }

  /// Stops the replays running and answers every later verification with 503 at once.
  public func stop() { stopping.set() }

  private static let shuttingDown = HTTPError(
    .serviceUnavailable, headers: [.retryAfter: "5"],
    message: "the server is shutting down; send the score again in a few seconds")

  /// The light pool for a body said to be at most ``lightBodyBytes`` long, the other one otherwise.
  public func pool(forBodyBytes bodyBytes: Int?) -> VerificationPool {
    guard let bodyBytes, bodyBytes <= Self.lightBodyBytes else { return pool }
    return lightPool
  }

  /// Replays `run.record`; 400 for a malformed record, 413 for one too long, 422 for a replay over
  /// time, one that does not end with the claimed score or one padded with lines that do nothing, 409 for such
  /// a record played on an earlier game version, 503 with Retry-After when the record comes from a later
  /// version than this server's (during an update, another server may take it).
  public func verify(_ run: ClaimedRun, processorDeadline: Duration) throws(HTTPError) -> ProvenRecord {
    let stopping = stopping
    guard !stopping.isSet else { throw Self.shuttingDown }
    let (verdict, replayed) = RecordVerdict.examine(
      run, limits: limits, processorDeadline: processorDeadline, isStopped: { stopping.isSet })
    switch verdict {
    case .verified:
      guard let replayed else { break }
      return ProvenRecord(
        canonicalText: replayed.canonicalText, seed: replayed.seed, ticket: replayed.ticket,
        durationMs: replayed.durationMs, review: RunReview.reason(for: run, record: replayed.canonicalText))
    case .malformed(let line):
      throw HTTPError(.badRequest, message: "the record is malformed at line \(line)")
    case .tooLong(let what):
      throw HTTPError(.contentTooLarge, message: "the record is too long: \(what)")
    case .idleLines(let line):
      throw HTTPError(
        .unprocessableContent,
        message: "the record holds lines that play nothing at line \(line): a blank line, or more than "
          + "\(RecordLimits.maximumLinesBetweenFrames) lines without a frame")
    case .otherScene(let id):
      throw HTTPError(.unprocessableContent, message: "the record opens \"\(id)\", not the game it claims")
    case .stopped:
      throw Self.shuttingDown
    case .overTime:
      throw HTTPError(
        .unprocessableContent, message: "the record took longer than \(limits.timeBudgetMs) ms to verify")
    case .noScore:
      throw HTTPError(.unprocessableContent, message: "the record does not end with a score of \(run.game)")
    case .severalScores:
      throw HTTPError(.unprocessableContent, message: "the record holds more than one run")
    case .severalRuns:
      throw HTTPError(
        .unprocessableContent,
        message: "the record begins a new game within it: a record holds the one run its seed deals")
    case .wrongScore(let value):
      throw HTTPError(
        .unprocessableContent, message: "the record's replay scores \(value), not \(run.score)")
    case .wrongChecksum:
      throw HTTPError(.unprocessableContent, message: "the record's replay ends in another state (checksum differs)")
    case .wrongName:
      throw HTTPError(.unprocessableContent, message: "the record was played under another name")
    case .otherVersion(let played) where played < GameVersion.current:
      let which = played == 0 ? "an earlier version of the game" : "version \(played) of the game"
      throw HTTPError(
        .conflict,
        message: "the run was played on \(which), whose rules or physics differ from this server's "
          + "(version \(GameVersion.current)): it cannot be verified")
    case .otherVersion(let played):
      throw HTTPError(
        .serviceUnavailable, headers: [.retryAfter: "60"],
        message: "the run was played on version \(played) of the game and this server still plays version "
          + "\(GameVersion.current); try again once it is updated")
    }
    throw HTTPError(.internalServerError, message: "the replay ended without a record")
  }
}
