/// A location in a two-dimensional coordinate system, in points (origin top-left, y down).
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate, in points.
  public var x: Double
  /// The vertical coordinate, in points (grows downward).
  public var y: Double

  /// Creates a point from its coordinates.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  @inlinable
  public static var zero: Point { Point(x: 0, y: 0) }

  /// True when both coordinates are finite numbers.
  @inlinable
  public var isValid: Bool { x.isFinite && y.isFinite }

  /// The displacement from `b` to `a`.
  @inlinable
  public static func - (a: Point, b: Point) -> Vector { Vector(dx: a.x - b.x, dy: a.y - b.y) }
  /// The point displaced by `v`.
  @inlinable
  public static func + (p: Point, v: Vector) -> Point { Point(x: p.x + v.dx, y: p.y + v.dy) }
  /// The point displaced by minus `v`.
  @inlinable
  public static func - (p: Point, v: Vector) -> Point { Point(x: p.x - v.dx, y: p.y - v.dy) }
  /// Displaces the point by `v` in place.
  @inlinable
  public static func += (p: inout Point, v: Vector) { p = p + v }
  /// Displaces the point by minus `v` in place.
  @inlinable
  public static func -= (p: inout Point, v: Vector) { p = p - v }

  /// The straight-line distance to `other`, in points.
  @inlinable
  public func distance(to other: Point) -> Double { (self - other).length }
}
