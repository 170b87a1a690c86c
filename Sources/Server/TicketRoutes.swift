import Foundation
import Hummingbird

/// The body of `POST /api/tickets`: `{"tickets": [{"ticket", "game", "name", "seed", "expires"}]}`.
struct TicketsResponse: ResponseEncodable, Decodable, Equatable {
  /// One issued ticket.
  struct Issued: Codable, Equatable {
    /// The token a run's record carries in its `ticket` line.
    var ticket: String
    /// The game's id.
    var game: String
    /// The name it was issued to, as stored.
    var name: String
    /// The seed the run must start from.
    var seed: UInt64
    /// When it can no longer be used.
    var expires: Date
  }

  /// The tickets, in no particular order.
  var tickets: [Issued]
}

extension Router {
  /// Adds `POST /api/tickets`: `{"game", "name", "count"}` (count 1–5, default 1), from the same site as JSON,
  /// answered with that many run tickets (``TicketsResponse``) for runs of `game` by `name`. Issuing costs a
  /// POST of `limiter`'s bucket, however many tickets are asked for; no response may be cached.
  func addTicketRoutes(
    limiter: RateLimiter, tickets: RunTicketKeeper, clients: ClientAddressResolver
  ) where Context == KineticRequestContext {
    post("/api/tickets") { request, context -> EditedResponse<TicketsResponse> in
      try request.requireSameOriginJSON()
      let client = ClientKey(address: clients.address(of: request, peer: context.clientAddress))
      try limiter.requirePost(from: client)
      let wanted = try TicketRequest(json: try await request.body(atMost: 1024))
      let issued = (0..<wanted.count).map { _ in
        let (ticket, token) = tickets.issue(game: wanted.game.id, name: wanted.name.text)
        return TicketsResponse.Issued(
          ticket: token, game: ticket.game, name: wanted.name.text, seed: ticket.seed,
          expires: Date(timeIntervalSince1970: TimeInterval(ticket.issuedAt + RunTicketKeeper.validity)))
      }
      return EditedResponse(
        status: .created, headers: [.cacheControl: "no-store"], response: TicketsResponse(tickets: issued))
    }
  }
}
