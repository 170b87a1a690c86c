import Hummingbird

extension StrictJSONParser {
  /// The members of `body` read as one strict JSON object; 400 with the parser's message when it is not JSON,
  /// and "the body must be a JSON object" when it is another value.
  static func object(_ body: ByteBuffer) throws(HTTPError) -> [String: JSONValue] {
    let value: JSONValue
    do {
      value = try parse(Array(body.readableBytesView))
    } catch {
      throw HTTPError(.badRequest, message: error.message)
    }
    guard case .object(let fields) = value else {
      throw HTTPError(.badRequest, message: "the body must be a JSON object")
    }
    return fields
  }
}
