import BenchScenes
import GameKit
import Geometry
import Replay
import Testing

@testable import Games
@testable import Host

/// Set's busy table, the benchmark scene (`kinetic bench frames bench-set`): it keeps the app's Set
/// busy, and only an app with the benchmark scenes can open it.
@Suite struct SetBusyTableSceneTests {
  @Test func twentyOneCardsStayOnTheTableWhileThreeFlyAwayAndThreeAreDealt() {
    let scene = SetBusyTableScene(seed: 9, size: Size(width: 390, height: 760))
    var busy = 0
    var told: [GameEvent] = []
    for _ in 0..<(30 * 60) {
      scene.update(dt: 1.0 / 60)
      scene.rootView.layoutIfNeeded()
      told += scene.takeEvents()
      let dealing = scene.setScene.cardViews.contains { $0.phase == .dealing }
      if scene.setScene.cardViews.count == SetBusyTableScene.tableSize && scene.setScene.bouncing.count == 3 && dealing
      {
        busy += 1
      }
    }
    #expect(busy > 60, "frames with 21 cards, 3 flying away and one being dealt: \(busy)")
    #expect(told.allSatisfy { !Self.isForThePlayer($0) }, "the busy table tells no player anything")
  }

  @Test func aFinishedDeckStartsANewGameWithoutAnAlertOrAScore() {
    let scene = SetBusyTableScene(seed: 4, size: Size(width: 390, height: 760))
    var newGames = 0
    var deck = scene.setScene.game.deck.count
    var told: [GameEvent] = []
    for _ in 0..<(240 * 60) where newGames == 0 {
      scene.update(dt: 1.0 / 60)
      told += scene.takeEvents()
      if scene.setScene.game.deck.count > deck { newGames += 1 }
      deck = scene.setScene.game.deck.count
    }
    #expect(newGames == 1, "the deck ran out and a new game began within four minutes")
    #expect(told.allSatisfy { !Self.isForThePlayer($0) })
  }

  @Test func onlyAnAppWithTheBenchmarkScenesOpensIt() throws {
    #expect(!AppHost(seed: 1).open(SetBusyTableScene.id), "the app players download has no benchmark")
    #expect(Catalog.game(SetBusyTableScene.id) == nil)
    let host = AppHost(seed: 1, extraScenes: BenchScenes.make)
    #expect(host.open(SetBusyTableScene.id))
    #expect(host.scene is SetBusyTableScene)
    let log = "start 3\nopen bench-set\nresize 390 760 3\nframe 1000\n"
    #expect(try InputLog.play(log).scene == nil, "a log of the app opens no benchmark scene")
    let replayed = try InputLog.play(log, extraScenes: BenchScenes.make)
    #expect(replayed.scene?.gameID == SetBusyTableScene.id)
  }

  @Test func setTakesNoBenchmarkAction() {
    #expect(Catalog.action("bench") == nil)
    let host = AppHost(seed: 1)
    host.open("set")
    #expect(!host.perform("bench"))
    #expect(!(host.openRunRecord ?? "").contains("bench"), "refused and recorded nowhere")
  }

  private static func isForThePlayer(_ event: GameEvent) -> Bool {
    switch event {
    case .announcement, .alert, .score: true
    default: false
    }
  }
}
