import Geometry

/// A body's collision shape in its own frame (centred on the body's centre, unrotated).
enum Shape {
  /// A circle of `radius` points.
  case circle(radius: Double)
  /// A convex polygon; vertices run clockwise on screen (positive signed area with y down).
  case polygon([Vector])

  /// Builds the shape an item asks for.
  init(item: any DynamicItem) {
    let size = item.bounds.size
    let w = max(size.width, 0.001)
    let h = max(size.height, 0.001)
    switch item.collisionBounds {
    case .rectangle:
      self = .polygon(Shape.box(halfWidth: w / 2, halfHeight: h / 2))
    case .ellipse:
      if w == h {
        self = .circle(radius: w / 2)
      } else {
        let n = 24
        self = .polygon(
          (0..<n).map { i in
            let a = 2 * Trig.pi * Double(i) / Double(n)
            return Vector(dx: w / 2 * Trig.cos(a), dy: h / 2 * Trig.sin(a))
          })
      }
    case .path(let path):
      let points = path.polylines().flatMap { $0 }.map { Vector(dx: $0.x, dy: $0.y) }
      let hull = ConvexHull.of(points)
      self = hull.count >= 3 ? .polygon(hull) : .polygon(Shape.box(halfWidth: w / 2, halfHeight: h / 2))
    }
  }

  /// The four corners of a box centred on the origin, clockwise on screen.
  static func box(halfWidth: Double, halfHeight: Double) -> [Vector] {
    [
      Vector(dx: -halfWidth, dy: -halfHeight), Vector(dx: halfWidth, dy: -halfHeight),
      Vector(dx: halfWidth, dy: halfHeight), Vector(dx: -halfWidth, dy: halfHeight),
    ]
  }

  /// Area in square points.
  var area: Double {
    switch self {
    case .circle(let r): return Trig.pi * r * r
    case .polygon(let v):
      var sum = 0.0
      for i in v.indices { sum += v[i].cross(v[(i + 1) % v.count]) }
      return abs(sum) / 2
    }
  }

  /// Rotational inertia about the centre per unit mass, in square points.
  var inertiaPerMass: Double {
    switch self {
    case .circle(let r): return r * r / 2
    case .polygon(let v):
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

  /// The largest distance from the centre to the outline, in points.
  var boundingRadius: Double {
    switch self {
    case .circle(let r): return r
    case .polygon(let v): return v.reduce(0) { max($0, $1.length) }
    }
  }
}

/// Convex hull of a point set (Andrew's monotone chain), clockwise on screen.
enum ConvexHull {
  /// The hull's vertices; fewer than three when the points are collinear.
  static func of(_ input: [Vector]) -> [Vector] {
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
