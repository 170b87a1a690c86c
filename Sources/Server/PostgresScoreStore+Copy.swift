extension PostgresScoreStore {
  /// What ``copy(_:)`` did.
  public struct CopyCounts: Sendable, Equatable {
    /// Scores read from the source.
    public var read = 0
    /// Scores that became a player's best here (new players, or higher than what was here).
    public var written = 0
    /// Scores not written because the best here was already as good (a copy run again writes none).
    public var kept = 0
    /// Verified records copied with the scores written.
    public var records = 0
    /// Scores refused because their name looks like another player's already here.
    public var refused = 0
  }

  /// Copies `scores` (from ``ScoreDatabase/everyScore()``) into this store with the same upsert as a
  /// submission, dates and records included: each player keeps the better of the two bests, so running it
  /// again changes nothing.
  public func copy(_ scores: [ExportedScore]) async throws -> CopyCounts {
    var counts = CopyCounts()
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
