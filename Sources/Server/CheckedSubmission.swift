import Hummingbird

/// A `POST /api/scores` body read, checked and proven on a verification thread: the submission, its record as
/// proven, and the run ticket it was played with (nil: a run without one, kept as unverified).
struct CheckedSubmission: Sendable {
  /// The checked fields.
  let submission: ValidScoreSubmission
  /// What replaying the record showed.
  let record: ProvenRecord
  /// The run's ticket, checked against the claim; its single use is the store's to enforce.
  let ticket: SignedTicket?

  /// Parses `body` (its game must be `game` when one was named), asks `allowance` whether its client may post
  /// under its name now (a refusal of bad input spends no allowance),
  /// proves its record with `verifier` by `processorDeadline` and opens its ticket with `tickets`; throws the
  /// answer otherwise: 400 for bad fields, 409 for a ticket that is not this run's (with `Retry-After` when it only came too soon), the verifier's refusals.
  init(
    _ body: ByteBuffer, game: String?, processorDeadline: Duration, verifier: some RecordVerifier,
    tickets: RunTicketKeeper, allowance: (String) throws(HTTPError) -> Void
  ) throws(HTTPError) {
    submission = try ValidScoreSubmission(ScoreSubmissionRequest(json: body))
    if let game, game != submission.game.id {
      throw HTTPError(.badRequest, message: "the body's game is not the one the URL names (\(game))")
    }
    try allowance(submission.name.text)
    let claim = submission.claim
    record = try verifier.verify(claim, processorDeadline: processorDeadline)
    guard let token = record.ticket else {
      ticket = nil
      return
    }
    do {
      ticket = try tickets.open(
        token, game: claim.game, name: claim.name, seed: record.seed, durationMs: record.durationMs)
    } catch {
      // A run sent before its own length has passed since its ticket's issue may come again once it has.
      var headers = HTTPFields()
      if case .tooSoon(let seconds) = error { headers[.retryAfter] = String(seconds + 1) }
      throw HTTPError(.conflict, headers: headers, message: error.message)
    }
  }
}
