import Foundation
import Host
import Hummingbird
import Replay
import Synchronization

extension Router {
  /// Adds `GET /api/scores` (a game's board, see ``ScoreBoardQuery``), `POST /api/scores` (submit a score
  /// with its run's record, see ``ScoreSubmissionRequest``, from the same site as JSON, within `limiter`'s
  /// limits, stored once `verifier` proved it: verified when the run was played with one of `tickets`' run
  /// tickets, or without one unless `requiresTickets`) and `GET /api/records/ID` (a verified score's record); no response may be cached.
  func addScoreRoutes(
    scores: some ScoreStore, limiter: RateLimiter, verifier: some RecordVerifier, tickets: RunTicketKeeper,
    requiresTickets: Bool, clients: ClientAddressResolver
  ) where Context == KineticRequestContext {
    get("/api/scores") { request, context -> EditedResponse<ScoreBoardResponse> in
      let query = try ScoreBoardQuery(FormQuery.parse(request.uri.query ?? ""))
      let board = try await scoreBoard(query, scores: scores, context: context)
      return EditedResponse(status: .ok, headers: noStore, response: board)
    }
    post("/api/scores") { request, context -> EditedResponse<ScoreSubmissionResponse> in
      try request.requireSameOriginJSON()
      let address = clients.address(of: request, peer: context.clientAddress)
      let client = ClientKey(address: address)
      // Everything that can refuse a submission before its body is read does, within milliseconds.
      let game = try claimedGame(FormQuery.parse(request.uri.query ?? ""))
      let limit = maximumSubmissionBytes(verifier.limits, game: game)
      try request.requireLength(atMost: limit)
      let pool = verifier.pool(forBodyBytes: request.headers[.contentLength].flatMap { Int($0) })
      let network = ClientKey.network(of: address)
      // A body on its way takes no place in the pool (a slow one would hold it for nothing), but counts against
      // its network's share of bodies; the place is taken once it has come.
      let body: ByteBuffer
      do {
        let upload = try refusing { () throws(VerificationPool.Refusal) in try pool.beginUpload(network) }
        body = try await request.body(atMost: limit)
        withExtendedLifetime(upload) {}
      }
      let admission = try refusing { () throws(VerificationPool.Refusal) in try pool.admit(network) }
      let budget = Duration.milliseconds(verifier.limits.timeBudgetMs)
      let held = HeldName()
      let checked = await pool.run(admission) { () -> Result<CheckedSubmission, HTTPError> in
        Result { () throws(HTTPError) -> CheckedSubmission in
          try CheckedSubmission(
            body, game: game, processorDeadline: ThreadCPUClock.now() + budget, verifier: verifier,
            tickets: tickets,
            allowance: { name throws(HTTPError) in
              try limiter.requirePost(from: client)
              try limiter.requireName(name, from: network)
              held.name = name
            })
        }
      }
      var stored = false
      defer { if let name = held.name { limiter.settleName(name, for: network, stored: stored) } }
      let submission = try checked.get()
      let response = try await submit(
        submission, verified: submission.ticket != nil || !requiresTickets, scores: scores, context: context)
      stored = true
      return EditedResponse(status: .created, headers: noStore, response: response)
    }
    let serving = RecordServing()
    get("/api/records/{id}") { request, context -> Response in
      guard let id = context.parameters.get("id").flatMap({ Int64($0) }), id > 0 else {
        throw HTTPError(.notFound, message: "no such record")
      }
      let network = ClientKey.network(of: clients.address(of: request, peer: context.clientAddress))
      let place = try serving.take(for: network)
      let stored = try await scores.answering(logger: context.logger) { try await $0.record(id: id) }
      guard let stored else { throw HTTPError(.notFound, message: "no such record") }
      let json: ByteBuffer
      do {
        json = ByteBuffer(bytes: try JSONEncoder().encode(RecordResponse(stored)))
      } catch {
        throw HTTPError(.internalServerError, message: "the record could not be encoded")
      }
      var headers = noStore
      headers[.contentType] = "application/json; charset=utf-8"
      return RecordServing.response(json, headers: headers, holding: place)
    }
  }
}

/// The name a submission holds in the new-name allowance, once its checks reached it.
private final class HeldName: Sendable {
  private let held = Mutex<String?>(nil)

  var name: String? {
    get { held.withLock { $0 } }
    set { held.withLock { $0 = newValue } }
  }
}

/// What `take` returns, or 503 with `Retry-After` at once when the pool refuses.
private func refusing<Value>(_ take: () throws(VerificationPool.Refusal) -> Value) throws(HTTPError) -> Value {
  do {
    return try take()
  } catch {
    let message =
      switch error {
      case .full: "the server is busy verifying scores; try again"
      case .overShare:
        "this network has as many scores in verification as it may; try again once they are answered"
      }
    throw HTTPError(.serviceUnavailable, headers: [.retryAfter: "2"], message: message)
  }
}

/// The game a submission's URL names (`?game=ID`, optional, so that its size is judged before its body is
/// read); a game without scores is a 400.
private func claimedGame(_ parameters: [String: String]) throws(HTTPError) -> String? {
  guard let id = parameters["game"] else { return nil }
  return try Catalog.gameWithScores(id).id
}

/// The largest `POST /api/scores` body accepted for `game` (any game when nil): the longest record it may
/// have, its JSON escapes (one per line, its newline) and the other fields.
private func maximumSubmissionBytes(_ limits: RecordLimits, game: String?) -> Int {
  let bytes = game.map { limits.maximumBytes(of: $0) } ?? limits.maximumBytes
  return bytes + min(bytes, limits.maximumLines) + 1024
}

/// How many entries of the board a submission's response lists.
private let submissionBoardLength = 10

private let noStore: HTTPFields = [.cacheControl: "no-store"]

private func scoreBoard(
  _ query: ScoreBoardQuery, scores: some ScoreStore, context: some RequestContext
) async throws(HTTPError) -> ScoreBoardResponse {
  let game = query.game.id
  let top = try await scores.answering(logger: context.logger) { try await $0.best(game: game, limit: query.limit) }
  var player: RankedScore?
  if let name = query.name?.text {
    player = try await scores.answering(logger: context.logger) { try await $0.entry(game: game, name: name) }
  }
  return ScoreBoardResponse(game: game, scores: ScoreEntry.board(top), player: player.map(ScoreEntry.init))
}

private func submit(
  _ checked: CheckedSubmission, verified: Bool, scores: some ScoreStore, context: some RequestContext
) async throws(HTTPError) -> ScoreSubmissionResponse {
  let submission = checked.submission
  let game = submission.game.id
  let name = submission.name.text
  let score = submission.score
  let run =
    verified
    ? VerifiedRun(
      checksum: submission.checksum, record: checked.record.canonicalText, ticket: checked.ticket?.id,
      review: checked.record.review) : nil
  if let review = run?.review {
    context.logger.notice("a verified run to review: \(game) by \(name), \(score): \(review)")
  }
  let result = try await scores.answering(logger: context.logger) {
    try await $0.submit(game: game, name: name, value: score, run: run)
  }
  let top = try await scores.answering(logger: context.logger) {
    try await $0.best(game: game, limit: submissionBoardLength)
  }
  return ScoreSubmissionResponse(
    game: game, name: name, score: score, best: result.best.value, isNewBest: result.isNewBest,
    rank: result.rank, verified: run != nil, scores: ScoreEntry.board(top))
}
