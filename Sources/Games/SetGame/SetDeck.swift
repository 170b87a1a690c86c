import Geometry

/// The cards not yet dealt, next card first.
public struct SetDeck: Equatable, Sendable {
  /// The cards left, in the order they will be dealt.
  public private(set) var cards: [SetCard]

  /// A deck holding `cards`, dealt in that order (tests rig games with it).
  public init(cards: [SetCard]) {
    self.cards = cards
  }

  /// All 81 cards shuffled by `seed`: the same seed gives the same order natively and in wasm.
  public init(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var cards = SetCard.all
    for i in stride(from: cards.count - 1, to: 0, by: -1) {
      cards.swapAt(i, Int(random.next(below: UInt64(i + 1))))
    }
    self.init(cards: cards)
  }

  /// How many cards are left.
  public var count: Int { cards.count }

  /// True when every card has been dealt.
  public var isEmpty: Bool { cards.isEmpty }

  /// Takes up to `count` cards off the top.
  public mutating func deal(_ count: Int) -> [SetCard] {
    let dealt = Array(cards.prefix(max(0, count)))
    cards.removeFirst(dealt.count)
    return dealt
  }
}
