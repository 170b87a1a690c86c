import Geometry
import Testing

@testable import Games

/// A solo game of Set: dealing, choosing, matching, mismatches, hints, scoring and the end.
@Suite struct SetGameTests {
  /// A seeded game and a set on its table.
  private func gameWithASet(seed: UInt64 = 1) throws -> (SetGame, [SetCard]) {
    let game = SetGame(seed: seed)
    return (game, try #require(SetRules.firstSet(in: game.table)))
  }

  /// Three cards on the table that are not a set.
  private func mismatch(in game: SetGame) throws -> [SetCard] {
    let t = game.table
    let triple = try #require(
      SetFixtures.triples(of: t.count).first { !SetRules.isSet(t[$0.0], t[$0.1], t[$0.2]) })
    return [t[triple.0], t[triple.1], t[triple.2]]
  }

  @Test func twelveCardsAreDealtAtTheStartFromASeededDeck() {
    let game = SetGame(seed: 9)
    #expect(game.table == Array(SetDeck(seed: 9).cards.prefix(12)))
    #expect(game.deck.count == 69)
    #expect(game.selection.isEmpty && game.discardPile.isEmpty && game.hint.isEmpty)
    #expect(game.score == 0)
    #expect(!game.isOver)
    #expect(game == SetGame(seed: 9))
  }

  @Test func cardsAreSelectedAndDeselectedWhileFewerThanThreeAreChosen() {
    var game = SetGame(seed: 3)
    let (a, b) = (game.table[0], game.table[1])
    #expect(game.choose(a) == .selected)
    #expect(game.choose(b) == .selected)
    #expect(game.selection == [a, b])
    #expect(game.choose(a) == .deselected)
    #expect(game.selection == [b])
    #expect(game.choose(b) == .deselected)
    #expect(game.selection.isEmpty)
    #expect(game.score == 0)
  }

  @Test func aCardOffTheTableIsIgnored() {
    var game = SetGame(seed: 3)
    let offTable = game.deck.cards[0]
    #expect(game.choose(offTable) == .ignored)
    #expect(game.selection.isEmpty)
  }

  @Test func aSetGoesToTheDiscardPileAndIsReplacedInPlace() throws {
    var (game, set) = try gameWithASet()
    let places = set.map { game.table.firstIndex(of: $0)! }
    let next = Array(game.deck.cards.prefix(3))
    let untouched = game.table.indices.filter { !places.contains($0) }.map { game.table[$0] }
    #expect(game.choose(set[0]) == .selected)
    #expect(game.choose(set[1]) == .selected)
    #expect(game.choose(set[2]) == .matched(set))
    #expect(game.discardPile == set)
    #expect(game.selection.isEmpty)
    #expect(places.map { game.table[$0] } == next)
    #expect(game.table.indices.filter { !places.contains($0) }.map { game.table[$0] } == untouched)
    #expect(game.deck.count == 66)
    #expect(game.score == SetScoring.matchPoints)
    #expect(game.scoring.matches == 1)
  }

  @Test func aSetIsRemovedWhenTheDeckIsEmpty() throws {
    let table = try #require(
      (0..<100).lazy.map { Array(SetDeck(seed: $0).cards.prefix(12)) }.first { SetRules.allSets(in: $0).count == 1 })
    var game = SetGame(deck: SetDeck(cards: table))
    let set = try #require(SetRules.firstSet(in: game.table))
    for card in set { game.choose(card) }
    #expect(game.table == table.filter { !set.contains($0) })
    #expect(game.discardPile == set)
    #expect(game.isOver)
    #expect(game.choose(game.table[0]) == .ignored)
    #expect(game.dealThreeMore() == false)
    #expect(game.showHint() == nil)
  }

  @Test func aMismatchCostsAPointAndIsClearedByTheNextTouch() throws {
    var game = SetGame(seed: 5)
    let wrong = try mismatch(in: game)
    let table = game.table
    #expect(game.choose(wrong[0]) == .selected)
    #expect(game.choose(wrong[1]) == .selected)
    #expect(game.choose(wrong[2]) == .mismatched(wrong))
    #expect(game.isShowingMismatch)
    #expect(game.selection == wrong)
    #expect(game.table == table)
    #expect(game.score == -SetScoring.mismatchPenalty)
    let other = try #require(game.table.first { !wrong.contains($0) })
    #expect(game.choose(other) == .selected)
    #expect(game.selection == [other])
    #expect(!game.isShowingMismatch)
  }

  @Test func touchingACardOfAMismatchStartsANewSelectionWithIt() throws {
    var game = SetGame(seed: 5)
    let wrong = try mismatch(in: game)
    for card in wrong { game.choose(card) }
    #expect(game.choose(wrong[1]) == .selected)
    #expect(game.selection == [wrong[1]])
    #expect(game.scoring.mismatches == 1)
  }

  @Test func dealingAddsThreeCardsAndCostsAPointOnlyWhenASetWasOnTheTable() throws {
    var free = SetGame(deck: SetFixtures.deckStartingWithoutASet)
    #expect(!SetRules.containsSet(free.table))
    let next = Array(free.deck.cards.prefix(3))
    #expect(free.dealThreeMore() == true)
    #expect(free.table.count == 15)
    #expect(Array(free.table.suffix(3)) == next)
    #expect(free.score == 0)

    var (withSet, _) = try gameWithASet()
    #expect(withSet.dealThreeMore() == true)
    #expect(withSet.score == -SetScoring.needlessDealPenalty)
    #expect(withSet.scoring.needlessDeals == 1)
  }

  @Test func dealingClearsAMismatch() throws {
    var game = SetGame(seed: 5)
    for card in try mismatch(in: game) { game.choose(card) }
    #expect(game.dealThreeMore() == true)
    #expect(game.selection.isEmpty)
  }

  @Test func theDeckRunsOutAfterTwentyThreeDeals() {
    var game = SetGame(seed: 8)
    var deals = 0
    while game.dealThreeMore() { deals += 1 }
    #expect(deals == 23)
    #expect(game.deck.isEmpty)
    #expect(game.table.count == 81)
    #expect(!game.isOver)
  }

  @Test func aHintShowsASetOnceForOnePointUntilThatSetIsTaken() throws {
    var (game, set) = try gameWithASet(seed: 12)
    #expect(game.showHint() == set)
    #expect(game.showHint() == set)
    #expect(game.hint == set)
    #expect(game.score == -SetScoring.hintPenalty)
    #expect(game.scoring.hints == 1)
    for card in set { game.choose(card) }
    #expect(game.hint.isEmpty)
    #expect(game.score == SetScoring.matchPoints - SetScoring.hintPenalty)
  }

  @Test func aHintOnATableWithoutASetShowsNothingAndCostsNothing() {
    var game = SetGame(deck: SetFixtures.deckStartingWithoutASet)
    #expect(game.showHint() == nil)
    #expect(game.hint.isEmpty)
    #expect(game.score == 0)
  }

  @Test func aGameStartingWithoutASetAndNoDeckIsOver() {
    let game = SetGame(deck: SetDeck(cards: Array(SetFixtures.setFreeCards.prefix(12))))
    #expect(game.isOver)
    #expect(game.table.count == 12)
  }
}
