import Geometry
import Stage
import Testing

@testable import Games

@Suite struct PongSceneTests {
  @Test func serveLeavesFromThePlayersPaddleAtServeSpeed() {
    let scene = PongScene(seed: 1, size: Size(width: 390, height: 760))
    #expect(scene.ball.center.y < scene.playerPaddle.center.y)
    #expect(abs(scene.ball.center.x - scene.playerPaddle.center.x) < 1e-9)
    for _ in 0..<60 { scene.update(dt: 1.0 / 60) }
    let v = scene.ballBehavior.linearVelocity(for: scene.ball)
    #expect(scene.match.phase == .playing)
    #expect(v.dy < 0)
    #expect(abs(v.length - scene.serveSpeed) / scene.serveSpeed < 1e-9)
  }

  @Test func draggingMovesThePlayersPaddle() {
    let scene = PongScene(seed: 1, size: Size(width: 390, height: 760))
    let router = PointerRouter()
    router.handle(PointerEvent(phase: .down, id: 1, location: Point(x: 195, y: 700), time: 0), in: scene.rootView)
    router.handle(PointerEvent(phase: .move, id: 1, location: Point(x: 80, y: 700), time: 0.05), in: scene.rootView)
    scene.update(dt: 1.0 / 60)
    #expect(scene.playerPaddle.center.x == 80)
    router.handle(PointerEvent(phase: .move, id: 1, location: Point(x: -50, y: 700), time: 0.1), in: scene.rootView)
    scene.update(dt: 1.0 / 60)
    #expect(scene.playerPaddle.center.x == scene.playerPaddle.bounds.width / 2)
  }

  @Test func keysMoveThePaddle() {
    let scene = PongScene(seed: 1, size: Size(width: 390, height: 760))
    let x0 = scene.playerPaddle.center.x
    scene.key(.left, isDown: true)
    for _ in 0..<10 { scene.update(dt: 1.0 / 60) }
    scene.key(.left, isDown: false)
    #expect(scene.playerPaddle.center.x < x0 - 50)
  }

  @Test func anIdlePlayerLosesPointsAndTheComputerReturnsBalls() {
    let scene = PongScene(seed: 9, size: Size(width: 390, height: 760))
    var events: [GameEvent] = []
    var opponentHits: Int64 = 0
    var lastRally: Int64 = 0
    for _ in 0..<(60 * 120) {
      scene.update(dt: 1.0 / 60)
      events += scene.takeEvents()
      if scene.match.rally > lastRally { opponentHits += 1 }
      lastRally = scene.match.rally
      if scene.match.winner != nil { break }
    }
    #expect(scene.match.winner == .opponent)
    #expect(scene.match.opponentScore == PongRules.winningScore)
    #expect(events.contains { if case .alert(let title, _, _) = $0 { title == "The computer wins" } else { false } })
    #expect(events.contains(.score(game: "pong", value: scene.match.playerScore)))
    #expect(scene.perform("newGame"))
    #expect(scene.match.opponentScore == 0)
  }

  @Test func resizingKeepsEverythingOnTheCourt() {
    let scene = PongScene(seed: 3, size: Size(width: 390, height: 760))
    for _ in 0..<90 { scene.update(dt: 1.0 / 60) }
    scene.resize(to: Size(width: 820, height: 1100))
    for v in [scene.ball, scene.playerPaddle, scene.opponentPaddle] {
      #expect(Rect(x: 0, y: 0, width: 820, height: 1100).contains(v.center))
    }
    #expect(scene.playerPaddle.center.y > 1000)
  }
}
