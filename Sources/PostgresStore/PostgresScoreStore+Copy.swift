import Server

extension PostgresScoreStore {
  /// Copies `scores` (from ``ScoreDatabase/everyScore()``) into this store with the same upsert as a
  /// submission, dates and records included: each player keeps the better of the two bests, so running it
  /// again changes nothing.
  public func copy(_ scores: [ExportedScore]) async throws -> ScoreCopyCounts {
    var counts = ScoreCopyCounts()
    for exported in scores {
      counts.read += 1
      let score = exported.score
      do {
        let written = try await store(
          game: score.game, name: score.name, value: score.value, run: exported.run, at: score.createdAt)
        if written {
          counts.written += 1
          if exported.run != nil { counts.records += 1 }
        } else {
          counts.kept += 1
        }
      } catch ScoreStoreRefusal.confusableName {
        counts.refused += 1
      }
    }
    return counts
  }
}
