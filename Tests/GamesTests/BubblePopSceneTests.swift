import Geometry
import Stage
import Testing

@testable import GameKit
@testable import Games

/// The BubblePop scene: name entry, the 3-2-1, pops with their effects and events, the end of a
/// run and its score event, settings locked during a run, pause.
@Suite struct BubblePopSceneTests {
  private func makeScene(name: String = "Ada") -> BubblePopScene {
    let scene = BubblePopScene(seed: 7, size: Size(width: 390, height: 700))
    scene.controls.apply("name=\(name)")
    scene.controlChanged(scene.controls["name"]!)
    return scene
  }

  @Test func withoutANameStartAsksForOneAndStartsNothing() {
    let scene = BubblePopScene(seed: 7, size: Size(width: 390, height: 700))
    var json = JSONWriter()
    scene.controls.write(to: &json)
    #expect(json.text.contains(#"{"id":"name","kind":"playerName","title":"","enabled":true,"value":"","default":""}"#))
    #expect(scene.perform(BubblePopAction.start.action))
    #expect(scene.phase == .ready)
    #expect(scene.takeEvents().contains(.nameNeeded(game: "bubblepop", then: BubblePopAction.start.action)))
    scene.controls.apply("name=  Ada  ")
    scene.start()
    #expect(scene.runName?.text == "Ada")
    #expect(scene.phase == .countdown(3))
  }

  @Test func theNameIsTakenWholeOrNotAtAll() {
    let scene = makeScene(name: String(repeating: "n", count: 21))
    #expect(scene.controls["name"]?.text == "")
    scene.controls.apply("name=" + String(repeating: "n", count: 20))
    scene.controls.apply("name=Ada\u{202E}")
    #expect(scene.controls["name"]?.text == String(repeating: "n", count: 20))
    #expect(scene.controls.savedValues.contains("name=" + String(repeating: "n", count: 20)))
  }

  @Test func theBarShowsTheBoardsTopBesideThePlayersBest() {
    let scene = makeScene()
    #expect(scene.topLabel.isHidden)
    #expect(scene.perform(.best(12)))
    #expect(scene.perform(.top(40)))
    #expect(!scene.topLabel.isHidden)
    #expect(scene.bestLabel.accessibilityValue == "12, the board’s top 40")
    #expect(scene.bestLabel.frame.maxY <= scene.topLabel.frame.minY)
    #expect(scene.runStartLines.suffix(3) == ["action best=12", "action top=40", "action start"])
  }

  @Test func threeTwoOneThenBubblesThatPopOnTouchWithEffectsAndSounds() throws {
    let scene = makeScene()
    scene.start()
    run(scene, seconds: 2.9)
    #expect(scene.game?.phase == .ready)
    let ticks = scene.takeEvents().filter { $0 == .sound(name: "tick", pitch: 1) }
    #expect(ticks.count == 3)
    run(scene, seconds: 0.2)
    #expect(scene.phase == .playing)
    #expect(scene.takeEvents().contains(.sound(name: "go", pitch: 1)))
    let game = try #require(scene.game)
    let bubble = try #require(game.bubbles.first { !$0.isGold })
    #expect(scene.bubbleViews.count == game.bubbles.count)
    scene.press(at: bubble.center)
    #expect(scene.game?.score == bubble.color.points)
    #expect(scene.game?.bubbles.contains { $0.id == bubble.id } == false)
    #expect(scene.bubbleViews.count == game.bubbles.count - 1)
    #expect(scene.effectsLayer.subviews.count >= 3)
    let events = scene.takeEvents()
    #expect(events.contains(.haptic))
    #expect(events.contains { if case .sound("pop", _) = $0 { true } else { false } })
    scene.press(at: Point(x: -50, y: -50))
    #expect(scene.game?.score == bubble.color.points)
  }

  @Test func effectsFinishAndLeaveNothingBehind() throws {
    let scene = makeScene()
    scene.start()
    run(scene, seconds: 3.1)
    let bubble = try #require(scene.game?.bubbles.first)
    scene.press(at: bubble.center)
    run(scene, seconds: 1.0)
    let lingering = scene.effectsLayer.subviews.filter { $0.alpha > 0.01 }
    #expect(lingering.count <= scene.game!.bubbles.count)
  }

