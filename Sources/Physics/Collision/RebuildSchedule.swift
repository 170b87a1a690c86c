/// When a cache of pairs over grown boxes (`SweepPairCache`, `GridPairCache`) may build anew. A
/// build that ends within a step or so (bodies in flight) costs more than it saves, so after such a
/// build the cache pauses for a while, twice as long each time up to `longestPause` steps; a build
/// that served longer resets the pause.
struct RebuildSchedule {
  /// Steps the current build has served.
  private var served = 0
  /// Steps left without the cache.
  private var pause = 0
  /// Steps the next pause lasts.
  private var nextPause = 1

  /// The longest pause, in steps.
  static let longestPause = 64

  /// A build was made; it serves its first step.
  mutating func start() { served = 1 }

  /// The current build served one more step.
  mutating func serve() { served += 1 }

  /// The current build ended: a short-lived one starts a pause.
  mutating func end() {
    if served < 2 {
      pause = nextPause
      nextPause = min(RebuildSchedule.longestPause, 2 * nextPause)
    } else {
      nextPause = 1
    }
  }

  /// Whether a build may be made this step; a pause counts down instead.
  mutating func mayBuild() -> Bool {
    guard pause == 0 else {
      pause -= 1
      return false
    }
    return true
  }
}
