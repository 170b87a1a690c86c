/// An axis-aligned rectangle: an origin (top-left corner) and a size, in points.
public struct Rect: Hashable, Sendable {
  /// The top-left corner.
  public var origin: Point
  /// The width and height.
  public var size: Size

  /// Creates a rectangle from its corner and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// Creates a rectangle of `size` centred on `center`.
  public init(center: Point, size: Size) {
    self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The width, in points.
  public var width: Double { size.width }
  /// The height, in points.
  public var height: Double { size.height }
  /// The smallest x.
  public var minX: Double { origin.x }
  /// The smallest y (the top edge).
  public var minY: Double { origin.y }
  /// The largest x.
  public var maxX: Double { origin.x + size.width }
  /// The largest y (the bottom edge).
  public var maxY: Double { origin.y + size.height }
  /// The centre's x.
  public var midX: Double { origin.x + size.width / 2 }
  /// The centre's y.
  public var midY: Double { origin.y + size.height / 2 }
  /// The centre point.
  public var center: Point { Point(x: midX, y: midY) }
  /// True when the rectangle has no area.
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }
  /// True when every coordinate is finite and the size is not negative.
  public var isValid: Bool { origin.isValid && size.isValid }

  /// True when `p` lies inside or on the edge.
  public func contains(_ p: Point) -> Bool { p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY }

  /// True when the two rectangles share interior area.
  public func intersects(_ o: Rect) -> Bool { minX < o.maxX && o.minX < maxX && minY < o.maxY && o.minY < maxY }

  /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom (shrunk when negative).
  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
  }

  /// The rectangle moved by `v`.
  public func offsetBy(_ v: Vector) -> Rect { Rect(origin: origin + v, size: size) }

  /// The smallest rectangle containing both.
  public func union(_ o: Rect) -> Rect {
    let x0 = Swift.min(minX, o.minX)
    let y0 = Swift.min(minY, o.minY)
    return Rect(x: x0, y: y0, width: Swift.max(maxX, o.maxX) - x0, height: Swift.max(maxY, o.maxY) - y0)
  }
}