  @Test func theEndOfARunSendsTheScoreWithTheNameAndUnlocksTheSettings() throws {
    let scene = makeScene(name: "Bea")
    scene.controls.apply("time=5")
    scene.start()
    #expect(scene.controls["time"]?.isEnabled == false)
    // During the run the panel shrinks to the Score board (the name, never shown, takes the shell's fill).
    #expect(scene.controls.controls.filter { !$0.isHidden && $0.kind != .playerName }.map(\.id) == ["board"])
    #expect(scene.controls.apply("time=30").isEmpty)
    run(scene, seconds: 3.1)
    let bubble = try #require(scene.game?.bubbles.first { !$0.isGold })
    scene.press(at: bubble.center)
    _ = scene.takeEvents()
    run(scene, seconds: 5.1)
    #expect(scene.phase == .over)
    let score = Int64(bubble.color.points)
    #expect(scene.takeEvents().contains(.score(game: "bubblepop", value: score, name: "Bea")))
    #expect(scene.bestScore == Int(score))
    #expect(scene.lastRunWasBest)
    #expect(scene.controls["time"]?.isEnabled == true)
    #expect(scene.controls["time"]?.isHidden == false && scene.controls["name"]?.isHidden == false)
    #expect(scene.controls["start"]?.title == "Play again")
  }

  /// A tap or Space meant for a last bubble as the time runs out leaves the result standing; once it has
  /// stood a second, a tap starts the next run, and the Play again button starts one at once.
  @Test func aTapAsTheTimeRunsOutKeepsTheResult() throws {
    let scene = makeScene()
    scene.controls.apply("time=5")
    scene.start()
    run(scene, seconds: 3.1)
    let bubble = try #require(scene.game?.bubbles.first { !$0.isGold })
    scene.press(at: bubble.center)
    run(scene, seconds: 5.0)
    #expect(scene.phase == .over)
    let score = scene.game?.score
    run(scene, seconds: 0.5)
    scene.press(at: Point(x: 195, y: 350))
    scene.key(.space, isDown: true)
    #expect(scene.phase == .over && scene.game?.score == score, "the result still shows")
    run(scene, seconds: 0.5)
    scene.press(at: Point(x: 195, y: 350))
    #expect(scene.phase == .countdown(BubblePopScene.countdownSeconds), "a tap a second after the end starts again")
    run(scene, seconds: 8.2)
    #expect(scene.phase == .over)
    #expect(scene.perform(BubblePopAction.start.action))
    #expect(scene.phase == .countdown(BubblePopScene.countdownSeconds), "Play again needs no wait")
  }

  @Test func theBoardsBestIsShownAndOnlyRaisesTheBest() {
    let scene = makeScene()
    #expect(scene.perform(.best(120)))
    #expect(scene.bestScore == 120)
    #expect(scene.perform(.best(80)))
    #expect(scene.bestScore == 120)
    #expect(GameAction("best=lots") == nil)
    #expect(GameAction("best=-4") == nil)
  }

  @Test func settingsOutOfRangeAreClampedAndAnOldSoundLineIsIgnored() {
    let scene = makeScene()
    // Records made while BubblePop had a sound setting of its own still carry its line.
    scene.controls.apply("time=9999\nbubbles=-3\ndrift=7\nsound=0")
    #expect(scene.settings == BubblePopSettings(gameTime: 300, maximumBubbles: 1, drift: 3))
    #expect(scene.controls["sound"] == nil)
    scene.start()
    run(scene, seconds: 4)
    #expect(scene.takeEvents().contains { if case .sound = $0 { true } else { false } })
  }

  @Test func pauseFreezesTheCountdownAndTheBubbles() throws {
    let scene = makeScene()
    scene.start()
    run(scene, seconds: 3.5)
    let before = try #require(scene.game)
    #expect(scene.perform(.pause))
    run(scene, seconds: 2)
    #expect(scene.game?.timeRemaining == before.timeRemaining)
    #expect(scene.game?.bubbles == before.bubbles)
    #expect(scene.perform(.resume))
    run(scene, seconds: 1)
    #expect(scene.game!.timeRemaining < before.timeRemaining)
  }

  @Test func theScoreBoardButtonAsksTheShell() {
    let scene = makeScene()
    scene.controls.apply("board")
    scene.controlChanged(scene.controls["board"]!)
    #expect(scene.takeEvents() == [.showBoard(game: "bubblepop")])
  }
}
