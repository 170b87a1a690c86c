import Geometry

/// Plays BubblePop for headless simulations: every so often (a human-like 0.2–0.35 s) it taps a
/// bubble, preferring gold, then the colour of its current combo, then the most valuable.
struct BubblePopComputerPlayer {
  private var waiting = 0.0

  /// Where to tap now, if anywhere.
  mutating func choose(in game: BubblePopGame, dt: Double, random: inout SeededRandom) -> Point? {
    waiting -= dt
    guard waiting <= 0, game.phase == .playing, !game.bubbles.isEmpty else { return nil }
    waiting = random.nextDouble(in: 0.2, 0.35)
    let combo = game.scoring.lastColor
    let best = game.bubbles.max { a, b in value(a, combo: combo) < value(b, combo: combo) }
    return best?.center
  }

  private func value(_ bubble: Bubble, combo: BubbleColor?) -> Double {
    if bubble.isGold { return 100 }
    let points = Double(bubble.color.points)
    return bubble.color == combo ? points * 1.5 : points
  }
}
