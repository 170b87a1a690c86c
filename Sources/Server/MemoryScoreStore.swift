import Foundation

/// A ``ScoreStore`` in a plain dictionary, with the same rules as ``ScoreDatabase``; for tests and
/// experiments, since everything is lost with the actor.
public actor MemoryScoreStore: ScoreStore {
  private struct Key: Hashable {
    let game: String
    let name: String
  }

  private var scores: [Key: Score] = [:]
  private var lastID: Int64 = 0
  private var records: [Int64: String] = [:]
  private var usedTickets: Set<String> = []
  /// The one player name each name skeleton belongs to, across games: another name with the same skeleton is a
  /// lookalike.
  private var nameOfSkeleton: [String: String] = [:]

  /// An empty store.
  public init() {}

  /// Always answers: memory is never down.
  public func ping() async throws {}

  /// The highest scores of `game` in board order, at most `limit` of them.
  public func best(game: String, limit: Int) async throws -> [Score] {
    Array(board(of: game).prefix(limit))
  }

  /// Records `value` for `name` in `game` if it beats that player's stored best (a verified score always beats
  /// an unverified one), with the run's record, and returns the best and its rank; a name that looks like
  /// another player's is refused (``ScoreStoreRefusal``).
  @discardableResult
  public func submit(game: String, name: String, value: Int64, run: VerifiedRun?, at date: Date) async throws
    -> ScoreSubmission
  {
    let skeleton = NameSkeleton.of(name)
    if let other = nameOfSkeleton[skeleton], other != name {
      throw ScoreStoreRefusal.confusableName(existing: other)
    }
    if let ticket = run?.ticket, !usedTickets.insert(ticket).inserted { throw ScoreStoreRefusal.ticketUsed }
    let key = Key(game: game, name: name)
    let stored = scores[key]
    let verified = run != nil
    if let stored, stored.verified && !verified || stored.verified == verified && stored.value >= value {
      return ScoreSubmission(best: stored, isNewBest: false, rank: rank(of: stored))
    }
    let best = Score(
      id: stored?.id ?? nextID(), game: game, name: name, value: value, createdAt: date, verified: verified,
      checksum: run?.checksum)
    scores[key] = best
    nameOfSkeleton[skeleton] = name
    if let run, let id = best.id { records[id] = run.record }
    return ScoreSubmission(best: best, isNewBest: true, rank: rank(of: best))
  }

  /// The stored best of `name` in `game` with its rank, or `nil` if they have no score there.
  public func entry(game: String, name: String) async throws -> RankedScore? {
    guard let score = scores[Key(game: game, name: name)] else { return nil }
    return RankedScore(rank: rank(of: score), score: score)
  }

  /// The verified score with row id `id` and its record, or `nil` when there is none.
  public func record(id: Int64) async throws -> StoredRecord? {
    guard let score = scores.values.first(where: { $0.id == id }), score.verified, let record = records[id] else {
      return nil
    }
    return StoredRecord(score: score, record: record)
  }

  private func nextID() -> Int64 {
    lastID += 1
    return lastID
  }

  private func board(of game: String) -> [Score] {
    scores.values.filter { $0.game == game }.sorted(by: isAhead)
  }

  /// One more than the number of scores strictly ahead: equal scores share a rank.
  private func rank(of score: Score) -> Int {
    scores.values.count { $0.game == score.game && isStrictlyAhead($0, of: score) } + 1
  }
}

/// Whether `score` ranks above `other`: verified first, then higher value; equal scores rank together.
private func isStrictlyAhead(_ score: Score, of other: Score) -> Bool {
  if score.verified != other.verified { return score.verified }
  return score.value > other.value
}

/// Whether `score` comes before `other` on a board: verified first, then higher value, then earlier date, then
/// lower id.
private func isAhead(_ score: Score, of other: Score) -> Bool {
  if score.verified != other.verified { return score.verified }
  if score.value != other.value { return score.value > other.value }
  if score.createdAt != other.createdAt { return score.createdAt < other.createdAt }
  return (score.id ?? 0) < (other.id ?? 0)
}
