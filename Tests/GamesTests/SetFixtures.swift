@testable import Games

/// Tables and decks for rigging Set games in tests.
enum SetFixtures {
  /// Cards among which no three form a set, chosen greedily in index order (20 is the most possible).
  static let setFreeCards: [SetCard] = {
    var cap: [SetCard] = []
    for card in SetCard.all
    where !cap.indices.contains(where: { i in
      cap.indices.contains { j in i < j && SetRules.completion(of: cap[i], cap[j]) == card }
    }) {
      cap.append(card)
    }
    return cap
  }()

  /// A deck that deals the 12 set-free cards first, then the rest in index order.
  static var deckStartingWithoutASet: SetDeck {
    let first = Array(setFreeCards.prefix(SetGame.initialCardCount))
    return SetDeck(cards: first + SetCard.all.filter { !first.contains($0) })
  }

  /// Every triple of positions i < j < k among `count` cards.
  static func triples(of count: Int) -> [(Int, Int, Int)] {
    var all: [(Int, Int, Int)] = []
    for i in 0..<count {
      for j in (i + 1)..<count {
        for k in (j + 1)..<count { all.append((i, j, k)) }
      }
    }
    return all
  }
}
