import Testing

@testable import GameKit
@testable import Games
@testable import Host

/// Every game explains itself, with text built from the constants its rules use.
@Suite struct HowToTests {
  private func howTo(_ id: String) throws -> HowTo {
    let host = AppHost(seed: 1)
    #expect(host.open(id))
    return try #require(host.scene).howTo
  }

  @Test(arguments: Catalog.games.filter(\.isPlayable).map(\.id))
  func everyPlayableGameHasAHowToWithControls(id: String) throws {
    let text = try howTo(id).plainText
    #expect(text.count > 200)
    #expect(text.contains("Touch") || text.contains("Drag") || text.contains("Slope"), "\(id) says how to play")
  }

  @Test func pongSaysHowManyPointsWinAndHowToServe() throws {
    let text = try howTo("pong").plainText
    #expect(text.contains("First to \(PongRules.winningScore) points wins"))
    #expect(text.contains("Space"))
    #expect(text.contains("A and D"))
    #expect(text.contains("\(Int(PongRules.maximumSpeedFactor * 100))%"))
  }

  @Test func breakoutExplainsItsSpecialBricksLivesAndCooldownFromItsSettings() throws {
    let scene = BreakoutScene(seed: 1)
    var text = scene.howTo.plainText
    #expect(text.contains("marked ● releases another ball"))
    #expect(text.contains("marked ✸ explodes"))
    #expect(text.contains("(\(BrickWall.toughHits.lowerBound) or \(BrickWall.toughHits.upperBound) when new)"))
    #expect(text.contains("You have 3 lives"))
    #expect(text.contains("cooldown (1.5 s)"))
    #expect(text.contains("\(BreakoutScoring.brickPoints) points times your streak"))
    scene.controls.apply("lives=1\npushCooldown=3")
    scene.newGame()
    text = scene.howTo.plainText
    #expect(text.contains("You have 1 life;"))
    #expect(text.contains("cooldown (3 s)"))
  }

  @Test func setListsItsPointsAndPenalties() throws {
    let text = try howTo("set").plainText
    #expect(text.contains("A set earns \(SetScoring.matchPoints) points"))
    #expect(text.contains("not a set cost \(SetScoring.mismatchPenalty) point"))
    #expect(text.contains("Dealing \(SetGame.cardsPerDeal) more cards while a set is on the table costs"))
    #expect(text.contains("A hint costs \(SetScoring.hintPenalty) point"))
  }

  /// The how-tos say what the games do: a found pair fades away (it does not stay face up), the Lab's
  /// Space either lets the waiting ball roll or drops one, and BubblePop's settings are below it on a phone.
  @Test func howTosSayWhatHappens() throws {
    let concentration = try howTo("concentration").plainText
    #expect(concentration.contains("fades away") && !concentration.contains("stays face up"))
    let lab = try howTo("lab").plainText
    #expect(lab.contains("Space lets the ball waiting at the top roll, or drops a new one when none waits"))
    let bubbles = try howTo("bubblepop").plainText
    #expect(bubbles.contains("below it on a phone"))
  }

  @Test func concentrationAndBubblePopUseTheirScoring() throws {
    let concentration = try howTo("concentration").plainText
    #expect(concentration.contains("earns \(ConcentrationGame.matchPoints) points"))
    #expect(concentration.contains("(\(ConcentrationTheme.all.count) to pick from)"))
    let bubbles = try howTo("bubblepop").plainText
    for color in BubbleColor.allCases {
      #expect(bubbles.contains("\(color.rawValue) \(color.points) point"))
      #expect(bubbles.contains("(\(color.percent)% of bubbles)"))
    }
    #expect(bubbles.contains("adds \(BubblePopGame.goldBonusSeconds) seconds"))
  }

  @Test func theHostWritesTheOpenGamesHowToAsJSON() {
    let host = AppHost(seed: 1)
    #expect(host.howToJSON() == "{}")
    host.open("pong")
    let json = host.howToJSON()
    #expect(json.hasPrefix(#"{"game":"pong","title":"How to play Pong","sections":[{"heading":"Goal","lines":["#))
    #expect(json.contains(#"First to \#(PongRules.winningScore) points wins."#))
  }
}
