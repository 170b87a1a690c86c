import Stage

extension BreakoutScene {
  /// Names the score, the lives, the wall (one value, not an element a brick), the launch prompt
  /// and the paddle.
  func setUpAccessibility() {
    scoreLabel.isAccessibilityElement = true
    scoreLabel.accessibilityLabel = "Score"
    livesLabel.isAccessibilityElement = true
    livesLabel.accessibilityLabel = "Lives"
    wallSummary.isAccessibilityElement = true
    wallSummary.accessibilityLabel = "Bricks left"
    for view in [scoreLabel, livesLabel, wallSummary] { view.accessibilityTraits = [.staticText, .updatesFrequently] }
    hintLabel.isAccessibilityElement = true
    hintLabel.accessibilityTraits = .button
    paddle.isAccessibilityElement = true
    paddle.accessibilityLabel = "Paddle"
    paddle.accessibilityHint = "← and → move it"
    paddle.accessibilityTraits = [.image, .updatesFrequently]
    rootView.accessibilityElements = [scoreLabel, livesLabel, wallSummary, hintLabel, paddle]
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
