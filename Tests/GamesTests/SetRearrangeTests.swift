import Geometry
import Motion
import Stage
import Testing

@testable import Games
@testable import Host

/// Rearranging Set's table (the R key, the Rearrange button, two fingers turning on the table):
/// every card moves to another place and stays the same card, chosen or not; the score holds; the
/// cards gather spinning in the middle and fly out to land exactly in their slots.
@Suite struct SetRearrangeTests {
  static let frame = 1.0 / 60

  /// Where each card is, by card.
  private func places(_ scene: SetScene) -> [SetCard: Rect] {
    Dictionary(uniqueKeysWithValues: scene.cardViews.map { ($0.card, $0.slot) })
  }

  /// Checks that the table now holds the same cards as `before`, each in another of the same slots.
  private func expectPermuted(_ scene: SetScene, from before: [SetCard: Rect]) {
    let after = places(scene)
    #expect(Set(after.keys) == Set(before.keys), "the same cards")
    #expect(Set(after.values) == Set(before.values), "in the same slots")
    #expect(after.allSatisfy { before[$0.key] != $0.value }, "every card in another one")
    #expect(scene.cardViews.map(\.card) == scene.game.table, "the views follow the table's order")
    for (view, slot) in zip(scene.cardViews, scene.layout.cards.frames) { #expect(view.slot == slot) }
  }

  /// Runs frames until the rearrangement is over; returns the seconds it took.
  @discardableResult
  private func settle(_ scene: SetScene) -> Double {
    var t = 0.0
    while scene.cardViews.contains(where: { $0.rearrangement != nil }) && t < 5 {
      scene.update(dt: Self.frame)
      t += Self.frame
    }
    return t
  }

  private func expectInSlots(_ scene: SetScene) {
    for view in scene.cardViews {
      #expect(SetSceneTests.close(view.frame, view.slot), "\(view.frame) vs \(view.slot)")
      #expect(view.transform == .identity)
    }
  }

  @Test func theModelMovesEveryCardAndKeepsSelectionHintAndScore() throws {
    var game = SetGame(seed: 5)
    game.choose(game.table[0])
    game.choose(game.table[4])
    _ = game.showHint()
    let before = game
    var random = SeededRandom(seed: 9)
    let rearranged = game.rearrangeTable(using: &random)
    #expect(rearranged)
    #expect(game.table.sorted { $0.index < $1.index } == before.table.sorted { $0.index < $1.index })
    #expect(zip(game.table, before.table).allSatisfy { $0 != $1 }, "no card keeps its place")
    #expect(game.selection == before.selection && game.hint == before.hint && game.score == before.score)
    #expect(game.deck == before.deck && game.discardPile == before.discardPile)
    var again = before
    var same = SeededRandom(seed: 9)
    again.rearrangeTable(using: &same)
    #expect(again.table == game.table, "the same generator rearranges the same way")
  }

  @Test func theRKeyRearrangesWithoutChangingScoreOrSelection() throws {
    let scene = SetSceneTests.dealtScene()
    let chosen = scene.game.table[2]
    scene.choose(chosen)
    let score = scene.game.score
    let before = places(scene)
    scene.key(.letterR, isDown: true)
    expectPermuted(scene, from: before)
    #expect(scene.game.score == score && scene.game.selection == [chosen])
    let moved = try #require(scene.cardViews.first { $0.card == chosen })
    #expect(moved.highlight == .selected, "the chosen card is still chosen in its new place")
    scene.key(.letterR, isDown: false)
    #expect(scene.rearrangements == 1, "a key going up does nothing")
    settle(scene)
    expectInSlots(scene)
    scene.choose(chosen)
    #expect(scene.game.selection.isEmpty, "choosing it again lets it go, as before")
  }

  @Test func theButtonAndTheActionRearrangeToo() throws {
    let scene = SetSceneTests.dealtScene()
    var before = places(scene)
    scene.tap(at: scene.rearrangeButton.frame.center)
    expectPermuted(scene, from: before)
    settle(scene)
    before = places(scene)
    #expect(scene.perform(SetAction.rearrange.action))
    expectPermuted(scene, from: before)
    #expect(scene.rearrangements == 2 && scene.game.score == 0)
  }

  @Test(arguments: [Size(width: 390, height: 760), Size(width: 844, height: 330), Size(width: 1440, height: 800)])
  func theButtonIsAFingertipsTargetClearOfEverythingElse(size: Size) {
    let scene = SetSceneTests.dealtScene(size: size)
    let button = scene.rearrangeButton.frame
    #expect(button.width >= 44 && button.height >= 44)
    #expect(Rect(origin: .zero, size: size).contains(button.origin) && button.maxX <= size.width)
    let others = [
      scene.hintButton.frame, scene.newGameButton.frame, scene.boardButton.frame, scene.scoreLabel.frame,
      scene.layout.deckTarget, scene.layout.discard, scene.messageLabel.frame, scene.layout.grid,
    ]
    for other in others { #expect(!button.intersects(other), "\(button) overlaps \(other)") }
    #expect(scene.rootView.accessibilityElements?.contains { $0 === scene.rearrangeButton } == true)
  }

  @Test func aLongDesktopBarKeepsTheScoreWord() {
    let scene = SetSceneTests.dealtScene(size: Size(width: 1440, height: 800))
    #expect(scene.rearrangeInBar)
    #expect(scene.scoreLabel.frame.width >= SetScene.scoreWordWidth)
    let phone = SetSceneTests.dealtScene(size: Size(width: 390, height: 760))
    #expect(!phone.rearrangeInBar, "a phone's bar has no room left: the button stands in the pile row")
    #expect(phone.scoreLabel.frame.width >= SetScene.scoreWordWidth)
  }

  /// Two fingers 120 points apart about `center`, down at angle 0 and turned to `angle` in 12 moves.
  private func turnTwoFingers(_ host: AppHost, about center: Point, to angle: Double, at t0: Double) {
    func finger(_ sign: Double, _ a: Double) -> Point {
      center + Vector(dx: sign * 60 * Trig.cos(a), dy: sign * 60 * Trig.sin(a))
    }
    for (id, sign) in [(Int32(1), -1.0), (2, 1.0)] {
      let p = finger(sign, 0)
      host.pointer(phase: .down, id: id, x: p.x, y: p.y, timeMs: t0)
    }
    for step in 1...12 {
      let a = angle * Double(step) / 12
      for (id, sign) in [(Int32(1), -1.0), (2, 1.0)] {
        let p = finger(sign, a)
        host.pointer(phase: .move, id: id, x: p.x, y: p.y, timeMs: t0 + Double(step) * 16)
      }
    }
    for (id, sign) in [(Int32(1), -1.0), (2, 1.0)] {
      let p = finger(sign, angle)
      host.pointer(phase: .up, id: id, x: p.x, y: p.y, timeMs: t0 + 13 * 16)
    }
  }

  @Test func twoFingersTurningPastTheThresholdRearrangeOnceAndChooseNothing() throws {
    let app = AccessibleHost("set")
    let scene = try #require(app.host.scene as? SetScene)
    let center = scene.layout.grid.center
    let before = places(scene)
    turnTwoFingers(app.host, about: center, to: SetScene.rearrangeTurn * 0.7, at: app.timeMs)
    app.run(seconds: 0.5)
    #expect(places(scene) == before, "a turn short of the threshold leaves the table alone")
    turnTwoFingers(app.host, about: center, to: -SetScene.rearrangeTurn * 2.5, at: app.timeMs)
    expectPermuted(scene, from: before)
    #expect(scene.rearrangements == 1, "one rearrangement a turn, however far the fingers go")
    #expect(scene.game.selection.isEmpty && scene.game.score == 0, "the fingers chose no card")
    app.run(seconds: 2)
    expectInSlots(scene)
  }

  @Test func theCardsGatherInTheMiddleSpinningInChainedStepsAndLandInTheirSlots() throws {
    let scene = SetSceneTests.dealtScene()
    let middle = scene.layout.grid.center
    scene.rearrange()
    let view = scene.cardViews[0]
    // Held, so that no animator's identity is taken by a later one.
    var animators: [PropertyAnimator] = []
    var turned = 0.0
    var last = view.rotation
    var nearest = Double.infinity
    var landed: Double?
    let total = SetScene.gatherDuration + SetScene.scatterDuration + SetScene.staggerSpan
    for n in 1...Int((total + 0.2) * 60) {
      scene.update(dt: Self.frame)
      var step = view.rotation - last
      if step > Trig.pi { step -= 2 * Trig.pi }
      if step < -Trig.pi { step += 2 * Trig.pi }
      turned += step
      last = view.rotation
      nearest = min(nearest, (view.center - middle).length)
      for animator in scene.clock.runningAnimators where !animators.contains(where: { $0 === animator }) {
        animators.append(animator)
      }
      if landed == nil && scene.cardViews.allSatisfy({ $0.rearrangement == nil }) { landed = Double(n) * Self.frame }
    }
    #expect(nearest < view.bounds.width / 2, "the card passed through the middle of the table")
    #expect(abs(abs(turned) - 2 * Trig.pi) < 1e-6, "one whole turn: \(turned)")
    #expect((landed ?? .infinity) <= total + 4 * Self.frame, "over in \(landed ?? -1) s")
    #expect(animators.count >= scene.cardViews.count * 5, "a chain of animators: \(animators.count)")
    expectInSlots(scene)
    #expect(scene.cardViews.allSatisfy { $0.isFaceUp && $0.phase == .placed && !$0.isGathering })
  }

  @Test func withReducedMotionTheCardsGlideWithoutSpinning() throws {
    let scene = SetSceneTests.dealtScene()
    scene.setReduceMotionEnabled(true)
    let before = places(scene)
    scene.rearrange()
    expectPermuted(scene, from: before)
    #expect(scene.cardViews.allSatisfy { $0.rearrangement == nil && !$0.isGathering })
    var turned = 0.0
    var farthestDetour = 0.0
    let starts = scene.cardViews.map(\.center)
    for _ in 0..<Int(SetScene.rearrangeDuration * 60) + 2 {
      scene.update(dt: Self.frame)
      for (view, start) in zip(scene.cardViews, starts) {
        turned = max(turned, abs(view.rotation))
        // A glide stays on the straight line from its old place to its new one.
        let line = view.slot.center - start
        let off = view.center - start
        let cross = line.length > 0 ? abs(line.dx * off.dy - line.dy * off.dx) / line.length : off.length
        farthestDetour = max(farthestDetour, cross)
      }
    }
    #expect(turned < 1e-9 && farthestDetour < 1e-6)
    expectInSlots(scene)
  }

  @Test func theAccessibilityTreeFollowsTheNewLayoutAndKeepsEachCardsIdentity() throws {
    let app = AccessibleHost("set")
    let scene = try #require(app.host.scene as? SetScene)
    let ids = Dictionary(
      uniqueKeysWithValues: app.elements.filter { $0.container != 0 }.map { ($0.label, $0.identifier) })
    app.host.key(.letterR, isDown: true)
    app.host.key(.letterR, isDown: false)
    app.run(seconds: 2)
    let cards = app.elements.filter { $0.container != 0 }
    #expect(cards.map(\.label) == scene.game.table.map(\.spokenName), "read in the new table order")
    #expect(cards.allSatisfy { ids[$0.label] == $0.identifier }, "each card keeps its element")
    #expect(app.element("Rearrange")?.traits == .button)
    #expect(app.host.takeEvents().contains(.announcement("Cards rearranged.")))
    #expect(app.activate("Rearrange") && scene.rearrangements == 2)
  }

  @Test func aRearrangementMidDealDealsTheRestInTheNewOrder() {
    let scene = SetScene(seed: 3, size: Size(width: 390, height: 760))
    SetSceneTests.run(scene, seconds: 1.5)
    scene.rearrange()
    #expect(scene.dealQueue.map(\.card) == scene.cardViews.filter { $0.phase == .waiting }.map(\.card))
    SetSceneTests.run(scene, seconds: 8)
    expectInSlots(scene)
    #expect(scene.cardViews.allSatisfy { $0.isFaceUp && $0.phase == .placed })
  }

  @Test func aSecondRearrangementMidFlightTakesTheCardsOverAndTheyStillLand() {
    let scene = SetSceneTests.dealtScene()
    scene.rearrange()
    SetSceneTests.run(scene, seconds: 0.35)
    scene.rearrange()
    SetSceneTests.run(scene, seconds: 0.2)
    scene.resize(to: Size(width: 760, height: 390))
    settle(scene)
    SetSceneTests.run(scene, seconds: 1)
    expectInSlots(scene)
    #expect(scene.cardViews.allSatisfy { $0.rearrangement == nil })
  }
}
