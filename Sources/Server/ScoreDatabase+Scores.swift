import Foundation
import GRDB

extension ScoreDatabase {
  /// The highest scores of `game` in board order, at most `limit` of them.
  public func best(game: String, limit: Int) async throws -> [Score] {
    try await writer.read { db in
      try Score
        .filter(Column("game") == game)
        .order(Column("verified").desc, Column("value").desc, Column("createdAt").asc, Column("id").asc)
        .limit(limit)
        .fetchAll(db)
    }
  }

  /// Records `value` for `name` in `game` if it beats that player's stored best, and returns the best and its
  /// rank; throws ``ScoreStoreRefusal/confusableName(existing:)`` when the name looks like another player's,
  /// and ``ScoreStoreUnavailable`` when the file is not the one opened or not writable, before or after the
  /// write (then the score may not be kept).
  ///
  /// The upsert only touches the row when the new value is higher, so whether it changed a row is exactly
  /// whether this submission is a new best, however many submissions race. The write itself does a fixed
  /// amount of work whatever the board's size; the rank is read afterwards, outside the write lock.
  @discardableResult
  public func submit(game: String, name: String, value: Int64, run: VerifiedRun?, at date: Date) async throws
    -> ScoreSubmission
  {
    try file?.checkDurable()
    let isNewBest: Bool
    do {
      isNewBest = try await store(game: game, name: name, value: value, run: run, at: date)
      lastStorageFailure.note(nil)
    } catch {
      lastStorageFailure.note(error)
      throw error
    }
    try file?.checkDurable()
    guard let entry = try await entry(game: game, name: name) else {
      throw ScoreStoreUnavailable(reason: "the score just written cannot be read back")
    }
    return ScoreSubmission(best: entry.score, isNewBest: isNewBest, rank: entry.rank)
  }

  /// The write of ``submit(game:name:value:run:at:)``, one transaction of two index lookups, an upsert (whose
  /// triggers move the player's score in the rank counts, ``rankCountStatements``) and (for a new verified
  /// best) the record's upsert: whether the score became the player's best.
  func store(game: String, name: String, value: Int64, run: VerifiedRun?, at date: Date) async throws -> Bool {
    let skeleton = NameSkeleton.of(name)
    return try await writer.write { db in
      if let ticket = run?.ticket {
        try db.execute(
          sql: "INSERT INTO usedTicket (id, usedAt) VALUES (?, ?) ON CONFLICT DO NOTHING", arguments: [ticket, date])
        guard db.changesCount > 0 else { throw ScoreStoreRefusal.ticketUsed }
      }
      if let other = try String.fetchOne(
        db, sql: "SELECT name FROM score WHERE skeleton = ? AND name <> ? LIMIT 1", arguments: [skeleton, name])
      {
        throw ScoreStoreRefusal.confusableName(existing: other)
      }
      try db.execute(
        sql: """
          INSERT INTO score (game, name, value, createdAt, skeleton, verified, checksum, review)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT (game, name) DO UPDATE SET value = excluded.value, createdAt = excluded.createdAt,
            verified = excluded.verified, checksum = excluded.checksum, review = excluded.review
          WHERE excluded.verified > score.verified
            OR (excluded.verified = score.verified AND excluded.value > score.value)
          """,
        arguments: [game, name, value, date, skeleton, run != nil, run?.checksum, run?.review])
      guard db.changesCount > 0 else { return false }
      if let run {
        try db.execute(
          sql: """
            INSERT INTO scoreRecord (scoreID, record)
            VALUES ((SELECT id FROM score WHERE game = ? AND name = ?), ?)
            ON CONFLICT (scoreID) DO UPDATE SET record = excluded.record
            """,
          arguments: [game, name, run.record])
      }
      return true
    }
  }

  /// The stored best of `name` in `game` with its rank, or `nil` if they have no score there.
  public func entry(game: String, name: String) async throws -> RankedScore? {
    try await writer.read { db in
      guard let score = try Score.fetchOne(db, key: ["game": game, "name": name]) else { return nil }
      return RankedScore(rank: try Self.rank(game: game, name: name, in: db), score: score)
    }
  }

  /// The verified score with row id `id` and its record, or `nil` when there is none.
  public func record(id: Int64) async throws -> StoredRecord? {
    try await writer.read { db in
      guard let score = try Score.fetchOne(db, key: id), score.verified,
        let record = try String.fetchOne(db, sql: "SELECT record FROM scoreRecord WHERE scoreID = ?", arguments: [id])
      else { return nil }
      return StoredRecord(score: score, record: record)
    }
  }

  /// One more than the number of scores strictly ahead of the player's on the board (``rankSQL``), read outside
  /// any write.
  private static func rank(game: String, name: String, in db: Database) throws -> Int {
    let ahead = try Int.fetchOne(db, sql: rankSQL, arguments: ["game": game, "name": name])
    return (ahead ?? 0) + 1
  }
}
