import GameKit

extension BreakoutScene {
  /// Breakout's how-to, from the game's rules and its current settings: lives, points, the special
  /// bricks' marks and the push cooldown.
  public var howTo: HowTo {
    let points = BreakoutScoring.brickPoints
    return HowTo(
      title: "How to play Breakout",
      sections: [
        HowTo.Section(
          "Goal",
          [
            "Break every brick with the ball, and keep it from falling past your paddle.",
            "You have \(lives(settings.lives)); losing the last ball in play costs one.",
            "A brick is worth \(points) points times your streak, the bricks broken since the ball last touched "
              + "the paddle: the second in a row earns \(2 * points), the third \(3 * points).",
          ]),
        HowTo.Section(
          "Controls",
          [
            "The ball waits on the paddle: tap the court or press Space to launch it, after each lost ball too.",
            "Touch or mouse: drag across the court; the paddle follows. Keys: ← and → (or A and D).",
            "Once the ball flies, a tap or Space gives every ball a push in a random direction.",
            "The thin bar along the bottom is the push's cooldown (\(seconds(settings.pushCooldown))): "
              + "a push is ready when it is full and bright.",
            "Pause: the ❚❚ button (top left), P or Escape; a tap, Space, P, Escape or ▶ goes on. Leaving the game "
              + "(another tab, this help) pauses it too.",
            "Keyboard alone: Space launches and pushes, ← and → move the paddle. A screen reader reads the "
              + "score, lives and bricks left, and says each lost ball.",
          ]),
        HowTo.Section(
          "Special bricks",
          [
            "A green brick marked \(BreakoutStyle.extraBallSymbol) releases another ball when it breaks.",
            "An orange brick marked \(BreakoutStyle.explosiveSymbol) explodes, breaking the bricks left, right, above and "
              + "below it.",
            "A grey brick showing a number takes that many more hits (\(BrickWall.toughHits.lowerBound) or "
              + "\(BrickWall.toughHits.upperBound) when new).",
            "Settings change the wall, the balls, the paddle, gravity and the push; special bricks can be "
              + "turned off there.",
          ]),
      ])
  }

  private func lives(_ n: Int) -> String { n == 1 ? "1 life" : "\(n) lives" }

  private func seconds(_ s: Double) -> String {
    let tenths = Int((s * 10).rounded())
    return tenths % 10 == 0 ? "\(tenths / 10) s" : "\(tenths / 10).\(tenths % 10) s"
  }
}
