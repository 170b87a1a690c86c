import Foundation
import PostgresNIO
import Server

extension PostgresScoreStore {
  /// The highest scores of `game` in board order, at most `limit` of them, read from the rank index.
  public func best(game: String, limit: Int) async throws -> [Score] {
    let logger = logger
    return try await timed("reading a board") { connection in
      let rows = try await connection.query(
        """
        SELECT id, game, name, value, created_at, verified, checksum FROM score WHERE game = \(game)
        ORDER BY verified DESC, value DESC, created_at, id LIMIT \(limit)
        """, logger: logger)
      return try await Self.scores(rows)
    }
  }

  /// Records `value` for `name` in `game` if it beats that player's stored best, and returns the best and its
  /// rank; throws ``ScoreStoreRefusal/confusableName(existing:)`` when the name looks like another player's.
  ///
  /// The write is ``store(game:name:value:run:at:)``; the rank is read after it, outside the transaction.
  @discardableResult
  public func submit(game: String, name: String, value: Int64, run: VerifiedRun?, at date: Date) async throws
    -> ScoreSubmission
  {
    let isNewBest = try await store(game: game, name: name, value: value, run: run, at: date)
    guard let entry = try await entry(game: game, name: name) else {
      throw ScoreStoreUnavailable(reason: "the score just written cannot be read back")
    }
    return ScoreSubmission(best: entry.score, isNewBest: isNewBest, rank: entry.rank)
  }

  /// The write of a submission, one transaction: an advisory lock on the name's skeleton (so that two
  /// lookalike newcomers on two servers cannot both get in), the lookalike check, one upsert that only changes
  /// the row when the new score is better (PostgreSQL locks the row and compares against the latest committed
  /// value, so racing writers from any server keep the maximum; its triggers move the score in the rank counts,
  /// ``rankCountStatements``) and, for a new verified best, its record.
  /// Returns whether the score became the player's best.
  func store(game: String, name: String, value: Int64, run: VerifiedRun?, at date: Date) async throws -> Bool {
    let skeleton = NameSkeleton.of(name)
    let logger = logger
    let outcome = try await timed("storing a score") { connection in
      try await connection.withTransaction(logger: logger) { connection -> WriteOutcome in
        if let ticket = run?.ticket {
          let inserted = try await connection.query(
            "INSERT INTO used_ticket (id, used_at) VALUES (\(ticket), \(date)) ON CONFLICT DO NOTHING RETURNING id",
            logger: logger)
          var taken = false
          for try await _ in inserted.decode(String.self) { taken = true }
          guard taken else { return .ticketUsed }
        }
        try await connection.query("SELECT pg_advisory_xact_lock(hashtext(\(skeleton)))", logger: logger)
        let others = try await connection.query(
          "SELECT name FROM score WHERE skeleton = \(skeleton) AND name <> \(name) LIMIT 1", logger: logger)
        for try await other in others.decode(String.self) { return .lookalike(of: other) }
        let verified = run != nil
        let checksum = run?.checksum
        let review = run?.review
        let changed = try await connection.query(
          """
          INSERT INTO score (game, name, value, created_at, skeleton, verified, checksum, review)
          VALUES (\(game), \(name), \(value), \(date), \(skeleton), \(verified), \(checksum), \(review))
          ON CONFLICT (game, name) DO UPDATE SET value = excluded.value, created_at = excluded.created_at,
            verified = excluded.verified, checksum = excluded.checksum, review = excluded.review
          WHERE excluded.verified > score.verified
            OR (excluded.verified = score.verified AND excluded.value > score.value)
          RETURNING id
          """, logger: logger)
        var id: Int64?
        for try await row in changed.decode(Int64.self) { id = row }
        guard let id else { return .stored(isNewBest: false) }
        if let run {
          try await connection.query(
            """
            INSERT INTO score_record (score_id, record) VALUES (\(id), \(run.record))
            ON CONFLICT (score_id) DO UPDATE SET record = excluded.record
            """, logger: logger)
        }
        return .stored(isNewBest: true)
      }
    }
    switch outcome {
    case .lookalike(let other): throw ScoreStoreRefusal.confusableName(existing: other)
    case .ticketUsed: throw ScoreStoreRefusal.ticketUsed
    case .stored(let isNewBest): return isNewBest
    }
  }

  /// What a submission's transaction did; a refusal is returned rather than thrown, since a transaction wraps
  /// what its body throws.
  private enum WriteOutcome: Sendable {
    case lookalike(of: String)
    case ticketUsed
    case stored(isNewBest: Bool)
  }

  /// The stored best of `name` in `game` with its rank, or `nil` if they have no score there.
  public func entry(game: String, name: String) async throws -> RankedScore? {
    let logger = logger
    return try await timed("reading a rank") { connection in
      let rows = try await connection.query(Self.rankQuery(game: game, name: name), logger: logger)
      for try await (id, game, name, value, createdAt, verified, checksum, ahead) in rows.decode(
        (Int64, String, String, Int64, Date, Bool, String?, Int64).self)
      {
        let score = Score(
          id: id, game: game, name: name, value: value, createdAt: createdAt, verified: verified, checksum: checksum)
        return RankedScore(rank: Int(ahead) + 1, score: score)
      }
      return nil
    }
  }

  /// The verified score with row id `id` and its record, or `nil` when there is none.
  public func record(id: Int64) async throws -> StoredRecord? {
    let logger = logger
    return try await timed("reading a record") { connection in
      let rows = try await connection.query(
        """
        SELECT score.id, game, name, value, created_at, verified, checksum, record
        FROM score JOIN score_record ON score_record.score_id = score.id WHERE score.id = \(id) AND verified
        """, logger: logger)
      for try await (id, game, name, value, createdAt, verified, checksum, record) in rows.decode(
        (Int64, String, String, Int64, Date, Bool, String?, String).self)
      {
        let score = Score(
          id: id, game: game, name: name, value: value, createdAt: createdAt, verified: verified, checksum: checksum)
        return StoredRecord(score: score, record: record)
      }
      return nil
    }
  }

  /// Decodes rows of (id, game, name, value, created_at, verified, checksum).
  static func scores(_ rows: PostgresRowSequence) async throws -> [Score] {
    var scores: [Score] = []
    for try await (id, game, name, value, createdAt, verified, checksum) in rows.decode(
      (Int64, String, String, Int64, Date, Bool, String?).self)
    {
      scores.append(
        Score(
          id: id, game: game, name: name, value: value, createdAt: createdAt, verified: verified, checksum: checksum))
    }
    return scores
  }
}
