import Geometry

/// Plays Set for headless simulations (`kinetic simulate set`): it looks at the table for a
/// human-like while, picks one of the sets there at random and taps its cards one by one; when the
/// table holds no set it taps the deck. It never mismatches and never asks for a hint.
struct SetComputerPlayer {
  /// A tap the player makes.
  enum Move: Equatable {
    /// Tap this card.
    case choose(SetCard)
    /// Tap the deck.
    case dealThreeMore
  }

  /// Seconds spent looking at a new table before acting.
  static let lookingTime = 1.5...4.0
  /// Seconds between two taps.
  static let tapInterval = 0.25...0.5

  private var waiting = 0.0
  private var lookedAt: [SetCard] = []
  private var plan: [SetCard] = []

  /// What to tap now, if anything, after `dt` more seconds of play.
  mutating func nextMove(in game: SetGame, dt: Double, random: inout SeededRandom) -> Move? {
    waiting -= dt
    guard waiting <= 0, !game.isOver else { return nil }
    if game.table != lookedAt {
      lookedAt = game.table
      let sets = SetRules.allSets(in: game.table)
      plan = sets.isEmpty ? [] : sets[Int(random.next(below: UInt64(sets.count)))]
      waiting = random.nextDouble(in: Self.lookingTime.lowerBound, Self.lookingTime.upperBound)
      return nil
    }
    waiting = random.nextDouble(in: Self.tapInterval.lowerBound, Self.tapInterval.upperBound)
    guard !plan.isEmpty else { return game.deck.isEmpty ? nil : .dealThreeMore }
    if !game.isShowingMismatch, let stray = game.selection.first(where: { !plan.contains($0) }) {
      return .choose(stray)
    }
    return plan.first { game.isShowingMismatch || !game.selection.contains($0) }.map { .choose($0) }
  }
}
