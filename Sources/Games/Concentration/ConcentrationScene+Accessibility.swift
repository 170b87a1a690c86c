import GameKit
import Geometry
import Stage

extension ConcentrationScene {
  /// Names the chooser (a list of themes), the bar's buttons, the stats, the board button and the cards (a grid).
  func setUpAccessibility() {
    chooserTitle.makeAccessibilityElement(label: "Themes", traits: .header)
    chooser.accessibilityElements = themeRows
    chooser.accessibilityLabel = "Themes"
    chooser.accessibilityContainerType = .list
    rootView.accessibilityElements = [chooserTitle, chooser, detail]
    for (theme, row) in zip(ConcentrationTheme.all, themeRows) {
      row.makeAccessibilityElement(label: theme.name)
      row.accessibilityValue = "\(theme.pairCount) pairs"
      row.accessibilityHint = "Starts a game with this theme"
    }
    titleLabel.makeAccessibilityElement(traits: .header)
    backButton.makeAccessibilityElement(label: "Back to themes", traits: .button)
    newGameButton.makeAccessibilityElement(label: "New game", traits: .button)
    boardButton.makeAccessibilityElement(
      label: "Score board", hint: "Shows the best scores; each can be watched", traits: .button)
    statsLabel.makeAccessibilityElement(label: "Flips and score", traits: [.staticText, .updatesFrequently])
    placeholder.makeAccessibilityElement(label: "Choose a theme", traits: .staticText)
    detail.accessibilityElements = [
      titleLabel, backButton, newGameButton, statsLabel, boardButton, cardLayer, placeholder,
    ]
    cardLayer.accessibilityLabel = "Cards"
  }

  /// Brings the names up to date: the chosen theme, the stats, and which screen a phone shows (the
  /// chooser is not read while the game covers it).
  func updateAccessibility() {
    for (theme, row) in zip(ConcentrationTheme.all, themeRows) {
      row.accessibilityTraits = isSplit && game?.theme.name == theme.name ? [.button, .selected] : .button
    }
    chooser.accessibilityElementsHidden = !isSplit && isGamePushed
    chooserTitle.accessibilityElementsHidden = chooser.accessibilityElementsHidden
    titleLabel.accessibilityLabel = game?.theme.name
    if let game {
      statsLabel.accessibilityValue = "\(game.flipCount) flip\(game.flipCount == 1 ? "" : "s"), score \(game.score)"
    }
  }
}

extension ConcentrationCardView {
  /// "card 5": face down, its emoji when face up, or matched (then it does nothing).
  func updateAccessibility() {
    isAccessibilityElement = true
    accessibilityLabel = "card \(position)"
    accessibilityValue = isGone ? "\(emoji), matched" : isShowingFace ? emoji : "face down"
    accessibilityTraits = isGone ? [.button, .notEnabled] : .button
  }
}

extension ConcentrationScene {
  /// Says what a sighted player sees a touch of card `id` do: its face, then a pair found, a miss
  /// or the end of the game.
  func announce(_ outcome: ConcentrationGame.Outcome, card id: Int, in game: ConcentrationGame) {
    let face = game.cards.first { $0.id == id }.map { game.emoji(for: $0) } ?? ""
    switch outcome {
    case .matched:
      outbox.post(
        .announcement(
          game.isFinished
            ? "\(face), a pair. All pairs found: \(game.score) points in \(game.flipCount) flips."
            : "\(face), a pair. Score \(game.score)."))
    case .mismatched:
      outbox.post(.announcement("\(face), no match. Score \(game.score)."))
    case .flipped:
      outbox.post(.announcement(face))
    case .ignored:
      break
    }
  }
}
