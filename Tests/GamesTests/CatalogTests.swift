import Foundation
import Geometry
import Testing

@testable import Host

/// The catalog is the one list of games; the shell reads it as JSON.
@Suite struct CatalogTests {
  @Test func jsonListsEveryGameInTabOrderWithItsTitleAndWhetherItIsPlayable() throws {
    let data = Data(Catalog.json.utf8)
    let games = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    #expect(games.map { $0["id"] as? String } == Catalog.games.map(\.id))
    #expect(games.map { $0["title"] as? String } == Catalog.games.map(\.title))
    #expect(games.map { $0["shortTitle"] as? String } == Catalog.games.map(\.shortTitle))
    #expect(games.map { $0["keepsScores"] as? Bool } == Catalog.games.map { $0.maximumScore > 0 })
    // Six short titles share a 320 pt wide phone's tab bar.
    #expect(Catalog.games.allSatisfy { $0.shortTitle.count <= 8 })
    #expect(games.map { $0["playable"] as? Bool } == Catalog.games.map(\.isPlayable))
    #expect(Catalog.game("lab")?.isPlayable == true)
    #expect(Catalog.game("pong")?.isPlayable == true)
    #expect(games.map { $0["icon"] as? String } == Catalog.games.map(\.icon))
    #expect(games.map { $0["showsRank"] as? Bool } == Catalog.games.map(\.showsRankAfterGame))
    #expect(games.map { $0["sounds"] as? Bool } == Catalog.games.map(\.makesSounds))
    #expect(Catalog.games.filter { !$0.makesSounds }.map(\.id) == ["lab"])
  }

  @Test func everyGameHasAnIconOfPathDataAndADistinctId() {
    #expect(Set(Catalog.games.map(\.id)).count == Catalog.games.count)
    for game in Catalog.games {
      #expect(game.icon.first == "M", "\(game.id)'s icon does not start a path")
      #expect(game.icon.allSatisfy { "MmLlHhVvCcSsQqTtAaZz0123456789.- ".contains($0) }, "\(game.id)")
    }
  }

  @Test func eachGameMakesItsOwnSceneAndTheHostOpensIt() {
    for game in Catalog.games {
      let scene = game.makeScene(7, Size(width: 390, height: 700))
      #expect(scene.gameID == game.id)
      let host = AppHost(seed: 7)
      #expect(host.open(game.id))
      #expect(host.scene?.gameID == game.id)
    }
    #expect(!AppHost(seed: 7).open("chess"))
  }

  @Test func recordLimitsComeFromTheCatalog() {
    #expect(Catalog.game("bubblepop")?.longestRunMinutes == 15)
    #expect(Catalog.game("pong")?.longestRunMinutes == 30)
    #expect(Catalog.game("concentration")?.longestRunMinutes == 30)
    #expect(Catalog.game("breakout")?.longestRunMinutes == 60)
    #expect(Catalog.games.allSatisfy { $0.longestRunMinutes > 0 })
  }
}
