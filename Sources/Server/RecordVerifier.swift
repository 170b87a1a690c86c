import Host
import Hummingbird

/// Decides whether a submitted run really happened; ``ReplayVerifier`` is the real one.
public protocol RecordVerifier: Sendable {
  /// The sizes and time a record may take (the POST body limit follows from them).
  var limits: RecordLimits { get }
  /// Returns when `run` is proven; throws the 4xx (or 503) to answer otherwise.
  func verify(_ run: ClaimedRun) async throws(HTTPError)
}

/// Replays each record natively, with the same Swift rules as the browser, in a bounded pool.
public struct ReplayVerifier: RecordVerifier {
  /// Where replays run.
  public let pool: VerificationPool
  /// Sizes and time allowed.
  public let limits: RecordLimits

  /// A verifier replaying in `pool` within `limits`.
  public init(pool: VerificationPool, limits: RecordLimits) {
    self.pool = pool
    self.limits = limits
  }

  /// Replays `run.record`; 400 for a malformed record, 413 for one too long, 422 for a replay over
  /// time or one that does not end with the claimed score, 409 for such a record played on an
  /// earlier game version, 503 with Retry-After when the pool is full or the record comes from a
  /// later version than this server's (during an update, another server may take it).
  public func verify(_ run: ClaimedRun) async throws(HTTPError) {
    let limits = limits
    let verdict: RecordVerdict
    do {
      verdict = try await pool.run { RecordVerdict.judge(run, limits: limits) }
    } catch {
      throw HTTPError(
        .serviceUnavailable, headers: [.retryAfter: "2"], message: "the server is busy verifying scores; try again")
    }
    switch verdict {
    case .verified:
      return
    case .malformed(let line):
      throw HTTPError(.badRequest, message: "the record is malformed at line \(line)")
    case .tooLong(let what):
      throw HTTPError(.contentTooLarge, message: "the record is too long: \(what)")
    case .overTime:
      throw HTTPError(
        .unprocessableContent, message: "the record took longer than \(limits.timeBudgetMs) ms to verify")
    case .noScore:
      throw HTTPError(.unprocessableContent, message: "the record does not end with a score of \(run.game)")
    case .severalScores:
      throw HTTPError(.unprocessableContent, message: "the record holds more than one run")
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
  }
}
