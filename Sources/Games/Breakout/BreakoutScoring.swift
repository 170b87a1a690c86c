import GameKit

/// Breakout's score and lives, where skill pays: each broken brick is worth
/// 10 points times the streak — the bricks broken since the ball last touched the paddle — so a
/// long rally high in the wall is worth far more than the same bricks one at a time.
public struct BreakoutScoring: Equatable, Sendable {
  /// Points for one brick at a streak of one.
  public static let brickPoints = 10

  /// The most one game can award: every brick of the largest wall in one unbroken streak.
  public static var highestPossibleScore: Int64 {
    let bricks = Int64(
      BreakoutSettings.Table.rows.integerRange.upperBound * BreakoutSettings.Table.columns.integerRange.upperBound)
    return Int64(brickPoints) * bricks * (bricks + 1) / 2
  }
  /// Points so far.
  public private(set) var score = 0
  /// Bricks broken since the paddle was last touched.
  public private(set) var streak = 0
  /// Lives left.
  public private(set) var lives: Int

  /// A new game with `lives` lives.
  public init(lives: Int) {
    self.lives = lives
  }

  /// A brick broke: returns the points it earned.
  @discardableResult
  public mutating func brickBroken() -> Int {
    streak += 1
    let points = BreakoutScoring.brickPoints * streak
    score += points
    return points
  }

  /// The ball touched the paddle: the streak starts again.
  public mutating func paddleTouched() { streak = 0 }

  /// The last ball in play fell out: a life is lost and the streak ends. Returns whether any are left.
  public mutating func ballLost() -> Bool {
    lives = max(0, lives - 1)
    streak = 0
    return lives > 0
  }
}
