import Geometry

/// A drop shadow under a view's background and content.
public struct Shadow: Hashable, Sendable {
  /// Displacement of the shadow, in points.
  public var offset: Vector
  /// Blur radius, in points.
  public var blur: Double
  /// Shadow colour (its alpha is the opacity).
  public var color: Color

  /// Creates a shadow.
  public init(offset: Vector = Vector(dx: 0, dy: 2), blur: Double = 6, color: Color = Color.black.withAlpha(0.35)) {
    self.offset = offset
    self.blur = blur
    self.color = color
  }
}
