import Geometry

/// Polygon helpers in a body's own frame (centred on the origin, unrotated).
enum Shape {
  /// The four corners of a box centred on the origin, clockwise on screen.
  static func box(halfWidth: Double, halfHeight: Double) -> [Vector] {
    [
      Vector(dx: -halfWidth, dy: -halfHeight), Vector(dx: halfWidth, dy: -halfHeight),
      Vector(dx: halfWidth, dy: halfHeight), Vector(dx: -halfWidth, dy: halfHeight),
    ]
  }

  /// Area of a convex polygon, in square points.
  static func area(of v: [Vector]) -> Double {
    var sum = 0.0
    for i in v.indices { sum += v[i].cross(v[(i + 1) % v.count]) }
    return abs(sum) / 2
  }

  /// Rotational inertia of a convex polygon about the origin per unit mass, in square points.
  static func inertiaPerMass(of v: [Vector]) -> Double {
    var numerator = 0.0
    var denominator = 0.0
    for i in v.indices {
      let a = v[i]
      let b = v[(i + 1) % v.count]
      let c = abs(a.cross(b))
      numerator += c * (a.dot(a) + a.dot(b) + b.dot(b))
      denominator += c
    }
    return denominator > 0 ? numerator / (6 * denominator) : 0
  }
}

/// Convex hull of a point set (Andrew's monotone chain), clockwise on screen.
public enum ConvexHull {
  /// The hull's vertices (points, in the input's frame); fewer than three when the points are collinear.
  @_optimize(size)
  public static func of(_ input: [Vector]) -> [Vector] {
    let pts = input.sorted { $0.dx < $1.dx || ($0.dx == $1.dx && $0.dy < $1.dy) }
    guard pts.count >= 3 else { return pts }
    var lower: [Vector] = []
    for p in pts {
      while lower.count >= 2 && (lower[lower.count - 1] - lower[lower.count - 2]).cross(p - lower[lower.count - 2]) <= 0
      {
        lower.removeLast()
      }
      lower.append(p)
    }
    var upper: [Vector] = []
    for p in pts.reversed() {
      while upper.count >= 2 && (upper[upper.count - 1] - upper[upper.count - 2]).cross(p - upper[upper.count - 2]) <= 0
      {
        upper.removeLast()
      }
      upper.append(p)
    }
    return Array(lower.dropLast() + upper.dropLast())
  }
}
