import Geometry
import Motion
import Stage
import Testing

@testable import Games

/// The Set scene's animations, played from scripted frames: the deal (one card at a time,
/// overlapping a little, face down until in place), the rearrangement, the fly-away and its snap to
/// the discard pile, and the discard pile's flip once the dynamic animator rests.
@Suite struct SetSceneTests {
  static let frame = 1.0 / 60

  /// When each card started and ended its flight from the deck, in clock seconds.
  struct Flight {
    var card: SetCard
    var start: Double
    var end: Double?
  }

  /// Runs `seconds` of frames, noting every card's flight and the most cards ever dealing at once.
  @discardableResult
  static func run(_ scene: SetScene, seconds: Double, flights: inout [Flight]) -> Int {
    var most = 0
    for _ in 0..<Int((seconds * 60).rounded()) {
      scene.update(dt: frame)
      scene.rootView.layoutIfNeeded()
      let dealing = scene.cardViews.filter { $0.phase == .dealing }
      most = max(most, dealing.count)
      for view in dealing where !flights.contains(where: { $0.card == view.card }) {
        flights.append(Flight(card: view.card, start: scene.clock.now))
      }
      for view in scene.cardViews where view.phase == .placed {
        if let k = flights.firstIndex(where: { $0.card == view.card && $0.end == nil }) {
          flights[k].end = scene.clock.now
          #expect(close(view.frame, view.slot))
          #expect(!view.isFaceUp, "a card is still face down when it lands")
        }
      }
    }
    return most
  }

  /// True when two frames agree to a millionth of a point.
  static func close(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
      && abs(a.height - b.height) < 1e-6
  }

  static func run(_ scene: SetScene, seconds: Double) {
    var flights: [Flight] = []
    run(scene, seconds: seconds, flights: &flights)
  }

  /// A scene whose twelve cards have all been dealt and turned over.
  static func dealtScene(seed: UInt64 = 3, size: Size = Size(width: 390, height: 760)) -> SetScene {
    let scene = SetScene(seed: seed, size: size)
    run(scene, seconds: 6)
    return scene
  }

  @Test func theTwelveCardsAreDealtOneAtATimeInTableOrderOverlappingALittle() {
    let scene = SetScene(seed: 3, size: Size(width: 390, height: 760))
    #expect(scene.cardViews.allSatisfy { $0.phase == .waiting && $0.isHidden && !$0.isFaceUp })
    var flights: [Flight] = []
    let most = Self.run(scene, seconds: 6, flights: &flights)
    #expect(flights.map { $0.card } == scene.game.table)
    #expect(most == 2, "flights overlap, but only the tail of one with the start of the next")
    for (a, b) in zip(flights, flights.dropFirst()) {
      #expect(b.start - a.start >= SetScene.dealInterval - Self.frame, "never two cards leave the deck together")
      let overlap = (a.end ?? .infinity) - b.start
      #expect(overlap > 0 && overlap < SetScene.dealDuration / 2)
    }
    for flight in flights {
      let duration = (flight.end ?? .infinity) - flight.start
      #expect(abs(duration - SetScene.dealDuration) < 2 * Self.frame)
    }
    #expect(scene.cardViews.allSatisfy { $0.phase == .placed && $0.isFaceUp && $0.transform == .identity })
  }

  @Test func aLandedCardTurnsOverWithAFlipTransition() {
    let scene = SetScene(seed: 3, size: Size(width: 390, height: 760))
    var flights: [Flight] = []
    while flights.first?.end == nil { Self.run(scene, seconds: Self.frame, flights: &flights) }
    let first = scene.cardViews[0]
    #expect(!first.isFaceUp)
    Self.run(scene, seconds: SetScene.flipDuration * 0.25, flights: &flights)
    #expect(first.shade > 0 && first.transitionTransform != .identity, "mid-flip the card narrows and darkens")
    Self.run(scene, seconds: SetScene.flipDuration, flights: &flights)
    #expect(first.isFaceUp && first.shade == 0)
  }

