import Dynamics
import Foundation
import Geometry
import Stage
import Testing

@testable import Games

/// The Breakout scene's physics set-up: brick boundaries in sync with the bricks, balls that leave
/// only through the bottom, pause and resume, the end of a game.
@Suite struct BreakoutSceneTests {
  /// Runs `seconds` of frames, tapping whenever the game waits for the player (so balls launch).
  private func run(_ scene: BreakoutScene, seconds: Double) {
    for _ in 0..<Int(seconds * 60) {
      if scene.isWaitingForPlayer { scene.tapped() }
      scene.update(dt: 1.0 / 60)
    }
  }

  @Test func brickBoundariesFollowTheBricksThroughResizes() {
    let scene = BreakoutScene(seed: 2, size: Size(width: 390, height: 700))
    for size in [Size(width: 844, height: 390), Size(width: 1180, height: 820), Size(width: 390, height: 700)] {
      scene.resize(to: size)
      let brickBoundaries = Set(scene.collision.boundaryIdentifiers.filter { $0.hasPrefix("brick-") })
      #expect(brickBoundaries == Set(scene.brickViews.map(\.boundary)))
      #expect(scene.brickViews.map(\.id).sorted() == scene.game.wall.bricks.map(\.id).sorted())
      #expect(Set(scene.brickViews.map(\.boundary)).count == scene.brickViews.count)
      for entry in scene.brickViews {
        let frame = scene.game.wall.brick(entry.id)?.frame ?? .zero
        let drift =
          abs(frame.minX - entry.view.frame.minX) + abs(frame.minY - entry.view.frame.minY)
          + abs(frame.width - entry.view.frame.width) + abs(frame.height - entry.view.frame.height)
        #expect(drift < 1e-9)
        #expect(entry.view.frame.maxX <= size.width)
      }
      #expect(scene.paddle.frame.maxX <= size.width && scene.paddle.frame.minX >= 0)
    }
  }

  /// Rallies per run: 10,000 as the issue asks; `KINETIC_RALLIES` lowers it for quick local runs.
  static let rallies = Int(ProcessInfo.processInfo.environment["KINETIC_RALLIES"] ?? "") ?? 10_000

  /// The courts the rallies are played on: a phone upright, a phone on its side, a tablet.
  static let courts = [Size(width: 390, height: 700), Size(width: 844, height: 330), Size(width: 1180, height: 760)]

  /// Seeded games on each court with every speed, ball count, gravity, bounciness and paddle the
  /// settings allow, the paddle meeting the balls off-centre (so they leave the oval at every
  /// angle) and pushes at random: a rally ends when a ball comes back off the paddle or falls out
  /// through the bottom, and no ball ever leaves through a wall or the top, or even sinks half its
  /// radius into one (soft contacts may overlap a wall by about a point for a step, as Box2D's do).
  /// The courts share the rallies (a third each, so at least `rallies` in all) and run side by side.
  @Test(arguments: courts.indices)
  func ralliesLoseBallsOnlyThroughTheBottom(courtIndex: Int) {
    let court = Self.courts[courtIndex]
    let wanted = (Self.rallies + Self.courts.count - 1) / Self.courts.count
    var random = SeededRandom(seed: 2026 + UInt64(courtIndex))
    var rallies = 0
    var lostAtBottom = 0
    var escapes: [String] = []
    var game = 0
    while rallies < wanted && escapes.isEmpty {
      let scene = BreakoutScene(seed: UInt64(game * Self.courts.count + courtIndex), size: court)
      let settings = [
        "balls=\(1 + game % 5)", "ballSpeed=\(random.nextDouble(in: 250, 900))",
        "gravity=\(random.nextDouble(in: 0, 0.3))", "bounciness=\(random.nextDouble(in: 0.8, 1))",
        "paddle=\(["small", "medium", "large"][game % 3])", "pushStrength=0.6", "pushCooldown=0.5",
      ]
      for control in scene.controls.apply(settings.joined(separator: "\n")) { scene.controlChanged(control) }
      var falling: [ObjectIdentifier: Bool] = [:]
      var offset = 0.0
      for frame in 0..<(60 * 40) where !scene.isOver && rallies < wanted {
        if frame % 30 == 0 { offset = random.nextDouble(in: -0.45, 0.45) * scene.paddle.bounds.width }
        let lowest = scene.balls.filter { $0.launchIn <= 0 }.max { $0.view.center.y < $1.view.center.y }
        scene.paddleTargetX = lowest.map { $0.view.center.x + offset }
        if random.nextDouble(in: 0, 1) < 0.02 { scene.pushBalls() }
        if scene.isWaitingForPlayer { scene.tapped() }
        let before = scene.balls.count
        scene.update(dt: 1.0 / 60)
        lostAtBottom += max(0, before - scene.balls.count)
        rallies += max(0, before - scene.balls.count)
        for entry in scene.balls where entry.launchIn <= 0 {
          let c = entry.view.center
          let r = scene.ballRadius
          if c.x < r / 2 || c.x > court.width - r / 2 || c.y < r / 2 {
            escapes.append("game \(game) frame \(frame): ball at \(c.x), \(c.y)")
          }
          let down = scene.ballBehavior.linearVelocity(for: entry.view).dy > 0
          let id = ObjectIdentifier(entry.view)
          if falling[id] == true && !down && c.y > scene.paddle.frame.minY - 4 * r { rallies += 1 }
          falling[id] = down
        }
      }
      game += 1
    }
    #expect(escapes.isEmpty, "\(escapes.prefix(3))")
    #expect(rallies >= wanted)
    #expect(lostAtBottom > 0, "some balls fall out: the paddle is not a wall")
  }

