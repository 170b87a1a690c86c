/// Breakout's game-play settings, each kept within a range chosen so that no combination sends
/// the ball out of control: the ball's speed is bounded, bounciness
/// never adds energy, and gravity stays weaker than the ball's launch.
public struct BreakoutSettings: Equatable, Sendable {
  /// Rows of bricks.
  public static let rowsRange = 1...8
  /// Bricks per row.
  public static let columnsRange = 1...12
  /// Balls in play at once.
  public static let ballsRange = 1...5
  /// The ball's speed, in points per second.
  public static let ballSpeedRange = 250.0...900.0
  /// Elasticity of every bounce (1 keeps the speed).
  public static let bouncinessRange = 0.8...1.0
  /// Gravity pulling the balls down, in UIKit magnitudes (1 = 1000 pt/s²).
  public static let gravityRange = 0.0...0.3
  /// The paddle's width as a share of the court's.
  public static let paddleWidthRange = 0.12...0.4
  /// Lives per game.
  public static let livesRange = 1...9
  /// A tap's push, as a share of the ball speed.
  public static let pushStrengthRange = 0.1...0.6
  /// Seconds between two pushes.
  public static let pushCooldownRange = 0.5...5.0

  /// Rows of bricks (default 5).
  public private(set) var rows = 5
  /// Bricks per row (default 8).
  public private(set) var columns = 8
  /// Balls in play (default 1).
  public private(set) var balls = 1
  /// The ball's speed in points per second (default 450).
  public private(set) var ballSpeed = 450.0
  /// Elasticity (default 1).
  public private(set) var bounciness = 1.0
  /// Gravity magnitude (default 0).
  public private(set) var gravity = 0.0
  /// Paddle width as a share of the court (default 0.24).
  public private(set) var paddleWidth = 0.24
  /// Lives per game (default 3).
  public private(set) var lives = 3
  /// Whether some bricks are special (tough, extra ball, explosive).
  public var specialBricks = true
  /// A tap's push strength (default 0.3).
  public private(set) var pushStrength = 0.3
  /// Seconds between pushes (default 1.5).
  public private(set) var pushCooldown = 1.5
  /// Whether the device's tilt adds gravity (where the device and browser allow).
  public var motionGravity = false

  /// The defaults, or the given values clamped into their ranges (non-finite numbers become the default).
  public init(
    rows: Int = 5, columns: Int = 8, balls: Int = 1, ballSpeed: Double = 450, bounciness: Double = 1,
    gravity: Double = 0, paddleWidth: Double = 0.24, lives: Int = 3, specialBricks: Bool = true,
    pushStrength: Double = 0.3, pushCooldown: Double = 1.5, motionGravity: Bool = false
  ) {
    self.rows = Self.clamp(rows, Self.rowsRange)
    self.columns = Self.clamp(columns, Self.columnsRange)
    self.balls = Self.clamp(balls, Self.ballsRange)
    self.ballSpeed = Self.clamp(ballSpeed, Self.ballSpeedRange, default: 450)
    self.bounciness = Self.clamp(bounciness, Self.bouncinessRange, default: 1)
    self.gravity = Self.clamp(gravity, Self.gravityRange, default: 0)
    self.paddleWidth = Self.clamp(paddleWidth, Self.paddleWidthRange, default: 0.24)
    self.lives = Self.clamp(lives, Self.livesRange)
    self.specialBricks = specialBricks
    self.pushStrength = Self.clamp(pushStrength, Self.pushStrengthRange, default: 0.3)
    self.pushCooldown = Self.clamp(pushCooldown, Self.pushCooldownRange, default: 1.5)
    self.motionGravity = motionGravity
  }

  /// The fastest a ball may ever go, in points per second: speeds above are scaled back.
  public var speedLimit: Double { 1.6 * ballSpeed }

  private static func clamp(_ x: Int, _ range: ClosedRange<Int>) -> Int {
    min(max(x, range.lowerBound), range.upperBound)
  }

  private static func clamp(_ x: Double, _ range: ClosedRange<Double>, default value: Double) -> Double {
    x.isFinite ? min(max(x, range.lowerBound), range.upperBound) : value
  }
}
