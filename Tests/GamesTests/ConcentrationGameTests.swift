import Geometry
import Testing

@testable import Games

/// Concentration's rules: dealing, flipping, matching, mismatches and scoring.
@Suite struct ConcentrationGameTests {
  private let theme = ConcentrationTheme.all[0]

  /// The ids of the two cards of the pair `pairID`.
  private func pair(_ pairID: Int, in game: ConcentrationGame) -> (Int, Int) {
    let ids = game.cards.filter { $0.pairID == pairID }.map(\.id)
    return (ids[0], ids[1])
  }

  /// One card from each of two different pairs.
  private func mismatch(in game: ConcentrationGame) -> (Int, Int) {
    (pair(0, in: game).0, pair(1, in: game).0)
  }

  private func card(_ id: Int, in game: ConcentrationGame) -> ConcentrationCard {
    game.cards.first { $0.id == id }!
  }

  @Test func aGameDealsEachPairTwiceFaceDownWithDifferentEmoji() {
    for theme in ConcentrationTheme.all {
      let game = ConcentrationGame(theme: theme, seed: 1)
      #expect(game.cards.count == 2 * theme.pairCount)
      #expect(Set(game.cards.map(\.id)) == Set(0..<(2 * theme.pairCount)))
      #expect((0..<theme.pairCount).allSatisfy { id in game.cards.filter { $0.pairID == id }.count == 2 })
      #expect(game.emoji.count == theme.pairCount)
      #expect(Set(game.emoji).count == theme.pairCount)
      #expect(game.emoji.allSatisfy { theme.emoji.contains($0) })
      #expect(game.cards.allSatisfy { !$0.isFaceUp && !$0.isMatched && !$0.hasBeenSeen })
      #expect(game.flipCount == 0 && game.score == 0 && !game.isFinished)
    }
  }

  @Test func aSeedDealsTheSameGameEveryTime() {
    #expect(ConcentrationGame(theme: theme, seed: 6) == ConcentrationGame(theme: theme, seed: 6))
    #expect(ConcentrationGame(theme: theme, seed: 6).cards != ConcentrationGame(theme: theme, seed: 7).cards)
    let orders = Set((0..<50).map { ConcentrationGame(theme: theme, seed: $0).cards.map(\.pairID) })
    #expect(orders.count == 50)
  }

  @Test func aCardTurnsFaceUpOnceAndCountsAFlip() {
    var game = ConcentrationGame(theme: theme, seed: 2)
    let id = game.cards[3].id
    #expect(game.flipCard(id: id) == .flipped)
    #expect(card(id, in: game).isFaceUp)
    #expect(game.flipCount == 1)
    #expect(game.flipCard(id: id) == .ignored)
    #expect(game.flipCount == 1)
    #expect(game.flipCard(id: 999) == .ignored)
  }

  @Test func aPairIsMatchedForTwoPoints() {
    var game = ConcentrationGame(theme: theme, seed: 2)
    let (a, b) = pair(4, in: game)
    game.flipCard(id: a)
    #expect(game.flipCard(id: b) == .matched(a, b))
    #expect(card(a, in: game).isMatched && card(b, in: game).isMatched)
    #expect(game.score == ConcentrationGame.matchPoints)
    #expect(game.flipCount == 2)
    #expect(game.flipCard(id: a) == .ignored)
    let next = game.cards.first { !$0.isMatched }!.id
    #expect(game.flipCard(id: next) == .flipped)
    #expect(game.flipCount == 3)
  }

  @Test func aMismatchStaysFaceUpUntilTheNextTouchTurnsItDown() {
    var game = ConcentrationGame(theme: theme, seed: 2)
    let (a, b) = mismatch(in: game)
    game.flipCard(id: a)
    #expect(game.flipCard(id: b) == .mismatched(a, b))
    #expect(card(a, in: game).isFaceUp && card(b, in: game).isFaceUp)
    #expect(game.score == 0)
    let c = pair(2, in: game).0
    #expect(game.flipCard(id: c) == .flipped)
    #expect(!card(a, in: game).isFaceUp && !card(b, in: game).isFaceUp && card(c, in: game).isFaceUp)
    #expect(card(a, in: game).hasBeenSeen && card(b, in: game).hasBeenSeen && !card(c, in: game).hasBeenSeen)
    #expect(game.flipCount == 3)
  }

  @Test func touchingACardOfAMismatchTurnsBothDownAndThatOneUpAgain() {
    var game = ConcentrationGame(theme: theme, seed: 2)
    let (a, b) = mismatch(in: game)
    game.flipCard(id: a)
    game.flipCard(id: b)
    #expect(game.flipCard(id: b) == .flipped)
    #expect(!card(a, in: game).isFaceUp && card(b, in: game).isFaceUp)
    #expect(game.flipCount == 3)
  }

  @Test func aMismatchCostsAPointForEachCardSeenBefore() {
    var game = ConcentrationGame(theme: theme, seed: 2)
    let a = pair(0, in: game).0
    let b = pair(1, in: game).0
    let c = pair(2, in: game).0
    game.flipCard(id: a)
    game.flipCard(id: b)
    #expect(game.score == 0)
    game.flipCard(id: a)
    #expect(game.flipCard(id: c) == .mismatched(a, c))
    #expect(game.score == -1)
    game.flipCard(id: a)
    game.flipCard(id: b)
    #expect(game.score == -3)
  }

  @Test(arguments: 0..<ConcentrationTheme.all.count)
  func perfectPlayFinishesWithTwoPointsAPair(themeIndex: Int) {
    let theme = ConcentrationTheme.all[themeIndex]
    var game = ConcentrationGame(theme: theme, seed: UInt64(themeIndex))
    for pairID in 0..<theme.pairCount {
      let (a, b) = pair(pairID, in: game)
      game.flipCard(id: a)
      game.flipCard(id: b)
    }
    #expect(game.isFinished)
    #expect(game.score == ConcentrationGame.matchPoints * theme.pairCount)
    #expect(game.flipCount == 2 * theme.pairCount)
    #expect(Int64(game.score) <= ConcentrationGame.highestPossibleScore)
  }

  @Test func aPlayerWithPerfectMemoryFinishesEveryGameWithoutPenalties() {
    var random = SeededRandom(seed: 21)
    for seed in 0..<200 {
      var game = ConcentrationGame(theme: .random(using: &random), seed: UInt64(seed))
      var known: [Int: Int] = [:]
      func remember(_ id: Int) { known[id] = card(id, in: game).pairID }
      func knownTwin(of id: Int) -> Int? {
        known.keys.sorted().first { $0 != id && known[$0] == known[id] && !card($0, in: game).isMatched }
      }
      func unknownCard(except id: Int?) -> Int? {
        game.cards.first { !$0.isMatched && known[$0.id] == nil && $0.id != id }?.id
      }
      var turns = 0
      while !game.isFinished && turns < 100 {
        turns += 1
        if let pair = known.keys.sorted().first(where: { knownTwin(of: $0) != nil && !card($0, in: game).isMatched }) {
          game.flipCard(id: pair)
          game.flipCard(id: knownTwin(of: pair)!)
          continue
        }
        let first = unknownCard(except: nil)!
        game.flipCard(id: first)
        remember(first)
        let second = knownTwin(of: first) ?? unknownCard(except: first)!
        game.flipCard(id: second)
        remember(second)
      }
      #expect(game.isFinished)
      #expect(game.score == ConcentrationGame.matchPoints * game.theme.pairCount)
    }
  }
}
