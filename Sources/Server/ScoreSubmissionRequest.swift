/// The JSON body of `POST /api/scores`, e.g. `{"game": "bubblepop", "name": "Ada", "score": 123}`, read
/// strictly (see ``init(json:)``).
struct ScoreSubmissionRequest: Encodable, Equatable {
  /// The game's id from `Catalog`.
  var game: String
  /// The player's name as typed; see ``PlayerName`` for what is accepted.
  var name: String
  /// The score: a JSON integer written without a fraction or an exponent (`2.0`, `2e0` and `"12"` are refused).
  var score: Int64
}
