/// Set's score: points for each set found, less penalties for the shortcuts and slips a solo
/// player could otherwise make for free.
public struct SetScoring: Equatable, Sendable {
  /// Points a set earns.
  public static let matchPoints = 3
  /// Points a mismatch (three cards that are not a set) costs.
  public static let mismatchPenalty = 1
  /// Points dealing three more cards costs while a set is already on the table.
  public static let needlessDealPenalty = 1
  /// Points a hint costs.
  public static let hintPenalty = 1

  /// The most one game can award: every card in a set, no penalties.
  public static var highestPossibleScore: Int64 { Int64(SetCard.all.count / 3 * matchPoints) }

  /// Points so far (negative when penalties outweigh sets).
  public private(set) var score = 0
  /// Sets found.
  public private(set) var matches = 0
  /// Mismatches made.
  public private(set) var mismatches = 0
  /// Deals made while a set was on the table.
  public private(set) var needlessDeals = 0
  /// Hints shown.
  public private(set) var hints = 0

  /// Starts at zero.
  public init() {}

  /// A set was found.
  public mutating func matched() {
    matches += 1
    score += SetScoring.matchPoints
  }

  /// Three cards that are not a set were chosen.
  public mutating func mismatched() {
    mismatches += 1
    score -= SetScoring.mismatchPenalty
  }

  /// Three more cards were dealt although the table held a set.
  public mutating func dealtNeedlessly() {
    needlessDeals += 1
    score -= SetScoring.needlessDealPenalty
  }

  /// A hint was shown.
  public mutating func hinted() {
    hints += 1
    score -= SetScoring.hintPenalty
  }
}
