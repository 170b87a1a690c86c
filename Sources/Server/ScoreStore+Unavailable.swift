import Hummingbird
import Logging

extension ScoreStore {
  /// Runs `call` on this store, turning a refusal into 409 and any other failure into 503 `the score board is unavailable`; the real error
  /// only goes to the log, since it may name files or SQL.
  func answering<Value>(
    logger: Logger, _ call: (Self) async throws -> Value
  ) async throws(HTTPError) -> Value {
    do {
      return try await call(self)
    } catch ScoreStoreRefusal.confusableName(let existing) {
      throw HTTPError(.conflict, message: "name looks too much like another player's name \"\(existing)\"")
    } catch ScoreStoreRefusal.ticketUsed {
      throw HTTPError(.conflict, message: "the run's ticket has been used already: a run counts once")
    } catch {
      logger.error("the score store failed: \(error)")
      throw HTTPError(.serviceUnavailable, message: "the score board is unavailable")
    }
  }
}
