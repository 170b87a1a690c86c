import GameKit

extension ConcentrationScene {
  /// Concentration's how-to, from its scoring: what a match earns and what a slip costs.
  public var howTo: HowTo {
    let penalty = ConcentrationGame.seenCardPenalty
    return HowTo(
      title: "How to play Concentration",
      sections: [
        HowTo.Section(
          "Goal",
          [
            "Pairs of picture cards lie face down. Turn two at a time to find every pair.",
            "A pair you find earns \(ConcentrationGame.matchPoints) points and fades away, leaving its place empty.",
            "Two cards that do not match cost \(penalty) point\(penalty == 1 ? "" : "s") for each of them you had "
              + "seen before, so remember what you turn over.",
          ]),
        HowTo.Section(
          "Controls",
          [
            "Choose a theme first (\(ConcentrationTheme.all.count) to pick from); each has its own pictures "
              + "and colours.",
            "Touch or mouse: tap a card to turn it over. A mismatch turns back at your next tap.",
            "On a phone, Back (or Escape) returns to the themes; New game deals the theme again.",
            "Keyboard: Tab reaches the list of themes (arrow keys move in it, Enter chooses), the buttons and "
              + "the grid of cards; arrow keys move between cards and Enter or Space turns the one in focus. "
              + "A screen reader hears \"card 5, face down\", the picture turned over, and each pair found.",
          ]),
      ])
  }
}
