/// Why a ``ScoreStore`` cannot promise that a score it takes is kept: its file was deleted, moved or
/// replaced, or can no longer be written. The routes answer 503 and the health check says so.
public struct ScoreStoreUnavailable: Error, Equatable, CustomStringConvertible {
  /// What is wrong, naming the file.
  public let reason: String

  /// The reason.
  public var description: String { reason }

  /// A store unavailable for `reason`.
  package init(reason: String) {
    self.reason = reason
  }
}
