import Hummingbird
import Logging

extension ScoreStore {
  /// Runs `call` on this store, turning any failure into 503 `the score board is unavailable`; the real error
  /// only goes to the log, since it may name files or SQL.
  func answering<Value>(
    logger: Logger, _ call: (Self) async throws -> Value
  ) async throws(HTTPError) -> Value {
    do {
      return try await call(self)
    } catch {
      logger.error("the score store failed: \(error)")
      throw HTTPError(.serviceUnavailable, message: "the score board is unavailable")
    }
  }
}
