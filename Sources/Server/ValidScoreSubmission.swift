import Games
import Hummingbird

/// A ``ScoreSubmissionRequest`` that passed every check, ready to store.
///
/// Every refusal is a 400, including a score out of range: the client sent something it should not have, and
/// one status for all of it keeps clients simple (413 for an oversized body is the only other 4xx).
struct ValidScoreSubmission {
  /// The game, which keeps scores.
  let game: GameInfo
  /// The checked, trimmed name.
  let name: PlayerName
  /// The score, within `0...game.maximumScore`.
  let score: Int64

  /// Checks the game, then the name, then the score.
  init(_ request: ScoreSubmissionRequest) throws(HTTPError) {
    game = try Catalog.gameWithScores(request.game)
    name = try PlayerName(requested: request.name)
    guard (0...game.maximumScore).contains(request.score) else {
      throw HTTPError(.badRequest, message: "score must be a whole number from 0 to \(game.maximumScore)")
    }
    score = request.score
  }
}
