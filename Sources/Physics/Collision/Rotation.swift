import Geometry

/// A rotation stored as its cosine and sine, so integrating and applying it needs no trigonometry
/// (deterministic across builds).
struct Rotation: Equatable {
  var c: Double
  var s: Double

  static let identity = Rotation(c: 1, s: 0)

  init(c: Double, s: Double) {
    self.c = c
    self.s = s
  }

  /// The rotation by `angle` radians (clockwise on screen).
  init(angle: Double) {
    c = Trig.cos(angle)
    s = Trig.sin(angle)
  }

  /// The angle in radians, in (−π, π].
  var angle: Double { Trig.atan2(s, c) }

  /// Rotates a vector.
  func apply(_ v: Vector) -> Vector { Vector(dx: c * v.dx - s * v.dy, dy: s * v.dx + c * v.dy) }

  /// Rotates a vector back: the inverse of `apply`.
  func inverseApply(_ v: Vector) -> Vector { Vector(dx: c * v.dx + s * v.dy, dy: -s * v.dx + c * v.dy) }

  /// The rotation advanced by `deltaAngle` radians, renormalised (small-angle integration, as Box2D v3).
  func integrated(by deltaAngle: Double) -> Rotation {
    let c2 = c - deltaAngle * s
    let s2 = s + deltaAngle * c
    let mag = (c2 * c2 + s2 * s2).squareRoot()
    let inv = mag > 0 ? 1 / mag : 0
    return Rotation(c: c2 * inv, s: s2 * inv)
  }

  /// This rotation followed by `other`.
  func then(_ other: Rotation) -> Rotation {
    Rotation(c: other.c * c - other.s * s, s: other.s * c + other.c * s)
  }

  /// The rotation that undoes `self` and then applies `other`: other × self⁻¹.
  func relative(to other: Rotation) -> Rotation {
    Rotation(c: other.c * c + other.s * s, s: other.s * c - other.c * s)
  }
}

/// A position and a rotation: where a body's frame sits in the world.
struct Transform {
  var p: Point
  var q: Rotation

  static let identity = Transform(p: .zero, q: .identity)

  /// Maps a point from the body's frame to the world.
  func apply(_ v: Vector) -> Point { p + q.apply(v) }
}
