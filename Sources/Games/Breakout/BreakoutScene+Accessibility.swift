import GameKit
import Stage

extension BreakoutScene {
  /// Names the pause button, the score, the lives, the wall (one value, not an element a brick),
  /// the launch or pause prompt and the paddle.
  func setUpAccessibility() {
    scoreLabel.makeAccessibilityElement(label: "Score")
    livesLabel.makeAccessibilityElement(label: "Lives")
    wallSummary.makeAccessibilityElement(label: "Bricks left")
    for view in [scoreLabel, livesLabel, wallSummary] { view.accessibilityTraits = [.staticText, .updatesFrequently] }
    hintLabel.makeAccessibilityElement(traits: .button)
    paddle.makeAccessibilityElement(label: "Paddle", hint: "← and → move it", traits: [.image, .updatesFrequently])
    rootView.accessibilityElements = [pauseButton.view, scoreLabel, livesLabel, wallSummary, hintLabel, paddle]
  }

  /// The values, set only when they change (this runs every frame with the push meter).
  func updateAccessibility(hint: String) {
    let score = "\(game.scoring.score)"
    if scoreLabel.accessibilityValue != score { scoreLabel.accessibilityValue = score }
    let lives = "\(game.scoring.lives)"
    if livesLabel.accessibilityValue != lives { livesLabel.accessibilityValue = lives }
    let bricks = "\(game.wall.bricks.count)"
    if wallSummary.accessibilityValue != bricks { wallSummary.accessibilityValue = bricks }
    if hintLabel.accessibilityLabel != hint { hintLabel.accessibilityLabel = hint }
  }
}
