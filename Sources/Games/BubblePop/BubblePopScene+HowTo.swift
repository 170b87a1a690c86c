import GameKit

extension BubblePopScene {
  /// BubblePop's how-to, from its rules: each colour's points and odds, the combo, the gold
  /// bubbles' extra time.
  public var howTo: HowTo {
    let colors = BubbleColor.allCases.map { c in
      "\(c.rawValue) \(c.points) point\(c.points == 1 ? "" : "s") (\(c.percent)% of bubbles)"
    }
    return HowTo(
      title: "How to play BubblePop",
      sections: [
        HowTo.Section(
          "Goal",
          [
            "Pop as many points of bubbles as you can before the time runs out. New bubbles come every second, "
              + "and they drift up faster as the end nears.",
            "Bubbles are worth " + colors.joined(separator: ", ") + ".",
            "Pop the same colour as the bubble before and the pop is worth 1.5 times as much.",
            "A gold bubble adds \(BubblePopGame.goldBonusSeconds) seconds, up to "
              + "\(BubblePopGame.maximumBonusSeconds) extra seconds a game.",
          ]),
        HowTo.Section(
          "Controls",
          [
            "Start (or press Space or Enter); the first time, the app asks for the name your scores go under. "
              + "Touch or click a bubble to pop it.",
            "Pause: the ❚❚ button (top left), P or Escape; the time stands still until a tap, Space, P, Escape or "
              + "▶ goes on. Leaving the game (another tab, this help) pauses it too.",
            "Keyboard: the bubbles are a list, most points first (gold first of all), not in screen order, "
              + "so the best bubble is always the first: Tab to it and press Enter to pop it; focus goes on "
              + "to the next best. A screen reader says each bubble (\"pink bubble, 2 points\"), each pop and "
              + "10 seconds left.",
            "Game time, the most bubbles on screen and drift speed are set in the controls, beside the game "
              + "on a wide screen and below it on a phone; they apply from the next game.",
            "Your best score goes to the score board under your name, which the score board lets you change. "
              + "At the end of a run the board opens with your row; the bar shows your best and the board’s top.",
          ]),
      ])
  }
}
