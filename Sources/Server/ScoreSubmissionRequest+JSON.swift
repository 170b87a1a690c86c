import Foundation
import Hummingbird

extension ScoreSubmissionRequest {
  /// Decodes `body`, refusing with 400 and a message naming the field when it is not a JSON object with
  /// these three fields of these types.
  init(json body: ByteBuffer) throws(HTTPError) {
    do {
      self = try JSONDecoder().decode(Self.self, from: Data(body.readableBytesView))
    } catch let error as DecodingError {
      throw HTTPError(.badRequest, message: message(for: error))
    } catch {
      throw HTTPError(.badRequest, message: "the body is not valid JSON")
    }
  }
}

private func message(for error: DecodingError) -> String {
  switch error {
  case .keyNotFound(let key, _):
    "missing field \"\(key.stringValue)\""
  case .typeMismatch(_, let context), .valueNotFound(_, let context):
    wrongType(at: context, atRoot: "the body must be a JSON object")
  case .dataCorrupted(let context):
    wrongType(at: context, atRoot: "the body is not valid JSON")
  @unknown default:
    "the body is not valid JSON"
  }
}

private func wrongType(at context: DecodingError.Context, atRoot rootMessage: String) -> String {
  switch context.codingPath.first?.stringValue {
  case nil: rootMessage
  case "score": "score must be a whole number"
  case let field?: "\(field) must be a string"
  }
}
