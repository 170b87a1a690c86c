import Geometry

/// A game of Concentration (the memory game): pairs of emoji cards face down; the player
/// turns two at a time, a pair stays matched, a mismatch turns back down at the next touch.
///
/// Scoring: a match earns 2 points; a mismatch costs 1 point for each of its two cards that had
/// been seen before.
public struct ConcentrationGame: Equatable, Sendable {
  /// Points a match earns.
  public static let matchPoints = 2
  /// Points lost for each card in a mismatch that had been seen before.
  public static let seenCardPenalty = 1

  /// The most one game can award: every pair of the largest theme matched at first sight.
  public static var highestPossibleScore: Int64 {
    Int64(matchPoints * (ConcentrationTheme.all.map { $0.pairCount }.max() ?? 0))
  }

  /// What touching a card did.
  public enum Outcome: Equatable, Sendable {
    /// Nothing: the card is matched, the only one face up, or not in the game.
    case ignored
    /// The card turned face up (turning a mismatch face down first, if one was showing).
    case flipped
    /// The card completed a pair: the two cards with these ids are matched.
    case matched(Int, Int)
    /// The card did not match the other face-up card: the two with these ids stay face up until the next touch.
    case mismatched(Int, Int)
  }

  /// The theme the game is played with.
  public let theme: ConcentrationTheme
  /// The cards, in their places on the table.
  public private(set) var cards: [ConcentrationCard]
  /// The emoji each pair shows, indexed by `pairID`.
  public let emoji: [String]
  /// How many times a card has been turned face up.
  public private(set) var flipCount = 0
  /// Points so far (negative when mismatches outweigh matches).
  public private(set) var score = 0

  /// A game of `theme.pairCount` pairs with emoji drawn from the theme, dealt in an order shuffled by `seed`.
  public init(theme: ConcentrationTheme, seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var choices = theme.emoji
    var emoji: [String] = []
    for _ in 0..<min(theme.pairCount, choices.count) {
      emoji.append(choices.remove(at: Int(random.next(below: UInt64(choices.count)))))
    }
    var cards: [ConcentrationCard] = []
    for pairID in emoji.indices {
      cards.append(ConcentrationCard(id: 2 * pairID, pairID: pairID))
      cards.append(ConcentrationCard(id: 2 * pairID + 1, pairID: pairID))
    }
    for i in stride(from: cards.count - 1, to: 0, by: -1) {
      cards.swapAt(i, Int(random.next(below: UInt64(i + 1))))
    }
    self.theme = theme
    self.emoji = emoji
    self.cards = cards
  }

  /// True when every pair has been matched.
  public var isFinished: Bool { cards.allSatisfy { $0.isMatched } }

  /// The emoji `card` shows.
  public func emoji(for card: ConcentrationCard) -> String { emoji[card.pairID] }

  /// Touches the card with `id`: turns it face up (a mismatch showing turns face down first) and,
  /// when it is the second card face up, checks the two for a match.
  @discardableResult
  public mutating func flipCard(id: Int) -> Outcome {
    guard let chosen = cards.firstIndex(where: { $0.id == id }), !cards[chosen].isMatched else { return .ignored }
    let faceUp = cards.indices.filter { cards[$0].isFaceUp && !cards[$0].isMatched }
    guard faceUp != [chosen] else { return .ignored }
    guard faceUp.count == 1, let other = faceUp.first else {
      turnFaceDown(faceUp)
      turnFaceUp(chosen)
      return .flipped
    }
    turnFaceUp(chosen)
    guard cards[chosen].pairID == cards[other].pairID else {
      for i in [chosen, other] where cards[i].hasBeenSeen { score -= ConcentrationGame.seenCardPenalty }
      return .mismatched(cards[other].id, cards[chosen].id)
    }
    cards[chosen].isMatched = true
    cards[other].isMatched = true
    score += ConcentrationGame.matchPoints
    return .matched(cards[other].id, cards[chosen].id)
  }

  private mutating func turnFaceUp(_ index: Int) {
    cards[index].isFaceUp = true
    flipCount += 1
  }

  /// Turns the cards at `indices` face down; they have now been seen.
  private mutating func turnFaceDown(_ indices: [Int]) {
    for i in indices {
      cards[i].isFaceUp = false
      cards[i].hasBeenSeen = true
    }
  }
}