  @Test func aDealtCardSpinsTwiceInAChainOfThirds() {
    let scene = SetScene(seed: 3, size: Size(width: 390, height: 760))
    Self.run(scene, seconds: Self.frame)
    let view = scene.cardViews[0]
    var turned = 0.0
    var last = view.rotation
    // Held, so that no animator's identity is taken by a later one.
    var spinSteps: [PropertyAnimator] = []
    var mostAtOnce = 0
    var afterLanding = 0
    // On past the landing too: a spin that lagged behind the flight would turn the card back there.
    while view.phase == .dealing || afterLanding < 10 {
      if view.phase != .dealing { afterLanding += 1 }
      // Only the first card flies during the first interval: every short animator is its spin.
      if scene.clock.now < SetScene.dealInterval - Self.frame {
        let steps = scene.clock.runningAnimators.filter { $0.duration < SetScene.dealDuration / 2 }
        mostAtOnce = max(mostAtOnce, steps.count)
        for step in steps where !spinSteps.contains(where: { $0 === step }) { spinSteps.append(step) }
      }
      Self.run(scene, seconds: Self.frame)
      var step = view.rotation - last
      if step < -Trig.pi { step += 2 * Trig.pi }
      #expect(step >= -1e-9, "the spin never turns back")
      turned += step
      last = view.rotation
    }
    #expect(abs(turned - 2 * Double(SetScene.dealTurns) * Trig.pi) < 1e-6, "turned \(turned)")
    #expect(SetScene.dealTurns >= 2)
    #expect(mostAtOnce == 1, "one step at a time")
    #expect(spinSteps.count >= 3, "steps follow one another: \(spinSteps.count) in the first interval")
    #expect(view.transform == .identity)
  }

  @Test func tappingTheDeckRearrangesTheTableFirstThenDealsThree() throws {
    let scene = Self.dealtScene()
    let before = scene.cardViews.map { $0.frame }
    scene.tap(at: scene.layout.deck.center)
    #expect(scene.game.table.count == 15)
    #expect(scene.dealQueue.count == 3)
    Self.run(scene, seconds: SetScene.rearrangeDuration / 2)
    let moving = zip(scene.cardViews, before).filter { $0.0.frame != $0.1 && $0.0.frame != $0.0.slot }
    #expect(!moving.isEmpty, "the cards are part-way to their new places")
    #expect(scene.cardViews.allSatisfy { $0.phase != .dealing }, "dealing waits for the rearrangement")
    var flights: [Flight] = []
    let most = Self.run(scene, seconds: 3, flights: &flights)
    #expect(flights.map { $0.card } == Array(scene.game.table.suffix(3)))
    #expect(most <= 2)
    for view in scene.cardViews { #expect(Self.close(view.frame, view.slot)) }
  }

  @Test func aMatchFliesAwayBouncesForTwoSecondsThenSnapsToTheDiscardPileWhichTurnsOverAtRest() throws {
    let scene = Self.dealtScene()
    while SetRules.firstSet(in: scene.game.table) == nil {
      scene.dealThreeMore()
      Self.run(scene, seconds: 3)
    }
    let set = try #require(SetRules.firstSet(in: scene.game.table))
    let places = set.map { card in scene.cardViews.first { $0.card == card }!.center }
    for place in places { scene.tap(at: place) }
    #expect(scene.game.scoring.matches == 1)
    #expect(scene.bouncing.map { $0.card } == set)
    #expect(scene.dealQueue.count == 3, "a match deals three more at once")
    let start = scene.clock.now
    var flights: [Flight] = []
    Self.run(scene, seconds: SetScene.bounceDuration - 0.05, flights: &flights)
    #expect(scene.bouncing.count == 3 && scene.snapping.isEmpty)
    let moved = zip(scene.bouncing, places).map { ($0.0.center - $0.1).length }
    #expect(moved.allSatisfy { $0 > 20 }, "the cards have flown from their places: \(moved)")
    #expect(scene.bouncing.contains { abs($0.rotation) > 0.05 }, "and they turn as they bounce")
    for card in scene.bouncing {
      #expect(scene.rootView.bounds.insetBy(dx: -40, dy: -40).contains(card.center), "they stay on the canvas")
    }
    Self.run(scene, seconds: 0.1, flights: &flights)
    #expect(scene.snapping.count == 3)
    #expect(abs(scene.clock.now - start - SetScene.bounceDuration) < 0.1)
    #expect(scene.discardBehavior.cards.count == 3 && scene.flyaway.cards.isEmpty)
    var settled: Double?
    while settled == nil && scene.clock.now - start < 10 {
      Self.run(scene, seconds: Self.frame, flights: &flights)
      if scene.discardFlips == 1 {
        settled = scene.clock.now
        #expect(!scene.discardAnimator.isRunning, "the discard pile turns over once its animator rests")
        let top = try #require(scene.discardTop)
        #expect(abs(top.center.x - scene.layout.discard.midX) < 1 && abs(top.center.y - scene.layout.discard.midY) < 1)
        #expect(top.isFaceUp)
      }
    }
    #expect(settled != nil)
    #expect(scene.landedCount == 3)
    #expect(scene.discardBehavior.cards.isEmpty, "the animator lets go of the landed cards")
    Self.run(scene, seconds: SetScene.flipDuration + Self.frame)
    #expect(scene.discardTop?.isFaceUp == false)
    #expect(flights.count == 3 && scene.cardViews.allSatisfy { $0.phase == .placed })
  }

  @Test func aMismatchIsShownUntilTheNextTouch() throws {
    let scene = Self.dealtScene()
    let table = scene.game.table
    let triple = try #require(
      SetFixtures.triples(of: table.count).first { !SetRules.isSet(table[$0.0], table[$0.1], table[$0.2]) })
    for k in [triple.0, triple.1, triple.2] { scene.tap(at: scene.cardViews[k].center) }
    #expect(scene.game.isShowingMismatch)
    #expect(scene.cardViews.filter { $0.highlight == .mismatched }.count == 3)
    let other = try #require(scene.cardViews.indices.first { ![triple.0, triple.1, triple.2].contains($0) })
    scene.tap(at: scene.cardViews[other].center)
    #expect(scene.cardViews.filter { $0.highlight == .mismatched }.isEmpty)
    #expect(scene.cardViews[other].highlight == .selected)
  }

