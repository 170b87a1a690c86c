import GameKit
import Games
import Testing

@testable import Host

/// Actions' text: one text of every action parses to an action of its game (or the app's) and writes
/// back the same, every name the shell's `ACTIONS` is generated from (`Catalog.actionNames`) begins one
/// of them, and the catalog routes a game's action to the game that takes it.
struct GameActionTextTests {
  /// A text of each action, those that take a value with one, by the game that takes it (`app` for
  /// the app's own).
  private static let examples: [(text: String, game: String)] = [
    ("newGame", "app"), ("pause", "app"), ("resume", "app"), ("settingsClosed", "app"), ("reducedMotion=1", "app"),
    ("reducedMotion=0", "app"), ("best=120", "app"), ("top=300", "app"), ("board", "app"), ("deal", "set"),
    ("hint", "set"), ("rearrange", "set"),
    ("back", "concentration"), ("theme=Vehicles", "concentration"), ("start", "bubblepop"), ("incline", "lab"),
    ("animation", "lab"), ("release", "lab"), ("drop", "lab"), ("reset", "lab"), ("replay", "lab"),
  ]

  @Test func everyExampleParsesToAnActionOfItsGameAndBack() throws {
    for (text, gameID) in Self.examples {
      let action = try #require(Catalog.action(text), "\(text) does not parse")
      #expect(action.text == text)
      if gameID == "app" {
        #expect(GameAction.Name(rawValue: action.name) != nil, "\(text) is not the app's")
      } else {
        let game = try #require(Catalog.game(gameID), "no game \(gameID)")
        #expect(game.takes(action), "\(gameID) does not take \(text)")
        #expect(Catalog.games.filter { $0.takes(action) }.count == 1, "\(text) is more than one game's")
      }
    }
  }

  @Test func everyNameOfTheCatalogBeginsAnExample() {
    for name in Catalog.actionNames {
      #expect(Self.examples.contains { $0.text == name || $0.text.hasPrefix(name + "=") }, "\(name)")
    }
  }

  @Test func theCatalogListsTheAppsNamesThenEachGames() {
    #expect(
      Array(Catalog.actionNames.prefix(GameAction.Name.allCases.count)) == GameAction.Name.allCases.map(\.rawValue))
    #expect(Catalog.actionNames.count == Set(Catalog.actionNames).count)
    for game in Catalog.games {
      #expect(game.actionNames.allSatisfy(GameAction.isValidName), "\(game.id)")
      #expect(game.actionNames.allSatisfy { GameAction.Name(rawValue: $0) == nil }, "\(game.id) takes an app name")
    }
  }

  @Test func theCatalogTakesWhatEachGamesActionTypeReads() throws {
    try Self.expectCatalogTakesWhat(SetAction.self, reads: "set")
    try Self.expectCatalogTakesWhat(ConcentrationAction.self, reads: "concentration")
    try Self.expectCatalogTakesWhat(BubblePopAction.self, reads: "bubblepop")
    try Self.expectCatalogTakesWhat(LabAction.self, reads: "lab")
    for id in ["pong", "breakout"] { #expect(try #require(Catalog.game(id)).actionNames.isEmpty) }
  }

  /// Every name of `Action`, and one it lacks, with and without an argument: the game `id` takes the
  /// action exactly when `Action` reads it.
  private static func expectCatalogTakesWhat<Action: GameSpecificAction>(_: Action.Type, reads id: String) throws {
    let game = try #require(Catalog.game(id))
    #expect(game.actionNames == Action.names)
    for name in Action.names + ["nothing"] {
      for argument in [nil, "Animals"] {
        let reads = Action(name: name, argument: argument) != nil
        #expect(game.takes(.game(name: name, argument: argument)) == reads, "\(id): \(name) \(argument ?? "")")
      }
    }
  }

  @Test(arguments: [
    "", "best=", "best=-4", "best=lots", "top", "top=-1", "reducedMotion=2", "reducedMotion", "pause=1", "theme=",
    "pause\nresume", "=x",
    "de al",
  ])
  func textThatNamesNoActionIsRefused(_ text: String) {
    #expect(GameAction(text) == nil)
    #expect(Catalog.action(text) == nil)
  }

  @Test(arguments: ["jump", "Pause", "theme", "deal=3", "incline=1", "bench"])
  func actionsNoGameTakesAreRefused(_ text: String) {
    #expect(GameAction(text) != nil, "well formed")
    #expect(Catalog.action(text) == nil)
  }

  @Test func theHostRunsParsedTextAndRefusesTheRest() {
    let host = AppHost(seed: 1)
    host.open("pong")
    #expect(!host.perform("jump"))
    #expect(!host.clock.isPaused)
    #expect(host.perform("pause"))
    #expect(host.clock.isPaused)
    #expect(host.perform(GameAction.resume.text))
    #expect(!host.clock.isPaused)
  }

  @Test func theHostRecordsAnotherGamesActionAndRefusesIt() {
    let host = AppHost(seed: 1)
    host.open("pong")
    #expect(!host.perform("jump"))
    #expect(!host.perform("deal"))
    let record = host.openRunRecord ?? ""
    #expect(record.contains("action deal"))
    #expect(!record.contains("jump"))
  }

  @Test func theHostRoutesAGamesActionToTheOpenGame() {
    let host = AppHost(seed: 1)
    host.open("lab")
    #expect(host.perform("animation"))
    #expect(host.perform("replay"))
    #expect(!host.perform("release"), "the incline's, not the animation examples'")
    #expect(host.perform("incline"))
    #expect(host.perform("release"))
  }
}
