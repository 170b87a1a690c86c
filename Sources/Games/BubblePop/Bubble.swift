import Geometry

/// One bubble on screen: where it is, how big and which colour.
public struct Bubble: Equatable, Sendable {
  /// Unique within a game, so a tap names the bubble it popped.
  public let id: Int
  /// Its colour (and so its points).
  public let color: BubbleColor
  /// Its centre, in points.
  public var center: Point
  /// Its radius, in points.
  public let radius: Double
  /// A gold bubble earns no points but adds `BubblePopGame.goldBonusSeconds` to the countdown (EF4).
  public var isGold = false

  /// True when the whole bubble lies inside `bounds`.
  public func isInside(_ bounds: Rect) -> Bool {
    center.x - radius >= bounds.minX && center.x + radius <= bounds.maxX && center.y - radius >= bounds.minY
      && center.y + radius <= bounds.maxY
  }

  /// True when it overlaps `other`.
  public func overlaps(_ other: Bubble) -> Bool {
    center.distance(to: other.center) < radius + other.radius
  }
}
