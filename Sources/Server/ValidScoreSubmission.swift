import GameKit
import Host
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
  /// The state checksum at the score: 16 lowercase hex digits.
  let checksum: String
  /// The run's record, still to be verified.
  let record: String

  /// Checks the game, then the name, then the score, the checksum's form and that a record came.
  init(_ request: ScoreSubmissionRequest) throws(HTTPError) {
    game = try Catalog.gameWithScores(request.game)
    name = try PlayerName(requested: request.name)
    guard (0...game.maximumScore).contains(request.score) else {
      throw HTTPError(.badRequest, message: "score must be a whole number from 0 to \(game.maximumScore)")
    }
    score = request.score
    guard let record = request.record, !record.isEmpty else {
      throw HTTPError(
        .badRequest, message: "missing field \"record\": a score is only taken with the record of its run")
    }
    guard let checksum = request.checksum, checksum.utf8.count == 16,
      checksum.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
    else {
      throw HTTPError(.badRequest, message: "checksum must be 16 lowercase hexadecimal digits")
    }
    self.checksum = checksum
    self.record = record
  }

  /// The run this submission claims.
  var claim: ClaimedRun {
    ClaimedRun(game: game.id, name: name.text, score: score, checksum: checksum, record: record)
  }
}
