import Geometry
import Stage
import Testing

@testable import GameKit
@testable import Games

/// Every game that plays sounds asks for them at its moments: hits, bricks, points, cards chosen,
/// flipped, matched and missed, and its end. (BubblePop's are in `BubblePopSceneTests`; the Lab is
/// silent.)
@Suite struct GameSoundTests {
  /// The names of the sounds among `events`, in order, each with its pitch.
  private func sounds(_ events: [GameEvent]) -> [(name: String, pitch: Double)] {
    events.compactMap { if case .sound(let name, let pitch) = $0 { (name, pitch) } else { nil } }
  }

  @Test func pongSoundsTheComputersHitsEachPointAndALostMatchsEnd() {
    let scene = PongScene(seed: 9, size: Size(width: 390, height: 760))
    var events: [GameEvent] = []
    for _ in 0..<(60 * 600) where scene.game.winner == nil {
      if scene.isWaitingForPlayer {
        scene.key(.space, isDown: true)
        scene.key(.space, isDown: false)
      }
      scene.update(dt: 1.0 / 60)
      events += scene.takeEvents()
    }
    let played = sounds(events)
    #expect(scene.game.winner == .opponent)
    #expect(played.contains { $0 == (GameSound.paddle, 0.8) }, "the computer's paddle sounds lower")
    #expect(played.filter { $0.name == GameSound.miss }.count == Int(PongRules.winningScore) - 1)
    #expect(played.filter { $0.name == GameSound.point }.count == Int(scene.game.playerScore))
    #expect(played.last?.name == GameSound.end, "a lost match ends on its own sound, not a lost point's")
    #expect(!played.contains { $0.name == GameSound.win })
  }

  @Test func pongSoundsThePlayersPaddleAndAWonPoint() {
    let scene = PongScene(seed: 3, size: Size(width: 390, height: 760))
    scene.playerAutopilot = true
    var events: [GameEvent] = []
    for _ in 0..<(60 * 600) where scene.game.playerScore == 0 {
      if scene.isWaitingForPlayer { _ = scene.playerSaidGo() }
      scene.update(dt: 1.0 / 60)
      events += scene.takeEvents()
    }
    let played = sounds(events)
    #expect(scene.game.playerScore == 1)
    #expect(played.contains { $0 == (GameSound.paddle, 1) })
    #expect(played.contains { $0.name == GameSound.wall })
    #expect(played.last?.name == GameSound.point)
  }

  /// Plays Breakout `scene` at 60 Hz until it is over or `seconds` have passed, serving each waiting ball
  /// and calling `afterFrame` after every frame; returns the events it posted.
  private func playToTheEnd(_ scene: BreakoutScene, seconds: Int, afterFrame: () -> Void = {}) -> [GameEvent] {
    var events: [GameEvent] = []
    for _ in 0..<(60 * seconds) where !scene.isOver {
      if scene.isWaitingForPlayer { scene.tapped() }
      scene.update(dt: 1.0 / 60)
      events += scene.takeEvents()
      afterFrame()
    }
    return events
  }

  @Test func breakoutSoundsBricksHigherThroughAStreakTheWallsThePaddleAndAWallCleared() {
    let scene = BreakoutScene(seed: 4)
    scene.controls.apply("rows=1\ncolumns=3\nspecialBricks=0")
    scene.newGame()
    scene.autopilot = true
    let played = sounds(playToTheEnd(scene, seconds: 120))
    let bricks = played.filter { $0.name == GameSound.brick }
    #expect(scene.isOver && scene.game.isCleared)
    #expect(bricks.count == 3)
    #expect(bricks.allSatisfy { $0.pitch >= 1 && $0.pitch <= 2 })
    #expect(played.contains { $0.name == GameSound.wall })
    #expect(played.contains { $0.name == GameSound.paddle })
    #expect(played.last?.name == GameSound.win)
  }

  @Test func breakoutSoundsEachBallLostAndTheEnd() {
    let scene = BreakoutScene(seed: 6)
    scene.controls.apply("lives=2")
    scene.newGame()
    scene.paddleTargetX = 0
    let played = sounds(
      playToTheEnd(scene, seconds: 60) {
        scene.paddleTargetX = scene.balls.first.map { $0.view.center.x < 195 ? 380 : 10 }
      })
    #expect(scene.isOver)
    #expect(played.filter { $0.name == GameSound.miss }.count == 1, "the last ball lost is the end's")
    #expect(played.last?.name == GameSound.end)
  }

  @Test func setSoundsACardChosenAndLetGoASetFoundOneThatIsNotAndTheEnd() throws {
    let scene = SetScene(seed: 5, size: Size(width: 390, height: 760))
    let table = scene.game.table
    let set = try #require(SetRules.firstSet(in: table))
    let stray = try #require(table.first { !set.contains($0) })
    scene.choose(set[0])
    scene.choose(set[0])
    #expect(sounds(scene.takeEvents()).map(\.pitch) == [1, 0.75])
    for card in set { scene.choose(card) }
    #expect(sounds(scene.takeEvents()).map(\.name) == [GameSound.select, GameSound.select, GameSound.match])
    // Two cards have one card that completes their set, so one of the next two does not.
    let others = scene.game.table.filter { $0 != stray }
    let third = try #require(others.indices.dropFirst().first { !SetRules.isSet([stray, others[0], others[$0]]) })
    let notASet = [stray, others[0], others[third]]
    for card in notASet { scene.choose(card) }
    #expect(sounds(scene.takeEvents()).map(\.name) == [GameSound.select, GameSound.select, GameSound.wrong])
    scene.finish()
    #expect(sounds(scene.takeEvents()).map(\.name) == [GameSound.win])
  }

  @Test func concentrationSoundsEveryFlipThenAPairAMissAndTheLastPair() throws {
    let scene = ConcentrationScene(seed: 2, size: Size(width: 820, height: 1100))
    #expect(scene.perform(ConcentrationAction.theme("Vehicles").action))
    let game = try #require(scene.game)
    let cards = game.cards
    let first = try #require(cards.first)
    let other = try #require(cards.first { $0.pairID != first.pairID })
    _ = scene.takeEvents()
    scene.touchCard(id: first.id)
    #expect(sounds(scene.takeEvents()).map(\.name) == [GameSound.flip])
    scene.touchCard(id: other.id)
    #expect(sounds(scene.takeEvents()).map(\.name) == [GameSound.flip, GameSound.wrong])
    var touches: [[String]] = []
    for pair in 0..<game.theme.pairCount {
      for card in cards where card.pairID == pair {
        scene.touchCard(id: card.id)
        touches.append(sounds(scene.takeEvents()).map(\.name))
      }
    }
    #expect(scene.game?.isFinished == true)
    #expect(touches.filter { $0 == [GameSound.flip, GameSound.match] }.count == game.theme.pairCount - 1)
    #expect(touches.last == [GameSound.flip, GameSound.win])
  }
}
