import Geometry
import Stage
import Testing

@testable import GameKit
@testable import Games
@testable import Host

/// Two people on one device: each paddle follows its own finger (pointer id) on its own half of the
/// court, or its own keys.
@Suite struct PongTwoPlayerTests {
  private let size = Size(width: 390, height: 760)

  private func twoPlayerScene() -> PongScene {
    let scene = PongScene(seed: 3, size: size)
    for control in scene.controls.apply("opponent=person") { scene.controlChanged(control) }
    return scene
  }

  @Test func theSettingPicksASecondPersonAndStartsANewMatch() {
    let scene = PongScene(seed: 3, size: size)
    #expect(!scene.hasSecondPlayer)
    scene.key(.space, isDown: true)
    #expect(scene.game.phase == .playing)
    for control in scene.controls.apply("opponent=person") { scene.controlChanged(control) }
    #expect(scene.hasSecondPlayer)
    #expect(scene.game.isWaitingForServe)
    #expect(scene.controls.apply("opponent=robot").isEmpty, "an unknown option is ignored")
  }

  @Test func twoFingersMoveTwoPaddlesIndependently() {
    let scene = twoPlayerScene()
    let router = PointerRouter()
    let top = scene.opponentPaddle.center.y
    let bottom = scene.playerPaddle.center.y
    router.handle(PointerEvent(phase: .down, id: 11, location: Point(x: 195, y: bottom), time: 0), in: scene.rootView)
    router.handle(PointerEvent(phase: .down, id: 12, location: Point(x: 195, y: top), time: 0), in: scene.rootView)
    for step in 1...20 {
      let t = Double(step) / 60
      let dx = Double(step) * 5
      router.handle(
        PointerEvent(phase: .move, id: 11, location: Point(x: 195 - dx, y: bottom), time: t), in: scene.rootView)
      router.handle(
        PointerEvent(phase: .move, id: 12, location: Point(x: 195 + dx, y: top), time: t), in: scene.rootView)
      scene.update(dt: 1.0 / 60)
    }
    #expect(scene.playerPaddle.center.x == 95)
    #expect(scene.opponentPaddle.center.x == 295)
    router.handle(PointerEvent(phase: .up, id: 12, location: Point(x: 295, y: top), time: 0.4), in: scene.rootView)
    router.handle(PointerEvent(phase: .move, id: 11, location: Point(x: 150, y: 300), time: 0.42), in: scene.rootView)
    scene.update(dt: 1.0 / 60)
    #expect(scene.playerPaddle.center.x == 150, "a finger keeps its paddle even across the middle")
    #expect(scene.opponentPaddle.center.x == 295, "a lifted finger leaves its paddle where it was")
  }

  @Test func aloneEitherHalfDrivesThePersonsPaddleAndTheComputerTheOther() {
    let scene = PongScene(seed: 3, size: size)
    let router = PointerRouter()
    router.handle(PointerEvent(phase: .down, id: 1, location: Point(x: 100, y: 50), time: 0), in: scene.rootView)
    scene.update(dt: 1.0 / 60)
    #expect(scene.playerPaddle.center.x == 100)
  }

  @Test func arrowsDriveTheBottomPaddleAndADTheTop() {
    let scene = twoPlayerScene()
    let bottom = scene.playerPaddle.center.x
    let top = scene.opponentPaddle.center.x
    scene.key(.letterD, isDown: true)
    scene.key(.left, isDown: true)
    for _ in 0..<10 { scene.update(dt: 1.0 / 60) }
    scene.key(.letterD, isDown: false)
    scene.key(.left, isDown: false)
    #expect(scene.opponentPaddle.center.x > top + 50)
    #expect(scene.playerPaddle.center.x < bottom - 50)
  }

  @Test func aloneADMoveThePersonsPaddleThroughTheHost() throws {
    let host = AppHost(seed: 1)
    host.open("pong")
    host.resize(width: 390, height: 760, scale: 1)
    let scene = try #require(host.scene as? PongScene)
    let x0 = scene.playerPaddle.center.x
    host.frame(timeMs: 0)
    host.key(.letterA, isDown: true)
    for i in 1...10 { host.frame(timeMs: Double(i) * 1000 / 60) }
    host.key(.letterA, isDown: false)
    #expect(scene.playerPaddle.center.x < x0 - 50)
  }

  @Test func theResultNamesTheWinnerByColourAndSendsNoScore() {
    let scene = twoPlayerScene()
    var events: [GameEvent] = []
    scene.key(.letterA, isDown: true)
    for _ in 0..<(60 * 600) where scene.game.winner == nil {
      if scene.isWaitingForPlayer { scene.key(.space, isDown: true) }
      scene.update(dt: 1.0 / 60)
      events += scene.takeEvents()
    }
    #expect(scene.game.winner != nil)
    let winner = scene.game.winner ?? .player
    let alert = events.compactMap { if case .alert(let title, let message, _) = $0 { (title, message) } else { nil } }
    let expected = PongResult.colorName(winner) + " wins \(PongRules.winningScore)–"
    #expect(alert.first?.0.hasPrefix(expected) == true, "\(alert)")
    #expect(alert.first?.1.contains("Blue (bottom)") == true)
    #expect(!events.contains { if case .score = $0 { true } else { false } }, "two people's match is not a score")
  }

  @Test func letterKeysReachOtherGamesAsArrows() {
    #expect(Key.letterA.asArrow == .left && Key.letterD.asArrow == .right)
    #expect(Key.letterW.asArrow == .up && Key.letterS.asArrow == .down && Key.space.asArrow == .space)
  }
}
