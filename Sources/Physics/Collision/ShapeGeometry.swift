import Geometry

/// The outline of one collision shape, in its body's frame (points).
public enum ShapeGeometry: Sendable {
  /// A circle of `radius` around `center`.
  case circle(center: Vector, radius: Double)
  /// A convex polygon; any winding, at least three non-collinear vertices.
  case polygon([Vector])
  /// A line segment (static bodies only: it has no area, so no mass).
  case segment(Vector, Vector)

  /// A box of `width` × `height` points centred on the body.
  public static func box(width: Double, height: Double) -> ShapeGeometry {
    .polygon(Shape.box(halfWidth: width / 2, halfHeight: height / 2))
  }

  /// The same outline turned by `angle` radians about the body origin, then moved by `offset` points.
  public func placed(at offset: Vector, turnedBy angle: Double) -> ShapeGeometry {
    func place(_ v: Vector) -> Vector { v.rotated(by: angle) + offset }
    switch self {
    case .circle(let center, let radius): return .circle(center: place(center), radius: radius)
    case .polygon(let points): return .polygon(points.map(place))
    case .segment(let a, let b): return .segment(place(a), place(b))
    }
  }
}

/// A polygon ready for collision: vertices clockwise on screen with outward unit normals.
struct Polygon {
  var vertices: [Vector]
  var normals: [Vector]
  var centroid: Vector

  init(_ points: [Vector]) {
    var hull = ConvexHull.of(points)
    if hull.count < 3 { hull = points }
    vertices = hull
    var normals: [Vector] = []
    for i in hull.indices {
      let e = (hull[(i + 1) % hull.count] - hull[i]).normalized
      normals.append(Vector(dx: e.dy, dy: -e.dx))
    }
    self.normals = normals
    var area = 0.0
    var cx = 0.0
    var cy = 0.0
    for i in hull.indices {
      let a = hull[i]
      let b = hull[(i + 1) % hull.count]
      let cross = a.cross(b)
      area += cross
      cx += (a.dx + b.dx) * cross
      cy += (a.dy + b.dy) * cross
    }
    centroid = area != 0 ? Vector(dx: cx / (3 * area), dy: cy / (3 * area)) : .zero
  }
}

/// Mass properties of a shape: mass, centre of mass and rotational inertia about the body origin.
struct MassData {
  var mass: Double
  var center: Vector
  /// Rotational inertia about the body origin, in mass·pt².
  var inertia: Double
}

/// A shape's geometry in the form the solver uses.
enum CollisionGeometry {
  case circle(center: Vector, radius: Double)
  case polygon(Polygon)
  case segment(Vector, Vector)

  init(_ g: ShapeGeometry) {
    switch g {
    case .circle(let c, let r): self = .circle(center: c, radius: max(r, 0))
    case .polygon(let v): self = .polygon(Polygon(v))
    case .segment(let a, let b): self = .segment(a, b)
    }
  }

  /// Mass properties at `density` (mass per square point).
  func massData(density: Double, solidBallInertia: Bool) -> MassData {
    switch self {
    case .circle(let c, let r):
      let mass = density * Trig.pi * r * r
      let factor = solidBallInertia ? 0.4 : 0.5
      return MassData(mass: mass, center: c, inertia: mass * (factor * r * r + c.lengthSquared))
    case .polygon(let p):
      let local = p.vertices.map { $0 - p.centroid }
      let mass = density * Shape.area(of: local)
      return MassData(
        mass: mass, center: p.centroid, inertia: mass * (Shape.inertiaPerMass(of: local) + p.centroid.lengthSquared))
    case .segment(let a, let b):
      return MassData(mass: 0, center: (a + b) * 0.5, inertia: 0)
    }
  }
}
