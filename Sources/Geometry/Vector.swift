/// A two-dimensional displacement, velocity or force (UIKit's `CGVector`).
public struct Vector: Hashable, Sendable {
  /// The horizontal component.
  public var dx: Double
  /// The vertical component (positive is downward).
  public var dy: Double

  /// Creates a vector from its components.
  @inlinable
  public init(dx: Double, dy: Double) {
    self.dx = dx
    self.dy = dy
  }

  /// The zero vector.
  @inlinable
  public static var zero: Vector { Vector(dx: 0, dy: 0) }

  /// A unit vector at `angle` radians from the positive x axis (clockwise on screen, since y is down).
  @inlinable
  public init(angle: Double) {
    self.init(dx: Trig.cos(angle), dy: Trig.sin(angle))
  }

  /// True when both components are finite numbers.
  @inlinable
  public var isValid: Bool { dx.isFinite && dy.isFinite }
  /// The Euclidean length.
  @inlinable
  public var length: Double { (dx * dx + dy * dy).squareRoot() }
  /// The squared length (cheaper than `length`).
  @inlinable
  public var lengthSquared: Double { dx * dx + dy * dy }
  /// The angle from the positive x axis, in radians, in (−π, π].
  @inlinable
  public var angle: Double { Trig.atan2(dy, dx) }
  /// The vector rotated a quarter turn: (−dy, dx).
  @inlinable
  public var perpendicular: Vector { Vector(dx: -dy, dy: dx) }

  /// The vector scaled to length 1, or zero when it has no length.
  @inlinable
  public var normalized: Vector {
    let l = length
    return l > 0 ? Vector(dx: dx / l, dy: dy / l) : .zero
  }

  /// The dot product.
  @inlinable
  public func dot(_ o: Vector) -> Double { dx * o.dx + dy * o.dy }
  /// The vector turned by `angle` radians (clockwise on screen, like view rotations).
  public func rotated(by angle: Double) -> Vector {
    let c = Trig.cos(angle)
    let s = Trig.sin(angle)
    return Vector(dx: c * dx - s * dy, dy: s * dx + c * dy)
  }

  /// The z component of the cross product (a scalar in 2D).
  @inlinable
  public func cross(_ o: Vector) -> Double { dx * o.dy - dy * o.dx }

  /// Component-wise sum.
  @inlinable
  public static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
  /// Component-wise difference.
  @inlinable
  public static func - (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx - b.dx, dy: a.dy - b.dy) }
  /// The opposite vector.
  public static prefix func - (a: Vector) -> Vector { Vector(dx: -a.dx, dy: -a.dy) }
  /// The vector scaled by `s`.
  @inlinable
  public static func * (a: Vector, s: Double) -> Vector { Vector(dx: a.dx * s, dy: a.dy * s) }
  /// The vector scaled by `s`.
  @inlinable
  public static func * (s: Double, a: Vector) -> Vector { Vector(dx: a.dx * s, dy: a.dy * s) }
  /// The vector divided by `s`.
  @inlinable
  public static func / (a: Vector, s: Double) -> Vector { Vector(dx: a.dx / s, dy: a.dy / s) }
  /// Adds `b` in place.
  @inlinable
  public static func += (a: inout Vector, b: Vector) { a = a + b }
  /// Subtracts `b` in place.
  @inlinable
  public static func -= (a: inout Vector, b: Vector) { a = a - b }
}
