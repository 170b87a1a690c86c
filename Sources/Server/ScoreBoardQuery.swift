import GameKit
import Host
import Hummingbird

/// The query of `GET /api/scores`: `game` (required, a game with scores), `limit` (optional, 1–100,
/// default 10) and `name` (optional, checked like a submitted name). A bad value is a 400; other parameters
/// are ignored.
struct ScoreBoardQuery {
  /// The most entries a board may ask for.
  static let maximumLimit = 100
  /// How many entries a board without `limit` gets.
  static let defaultLimit = 10

  /// The game, which keeps scores.
  let game: GameInfo
  /// How many entries of the top of the board to send.
  let limit: Int
  /// The player whose own entry to send, if any.
  let name: PlayerName?

  /// Reads and checks the query parameters (see ``FormQuery``).
  init(_ parameters: [String: String]) throws(HTTPError) {
    guard let game = parameters["game"] else {
      throw HTTPError(.badRequest, message: "missing query parameter \"game\"")
    }
    self.game = try Catalog.gameWithScores(game)
    limit = try Self.limit(parameters["limit"])
    if let typed = parameters["name"] {
      name = try PlayerName(requested: typed)
    } else {
      name = nil
    }
  }

  private static func limit(_ text: String?) throws(HTTPError) -> Int {
    guard let text else { return defaultLimit }
    guard let limit = Int(text), (1...maximumLimit).contains(limit) else {
      throw HTTPError(.badRequest, message: "limit must be a whole number from 1 to \(maximumLimit)")
    }
    return limit
  }
}
