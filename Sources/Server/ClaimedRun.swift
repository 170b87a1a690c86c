/// What a submission claims: a run of `game` by `name` that ended with `score` and the state `checksum`,
/// and the run's `record` (an input log, docs/web-bridge.md "Records") to prove it.
public struct ClaimedRun: Sendable, Equatable {
  /// The game's id.
  public var game: String
  /// The player's name as submitted.
  public var name: String
  /// The score claimed.
  public var score: Int64
  /// The state checksum at the score, 16 lowercase hex digits.
  public var checksum: String
  /// The record's text.
  public var record: String

  /// A claim from its parts.
  public init(game: String, name: String, score: Int64, checksum: String, record: String) {
    self.game = game
    self.name = name
    self.score = score
    self.checksum = checksum
    self.record = record
  }
}
