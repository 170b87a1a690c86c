/// Where the host clock stands: what a record's `clock` line restores.
struct ClockPosition {
  /// The clock's time, in seconds.
  var now: Double
  /// The host time of the last frame, in whole milliseconds (nil before the first frame).
  var hostMs: Int64?
  /// Whether the clock is paused.
  var isPaused: Bool
}