  @Test func pauseFreezesEveryBallAndResumeKeepsItsVelocityExactly() throws {
    let scene = BreakoutScene(seed: 9)
    scene.controls.apply("balls=3")
    scene.newGame()
    run(scene, seconds: 2)
    let before = scene.balls.map { (scene.ballBehavior.linearVelocity(for: $0.view), $0.view.center) }
    #expect(scene.perform(.pause))
    for _ in 0..<(3 * 60) { scene.update(dt: 1.0 / 60) }
    let paused = scene.balls.map { (scene.ballBehavior.linearVelocity(for: $0.view), $0.view.center) }
    #expect(paused.map(\.0) == before.map(\.0))
    #expect(paused.map(\.1) == before.map(\.1))
    #expect(scene.perform(.resume))
    scene.update(dt: 1.0 / 60)
    #expect(scene.balls.map(\.view.center) != before.map(\.1))
  }

  @Test func clearingTheWallEndsTheGameWithAnAlertAndTheScoreAndANewGameResetsIt() {
    let scene = BreakoutScene(seed: 4)
    scene.controls.apply("rows=1\ncolumns=3\nspecialBricks=0")
    scene.newGame()
    #expect(scene.game.wall.bricks.count == 3)
    scene.autopilot = true
    run(scene, seconds: 120)
    #expect(scene.isOver)
    let events = scene.takeEvents()
    #expect(events.contains { if case .alert = $0 { true } else { false } })
    #expect(events.contains(.score(game: "breakout", value: Int64(scene.game.scoring.score))))
    #expect(scene.game.scoring.score >= 30)
    #expect(scene.perform(.newGame))
    #expect(scene.game.wall.bricks.count == 3 && !scene.isOver && scene.balls.count == 1)
  }

  @Test func losingEveryLifeEndsTheGame() {
    let scene = BreakoutScene(seed: 6)
    scene.controls.apply("lives=1")
    scene.newGame()
    scene.paddleTargetX = 0
    for _ in 0..<(60 * 60) where !scene.isOver {
      if scene.isWaitingForPlayer { scene.tapped() }
      scene.update(dt: 1.0 / 60)
      scene.paddleTargetX = scene.balls.first.map { $0.view.center.x < 195 ? 380 : 10 }
    }
    #expect(scene.isOver)
    #expect(scene.game.scoring.lives == 0)
  }

  @Test func settingsAreClampedAndLiveOnesApplyAtOnce() {
    let scene = BreakoutScene(seed: 1)
    run(scene, seconds: 1)
    scene.controls.apply("ballSpeed=5000\nbounciness=0.2\nrows=40")
    scene.controlChanged(scene.controls["ballSpeed"]!)
    #expect(scene.settings.ballSpeed == 900)
    #expect(scene.settings.bounciness == 0.8)
    #expect(scene.settings.rows == 5)
    scene.newGame()
    #expect(scene.settings.rows == 8)
  }

  @Test func leavingTheSettingsStartsANewGameOnlyWhenTheWallBallsOrLivesChanged() {
    let scene = BreakoutScene(seed: 4)
    run(scene, seconds: 2)
    let bricks = scene.game.wall.bricks.count
    let ball = scene.balls[0].view.center
    scene.controls.apply("ballSpeed=600\npaddle=large")
    #expect(scene.perform(.settingsClosed))
    #expect(scene.settings.ballSpeed == 600)
    #expect(scene.paddle.bounds.width == 0.34 * scene.rootView.bounds.width)
    #expect(scene.balls[0].view.center == ball, "a live setting keeps the game going")
    #expect(scene.game.wall.bricks.count == bricks)

    scene.controls.apply("rows=2\ncolumns=3\nlives=7")
    scene.perform(.settingsClosed)
    #expect(scene.game.wall.bricks.count == 6)
    #expect(scene.game.scoring.lives == 7)
    #expect(scene.game.scoring.score == 0)
  }

