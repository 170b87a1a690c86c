import Geometry

/// Places new bubbles at random where they fit: wholly on screen and overlapping no other.
enum BubbleLayout {
  /// Tries `attempts` random spots for a bubble of `radius` in `bounds`; nil when none is free.
  static func freeSpot(
    radius: Double, in bounds: Rect, avoiding others: [Bubble], random: inout SeededRandom, attempts: Int = 40
  ) -> Point? {
    guard bounds.width >= 2 * radius, bounds.height >= 2 * radius else { return nil }
    for _ in 0..<attempts {
      let p = Point(
        x: random.nextDouble(in: bounds.minX + radius, bounds.maxX - radius),
        y: random.nextDouble(in: bounds.minY + radius, bounds.maxY - radius))
      if others.allSatisfy({ $0.center.distance(to: p) >= $0.radius + radius }) { return p }
    }
    return nil
  }
}
