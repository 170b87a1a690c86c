import Geometry
import Stage
import Testing

@testable import Games

/// The Concentration scene: the theme chooser, the split view on a tablet and the pushed game on
/// a phone, flips that are transitions, matched pairs fading out, and a finished game's alert.
@Suite struct ConcentrationSceneTests {
  static let phone = Size(width: 390, height: 760)
  static let tablet = Size(width: 820, height: 1100)

  static func run(_ scene: ConcentrationScene, seconds: Double) {
    for _ in 0..<Int((seconds * 60).rounded()) { scene.update(dt: 1.0 / 60) }
  }

  static func center(of rowIndex: Int, in scene: ConcentrationScene) -> Point {
    scene.themeRows[rowIndex].frame.center + Vector(dx: scene.chooser.frame.minX, dy: scene.chooser.frame.minY)
  }

  static func center(ofCard k: Int, in scene: ConcentrationScene) -> Point {
    let origin = Vector(
      dx: scene.detail.frame.minX + scene.cardLayer.frame.minX, dy: scene.detail.frame.minY + scene.cardLayer.frame.minY
    )
    return scene.cardViews[k].frame.center + origin
  }

  @Test func onAPhoneAThemePushesItsGameAndBackReturnsToTheChooser() throws {
    let scene = ConcentrationScene(seed: 1, size: Self.phone)
    #expect(!scene.isSplit && scene.screenName == "chooser" && scene.detail.isHidden)
    #expect(scene.themeRows.count == ConcentrationTheme.all.count && scene.themeRows.count >= 6)
    scene.tap(at: Self.center(of: 2, in: scene))
    let game = try #require(scene.game)
    #expect(game.theme == ConcentrationTheme.all[2])
    #expect(scene.screenName == "game")
    Self.run(scene, seconds: ConcentrationStyle.pushDuration / 2)
    #expect(scene.detail.center.x > scene.rootView.bounds.midX + 1, "the game slides in from the right")
    Self.run(scene, seconds: ConcentrationStyle.pushDuration)
    #expect(scene.detail.frame == scene.rootView.bounds)
    if case .text(let title) = scene.titleLabel.content { #expect(title.string == game.theme.name) }
    #expect(!scene.backButton.isHidden)
    scene.tap(at: scene.backButton.frame.center + Vector(dx: scene.detail.frame.minX, dy: 0))
    #expect(scene.screenName == "chooser")
    Self.run(scene, seconds: ConcentrationStyle.pushDuration + 0.05)
    #expect(scene.detail.isHidden)
  }

  @Test func onATabletTheChooserAndTheGameStandSideBySide() throws {
    let scene = ConcentrationScene(seed: 1, size: Self.tablet)
    #expect(scene.isSplit && !scene.detail.isHidden && scene.game == nil)
    #expect(!scene.placeholder.isHidden)
    #expect(scene.chooser.frame.maxX <= scene.detail.frame.minX)
    scene.tap(at: Self.center(of: 4, in: scene))
    #expect(scene.game?.theme == ConcentrationTheme.all[4])
    #expect(scene.themeRows[4].backgroundColor == ConcentrationStyle.selectedRow)
    #expect(scene.backButton.isHidden, "a split view needs no back button")
    scene.tap(at: Self.center(of: 0, in: scene))
    #expect(scene.game?.theme == ConcentrationTheme.all[0])
    #expect(scene.cardViews.count == 2 * ConcentrationTheme.all[0].pairCount)
    for view in scene.cardViews {
      #expect(scene.cardLayer.bounds.contains(view.frame.origin) && view.frame.maxY <= scene.cardLayer.bounds.maxY)
    }
    scene.resize(to: Size(width: 390, height: 760))
    #expect(scene.screenName == "game", "a phone-sized canvas keeps the chosen game on top")
  }

  @Test func cardsTurnOverWithFlipsAndAMatchedPairFadesAway() throws {
    let scene = ConcentrationScene(seed: 1, size: Self.phone)
    scene.tap(at: Self.center(of: 0, in: scene))
    Self.run(scene, seconds: 0.5)
    let game = try #require(scene.game)
    let first = 0
    let twin = try #require(
      game.cards.indices.first { $0 != first && game.cards[$0].pairID == game.cards[first].pairID })
    let stranger = try #require(game.cards.indices.first { $0 != first && $0 != twin })
    scene.tap(at: Self.center(ofCard: first, in: scene))
    Self.run(scene, seconds: ConcentrationStyle.flipDuration / 4)
    #expect(scene.cardViews[first].shade > 0, "the card is mid-flip")
    Self.run(scene, seconds: ConcentrationStyle.flipDuration)
    #expect(scene.cardViews[first].isShowingFace)
    scene.tap(at: Self.center(ofCard: stranger, in: scene))
    Self.run(scene, seconds: ConcentrationStyle.flipDuration + 0.05)
    #expect(scene.cardViews[stranger].isShowingFace, "a mismatch stays face up")
    scene.tap(at: Self.center(ofCard: twin, in: scene))
    Self.run(scene, seconds: ConcentrationStyle.flipDuration + 0.05)
    #expect(!scene.cardViews[stranger].isShowingFace && !scene.cardViews[first].isShowingFace)
    scene.tap(at: Self.center(ofCard: first, in: scene))
    #expect(scene.game?.cards[first].isMatched == true)
    #expect(scene.game?.flipCount == 4)
    Self.run(
      scene,
      seconds: ConcentrationStyle.flipDuration + ConcentrationStyle.fadeDelay + ConcentrationStyle.fadeDuration + 0.1)
    #expect(scene.cardViews[first].alpha == 0 && scene.cardViews[twin].alpha == 0)
    if case .text(let stats) = scene.statsLabel.content { #expect(stats.string.contains("Flips: 4")) }
  }

  @Test func findingEveryPairRaisesAnAlertAndNewGameDealsAgain() throws {
    let scene = ConcentrationScene(seed: 2, size: Self.tablet)
    #expect(scene.perform(ConcentrationAction.theme("Vehicles").action))
    let game = try #require(scene.game)
    for pair in 0..<game.theme.pairCount {
      for k in game.cards.indices where game.cards[k].pairID == pair { scene.touchCard(id: game.cards[k].id) }
    }
    #expect(scene.game?.isFinished == true)
    let events = scene.takeEvents()
    #expect(events.contains { if case .alert = $0 { true } else { false } })
    #expect(events.contains(.score(game: "concentration", value: Int64(2 * game.theme.pairCount))))
    scene.tap(at: scene.newGameButton.frame.center + Vector(dx: scene.detail.frame.minX, dy: 0))
    #expect(scene.game?.isFinished == false && scene.game?.theme.name == "Vehicles")
  }
}
