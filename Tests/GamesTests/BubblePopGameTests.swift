import Geometry
import Testing

@testable import Games
@testable import Host

/// BubblePop's rules: colours, layout, combos, refresh and the countdown.
@Suite struct BubblePopGameTests {
  @Test func coloursAppearWithTheirProbabilities() {
    var random = SeededRandom(seed: 4)
    let n = 100_000
    var counts: [BubbleColor: Int] = [:]
    for _ in 0..<n { counts[BubbleColor.random(using: &random), default: 0] += 1 }
    for color in BubbleColor.allCases {
      let p = Double(color.percent) / 100
      let sigma = (Double(n) * p * (1 - p)).squareRoot()
      #expect(abs(Double(counts[color, default: 0]) - Double(n) * p) < 4 * sigma)
    }
    #expect(BubbleColor.allCases.reduce(0) { $0 + $1.percent } == 100)
    #expect(BubbleColor.allCases.map(\.points) == [1, 2, 5, 8, 10])
  }

  @Test(arguments: [Size(width: 390, height: 560), Size(width: 1024, height: 700), Size(width: 700, height: 330)])
  func tenThousandLayoutsStayOnScreenWithoutOverlapping(size: Size) {
    let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
    var bad = 0
    for seed in 0..<10_000 {
      var game = BubblePopGame(
        settings: BubblePopSettings(maximumBubbles: 15 + seed % 26, drift: 0), bounds: bounds, seed: UInt64(seed))
      game.start()
      if seed % 5 == 0 { game.advance(by: 1) }
      let b = game.bubbles
      let ok =
        !b.isEmpty && b.count <= game.settings.maximumBubbles && b.allSatisfy { $0.isInside(bounds) }
        && !b.indices.contains { i in b.indices.contains { j in i < j && b[i].overlaps(b[j]) } }
      if !ok { bad += 1 }
    }
    #expect(bad == 0)
  }

  @Test func sameColourPopsEarnOneAndAHalfTimes() {
    var s = BubblePopScoring()
    #expect(s.pop(.black) == 10)
    #expect(s.pop(.black) == 15)
    #expect(s.score == 25)
    #expect(s.pop(.red) == 1)
    #expect(s.pop(.red) == 2)
    #expect(s.pop(.red) == 2)
    #expect(s.combo == 3)
    #expect(s.pop(.green) == 5)
    #expect(s.pop(.green) == 8)
    #expect(s.pop(.pink) == 2)
    #expect(s.pop(.pink) == 3)
    #expect(s.score == 25 + 5 + 13 + 5)
  }

  @Test func popsScoreAndRefreshesNeverBringBackOrTouchPoppedBubbles() {
    var game = BubblePopGame(bounds: Rect(x: 0, y: 0, width: 390, height: 560), seed: 11)
    game.start()
    var popped: Set<Int> = []
    var expected = BubblePopScoring()
    for _ in 0..<30 {
      if let target = game.bubbles.first {
        let points = game.pop(target.id)
        #expect(points == expected.pop(target.color))
        popped.insert(target.id)
        #expect(game.pop(target.id) == nil)
      }
      game.advance(by: 1)
      #expect(game.bubbles.allSatisfy { !popped.contains($0.id) })
    }
    #expect(game.score == expected.score)
  }

  @Test func theCountdownTicksEachSecondAndStopsTheRunAtZero() {
    var game = BubblePopGame(
      settings: BubblePopSettings(gameTime: 10), bounds: Rect(x: 0, y: 0, width: 390, height: 560), seed: 3)
    #expect(game.phase == .ready)
    game.advance(by: 5)
    #expect(game.timeRemaining == 10)
    game.start()
    game.advance(by: 0.5)
    #expect(game.timeRemaining == 10)
    game.advance(by: 0.5)
    #expect(game.timeRemaining == 9)
    for _ in 0..<(9 * 60) { game.advance(by: 1.0 / 60) }
    #expect(game.timeRemaining == 0)
    #expect(game.phase == .over)
    #expect(game.bubbles.isEmpty)
    #expect(game.pop(1) == nil)
  }

  @Test func bubblesDriftUpTogetherFasterAsTimeRunsOut() {
    var game = BubblePopGame(
      settings: BubblePopSettings(gameTime: 20, maximumBubbles: 30), bounds: Rect(x: 0, y: 0, width: 390, height: 560),
      seed: 8)
    game.start()
    let early = game.driftSpeed
    let before = game.bubbles
    game.advance(by: 0.5)
    for b in game.bubbles {
      if let old = before.first(where: { $0.id == b.id }) {
        #expect(abs(old.center.y - b.center.y - early * 0.5) < 1e-9)
        #expect(old.center.x == b.center.x)
      }
    }
    game.advance(by: 15)
    #expect(game.driftSpeed > 3 * early)
  }

  @Test func settingsAreClampedToTheirRanges() {
    let wild = BubblePopSettings(gameTime: -5, maximumBubbles: 10_000, drift: .nan)
    #expect(wild.gameTime == 5)
    #expect(wild.maximumBubbles == 40)
    #expect(wild.drift == 1)
    #expect(BubblePopSettings().gameTime == 60 && BubblePopSettings().maximumBubbles == 15)
  }
}

/// Gold bubbles (EF4): rare, worth extra time, never more than the bonus cap.
@Suite struct GoldBubbleTests {
  @Test func goldBubblesAddTimeUpToTheCapAndLeaveTheComboAlone() throws {
    var game = BubblePopGame(
      settings: BubblePopSettings(gameTime: 300, maximumBubbles: 40, drift: 0),
      bounds: Rect(x: 0, y: 0, width: 1024, height: 700), seed: 5)
    game.start()
    var golds = 0
    var seconds = 0
    while game.phase == .playing && seconds < 400 {
      if let red = game.bubbles.first(where: { !$0.isGold }) { game.pop(red.id) }
      let combo = game.scoring
      if let gold = game.bubbles.first(where: \.isGold) {
        let before = (time: game.timeRemaining, bonus: game.bonusSeconds)
        #expect(game.pop(gold.id) == 0)
        #expect(game.bonusSeconds - before.bonus == min(3, BubblePopGame.maximumBonusSeconds - before.bonus))
        #expect(game.timeRemaining - before.time == game.bonusSeconds - before.bonus)
        #expect(game.scoring == combo)
        golds += 1
      }
      game.advance(by: 1)
      seconds += 1
    }
    #expect(golds == BubblePopGame.maximumBonusSeconds / BubblePopGame.goldBonusSeconds)
    #expect(game.bonusSeconds == BubblePopGame.maximumBonusSeconds)
    #expect(game.phase == .over)
    #expect(seconds == 300 + BubblePopGame.maximumBonusSeconds)
  }

  @Test func theHighestPossibleScoreCoversTheLongestRun() {
    #expect(BubblePopGame.highestPossibleScore == 15 * 40 * 330)
    #expect(Catalog.game("bubblepop")?.maximumScore == BubblePopGame.highestPossibleScore)
  }
}