  @Test func settingsArrivingBeforeTheFirstBallFliesLayTheGameOutAtOnce() {
    let scene = BreakoutScene(seed: 1)
    for control in scene.controls.apply("rows=2\ncolumns=4\nballs=3") { scene.controlChanged(control) }
    #expect(scene.game.wall.bricks.count == 8)
    #expect(scene.balls.count == 3)
    run(scene, seconds: 1)
    for control in scene.controls.apply("rows=3") { scene.controlChanged(control) }
    #expect(scene.game.wall.bricks.count == 8, "once a ball flies, the wall waits for the player to leave the settings")
  }

  @Test func settingsSavedByTheFirstReleaseLoadIntoThisOne() {
    let firstRelease =
      "rows=3.0\ncolumns=12.0\nballs=2.0\nlives=9.0\nballSpeed=700.0\nbounciness=0.95\ngravity=0.1\n"
      + "paddle=small\nspecialBricks=0\npushStrength=0.5\npushCooldown=3.0"
    let scene = BreakoutScene(seed: 1)
    scene.controls.apply(firstRelease + "\nretiredSetting=4\nballSpeed=fast\n=\ngarbage")
    scene.newGame()
    #expect(abs(scene.settings.bounciness - 0.95) < 1e-12, "snapped to the slider's 0.01 steps")
    let expected = BreakoutSettings(
      rows: 3, columns: 12, balls: 2, ballSpeed: 700, bounciness: scene.settings.bounciness, gravity: 0.1,
      paddleWidth: 0.16, lives: 9,
      specialBricks: false, pushStrength: 0.5, pushCooldown: 3, motionGravity: false)
    #expect(scene.settings == expected, "unknown ids and unreadable values are skipped; new settings keep defaults")
    #expect(scene.balls.count == 2)
  }

  /// Gravity, like the ball's speed, scales with the court (`k`).
  @Test func tiltSteersTheBallsOnlyWhileTheSettingIsOn() {
    let scene = BreakoutScene(seed: 5)
    let k = scene.court.speedScale
    scene.controls.apply("gravity=0.2")
    scene.controlChanged(scene.controls["gravity"]!)
    scene.deviceMotion(gravity: Vector(dx: 1, dy: 0))
    #expect(scene.gravity.gravityDirection == Vector(dx: 0, dy: 0.2 * k), "tilt is ignored while the switch is off")
    scene.controls.apply("motionGravity=1")
    scene.controlChanged(scene.controls["motionGravity"]!)
    #expect(scene.gravity.gravityDirection == Vector(dx: 0.3 * k, dy: 0))
    scene.deviceMotion(gravity: Vector(dx: 0, dy: 0.5))
    #expect(scene.gravity.gravityDirection == Vector(dx: 0, dy: 0.15 * k))
    scene.deviceMotion(gravity: Vector(dx: 0, dy: -4))
    #expect(scene.gravity.gravityDirection == Vector(dx: 0, dy: -0.3 * k), "a hard shake pulls no harder than upright")
    run(scene, seconds: 3)
    for entry in scene.balls {
      #expect(scene.ballBehavior.linearVelocity(for: entry.view).length <= scene.settings.speedLimit * k + 1e-9)
    }
  }

  @Test func anExplosionShakesTheWallAndItsShockWaveFadesAway() {
    let scene = BreakoutScene(seed: 3)
    run(scene, seconds: 1)
    let views = scene.rootView.subviews.count
    scene.animateExplosion(of: scene.game.wall.bricks[0])
    #expect(scene.rootView.subviews.count == views + 1, "a shock wave appears")
    #expect(scene.brickViews.contains { $0.view.transform != .identity }, "the wall shakes")
    let wave = scene.rootView.subviews.last
    run(scene, seconds: 0.1)
    #expect((wave?.alpha ?? 0) > 0 && (wave?.alpha ?? 1) < 1)
    run(scene, seconds: 1)
    #expect(wave?.superview == nil, "the wave is gone")
    #expect(scene.brickViews.allSatisfy { $0.view.transform == .identity }, "the wall settles back")
  }

  @Test func aReleasedBallPopsUpToSizeWithARing() {
    let scene = BreakoutScene(seed: 3)
    run(scene, seconds: 1)
    let views = scene.rootView.subviews.count
    let ball = scene.addBall(at: Point(x: 195, y: 200), launchIn: 0)
    scene.animateRelease(of: ball)
    #expect(scene.rootView.subviews.count == views + 2, "the ball and its ring")
    let ring = scene.rootView.subviews.last
    #expect(ball.transform == AffineTransform(scaleX: 0.2, y: 0.2))
    run(scene, seconds: 1)
    #expect(ball.transform == .identity)
    #expect(ring?.superview == nil && ball.superview === scene.rootView, "the ring is gone, the ball stays")
    #expect(scene.ballBehavior.linearVelocity(for: ball).length > 0, "the released ball flies")
  }
}
