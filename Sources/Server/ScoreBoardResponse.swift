import Hummingbird

/// The body of `GET /api/scores`: `{"game", "scores": [entries], "player": entry or null}`.
struct ScoreBoardResponse: ResponseEncodable, Decodable, Equatable {
  private enum CodingKeys: String, CodingKey {
    case game, scores, player
  }

  /// The game's id.
  var game: String
  /// The top of the board, best first.
  var scores: [ScoreEntry]
  /// The asked-for player's own entry, wherever it is on the board; `null` if no name was asked for or
  /// that player has no score.
  var player: ScoreEntry?

  /// Writes `player` as `null` rather than leaving it out, so clients always find the key.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(game, forKey: .game)
    try container.encode(scores, forKey: .scores)
    try container.encode(player, forKey: .player)
  }
}
