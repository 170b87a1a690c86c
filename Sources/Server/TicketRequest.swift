import GameKit
import Host
import Hummingbird

/// The checked body of `POST /api/tickets`: a game with scores, a valid name and how many tickets.
struct TicketRequest {
  /// The most tickets one request may ask for.
  static let maximumCount = 5

  /// The game.
  let game: GameInfo
  /// The player's name, checked as a score's is.
  let name: PlayerName
  /// How many tickets, 1…``maximumCount``.
  let count: Int

  /// Parses `body` strictly; 400 with a message naming the field otherwise.
  init(json body: ByteBuffer) throws(HTTPError) {
    let fields = try StrictJSONParser.object(body)
    guard case .string(let game)? = fields["game"] else {
      throw HTTPError(.badRequest, message: "game must be a string")
    }
    guard case .string(let name)? = fields["name"] else {
      throw HTTPError(.badRequest, message: "name must be a string")
    }
    self.game = try Catalog.gameWithScores(game)
    self.name = try PlayerName(requested: name)
    if let requested = fields["count"] {
      guard let count = requested.integer, (1...Int64(Self.maximumCount)).contains(count) else {
        throw HTTPError(.badRequest, message: "count must be a whole number from 1 to \(Self.maximumCount)")
      }
      self.count = Int(count)
    } else {
      count = 1
    }
  }
}
