import Hummingbird

extension Router {
  /// Adds `GET /api/scores` (a game's board, see ``ScoreBoardQuery``) and `POST /api/scores` (submit a score,
  /// see ``ScoreSubmissionRequest``, from the same site as JSON, within `limiter`'s limits); neither response
  /// may be cached.
  func addScoreRoutes(scores: some ScoreStore, limiter: RateLimiter) where Context == KineticRequestContext {
    get("/api/scores") { request, context -> EditedResponse<ScoreBoardResponse> in
      let query = try ScoreBoardQuery(FormQuery.parse(request.uri.query ?? ""))
      let board = try await scoreBoard(query, scores: scores, context: context)
      return EditedResponse(status: .ok, headers: noStore, response: board)
    }
    post("/api/scores") { request, context -> EditedResponse<ScoreSubmissionResponse> in
      try request.requireSameOriginJSON()
      let body = try await request.body(atMost: maximumSubmissionBytes)
      let submission = try ValidScoreSubmission(ScoreSubmissionRequest(json: body))
      try limiter.requireAllowance(from: context.clientAddress, name: submission.name.text)
      let response = try await submit(submission, scores: scores, context: context)
      return EditedResponse(status: .created, headers: noStore, response: response)
    }
  }
}

/// The largest `POST /api/scores` body accepted; a real one is well under 100 bytes.
private let maximumSubmissionBytes = 1024

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
  _ submission: ValidScoreSubmission, scores: some ScoreStore, context: some RequestContext
) async throws(HTTPError) -> ScoreSubmissionResponse {
  let game = submission.game.id
  let name = submission.name.text
  let score = submission.score
  let result = try await scores.answering(logger: context.logger) {
    try await $0.submit(game: game, name: name, value: score)
  }
  let top = try await scores.answering(logger: context.logger) {
    try await $0.best(game: game, limit: submissionBoardLength)
  }
  return ScoreSubmissionResponse(
    game: game, name: name, score: score, best: result.best.value, isNewBest: result.isNewBest,
    rank: result.rank, scores: ScoreEntry.board(top))
}
