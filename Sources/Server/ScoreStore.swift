import Foundation

/// What the HTTP routes need from score storage; ``ScoreDatabase`` is the real one.
public protocol ScoreStore: Sendable {
  /// Throws unless the storage answers a trivial query.
  func ping() async throws
  /// The highest scores of `game`, best first; among equal scores the earliest comes first.
  func best(game: String, limit: Int) async throws -> [Score]
  /// Records `value` for `name` in `game` if it beats that player's stored best, and returns the best.
  func submit(game: String, name: String, value: Int64, at date: Date) async throws -> Score
}

extension ScoreStore {
  /// Records `value` for `name` in `game` as reached now; see ``submit(game:name:value:at:)``.
  @discardableResult
  public func submit(game: String, name: String, value: Int64) async throws -> Score {
    try await submit(game: game, name: name, value: value, at: Date())
  }
}
