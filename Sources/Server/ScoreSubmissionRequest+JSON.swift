import Hummingbird

extension ScoreSubmissionRequest {
  /// Decodes `body` with ``StrictJSONParser``, refusing with 400 and a message naming the field when it is not
  /// a JSON object with these fields of these types (`checksum` and `record` may be missing here, and are
  /// then refused by ``ValidScoreSubmission``; other fields are ignored).
  init(json body: ByteBuffer) throws(HTTPError) {
    let fields = try StrictJSONParser.object(body)
    self.init(
      game: try Self.string(fields, "game"), name: try Self.string(fields, "name"),
      score: try Self.wholeNumber(fields, "score"),
      checksum: fields["checksum"] == nil ? nil : try Self.string(fields, "checksum"),
      record: fields["record"] == nil ? nil : try Self.string(fields, "record"))
  }

  private static func field(_ fields: [String: JSONValue], _ key: String) throws(HTTPError) -> JSONValue {
    guard let value = fields[key] else { throw HTTPError(.badRequest, message: "missing field \"\(key)\"") }
    return value
  }

  private static func string(_ fields: [String: JSONValue], _ key: String) throws(HTTPError) -> String {
    guard case .string(let text) = try field(fields, key) else {
      throw HTTPError(.badRequest, message: "\(key) must be a string")
    }
    return text
  }

  private static func wholeNumber(_ fields: [String: JSONValue], _ key: String) throws(HTTPError) -> Int64 {
    guard let number = try field(fields, key).integer else {
      throw HTTPError(.badRequest, message: "\(key) must be a whole number")
    }
    return number
  }
}
