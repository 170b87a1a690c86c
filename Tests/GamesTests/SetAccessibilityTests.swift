import Replay
import Stage
import Testing

@testable import Games

@Suite struct SetAccessibilityTests {
  @Test func theTableReadsAsAGridOfNamedCardsAfterTheButtons() throws {
    let app = AccessibleHost("set")
    let scene = try #require(app.host.scene as? SetScene)
    #expect(Array(app.labels.prefix(4)) == ["Score board", "Score", "Hint", "New game"])
    let cards = app.elements.filter { $0.container != 0 }
    #expect(cards.map(\.label) == scene.game.table.map(\.spokenName), "cards read in table order")
    let grid = try #require(app.host.accessibilityTree.containers.first)
    #expect(grid.label == "Cards" && grid.type == .grid(columns: scene.layout.cards.columns))
    #expect(cards.allSatisfy { $0.traits == .button })
    #expect(app.element("Deal 3 more cards")?.value == "69 left")
    #expect(app.element("Discard pile")?.value == "0 cards")
    #expect(
      SetCard(number: .three, shape: .diamond, shading: .striped, color: .red).spokenName
        == "three red striped diamonds")
  }

  @Test func activatingThreeCardsMakesAMatchAndTheSelectionIsRead() throws {
    let app = AccessibleHost("set")
    let scene = try #require(app.host.scene as? SetScene)
    let set = try #require(SetRules.firstSet(in: scene.game.table))
    #expect(app.activate(set[0].spokenName))
    let chosen = try #require(app.element(set[0].spokenName))
    #expect(chosen.traits == [.button, .selected])
    #expect(app.activate(set[1].spokenName))
    #expect(app.activate(set[2].spokenName))
    #expect(scene.game.scoring.matches == 1)
    #expect(app.element("Score")?.value == "\(scene.game.score)")
    #expect(app.host.takeEvents().contains(.announcement("Set! Score \(scene.game.score).")))
    app.run(seconds: 5)
    let cards = app.elements.filter { $0.container != 0 }.map(\.label)
    #expect(cards.count == 12 && !cards.contains(set[0].spokenName), "the match left and three were dealt")
  }

  @Test func aWrongSetIsAnnouncedAndReadOnItsCards() throws {
    let app = AccessibleHost("set")
    let scene = try #require(app.host.scene as? SetScene)
    let table = scene.game.table
    let wrong = try #require(
      SetFixtures.triples(of: table.count).first { !SetRules.isSet(table[$0.0], table[$0.1], table[$0.2]) })
    for k in [wrong.0, wrong.1, wrong.2] { #expect(app.activate(table[k].spokenName)) }
    #expect(app.host.takeEvents().contains(.announcement("Not a set. Score \(scene.game.score).")))
    #expect(app.elements.filter { $0.value == "not a set" }.count == 3)
    #expect(app.element("Not a set")?.traits == .staticText, "the message is read too")
  }

  @Test func theButtonsAndTheDeckActivateAsTaps() throws {
    let app = AccessibleHost("set")
    let scene = try #require(app.host.scene as? SetScene)
    #expect(app.activate("Hint"))
    #expect(scene.game.hint.count == 3)
    #expect(app.elements.filter { $0.value == "part of the hint" }.count == 3)
    #expect(app.activate("Deal 3 more cards"))
    #expect(scene.game.table.count == 15)
    let first = scene.game
    #expect(app.activate("New game"))
    #expect(scene.game.table != first.table)
  }

  @Test func actionsRefuseUnknownIdsAndActionsAndNonAdjustableSteps() throws {
    let app = AccessibleHost("set")
    let hint = try #require(app.element("Hint"))
    #expect(!app.host.accessibilityAction(id: 9999, action: 0))
    #expect(!app.host.accessibilityAction(id: hint.identifier, action: 7))
    #expect(!app.host.accessibilityAction(id: hint.identifier, action: 1), "a button is not adjustable")
  }

  @Test func theJSONCarriesElementsContainersAndTheRevision() throws {
    let app = AccessibleHost("set")
    let json = app.host.accessibilityJSON()
    let revision = app.host.accessibilityRevision
    #expect(json.hasPrefix("{\"revision\":\(revision),\"elements\":[{\"id\":"))
    #expect(
      json.contains(
        "\"label\":\"Hint\",\"value\":\"\",\"hint\":\"Outlines a set on the table, if there is one\",\"traits\":[\"button\"],\"frame\":["
      ))
    #expect(json.contains("\"containers\":[{\"id\":"))
    #expect(json.contains("\"label\":\"Cards\",\"kind\":\"grid\",\"columns\":"))
    app.run(seconds: 0.5)
    #expect(app.host.accessibilityRevision == revision, "a table at rest keeps its revision")
  }

  @Test func inputLogsReplayAccessibilityActions() throws {
    let app = AccessibleHost("set", seed: 3, seconds: 6)
    let hint = try #require(app.element("Hint"))
    var log = "start 3\nresize 390 760 3\nopen set\n"
    var t = 0.0
    for _ in 0..<360 {
      t += 1000 / 60
      log += "frame \(t)\n"
    }
    log += "access \(hint.identifier) 0\nframe \(t + 1000 / 60)\n"
    let replayed = try InputLog.play(log)
    let scene = try #require(replayed.scene as? SetScene)
    #expect(scene.game.hint.count == 3)
    #expect(throws: InputLog.Failure.self) { try InputLog.play("start 1\naccess x 0") }
  }
}
