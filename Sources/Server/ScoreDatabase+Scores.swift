import Foundation
import GRDB

extension ScoreDatabase {
  /// The highest scores of `game`, best first; among equal scores the earliest comes first.
  public func best(game: String, limit: Int) async throws -> [Score] {
    try await writer.read { db in
      try Score
        .filter(Column("game") == game)
        .order(Column("value").desc, Column("createdAt").asc, Column("id").asc)
        .limit(limit)
        .fetchAll(db)
    }
  }

  /// Records `value` for `name` in `game` if it beats that player's stored best, and returns the best.
  @discardableResult
  public func submit(game: String, name: String, value: Int64, at date: Date) async throws -> Score {
    try await writer.write { db in
      try db.execute(
        sql: """
          INSERT INTO score (game, name, value, createdAt) VALUES (?, ?, ?, ?)
          ON CONFLICT (game, name) DO UPDATE SET value = excluded.value, createdAt = excluded.createdAt
          WHERE excluded.value > score.value
          """,
        arguments: [game, name, value, date])
      return try Score.find(db, key: ["game": game, "name": name])
    }
  }
}
