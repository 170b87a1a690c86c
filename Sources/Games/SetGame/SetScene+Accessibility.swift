import GameKit
import Geometry
import Stage

extension SetScene {
  /// Names the bar, the piles and the table for assistive technology; `layOutChrome` puts them in
  /// the order a player reads them: the board button, the score and buttons, the cards row by row,
  /// the message, the deck, the discard pile (and Rearrange where it stands).
  func setUpAccessibility() {
    scoreLabel.makeAccessibilityElement(label: "Score", traits: [.staticText, .updatesFrequently])
    boardButton.makeAccessibilityElement(
      label: "Score board", hint: "Shows the best scores; each can be watched", traits: .button)
    hintButton.makeAccessibilityElement(
      label: "Hint", hint: "Outlines a set on the table, if there is one", traits: .button)
    newGameButton.makeAccessibilityElement(label: "New game", traits: .button)
    rearrangeButton.makeAccessibilityElement(
      label: "Rearrange", hint: "Moves every card on the table to another place", traits: .button)
    deckView.makeAccessibilityElement(label: "Deal 3 more cards", traits: .button)
    messageLabel.makeAccessibilityElement(traits: .staticText)
    discardLabel.makeAccessibilityElement(label: "Discard pile", traits: .staticText)
    tableLayer.accessibilityLabel = "Cards"
  }

  /// Brings the names up to date with the model: the score, the piles' counts, the message, and
  /// the cards in table order (not the drawing order dealing changes).
  func updateAccessibility(message text: String) {
    scoreLabel.accessibilityValue = "\(game.score)"
    deckView.accessibilityValue = "\(game.deck.count) left"
    discardLabel.accessibilityValue = "\(landedCount) card\(landedCount == 1 ? "" : "s")"
    messageLabel.accessibilityLabel = text
    tableLayer.accessibilityContainerType = .grid(columns: max(layout.cards.columns, 1))
    tableLayer.accessibilityElements = cardViews.map { $0 as View }
  }
}

extension SetScene {
  /// Tells a screen reader what a sighted player sees happen.
  func announce(_ text: String) {
    guard !text.isEmpty else { return }
    outbox.post(.announcement(text))
  }
}
