import Foundation

/// What the HTTP routes need from score storage; ``ScoreDatabase`` is the real one and
/// ``MemoryScoreStore`` the one route tests use.
///
/// A game's board orders scores highest first; equal scores go by earlier `createdAt`, then by lower `id`.
/// A rank is the 1-based position in that order, so tied scores still get different ranks.
public protocol ScoreStore: Sendable {
  /// Throws unless the storage answers a trivial query.
  func ping() async throws
  /// The highest scores of `game` in board order, at most `limit` of them.
  func best(game: String, limit: Int) async throws -> [Score]
  /// Records `value` for `name` in `game` if it beats that player's stored best, and returns the best and its
  /// rank. Throws ``ScoreStoreRefusal`` for a name that looks like another player's (Unicode TR39 skeleton,
  /// see ``NameSkeleton``), and any other error when the score may not have been kept.
  @discardableResult
  func submit(game: String, name: String, value: Int64, at date: Date) async throws -> ScoreSubmission
  /// The stored best of `name` in `game` with its rank, or `nil` if they have no score there.
  func entry(game: String, name: String) async throws -> RankedScore?
}

extension ScoreStore {
  /// Records `value` for `name` in `game` as reached now; see ``submit(game:name:value:at:)``.
  @discardableResult
  public func submit(game: String, name: String, value: Int64) async throws -> ScoreSubmission {
    try await submit(game: game, name: name, value: value, at: Date())
  }
}
