/// Set's one rule: three cards form a set when, for each of the four attributes, the three cards
/// are all the same or all different.
///
/// With three values per attribute, that holds exactly when the attribute's values add up to a
/// multiple of 3 — so any two cards are completed by exactly one third card.
public enum SetRules {
  /// True when `a`, `b` and `c` form a set.
  public static func isSet(_ a: SetCard, _ b: SetCard, _ c: SetCard) -> Bool {
    (a.number.rawValue + b.number.rawValue + c.number.rawValue) % 3 == 0
      && (a.shape.rawValue + b.shape.rawValue + c.shape.rawValue) % 3 == 0
      && (a.shading.rawValue + b.shading.rawValue + c.shading.rawValue) % 3 == 0
      && (a.color.rawValue + b.color.rawValue + c.color.rawValue) % 3 == 0
  }

  /// True when `cards` are exactly three cards that form a set.
  public static func isSet(_ cards: [SetCard]) -> Bool {
    cards.count == 3 && isSet(cards[0], cards[1], cards[2])
  }

  /// The one card that makes a set with `a` and `b` (`a` itself when `b == a`).
  public static func completion(of a: SetCard, _ b: SetCard) -> SetCard {
    func third(_ x: Int, _ y: Int) -> Int { (6 - x - y) % 3 }
    return SetCard(
      number: SetCard.Number(rawValue: third(a.number.rawValue, b.number.rawValue)) ?? .one,
      shape: SetCard.Shape(rawValue: third(a.shape.rawValue, b.shape.rawValue)) ?? .diamond,
      shading: SetCard.Shading(rawValue: third(a.shading.rawValue, b.shading.rawValue)) ?? .solid,
      color: SetCard.SymbolColor(rawValue: third(a.color.rawValue, b.color.rawValue)) ?? .red)
  }

  /// Every set among `cards`, each as three cards in the order they appear in `cards`; sets are
  /// listed by the position of their first card, then second.
  ///
  /// - Complexity: O(*n*²) for *n* cards.
  public static func allSets(in cards: [SetCard]) -> [[SetCard]] {
    var sets: [[SetCard]] = []
    forEachSet(in: cards) { set in
      sets.append(set)
      return true
    }
    return sets
  }

  /// The first set among `cards` (in `allSets(in:)` order), or nil when there is none.
  public static func firstSet(in cards: [SetCard]) -> [SetCard]? {
    var first: [SetCard]?
    forEachSet(in: cards) { set in
      first = set
      return false
    }
    return first
  }

  /// True when some three of `cards` form a set.
  public static func containsSet(_ cards: [SetCard]) -> Bool { firstSet(in: cards) != nil }

  /// Calls `body` with each set in `allSets(in:)` order while it returns true.
  private static func forEachSet(in cards: [SetCard], _ body: ([SetCard]) -> Bool) {
    var position = [Int](repeating: -1, count: 81)
    for (i, card) in cards.enumerated() { position[card.index] = i }
    for i in cards.indices {
      for j in (i + 1)..<cards.count {
        let k = position[completion(of: cards[i], cards[j]).index]
        if k > j, !body([cards[i], cards[j], cards[k]]) { return }
      }
    }
  }
}
