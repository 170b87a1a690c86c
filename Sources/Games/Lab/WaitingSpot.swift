/// Where the Incline's waiting ball rests along the plane, and how it gets to the plane's new high
/// end when the slope reverses: it rolls there, speeding up and slowing down at a bounded rate,
/// rather than appearing at the other end at once.
struct WaitingSpot: Equatable {
  /// The fastest the ball moves along the plane, in points/s.
  static let topSpeed = 600.0
  /// How fast it speeds up and slows down, in points/s².
  static let acceleration = 1500.0

  /// Where the ball's centre is along the plane, in points from the plane's left end.
  var position: Double
  /// How fast it moves along the plane, in points/s (positive: toward the right end).
  var speed = 0.0

  /// Moves `dt` seconds toward `target` (points from the left end): it turns round or speeds up
  /// by at most `acceleration`, never goes faster than `topSpeed`, slows down in time to stop on
  /// the target, and stays there.
  mutating func move(toward target: Double, dt: Double) {
    let gap = target - position
    let direction: Double = gap >= 0 ? 1 : -1
    // The fastest speed from which the ball can still stop at the target.
    let wanted = direction * min(WaitingSpot.topSpeed, (2 * WaitingSpot.acceleration * abs(gap)).squareRoot())
    let change = WaitingSpot.acceleration * dt
    speed = abs(wanted - speed) <= change ? wanted : speed + (wanted > speed ? change : -change)
    if speed * direction > 0 && abs(gap) <= abs(speed) * dt {
      position = target
      speed = 0
    } else {
      position += speed * dt
    }
  }
}
