/// How much one client address may write: a token bucket for `POST /api/scores` and a cap on the distinct
/// names it may post under in an hour. Zero turns a limit off (for load tests on loopback).
public struct RateLimits: Sendable, Equatable {
  /// The POSTs an address may make in a burst (the bucket's size).
  public var postBurst: Int
  /// The POSTs an address may make per minute once its burst is spent (the bucket's refill).
  public var postsPerMinute: Int
  /// The distinct names an address may post scores under in any hour.
  public var namesPerHour: Int

  /// Creates limits from explicit values; negative values count as 0 (off).
  public init(postBurst: Int, postsPerMinute: Int, namesPerHour: Int) {
    self.postBurst = max(0, postBurst)
    self.postsPerMinute = max(0, postsPerMinute)
    self.namesPerHour = max(0, namesPerHour)
  }

  /// A player finishes a game every minute or so and may share a device with a few others: 10 POSTs at once,
  /// then 30 a minute, under at most 5 names an hour.
  public static let standard = RateLimits(postBurst: 10, postsPerMinute: 30, namesPerHour: 5)

  /// No limits.
  public static let off = RateLimits(postBurst: 0, postsPerMinute: 0, namesPerHour: 0)
}
