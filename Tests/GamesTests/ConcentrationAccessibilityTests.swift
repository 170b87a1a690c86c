import Stage
import Testing

@testable import Games

@Suite struct ConcentrationAccessibilityTests {
  @Test func thePhoneChooserReadsAsAListAndATapOnAThemeOpensTheGame() throws {
    let app = AccessibleHost("concentration", seconds: 0.5)
    let themes = ConcentrationTheme.all.map(\.name)
    #expect(app.labels == ["Themes"] + themes, "the game under the chooser is not read")
    let list = try #require(app.host.accessibilityTree.containers.first)
    #expect(list.label == "Themes" && list.type == .list)
    #expect(app.activate(themes[1]))
    app.run(seconds: 1)
    let scene = try #require(app.host.scene as? ConcentrationScene)
    #expect(scene.game?.theme.name == themes[1])
    #expect(app.host.takeEvents().contains(.screenChanged))
    let cards = app.elements.filter { $0.label.hasPrefix("card ") }
    #expect(cards.count == 2 * ConcentrationTheme.all[1].pairCount)
    #expect(cards.allSatisfy { $0.value == "face down" && $0.traits == .button })
    #expect(!app.labels.contains(themes[0]), "the covered chooser is not read")
    #expect(app.labels.prefix(4) == [themes[1], "Back to themes", "New game", "Flips and score"])
    #expect(app.activate("Back to themes"))
    app.run(seconds: 1)
    #expect(app.labels.first == "Themes")
  }

  @Test func aPairFoundWithActivationsIsReadAndAnnounced() throws {
    let app = AccessibleHost("concentration", seconds: 0.5)
    #expect(app.activate("Animals"))
    app.run(seconds: 1)
    _ = app.host.takeEvents()
    let scene = try #require(app.host.scene as? ConcentrationScene)
    let game = try #require(scene.game)
    let first = game.cards[0]
    let partner = try #require(game.cards.firstIndex { $0.pairID == first.pairID && $0.id != first.id })
    #expect(app.activate("card 1"))
    app.run(seconds: 0.5)
    #expect(app.element("card 1")?.value == game.emoji(for: first))
    #expect(app.activate("card \(partner + 1)"))
    #expect(scene.game?.score == ConcentrationGame.matchPoints)
    let said = app.host.takeEvents().compactMap { event -> String? in
      if case .announcement(let text) = event { return text }
      return nil
    }
    #expect(said.last == "\(game.emoji(for: first)), a pair. Score 2.")
    app.run(seconds: 0.2)
    #expect(app.element("card 1")?.traits == [.button, .notEnabled])
    #expect(app.element("card 1")?.value == "\(game.emoji(for: first)), matched")
  }

  @Test func theSplitViewMarksTheChosenTheme() throws {
    let app = AccessibleHost("concentration", seconds: 0.5, width: 1024, height: 768)
    #expect(app.labels.contains("Choose a theme"))
    #expect(
      !app.elements.contains { $0.traits.contains(.header) && $0.label.isEmpty },
      "no heading without a name before a theme is chosen")
    #expect(!app.labels.contains("New game"), "the game's bar is not read before it shows")
    #expect(app.activate("Ocean"))
    app.run(seconds: 0.5)
    #expect(app.element("Ocean")?.traits == [.button, .selected])
    #expect(app.elements.contains { $0.traits.contains(.header) && $0.label == "Ocean" })
    #expect(app.labels.contains("New game") && !app.labels.contains("Back to themes"), "no Back beside the list")
    #expect(app.labels.contains("Themes") && app.labels.contains("card 1"))
  }
}
