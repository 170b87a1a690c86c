import Geometry

/// The computer's paddle control: it predicts where the ball will cross its paddle's line,
/// bouncing off the side walls, and moves there at a limited speed with a per-rally aiming
/// error, so it is good but beatable.
public struct PongComputerPlayer: Sendable {
  /// Fastest paddle motion, as a fraction of the court width per second.
  public var maximumSpeedFactor = 1.1
  /// Largest aiming error, as a fraction of the paddle width: above about 0.55 the paddle misses,
  /// so roughly one rally in six ends with a miss even when the paddle is fast enough.
  public var maximumAimError = 0.7
  /// The current aiming error, in points, redrawn each rally.
  public private(set) var aimError = 0.0

  /// Creates a computer player.
  public init() {}

  /// Draws a new aiming error for the next rally.
  public mutating func newRally(paddleWidth: Double, random: inout SeededRandom) {
    aimError = (random.nextDouble() * 2 - 1) * maximumAimError * paddleWidth
  }

  /// Where the ball will be along x when it reaches `lineY`, folding its path into the walls at
  /// `minX`…`maxX`; nil when it is moving away from that line.
  public static func predictedX(ball: Point, velocity: Vector, lineY: Double, minX: Double, maxX: Double) -> Double? {
    guard velocity.dy != 0 else { return nil }
    let t = (lineY - ball.y) / velocity.dy
    guard t >= 0, t.isFinite, maxX > minX else { return nil }
    let width = maxX - minX
    var x = (ball.x + velocity.dx * t - minX).truncatingRemainder(dividingBy: 2 * width)
    if x < 0 { x += 2 * width }
    if x > width { x = 2 * width - x }
    return minX + x
  }

  /// The paddle's next x: toward the predicted crossing (or the centre while the ball goes away),
  /// at most `maximumSpeedFactor × courtWidth × dt` away from `current`.
  public func nextX(
    current: Double, ball: Point, velocity: Vector, lineY: Double, courtWidth: Double, ballRadius: Double, dt: Double
  ) -> Double {
    let target: Double
    if let x = PongComputerPlayer.predictedX(
      ball: ball, velocity: velocity, lineY: lineY, minX: ballRadius, maxX: courtWidth - ballRadius)
    {
      target = x + aimError
    } else {
      target = courtWidth / 2
    }
    let step = maximumSpeedFactor * courtWidth * dt
    return current + max(-step, min(step, target - current))
  }
}
