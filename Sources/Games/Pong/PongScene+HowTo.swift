import GameKit

extension PongScene {
  /// Pong's how-to, from its rules: the points that win, the serve, the controls of both paddles.
  public var howTo: HowTo {
    HowTo(
      title: "How to play Pong",
      sections: [
        HowTo.Section(
          "Goal",
          [
            "Get the ball past the other paddle to score a point. First to \(PongRules.winningScore) points wins.",
            "Each return speeds the ball up a little, up to \(percent(PongRules.maximumSpeedFactor)) of its serve speed.",
            "Where the ball meets your paddle sets its angle: hit it near an end to send it off sideways.",
          ]),
        HowTo.Section(
          "Serving",
          [
            "The ball waits at the server's paddle until you tap the court, click it, or press Space or Enter.",
            "After each point the ball waits again, and so does a rally you left (another tab or game, or "
              + "this help): nothing is lost while you are away.",
          ]),
        HowTo.Section(
          "Controls",
          [
            "Touch or mouse: drag anywhere on the court; the blue paddle at the bottom follows.",
            "Keys: ← and → (or A and D) move the blue paddle.",
            "Pause: the ❚❚ button (top left), P or Escape; a tap, Space, P, Escape or ▶ goes on.",
            "Keyboard alone: Space or Enter serves, ← and → move. A screen reader reads the score "
              + "(\"3 to 5\", yours first) and says each point.",
          ]),
        HowTo.Section(
          "Two players",
          [
            "In Settings, set Opponent to Second player: the red paddle at the top is then a person's.",
            "Each paddle follows the finger on its own half of the court, so two fingers play at once.",
            "On a keyboard, ← and → move blue (bottom) and A and D move red (top).",
          ]),
      ])
  }

  private func percent(_ factor: Double) -> String {
    "\(Int((factor * 100).rounded()))%"
  }
}
