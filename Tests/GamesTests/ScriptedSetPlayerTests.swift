import Geometry
import Stage
import Testing

@testable import Games
@testable import Host

/// The scripted Set player completes a set whatever the table's selection holds when it plans.
@Suite struct ScriptedSetPlayerTests {
  /// A host showing a dealt Set table at phone size, and the clock of its last frame (ms).
  static func dealtTable() throws -> (AppHost, SetScene, Double) {
    let host = AppHost(seed: 5)
    host.resize(width: 390, height: 760, scale: 3)
    #expect(host.open("set"))
    host.perform(.newGame)
    var t = 1000.0
    for _ in 0..<300 {
      t += 16
      host.frame(timeMs: t)
    }
    return (host, try #require(host.scene as? SetScene), t)
  }

  static func tap(_ host: AppHost, at point: Point, time t: inout Double) {
    host.pointer(phase: .down, id: 2, x: point.x, y: point.y, timeMs: t)
    host.pointer(phase: .up, id: 2, x: point.x, y: point.y, timeMs: t)
    t += 100
    host.frame(timeMs: t)
  }

  /// One card of a set and one card outside it selected: tapping the planned cards must still
  /// match the set (toggling the selected card off would leave a mismatch instead).
  @Test func aPlanCompletesASetAroundAStraySelection() throws {
    var (host, scene, t) = try Self.dealtTable()
    let placed = scene.cardViews.filter { $0.isFaceUp && $0.phase == .placed }
    let found = try #require(SetRules.firstSet(in: placed.map { $0.card }))
    let stray = try #require(placed.first { !found.contains($0.card) })
    let member = try #require(placed.first { $0.card == found[0] })
    Self.tap(host, at: member.center, time: &t)
    Self.tap(host, at: stray.center, time: &t)
    #expect(scene.game.selection == [found[0], stray.card])
    let discarded = scene.game.discardPile.count
    for point in ScriptedPlayer.nextTaps(in: scene) { Self.tap(host, at: point, time: &t) }
    #expect(scene.game.discardPile.count == discarded + 3)
    #expect(scene.game.selection.isEmpty)
  }

  /// A mismatch on show clears at the next tap, so the plan taps all three cards of a set.
  @Test func aPlanCompletesASetAfterAMismatch() throws {
    var (host, scene, t) = try Self.dealtTable()
    let placed = scene.cardViews.filter { $0.isFaceUp && $0.phase == .placed }
    let cards = placed.map { $0.card }
    let mismatch = try #require(
      SetFixtures.triples(of: placed.count).first { !SetRules.isSet([cards[$0.0], cards[$0.1], cards[$0.2]]) })
    for i in [mismatch.0, mismatch.1, mismatch.2] { Self.tap(host, at: placed[i].center, time: &t) }
    #expect(scene.game.isShowingMismatch)
    let discarded = scene.game.discardPile.count
    for point in ScriptedPlayer.nextTaps(in: scene) { Self.tap(host, at: point, time: &t) }
    #expect(scene.game.discardPile.count == discarded + 3)
  }
}
