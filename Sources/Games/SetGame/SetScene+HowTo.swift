import GameKit

extension SetScene {
  /// Set's how-to, from its rules and scoring: what a set is, the points a set earns and what each
  /// shortcut or slip costs.
  public var howTo: HowTo {
    HowTo(
      title: "How to play Set",
      sections: [
        HowTo.Section(
          "Goal",
          [
            "Find sets of three cards. Each card has a number (1, 2 or 3), a shape (diamond, squiggle, oval), "
              + "a shading (solid, striped, open) and a colour (red, green, purple).",
            "Three cards are a set when, for each of the four, they are all the same or all different.",
            "\(SetGame.initialCardCount) cards are dealt; the game ends when the deck is empty and no set is left.",
          ]),
        HowTo.Section(
          "Points",
          [
            "A set earns \(points(SetScoring.matchPoints)).",
            "Three cards that are not a set cost \(points(SetScoring.mismatchPenalty)).",
            "Dealing \(SetGame.cardsPerDeal) more cards while a set is on the table costs "
              + "\(points(SetScoring.needlessDealPenalty)).",
            "A hint costs \(points(SetScoring.hintPenalty)).",
          ]),
        HowTo.Section(
          "Controls",
          [
            "Touch or mouse: tap three cards; tap a chosen card again to let it go.",
            "Tap the deck (or press Space) to deal \(SetGame.cardsPerDeal) more; Hint (or Enter) shows a set.",
            "New game deals again from a full deck.",
            rearranging,
            "Keyboard: Tab moves through the score, Rearrange, Hint, New game, the cards, the deck and the discard pile; "
              + "arrow keys move within the grid of cards; Enter or Space chooses the card in focus. A screen "
              + "reader names each card (\"three red striped diamonds, selected\") and says a match or a wrong set.",
          ]),
      ])
  }

  /// What Rearrange, R and two fingers turning do.
  private var rearranging: String {
    "Rearrange, R or two fingers turning \(SetScene.rearrangeTurnDegrees)° on the table move every card to "
      + "another place: the cards gather in the middle and fly out spinning (with reduced motion they glide). "
      + "Chosen cards stay chosen; the score does not change."
  }

  private func points(_ n: Int) -> String { n == 1 ? "1 point" : "\(n) points" }
}
