import Hummingbird

/// `GET /api/records/ID`: `{"game","name","score","checksum","record"}`, a verified score and its run's
/// record, for the board's Watch.
struct RecordResponse: ResponseEncodable, Decodable, Equatable {
  /// The game's id.
  var game: String
  /// The player's name.
  var name: String
  /// The score.
  var score: Int64
  /// The state checksum at the score.
  var checksum: String
  /// The record's text.
  var record: String

  /// The response for a stored verified score.
  init(_ stored: StoredRecord) {
    game = stored.score.game
    name = stored.score.name
    score = stored.score.value
    checksum = stored.score.checksum ?? ""
    record = stored.record
  }
}
