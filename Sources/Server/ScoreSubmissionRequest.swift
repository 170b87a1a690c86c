/// The JSON body of `POST /api/scores`, e.g. `{"game": "bubblepop", "name": "Ada", "score": 123,
/// "checksum": "9f0c1d2e3a4b5c6d", "record": "start 7\n…"}`, read strictly (see ``init(json:)``).
struct ScoreSubmissionRequest: Encodable, Equatable {
  /// The game's id from `Catalog`.
  var game: String
  /// The player's name as typed; see ``PlayerName`` for what is accepted.
  var name: String
  /// The score: a JSON integer written without a fraction or an exponent (`2.0`, `2e0` and `"12"` are refused).
  var score: Int64
  /// The state checksum the game reported with its score (16 lowercase hex digits).
  var checksum: String?
  /// The run's record (docs/web-bridge.md, "Records"); a submission without one is refused.
  var record: String?
}
