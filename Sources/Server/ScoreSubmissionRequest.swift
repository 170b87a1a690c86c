/// The JSON body of `POST /api/scores`, e.g. `{"game": "bubblepop", "name": "Ada", "score": 123}`.
struct ScoreSubmissionRequest: Codable, Equatable {
  private enum CodingKeys: String, CodingKey {
    case game, name, score
  }

  /// The game's id from `Catalog`.
  var game: String
  /// The player's name as typed; see ``PlayerName`` for what is accepted.
  var name: String
  /// The score: a JSON integer (`1e3` counts, `1.5` and `"12"` do not).
  var score: Int64

  /// Creates a request from its fields, as a client would send it.
  init(game: String, name: String, score: Int64) {
    self.game = game
    self.name = name
    self.score = score
  }

  /// Decodes the three fields; a score that is no integer, or too large for one, is a type mismatch at `score`.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    game = try container.decode(String.self, forKey: .game)
    name = try container.decode(String.self, forKey: .name)
    do {
      score = try container.decode(Int64.self, forKey: .score)
    } catch let error as DecodingError {
      throw error
    } catch {
      // Foundation reports `1.5` or `1e30` as a number Swift cannot represent, and then as invalid JSON.
      let context = DecodingError.Context(codingPath: [CodingKeys.score], debugDescription: "\(error)")
      throw DecodingError.typeMismatch(Int64.self, context)
    }
  }
}