  @Test func theHintButtonShowsASetAndNewGameDealsAFreshTable() {
    let scene = Self.dealtScene(seed: 5)
    scene.tap(at: scene.hintButton.frame.center)
    if let hint = SetRules.firstSet(in: scene.game.table) {
      #expect(scene.cardViews.filter { $0.highlight == .hinted }.map { $0.card } == hint)
    } else {
      #expect(scene.message.hasPrefix("No set"))
    }
    let old = scene.game.table
    scene.tap(at: scene.newGameButton.frame.center)
    #expect(scene.game.table != old && scene.game.score == 0)
    #expect(scene.cardViews.allSatisfy { $0.phase == .waiting })
  }

  @Test func aFinishedGameRaisesAnAlertAndItsScore() {
    let scene = Self.dealtScene()
    scene.game = SetGame(deck: SetDeck(cards: Array(SetFixtures.setFreeCards.prefix(12))))
    scene.syncTable()
    let events = scene.takeEvents()
    #expect(events.contains { if case .alert(let title, _, _) = $0 { title == "Game over" } else { false } })
    #expect(events.contains(.score(game: "set", value: 0)))
    #expect(scene.perform(.newGame))
    #expect(!scene.game.isOver)
  }

  @Test func aGameThatEndsBelowZeroIsNotSentToTheBoard() {
    let scene = Self.dealtScene()
    var game = SetGame(deck: SetDeck(cards: Array(SetFixtures.setFreeCards.prefix(15))))
    for card in game.table.prefix(3) { game.choose(card) }
    #expect(game.dealThreeMore() == true)
    #expect(game.isOver && game.score < 0)
    scene.game = game
    scene.syncTable()
    let events = scene.takeEvents()
    #expect(events.contains { if case .alert = $0 { true } else { false } })
    #expect(!events.contains { if case .score = $0 { true } else { false } }, "the board ranks scores from 0 up")
  }

  @Test func turningTheDeviceMidRearrangementLandsEveryCardInItsNewSlot() {
    let scene = Self.dealtScene()
    scene.dealThreeMore()
    Self.run(scene, seconds: 0.2)
    scene.resize(to: Size(width: 760, height: 390))
    Self.run(scene, seconds: 3)
    for view in scene.cardViews {
      #expect(Self.close(view.frame, view.slot))
      #expect(scene.layout.grid.contains(view.frame.center))
    }
  }
}
