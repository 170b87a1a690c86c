import Foundation

/// What the HTTP routes need from score storage; ``ScoreDatabase`` is the real one and
/// ``MemoryScoreStore`` the one route tests use.
///
/// A game's board orders verified scores before unverified ones (taken before records existed), each
/// highest first; equal scores go by earlier `createdAt`, then by lower `id`. A rank is one more than the
/// number of scores strictly ahead (verified before unverified, then higher), so equal scores share a rank
/// ("1 2 2 4"): two equal scores deserve one, and a tie can then be ranked without reading it.
public protocol ScoreStore: Sendable {
  /// Throws unless the storage answers a trivial query.
  func ping() async throws
  /// The highest scores of `game` in board order, at most `limit` of them.
  func best(game: String, limit: Int) async throws -> [Score]
  /// Records `value` for `name` in `game` if it beats that player's stored best (a verified score
  /// with its `run` always beats an unverified one), keeping the run's record beside it, and returns
  /// the best and its rank. Throws ``ScoreStoreRefusal`` for a name that looks like another player's
  /// (Unicode TR39 skeleton, see ``NameSkeleton``), and any other error when the score may not have
  /// been kept.
  @discardableResult
  func submit(game: String, name: String, value: Int64, run: VerifiedRun?, at date: Date) async throws
    -> ScoreSubmission
  /// The stored best of `name` in `game` with its rank, or `nil` if they have no score there.
  func entry(game: String, name: String) async throws -> RankedScore?
  /// The verified score with row id `id` and its record, or `nil` when there is none.
  func record(id: Int64) async throws -> StoredRecord?
}

extension ScoreStore {
  /// Records `value` for `name` in `game` as reached now, verified by `run` (nil: an unverified
  /// score, as taken before records existed); see ``submit(game:name:value:run:at:)``.
  @discardableResult
  public func submit(game: String, name: String, value: Int64, run: VerifiedRun? = nil) async throws
    -> ScoreSubmission
  {
    try await submit(game: game, name: name, value: value, run: run, at: Date())
  }

  /// Records an unverified `value` reached at `date`; see ``submit(game:name:value:run:at:)``.
  @discardableResult
  public func submit(game: String, name: String, value: Int64, at date: Date) async throws -> ScoreSubmission {
    try await submit(game: game, name: name, value: value, run: nil, at: date)
  }
}

/// A run the server replayed: the checksum at its score, its record and the run ticket it was played with.
public struct VerifiedRun: Sendable, Equatable {
  /// The state checksum at the score.
  public var checksum: String
  /// The record's text.
  public var record: String
  /// The id of the run ticket the run was played with: the store takes each id once, in the same transaction
  /// as the score (nil for runs stored before tickets).
  public var ticket: String?
  /// Why the run deserves a person's look (a perfect game, inputs faster than a hand moves), or nil.
  public var review: String?

  /// A verified run from its parts.
  public init(checksum: String, record: String, ticket: String? = nil, review: String? = nil) {
    self.checksum = checksum
    self.record = record
    self.ticket = ticket
    self.review = review
  }
}

/// A verified score with its record, as `GET /api/records/ID` serves it.
public struct StoredRecord: Sendable, Equatable {
  /// The score.
  public var score: Score
  /// The record's text.
  public var record: String

  /// `score` with its record's text.
  package init(score: Score, record: String) {
    self.score = score
    self.record = record
  }
}
