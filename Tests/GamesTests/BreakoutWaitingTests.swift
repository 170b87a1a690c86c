import Geometry
import Stage
import Testing

@testable import Games
@testable import Host

/// Breakout starts when the player says so: the ball waits on the paddle until a tap or Space,
/// again after each lost ball, and a game left mid-play holds still until the player goes on.
@Suite struct BreakoutWaitingTests {
  private let size = Size(width: 390, height: 760)

  private func tap(_ scene: BreakoutScene, router: PointerRouter, at point: Point, time: Double) {
    router.handle(PointerEvent(phase: .down, id: 7, location: point, time: time), in: scene.rootView)
    router.handle(PointerEvent(phase: .up, id: 7, location: point, time: time + 0.05), in: scene.rootView)
  }

  @Test func anUntouchedGameWaitsOnThePaddleAndLosesNothing() {
    let scene = BreakoutScene(seed: 1, size: size)
    run(scene, seconds: 10)
    #expect(scene.isWaitingForPlayer)
    #expect(scene.game.scoring.lives == 3)
    #expect(scene.balls.count == 1 && scene.balls[0].launchIn == .infinity)
    let ball = scene.balls[0].view
    #expect(abs(ball.center.x - scene.paddle.center.x) < 1e-9)
    #expect(ball.frame.maxY <= scene.paddle.frame.minY)
  }

  @Test func aTapLaunchesTheBall() {
    let scene = BreakoutScene(seed: 1, size: size)
    run(scene, seconds: 1)
    tap(scene, router: PointerRouter(), at: Point(x: 200, y: 400), time: 1)
    #expect(scene.pushCooldownLeft == 0, "the launching tap is not a push")
    run(scene, seconds: 0.5)
    #expect(!scene.isWaitingForPlayer)
    let v = scene.ballBehavior.linearVelocity(for: scene.balls[0].view)
    #expect(v.dy < 0 && abs(v.length - scene.ballSpeed) < 1)
  }

  @Test func spaceLaunchesEveryWaitingBallAndThenPushes() {
    let scene = BreakoutScene(seed: 2, size: size)
    for control in scene.controls.apply("balls=3") { scene.controlChanged(control) }
    scene.key(.space, isDown: true)
    scene.key(.space, isDown: false)
    run(scene, seconds: 0.2)
    #expect(scene.balls.count == 3 && scene.balls.allSatisfy { $0.launchIn <= 0 })
    scene.key(.space, isDown: true)
    #expect(scene.pushCooldownLeft == scene.settings.pushCooldown, "the next Space pushes")
  }

  @Test func afterALostBallTheNextWaitsForThePlayer() {
    let scene = BreakoutScene(seed: 6, size: size)
    scene.tapped()
    scene.paddleTargetX = 0
    var frames = 0
    while scene.game.scoring.lives == 3 && frames < 60 * 60 {
      scene.update(dt: 1.0 / 60)
      scene.paddleTargetX = scene.balls.first.map { $0.view.center.x < 195 ? 380 : 10 }
      frames += 1
    }
    #expect(scene.game.scoring.lives == 2)
    #expect(scene.isWaitingForPlayer)
    scene.paddleTargetX = nil
    run(scene, seconds: 10)
    #expect(scene.game.scoring.lives == 2, "the waiting ball costs nothing")
  }

  @Test func aSuspendedGameHoldsStillUntilATap() {
    let scene = BreakoutScene(seed: 4, size: size)
    scene.tapped()
    run(scene, seconds: 1)
    let centers = scene.balls.map(\.view.center)
    scene.suspend()
    #expect(scene.isWaitingForPlayer && scene.isPaused)
    run(scene, seconds: 20)
    #expect(scene.balls.map(\.view.center) == centers)
    #expect(scene.game.scoring.lives == 3)
    tap(scene, router: PointerRouter(), at: Point(x: 100, y: 500), time: 30)
    #expect(!scene.isPaused && scene.pushCooldownLeft == 0, "the tap that goes on is not a push")
    run(scene, seconds: 0.1)
    #expect(scene.balls.map(\.view.center) != centers)
  }

  @Test func suspendingAWaitingGameChangesNothing() {
    let scene = BreakoutScene(seed: 4, size: size)
    scene.suspend()
    #expect(!scene.isPaused)
    scene.tapped()
    run(scene, seconds: 0.1)
    #expect(!scene.isWaitingForPlayer, "one tap launches")
  }

  @Test func theHostSuspendsOnPauseAndTheComputerLaunchesInSimulations() throws {
    let host = AppHost(seed: 3)
    host.open("breakout")
    host.resize(width: 390, height: 760, scale: 1)
    let scene = try #require(host.scene as? BreakoutScene)
    host.key(.space, isDown: true)
    host.key(.space, isDown: false)
    for i in 0...30 { host.frame(timeMs: Double(i) * 16) }
    host.perform("pause")
    host.perform("resume")
    #expect(scene.isPaused, "after a pause the game waits for the player")
    let result = try #require(Simulation.run(gameID: "breakout", seed: 7, seconds: 60))
    #expect(!result.stateJSON.contains("\"score\":0,"), "the computer launched the ball and broke bricks")
  }
}
