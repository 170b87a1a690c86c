import Hummingbird

extension Router {
  /// Adds `GET /api/scores` (a game's board, see ``ScoreBoardQuery``), `POST /api/scores` (submit a score
  /// with its run's record, see ``ScoreSubmissionRequest``, from the same site as JSON, within `limiter`'s
  /// limits, stored only once `verifier` proved it) and `GET /api/records/ID` (a verified score's record);
  /// no response may be cached.
  func addScoreRoutes(
    scores: some ScoreStore, limiter: RateLimiter, verifier: some RecordVerifier
  ) where Context == KineticRequestContext {
    get("/api/scores") { request, context -> EditedResponse<ScoreBoardResponse> in
      let query = try ScoreBoardQuery(FormQuery.parse(request.uri.query ?? ""))
      let board = try await scoreBoard(query, scores: scores, context: context)
      return EditedResponse(status: .ok, headers: noStore, response: board)
    }
    post("/api/scores") { request, context -> EditedResponse<ScoreSubmissionResponse> in
      try request.requireSameOriginJSON()
      let body = try await request.body(atMost: maximumSubmissionBytes(verifier.limits))
      let submission = try ValidScoreSubmission(ScoreSubmissionRequest(json: body))
      try limiter.requireAllowance(from: context.clientAddress, name: submission.name.text)
      try await verifier.verify(submission.claim)
      let response = try await submit(submission, scores: scores, context: context)
      return EditedResponse(status: .created, headers: noStore, response: response)
    }
    get("/api/records/{id}") { _, context -> EditedResponse<RecordResponse> in
      guard let id = context.parameters.get("id").flatMap({ Int64($0) }), id > 0 else {
        throw HTTPError(.notFound, message: "no such record")
      }
      let stored = try await scores.answering(logger: context.logger) { try await $0.record(id: id) }
      guard let stored else { throw HTTPError(.notFound, message: "no such record") }
      return EditedResponse(status: .ok, headers: noStore, response: RecordResponse(stored))
    }
  }
}

/// The largest `POST /api/scores` body accepted: the longest record, its JSON escapes (one per line, its
/// newline) and the other fields.
private func maximumSubmissionBytes(_ limits: RecordLimits) -> Int {
  limits.maximumBytes + limits.maximumLines + 1024
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
  _ submission: ValidScoreSubmission, scores: some ScoreStore, context: some RequestContext
) async throws(HTTPError) -> ScoreSubmissionResponse {
  let game = submission.game.id
  let name = submission.name.text
  let score = submission.score
  let result = try await scores.answering(logger: context.logger) {
    try await $0.submit(
      game: game, name: name, value: score,
      run: VerifiedRun(checksum: submission.checksum, record: submission.record))
  }
  let top = try await scores.answering(logger: context.logger) {
    try await $0.best(game: game, limit: submissionBoardLength)
  }
  return ScoreSubmissionResponse(
    game: game, name: name, score: score, best: result.best.value, isNewBest: result.isNewBest,
    rank: result.rank, scores: ScoreEntry.board(top))
}
