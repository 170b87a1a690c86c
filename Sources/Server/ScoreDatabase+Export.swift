import GRDB

extension ScoreDatabase {
  /// Every stored best of every game, each verified one with its record, in row order: what a copy into
  /// another store takes.
  public func everyScore() async throws -> [ExportedScore] {
    try await writer.read { db in
      let rows = try Row.fetchAll(
        db,
        sql: """
          SELECT score.*, scoreRecord.record AS record FROM score
          LEFT JOIN scoreRecord ON scoreRecord.scoreID = score.id ORDER BY score.id
          """)
      return try rows.map { row in
        let score = try Score(row: row)
        let record: String? = row["record"]
        let run = score.verified ? record.map { VerifiedRun(checksum: score.checksum ?? "", record: $0) } : nil
        return ExportedScore(score: score, run: run)
      }
    }
  }
}

/// One stored best as another store takes it: the score and, when verified, its run.
public struct ExportedScore: Sendable, Equatable {
  /// The score, with its date.
  public var score: Score
  /// The verified run it came from, or `nil` for an unverified score.
  public var run: VerifiedRun?
}
