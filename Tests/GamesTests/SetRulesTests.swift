import Geometry
import Testing

@testable import Games

/// Set's rule, the 81 cards and the deck.
@Suite struct SetRulesTests {
  /// The rule as the player reads it: for each attribute, all the same or all different.
  private func sameOrDifferent<T: Equatable>(_ a: T, _ b: T, _ c: T) -> Bool {
    (a == b && b == c) || (a != b && b != c && a != c)
  }

  private func isSetByDefinition(_ a: SetCard, _ b: SetCard, _ c: SetCard) -> Bool {
    sameOrDifferent(a.number, b.number, c.number) && sameOrDifferent(a.shape, b.shape, c.shape)
      && sameOrDifferent(a.shading, b.shading, c.shading) && sameOrDifferent(a.color, b.color, c.color)
  }

  @Test func theDeckHoldsEachOfTheEightyOneCardsOnce() {
    #expect(SetCard.all.count == 81)
    #expect(Set(SetCard.all).count == 81)
    #expect(SetCard.all.indices.allSatisfy { SetCard.all[$0].index == $0 && SetCard(index: $0) == SetCard.all[$0] })
    #expect(SetCard(index: -1) == nil)
    #expect(SetCard(index: 81) == nil)
  }

  @Test func allOf85320TriplesAreJudgedAsTheRuleSays() {
    let cards = SetCard.all
    var triples = 0
    var sets = 0
    var disagreements = 0
    for (i, j, k) in SetFixtures.triples(of: cards.count) {
      triples += 1
      let judged = SetRules.isSet(cards[i], cards[j], cards[k])
      if judged { sets += 1 }
      if judged != isSetByDefinition(cards[i], cards[j], cards[k]) { disagreements += 1 }
      if judged != SetRules.isSet([cards[k], cards[i], cards[j]]) { disagreements += 1 }
    }
    #expect(triples == 85_320)
    #expect(sets == 1_080)
    #expect(disagreements == 0)
  }

  @Test func everyTwoCardsAreCompletedByExactlyOneThird() {
    for a in SetCard.all {
      for b in SetCard.all where b != a {
        let c = SetRules.completion(of: a, b)
        let thirds = SetCard.all.filter { isSetByDefinition(a, b, $0) && $0 != a && $0 != b }
        #expect(thirds == [c])
        #expect(SetRules.completion(of: b, a) == c)
      }
    }
    #expect(SetRules.completion(of: SetCard.all[5], SetCard.all[5]) == SetCard.all[5])
  }

  @Test func theWholeDeckHoldsAllTenEightySets() {
    let sets = SetRules.allSets(in: SetCard.all)
    #expect(sets.count == 1_080)
    #expect(sets.allSatisfy { SetRules.isSet($0) })
    #expect(Set(sets.map { $0.map(\.index) }).count == 1_080)
    #expect(SetRules.firstSet(in: SetCard.all) == sets.first)
  }

  @Test func setsOnRandomTablesMatchABruteForceSearch() {
    var random = SeededRandom(seed: 2)
    for _ in 0..<300 {
      let deck = SetDeck(seed: random.next())
      let table = Array(deck.cards.prefix(3 + Int(random.next(below: 19))))
      let expected = SetFixtures.triples(of: table.count)
        .filter { SetRules.isSet(table[$0.0], table[$0.1], table[$0.2]) }
        .map { [table[$0.0], table[$0.1], table[$0.2]] }
      #expect(SetRules.allSets(in: table) == expected)
      #expect(SetRules.firstSet(in: table) == expected.first)
      #expect(SetRules.containsSet(table) == !expected.isEmpty)
    }
  }

  @Test func aTableWithoutASetIsSeenAsSuch() {
    let capSet = SetFixtures.setFreeCards
    #expect(capSet.count >= 15)
    #expect(!SetRules.containsSet(capSet))
    #expect(SetRules.allSets(in: capSet).isEmpty)
    #expect(SetRules.firstSet(in: []) == nil)
    #expect(!SetRules.isSet(Array(SetCard.all.prefix(2))))
  }

  @Test func aSeedShufflesTheDeckTheSameWayEveryTime() {
    let deck = SetDeck(seed: 42)
    #expect(deck.count == 81)
    #expect(Set(deck.cards) == Set(SetCard.all))
    #expect(deck == SetDeck(seed: 42))
    #expect(deck != SetDeck(seed: 43))
    #expect(deck.cards != SetCard.all)
  }

  @Test func dealingTakesCardsOffTheTopUntilNoneAreLeft() {
    var deck = SetDeck(seed: 7)
    let top = Array(deck.cards.prefix(5))
    #expect(deck.deal(3) == Array(top.prefix(3)))
    #expect(deck.deal(2) == Array(top.suffix(2)))
    #expect(deck.count == 76)
    #expect(deck.deal(0).isEmpty)
    #expect(deck.deal(100).count == 76)
    #expect(deck.isEmpty)
    #expect(deck.deal(3).isEmpty)
  }

  @Test func aCardDescribesItselfInWords() {
    #expect(SetCard(number: .two, shape: .oval, shading: .striped, color: .red).description == "2 red striped ovals")
    #expect(
      SetCard(number: .one, shape: .squiggle, shading: .open, color: .purple).description == "1 purple open squiggle")
  }
}
