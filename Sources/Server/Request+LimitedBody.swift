import Hummingbird

extension Request {
  /// Refuses with 413 a body whose `Content-Length` says it is longer than `limit` bytes, before any is read.
  func requireLength(atMost limit: Int) throws(HTTPError) {
    if let length = headers[.contentLength].flatMap({ Int($0) }), length > limit {
      throw HTTPError(.contentTooLarge, message: "the body must be at most \(limit) bytes")
    }
  }

  /// The whole body, refused with 413 when it is longer than `limit` bytes, whether its `Content-Length`
  /// says so up front or it only turns out longer while arriving (at most `limit` bytes are ever kept); a body
  /// whose framing breaks (a bad chunk size) or that is cut short is a 400.
  func body(atMost limit: Int) async throws(HTTPError) -> ByteBuffer {
    try requireLength(atMost: limit)
    let tooLarge = HTTPError(.contentTooLarge, message: "the body must be at most \(limit) bytes")
    do {
      return try await body.collect(upTo: limit)
    } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
      throw tooLarge
    } catch {
      throw HTTPError(.badRequest, message: "the body is cut short or badly framed")
    }
  }
}
