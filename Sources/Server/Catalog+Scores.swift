import Host
import Hummingbird

extension Catalog {
  /// The game `id` names, if it keeps scores (its ``GameInfo/maximumScore`` is above 0); otherwise a 400.
  static func gameWithScores(_ id: String) throws(HTTPError) -> GameInfo {
    guard let game = game(id) else { throw HTTPError(.badRequest, message: "unknown game \"\(id)\"") }
    guard game.maximumScore > 0 else { throw HTTPError(.badRequest, message: "the game \"\(id)\" keeps no scores") }
    return game
  }
}
