import Geometry
import Stage
import Testing

@testable import Games

/// Breakout on courts of every shape: the ball leaves the player as long to react on a phone on its
/// side as upright, the bricks stay brick-shaped on a large screen, and turning the screen mid-rally
/// breaks no brick and costs no life by itself.
@Suite struct BreakoutCourtScaleTests {
  static let portrait = Size(width: 390, height: 844)
  static let landscape = Size(width: 844, height: 390)
  static let small = Size(width: 320, height: 568)
  static let large = Size(width: 2560, height: 1440)

  /// Seconds a just-launched ball takes from the bricks' bottom down to the paddle's top: the
  /// distance over its vertical speed.
  static func reactionTime(on size: Size) -> Double {
    let scene = BreakoutScene(seed: 7, size: size)
    scene.tapped()
    scene.update(dt: 1.0 / 60)
    let vy = abs(scene.ballBehavior.linearVelocity(for: scene.balls[0].view).dy)
    let bricksBottom = scene.game.wall.bricks.map(\.frame.maxY).max() ?? 0
    return (scene.paddle.frame.minY - bricksBottom) / vy
  }

  @Test(arguments: [landscape, small, large])
  func theBallLeavesAsLongToReactAsOnAnUprightPhone(size: Size) {
    let upright = Self.reactionTime(on: Self.portrait)
    let here = Self.reactionTime(on: size)
    #expect(abs(here / upright - 1) <= 0.2, "\(here) s on \(size.width)×\(size.height), \(upright) s upright")
  }

  @Test func bricksStayBrickShapedOnALargeScreen() {
    let scene = BreakoutScene(seed: 3, size: Self.large)
    for brick in scene.game.wall.bricks {
      #expect(brick.frame.width / brick.frame.height <= 5, "\(brick.frame)")
    }
    let court = Rect(x: 0, y: 0, width: Self.large.width, height: Self.large.height)
    for rows in 1...8 {
      for columns in 1...12 {
        var random = SeededRandom(seed: 1)
        let wall = BrickWall(rows: rows, columns: columns, specials: false, court: court, random: &random)
        for brick in wall.bricks {
          #expect(brick.frame.width / brick.frame.height <= 8, "\(rows)×\(columns): \(brick.frame)")
          #expect(court.contains(brick.frame.origin) && brick.frame.maxX <= court.maxX)
        }
      }
    }
  }

  /// The courts a screen turns between.
  static let turns = [(portrait, landscape), (landscape, portrait), (small, large), (large, landscape)]

  /// Games played by the autopilot, each turned at one of many moments of the rally. Right after the
  /// turn every ball is on the court, clear of every brick and, if it was above the paddle, still
  /// above it, going the same way at the new court's pace; the frame after the turn breaks no brick
  /// unless a ball was within that frame's travel of one, and loses no life unless a ball was
  /// already below the paddle's top.
  @Test(arguments: turns.indices)
  func turningMidRallyBreaksNoBrickAndCostsNoLife(turn: Int) {
    let (from, to) = Self.turns[turn]
    for seed in UInt64(1)...3 {
      for frame in stride(from: 20, through: 600, by: 23) {
        let turned = rally(seed: seed, size: from, frames: frame)
        guard !turned.isOver else { break }
        let bricks = turned.game.wall.bricks.count
        let lives = turned.game.scoring.lives
        let above = turned.balls.map { $0.view.center.y < turned.paddle.frame.minY }
        let directions = turned.balls.map { turned.ballBehavior.linearVelocity(for: $0.view) }
        turned.resize(to: to)
        #expect(turned.game.wall.bricks.count == bricks && turned.game.scoring.lives == lives)
        let moment = "seed \(seed) frame \(frame) \(from.width)×\(from.height) → \(to.width)×\(to.height)"
        var nearest = Double.infinity
        for ((entry, wasAbove), direction) in zip(zip(turned.balls, above), directions) {
          let ball = entry.view
          let r = ball.bounds.width / 2
          let v = turned.ballBehavior.linearVelocity(for: ball)
          #expect(abs(v.dx * direction.dy - v.dy * direction.dx) <= 1e-3 * v.length * direction.length, "\(moment)")
          #expect(v.dx * direction.dx + v.dy * direction.dy >= 0, "\(moment)")
          #expect(ball.center.x >= r - 1e-9 && ball.center.x <= to.width + 1e-9 - r && ball.center.y >= r, "\(moment)")
          if wasAbove { #expect(ball.frame.maxY <= turned.paddle.frame.minY, "\(moment)") }
          for brick in turned.game.wall.bricks {
            let clearance = distance(from: ball.center, to: brick.frame) - r
            #expect(clearance >= -1e-9, "\(moment): ball in \(brick.frame)")
            if entry.launchIn <= 0 { nearest = min(nearest, clearance - v.length / 60) }
          }
        }
        turned.update(dt: 1.0 / 60)
        if nearest > 1 { #expect(turned.game.wall.bricks.count == bricks, "\(moment)") }
        if !above.contains(false) { #expect(turned.game.scoring.lives == lives, "\(moment)") }
      }
    }
  }

  /// A game on `size` played by the autopilot for `frames` frames after its first launch.
  private func rally(seed: UInt64, size: Size, frames: Int) -> BreakoutScene {
    let scene = BreakoutScene(seed: seed, size: size)
    scene.autopilot = true
    for _ in 0..<frames {
      if scene.isWaitingForPlayer { scene.tapped() }
      scene.update(dt: 1.0 / 60)
    }
    return scene
  }

  /// How far `point` lies from `rect` (0 inside it), in points.
  private func distance(from point: Point, to rect: Rect) -> Double {
    let dx = max(rect.minX - point.x, 0, point.x - rect.maxX)
    let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
    return (dx * dx + dy * dy).squareRoot()
  }
}
