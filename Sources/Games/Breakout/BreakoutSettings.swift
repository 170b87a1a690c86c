import GameKit

/// Breakout's game-play settings, each kept within a range chosen so that no combination sends
/// the ball out of control: the ball's speed is bounded, bounciness
/// never adds energy, and gravity stays weaker than the ball's launch.
public struct BreakoutSettings: Equatable, Sendable {
  /// The settings table: each setting's control id, title, range, step, default and unit, written
  /// once here and read by the settings screen (`BreakoutScene.controlSchema`), the panel's
  /// fallbacks (``init(panel:)``), the defaults and the clamping of ``init(rows:columns:balls:ballSpeed:bounciness:gravity:paddleWidth:lives:specialBricks:pushStrength:pushCooldown:motionGravity:)``.
  public enum Table {
    /// Rows of bricks.
    public static let rows = Setting.stepper(
      "rows", title: "Rows of bricks", range: 1...8, default: 5, section: "Bricks")
    /// Bricks per row.
    public static let columns = Setting.stepper(
      "columns", title: "Bricks per row", range: 1...12, default: 8, section: "Bricks")
    /// Whether some bricks are special (tough, extra ball, explosive).
    public static let specialBricks = Setting.toggle(
      "specialBricks", title: "Special bricks", isOn: true, section: "Bricks")
    /// Balls in play at once.
    public static let balls = Setting.stepper("balls", title: "Balls", range: 1...5, default: 1, section: "Balls")
    /// The ball's speed, in points per second, on a court whose wall stands 500 points above the
    /// paddle (an upright phone's): the game scales it with the drop from wall to paddle.
    public static let ballSpeed = Setting.slider(
      "ballSpeed", title: "Ball speed", range: 250...900, step: 10, default: 450, unit: " pt/s", section: "Balls")
    /// Elasticity of every bounce (1 keeps the speed).
    public static let bounciness = Setting.slider(
      "bounciness", title: "Bounciness", range: 0.8...1.0, step: 0.01, default: 1, section: "Balls")
    /// Gravity pulling the balls down, in UIKit magnitudes (1 = 1000 pt/s²).
    public static let gravity = Setting.slider(
      "gravity", title: "Gravity", range: 0.0...0.3, step: 0.01, default: 0, section: "Balls")
    /// Whether the device's tilt adds gravity (where the device and browser allow).
    public static let motionGravity = Setting.toggle(
      "motionGravity", title: "Tilt the device to steer the balls", section: "Balls", request: .motion)
    /// The paddle's width as a share of the court's (of 1.25 times its height, on a wider court), by size.
    public static let paddle = Setting.choice(
      "paddle", title: "Paddle",
      choices: [
        .init("small", title: "Small", value: 0.16), .init("medium", title: "Medium", value: 0.24),
        .init("large", title: "Large", value: 0.34),
      ], default: 0.24, section: "Paddle")
    /// A tap's push, as a share of the ball speed.
    public static let pushStrength = Setting.slider(
      "pushStrength", title: "Tap push", range: 0.1...0.6, step: 0.05, default: 0.3, section: "Paddle")
    /// Seconds between two pushes.
    public static let pushCooldown = Setting.slider(
      "pushCooldown", title: "Push cooldown", range: 0.5...5.0, step: 0.5, default: 1.5, unit: " s",
      section: "Paddle")
    /// Lives per game.
    public static let lives = Setting.stepper("lives", title: "Lives", range: 1...9, default: 3, section: "Game")
  }

  /// The paddle's width as a share of the court's: what any width is kept within.
  public static let paddleWidthRange = 0.12...0.4

  /// Rows of bricks.
  public private(set) var rows: Int
  /// Bricks per row.
  public private(set) var columns: Int
  /// Balls in play.
  public private(set) var balls: Int
  /// The ball's speed in points per second, on the reference court (see `Table.ballSpeed`).
  public private(set) var ballSpeed: Double
  /// Elasticity.
  public private(set) var bounciness: Double
  /// Gravity magnitude.
  public private(set) var gravity: Double
  /// Paddle width as a share of the court.
  public private(set) var paddleWidth: Double
  /// Lives per game.
  public private(set) var lives: Int
  /// Whether some bricks are special (tough, extra ball, explosive).
  public var specialBricks: Bool
  /// A tap's push strength.
  public private(set) var pushStrength: Double
  /// Seconds between pushes.
  public private(set) var pushCooldown: Double
  /// Whether the device's tilt adds gravity (where the device and browser allow).
  public var motionGravity: Bool

  /// The defaults, or the given values clamped into their ranges (non-finite numbers become the default).
  public init(
    rows: Int = Table.rows.defaultInteger, columns: Int = Table.columns.defaultInteger,
    balls: Int = Table.balls.defaultInteger, ballSpeed: Double = Table.ballSpeed.defaultValue,
    bounciness: Double = Table.bounciness.defaultValue, gravity: Double = Table.gravity.defaultValue,
    paddleWidth: Double = Table.paddle.defaultValue, lives: Int = Table.lives.defaultInteger,
    specialBricks: Bool = Table.specialBricks.isOnByDefault, pushStrength: Double = Table.pushStrength.defaultValue,
    pushCooldown: Double = Table.pushCooldown.defaultValue, motionGravity: Bool = Table.motionGravity.isOnByDefault
  ) {
    self.rows = Table.rows.clamped(rows)
    self.columns = Table.columns.clamped(columns)
    self.balls = Table.balls.clamped(balls)
    self.ballSpeed = Table.ballSpeed.clamped(ballSpeed)
    self.bounciness = Table.bounciness.clamped(bounciness)
    self.gravity = Table.gravity.clamped(gravity)
    self.paddleWidth =
      paddleWidth.isFinite
      ? min(max(paddleWidth, Self.paddleWidthRange.lowerBound), Self.paddleWidthRange.upperBound)
      : Table.paddle.defaultValue
    self.lives = Table.lives.clamped(lives)
    self.specialBricks = specialBricks
    self.pushStrength = Table.pushStrength.clamped(pushStrength)
    self.pushCooldown = Table.pushCooldown.clamped(pushCooldown)
    self.motionGravity = motionGravity
  }

  /// The settings `panel` shows (the defaults for any it lacks), clamped.
  public init(panel: ControlPanel) {
    self.init(
      rows: Table.rows.integer(in: panel), columns: Table.columns.integer(in: panel),
      balls: Table.balls.integer(in: panel), ballSpeed: Table.ballSpeed.value(in: panel),
      bounciness: Table.bounciness.value(in: panel), gravity: Table.gravity.value(in: panel),
      paddleWidth: Table.paddle.value(in: panel), lives: Table.lives.integer(in: panel),
      specialBricks: Table.specialBricks.isOn(in: panel), pushStrength: Table.pushStrength.value(in: panel),
      pushCooldown: Table.pushCooldown.value(in: panel), motionGravity: Table.motionGravity.isOn(in: panel))
  }

  /// The fastest a ball may ever go, in points per second on the reference court (scaled with the
  /// court like ``ballSpeed``): speeds above are scaled back.
  public var speedLimit: Double { 1.6 * ballSpeed }
}
