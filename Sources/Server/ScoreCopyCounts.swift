/// What copying scores into another store did (``PostgresBackedStore/copy(_:)``).
public struct ScoreCopyCounts: Sendable, Equatable {
  /// Scores read from the source.
  public var read: Int
  /// Scores that became a player's best here (new players, or higher than what was here).
  public var written: Int
  /// Scores not written because the best here was already as good (a copy run again writes none).
  public var kept: Int
  /// Verified records copied with the scores written.
  public var records: Int
  /// Scores refused because their name looks like another player's already here.
  public var refused: Int

  /// The counts given, none by default.
  public init(read: Int = 0, written: Int = 0, kept: Int = 0, records: Int = 0, refused: Int = 0) {
    self.read = read
    self.written = written
    self.kept = kept
    self.records = records
    self.refused = refused
  }
}
