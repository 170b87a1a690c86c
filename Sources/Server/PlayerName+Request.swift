import Hummingbird

extension PlayerName {
  /// Checks a name sent by a client like ``init(_:)`` does, refusing a bad one with 400 and the problem's message.
  init(requested typed: String) throws(HTTPError) {
    do {
      try self.init(typed)
    } catch {
      throw HTTPError(.badRequest, message: error.description)
    }
  }
}
