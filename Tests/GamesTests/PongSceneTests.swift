import Geometry
import Stage
import Testing

@testable import GameKit
@testable import Games

@Suite struct PongSceneTests {
  private let size = Size(width: 390, height: 760)

  private func press(_ key: Key, on scene: PongScene) {
    scene.key(key, isDown: true)
    scene.key(key, isDown: false)
  }

  @Test func theBallWaitsAtThePlayersPaddleUntilServed() {
    let scene = PongScene(seed: 1, size: size)
    run(scene, seconds: 10)
    #expect(scene.game.isWaitingForServe)
    #expect(scene.isWaitingForPlayer)
    #expect(scene.ballBehavior.linearVelocity(for: scene.ball) == .zero)
    #expect(scene.ball.center.y < scene.playerPaddle.center.y)
    #expect(abs(scene.ball.center.x - scene.playerPaddle.center.x) < 1e-9)
    #expect(scene.game.playerScore == 0 && scene.game.opponentScore == 0)
  }

  @Test func spaceServesFromThePlayersPaddleAtServeSpeed() {
    let scene = PongScene(seed: 1, size: size)
    run(scene, seconds: 1)
    press(.space, on: scene)
    run(scene, seconds: 1)
    let v = scene.ballBehavior.linearVelocity(for: scene.ball)
    #expect(scene.game.phase == .playing)
    #expect(v.dy < 0)
    // The solver keeps velocities in Float, which round at 2⁻²⁴ of the speed.
    #expect(abs(v.length - scene.serveSpeed) / scene.serveSpeed < 1e-7)
  }

  @Test func aTapOnTheCourtServesAndEnterDoesToo() {
    let scene = PongScene(seed: 2, size: size)
    let router = PointerRouter()
    router.handle(PointerEvent(phase: .down, id: 4, location: Point(x: 100, y: 200), time: 0), in: scene.rootView)
    router.handle(PointerEvent(phase: .up, id: 4, location: Point(x: 100, y: 200), time: 0.1), in: scene.rootView)
    #expect(scene.game.phase == .playing)
    let other = PongScene(seed: 2, size: size)
    press(.enter, on: other)
    #expect(other.game.phase == .playing)
  }

  @Test func arrowKeysMoveThePaddleWithoutServing() {
    let scene = PongScene(seed: 1, size: size)
    let x0 = scene.playerPaddle.center.x
    scene.key(.left, isDown: true)
    run(scene, seconds: 10.0 / 60)
    scene.key(.left, isDown: false)
    #expect(scene.playerPaddle.center.x < x0 - 50)
    #expect(scene.game.isWaitingForServe)
    #expect(abs(scene.ball.center.x - scene.playerPaddle.center.x) < 1e-9, "the waiting ball rides the paddle")
  }

  @Test func draggingMovesThePlayersPaddle() {
    let scene = PongScene(seed: 1, size: size)
    let router = PointerRouter()
    router.handle(PointerEvent(phase: .down, id: 1, location: Point(x: 195, y: 700), time: 0), in: scene.rootView)
    router.handle(PointerEvent(phase: .move, id: 1, location: Point(x: 80, y: 700), time: 0.05), in: scene.rootView)
    scene.update(dt: 1.0 / 60)
    #expect(scene.playerPaddle.center.x == 80)
    router.handle(PointerEvent(phase: .move, id: 1, location: Point(x: -50, y: 700), time: 0.1), in: scene.rootView)
    scene.update(dt: 1.0 / 60)
    #expect(scene.playerPaddle.center.x == scene.playerPaddle.bounds.width / 2)
  }

  @Test func afterEachPointTheBallWaitsAgainAndAnIdlePlayerLosesNothingMore() {
    let scene = PongScene(seed: 9, size: size)
    press(.space, on: scene)
    var seconds = 0.0
    while scene.game.opponentScore + scene.game.playerScore == 0 && seconds < 30 {
      run(scene, seconds: 0.5)
      seconds += 0.5
    }
    #expect(scene.game.opponentScore + scene.game.playerScore == 1, "an idle player loses the served rally")
    #expect(scene.game.isWaitingForServe)
    run(scene, seconds: 10)
    #expect(scene.game.opponentScore + scene.game.playerScore == 1, "then the ball waits")
    #expect(scene.ballBehavior.linearVelocity(for: scene.ball) == .zero)
  }

  @Test func theComputerWinsAnIdleMatchOnlyServeByServe() {
    let scene = PongScene(seed: 9, size: size)
    var events: [GameEvent] = []
    var serves = 0
    for _ in 0..<(60 * 600) {
      if scene.isWaitingForPlayer {
        serves += 1
        press(.space, on: scene)
      }
      scene.update(dt: 1.0 / 60)
      events += scene.takeEvents()
      if scene.game.winner != nil { break }
    }
    #expect(scene.game.winner == .opponent)
    #expect(Int64(serves) == scene.game.opponentScore + scene.game.playerScore)
    let title = "The computer wins \(PongRules.winningScore)–\(scene.game.playerScore)"
    #expect(events.contains { if case .alert(let t, _, _) = $0 { t == title } else { false } })
    #expect(events.contains(.score(game: "pong", value: scene.game.playerScore)))
    #expect(scene.perform(.newGame))
    #expect(scene.game.opponentScore == 0 && scene.game.isWaitingForServe)
  }

  @Test func aSuspendedRallyHoldsStillUntilAPlayerGoesOn() {
    let scene = PongScene(seed: 5, size: size)
    press(.space, on: scene)
    run(scene, seconds: 0.5)
    let ball = scene.ball.center
    let velocity = scene.ballBehavior.linearVelocity(for: scene.ball)
    scene.suspend()
    #expect(scene.isHeld && scene.isWaitingForPlayer)
    run(scene, seconds: 20)
    #expect(scene.ball.center == ball)
    #expect(scene.game.playerScore + scene.game.opponentScore == 0)
    scene.key(.left, isDown: true)
    run(scene, seconds: 0.2)
    #expect(scene.isHeld, "moving keys do not end the hold")
    scene.key(.left, isDown: false)
    press(.space, on: scene)
    #expect(!scene.isHeld)
    #expect(scene.ballBehavior.linearVelocity(for: scene.ball) == velocity, "the rally goes on as it was")
    scene.update(dt: 1.0 / 60)
    #expect(scene.ball.center != ball)
  }

  @Test func resizingKeepsEverythingOnTheCourt() {
    let scene = PongScene(seed: 3, size: size)
    press(.space, on: scene)
    run(scene, seconds: 1.5)
    scene.resize(to: Size(width: 820, height: 1100))
    for v in [scene.ball, scene.playerPaddle, scene.opponentPaddle] {
      #expect(Rect(x: 0, y: 0, width: 820, height: 1100).contains(v.center))
    }
    #expect(scene.playerPaddle.center.y > 1000)
  }
}
