import Foundation
import Testing

@testable import Games

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
  }
}
