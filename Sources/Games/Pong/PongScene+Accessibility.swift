import GameKit
import Stage

extension PongScene {
  /// Names the pause button, the score, the serve or pause prompt, the paddles and the ball, in that order.
  func setUpAccessibility() {
    playerScoreLabel.makeAccessibilityElement(
      label: "Score", hint: "Your points first", traits: [.staticText, .updatesFrequently])
    hintLabel.makeAccessibilityElement(traits: .button)
    for view in [playerPaddle, opponentPaddle, ball] {
      view.makeAccessibilityElement(traits: [.image, .updatesFrequently])
    }
    ball.accessibilityLabel = "Ball"
    rootView.accessibilityElements = [
      pauseButton.view, playerScoreLabel, hintLabel, playerPaddle, opponentPaddle, ball,
    ]
  }

  /// The score ("3 to 5", the player's first), the prompt, and whose each paddle is.
  func updateAccessibility(hint: String) {
    playerScoreLabel.accessibilityValue = "\(game.playerScore) to \(game.opponentScore)"
    hintLabel.accessibilityLabel = hint
    playerPaddle.accessibilityLabel = hasSecondPlayer ? "Blue paddle" : "Your paddle"
    playerPaddle.accessibilityHint = "← and → move it"
    opponentPaddle.accessibilityLabel = hasSecondPlayer ? "Red paddle" : "Computer's paddle"
    opponentPaddle.accessibilityHint = hasSecondPlayer ? "A and D move it" : nil
  }

  /// Says who scored and the score, or who won.
  func announcePoint(for side: PongSide) {
    let who =
      hasSecondPlayer ? (side == .player ? "blue" : "red") : (side == .player ? "you" : "the computer")
    let score = "\(game.playerScore) to \(game.opponentScore)"
    if game.winner != nil {
      outbox.post(.announcement("Point to \(who). Game over, \(score)."))
    } else {
      outbox.post(.announcement("Point to \(who). \(score)."))
    }
  }
}
