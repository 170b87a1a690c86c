/// A two-dimensional displacement, velocity or force (UIKit's `CGVector`).
public struct Vector: Hashable, Sendable {
  /// The horizontal component.
  public var dx: Double
  /// The vertical component (positive is downward).
  public var dy: Double

  /// Creates a vector from its components.
  public init(dx: Double, dy: Double) {
    self.dx = dx
    self.dy = dy
  }

  /// The zero vector.
  public static let zero = Vector(dx: 0, dy: 0)

  /// A unit vector at `angle` radians from the positive x axis (clockwise on screen, since y is down).
  public init(angle: Double) {
    self.init(dx: Trig.cos(angle), dy: Trig.sin(angle))
  }

  /// True when both components are finite numbers.
  public var isValid: Bool { dx.isFinite && dy.isFinite }
  /// The Euclidean length.
  public var length: Double { (dx * dx + dy * dy).squareRoot() }
  /// The squared length (cheaper than `length`).
  public var lengthSquared: Double { dx * dx + dy * dy }
  /// The angle from the positive x axis, in radians, in (−π, π].
  public var angle: Double { Trig.atan2(dy, dx) }
  /// The vector rotated a quarter turn: (−dy, dx).
  public var perpendicular: Vector { Vector(dx: -dy, dy: dx) }

  /// The vector scaled to length 1, or zero when it has no length.
  public var normalized: Vector {
    let l = length
    return l > 0 ? Vector(dx: dx / l, dy: dy / l) : .zero
  }

  /// The dot product.
  public func dot(_ o: Vector) -> Double { dx * o.dx + dy * o.dy }
  /// The z component of the cross product (a scalar in 2D).
  public func cross(_ o: Vector) -> Double { dx * o.dy - dy * o.dx }

  /// Component-wise sum.
  public static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
  /// Component-wise difference.
  public static func - (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx - b.dx, dy: a.dy - b.dy) }
  /// The opposite vector.
  public static prefix func - (a: Vector) -> Vector { Vector(dx: -a.dx, dy: -a.dy) }
  /// The vector scaled by `s`.
  public static func * (a: Vector, s: Double) -> Vector { Vector(dx: a.dx * s, dy: a.dy * s) }
  /// The vector scaled by `s`.
  public static func * (s: Double, a: Vector) -> Vector { Vector(dx: a.dx * s, dy: a.dy * s) }
  /// The vector divided by `s`.
  public static func / (a: Vector, s: Double) -> Vector { Vector(dx: a.dx / s, dy: a.dy / s) }
  /// Adds `b` in place.
  public static func += (a: inout Vector, b: Vector) { a = a + b }
  /// Subtracts `b` in place.
  public static func -= (a: inout Vector, b: Vector) { a = a - b }
}
