import Geometry

/// One game of Breakout as a value: the wall still standing and the score, streak and lives. The
/// scene runs the balls and tells the game what they touched; the game applies the rules.
public struct BreakoutGame: Equatable, Sendable {
  /// The bricks still standing.
  public private(set) var wall: BrickWall
  /// Score, streak and lives.
  public private(set) var scoring: BreakoutScoring

  /// A new game: a full wall of `rows` × `columns` laid out for `court` (special bricks drawn from
  /// `random` when `specials` is on) and `lives` lives.
  public init(rows: Int, columns: Int, specials: Bool, lives: Int, court: Rect, random: inout SeededRandom) {
    wall = BrickWall(rows: rows, columns: columns, specials: specials, court: court, random: &random)
    scoring = BreakoutScoring(lives: lives)
  }

  /// Whether every brick is gone.
  public var isCleared: Bool { wall.isCleared }

  /// Places every standing brick for `court`, in points.
  public mutating func layOut(in court: Rect) { wall.layOut(in: court) }

  /// A ball hit brick `id`: returns the bricks that broke, in the order they broke, each scored at
  /// the streak it extends.
  public mutating func hitBrick(_ id: Int) -> [Brick] {
    let broken = wall.hit(id)
    for _ in broken { scoring.brickBroken() }
    return broken
  }

  /// The ball touched the paddle: the streak starts again.
  public mutating func paddleTouched() { scoring.paddleTouched() }

  /// The last ball in play fell out: a life is lost. Returns whether any are left.
  public mutating func ballLost() -> Bool { scoring.ballLost() }
}
