import Geometry

/// A solo game of Set as a value: the cards on the table, the deck, the discard pile,
/// the player's selection, the hint and the score.
///
/// Twelve cards are dealt at the start. The player chooses up to three; a set goes to the discard
/// pile and is replaced in place by three cards from the deck (or just removed once the deck is
/// empty), while a mismatch stays selected until the next touch. A tap on the deck deals three
/// more. The game is over when the deck is empty and no set is left on the table.
public struct SetGame: Equatable, Sendable {
  /// Cards dealt at the start.
  public static let initialCardCount = 12
  /// Cards a tap on the deck deals, and the size of a set.
  public static let cardsPerDeal = 3

  /// What choosing a card did.
  public enum Outcome: Equatable, Sendable {
    /// Nothing: the card is not on the table, or the game is over.
    case ignored
    /// The card joined the selection (after clearing a mismatch, if one was showing).
    case selected
    /// The card left the selection.
    case deselected
    /// The card completed these three, a set, now on the discard pile.
    case matched([SetCard])
    /// The card completed these three, which are not a set; they stay selected until the next touch.
    case mismatched([SetCard])
  }

  /// The face-up cards, in their places on the table.
  public private(set) var table: [SetCard] = []
  /// The cards not yet dealt.
  public private(set) var deck: SetDeck
  /// Cards of the sets found, in the order they were found.
  public private(set) var discardPile: [SetCard] = []
  /// The chosen cards, in the order they were chosen (three only while showing a mismatch).
  public private(set) var selection: [SetCard] = []
  /// The set a hint is showing, or empty.
  public private(set) var hint: [SetCard] = []
  /// The score and what it is made of.
  public private(set) var scoring = SetScoring()
  /// True when the deck is empty and no set is left on the table.
  public private(set) var isOver = false

  /// A game whose deck is shuffled by `seed`.
  public init(seed: UInt64) {
    self.init(deck: SetDeck(seed: seed))
  }

  /// A game dealt from `deck` (tests rig games with it).
  public init(deck: SetDeck) {
    self.deck = deck
    table = self.deck.deal(SetGame.initialCardCount)
    updateIsOver()
  }

  /// Points so far.
  public var score: Int { scoring.score }

  /// True while three cards that are not a set are selected, waiting for the next touch.
  public var isShowingMismatch: Bool { selection.count == SetGame.cardsPerDeal }

  /// Chooses `card`: selects or deselects it, and checks the selection once it holds three.
  @discardableResult
  public mutating func choose(_ card: SetCard) -> Outcome {
    guard !isOver, table.contains(card) else { return .ignored }
    if isShowingMismatch {
      selection = [card]
      return .selected
    }
    if let chosen = selection.firstIndex(of: card) {
      selection.remove(at: chosen)
      return .deselected
    }
    selection.append(card)
    guard selection.count == SetGame.cardsPerDeal else { return .selected }
    guard SetRules.isSet(selection) else {
      scoring.mismatched()
      return .mismatched(selection)
    }
    let set = selection
    selection = []
    scoring.matched()
    discardPile += set
    replaceOnTable(set)
    return .matched(set)
  }

  /// Deals three more cards onto the table (a penalty when it already holds a set); returns false
  /// when the deck is empty or the game is over. A mismatch showing is cleared.
  @discardableResult
  public mutating func dealThreeMore() -> Bool {
    guard !isOver, !deck.isEmpty else { return false }
    if isShowingMismatch { selection = [] }
    if SetRules.containsSet(table) { scoring.dealtNeedlessly() }
    table += deck.deal(SetGame.cardsPerDeal)
    updateIsOver()
    return true
  }

  /// Shows a set on the table (the first time for each set, at a cost); nil when there is none.
  @discardableResult
  public mutating func showHint() -> [SetCard]? {
    guard !isOver else { return nil }
    if !hint.isEmpty { return hint }
    guard let set = SetRules.firstSet(in: table) else { return nil }
    hint = set
    scoring.hinted()
    return set
  }

  /// Moves every card on the table to another place (a random cycle through all the places, so
  /// none stays put); the cards, the selection, the hint and the score stay as they are. Returns
  /// false when fewer than two cards lie on the table.
  @discardableResult
  public mutating func rearrangeTable(using random: inout SeededRandom) -> Bool {
    guard table.count > 1 else { return false }
    // Sattolo's shuffle: each place swaps with an earlier one only, which makes one cycle of all of them.
    for i in stride(from: table.count - 1, to: 0, by: -1) {
      table.swapAt(i, Int(random.next(below: UInt64(i))))
    }
    return true
  }

  /// Puts a card from the deck in the place of each card of `set`, or removes the card when the
  /// deck has run out; a hint showing any of those cards is cleared.
  private mutating func replaceOnTable(_ set: [SetCard]) {
    for card in set {
      guard let place = table.firstIndex(of: card) else { continue }
      if let replacement = deck.deal(1).first {
        table[place] = replacement
      } else {
        table.remove(at: place)
      }
    }
    if hint.contains(where: { set.contains($0) }) { hint = [] }
    updateIsOver()
  }

  private mutating func updateIsOver() {
    isOver = deck.isEmpty && !SetRules.containsSet(table)
  }
}
