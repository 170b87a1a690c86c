/// A submission a ``ScoreStore`` refuses on its merits (the store itself is fine): the routes answer it
/// with a 4xx, never a 503.
public enum ScoreStoreRefusal: Error, Equatable {
  /// The name looks like another player's (see ``NameSkeleton``); that player keeps it.
  case confusableName(existing: String)
  /// The run's ticket has been used already: a run counts once.
  case ticketUsed
}
