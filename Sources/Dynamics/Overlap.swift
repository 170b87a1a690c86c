import Geometry

/// How deep a circle sits inside an obstacle, and which way pushes it out.
struct Penetration {
  /// Unit direction from the obstacle toward the circle.
  var normal: Vector
  /// Overlap depth, in points (positive).
  var depth: Double
}

/// Discrete overlap tests, used to push circles out of obstacles that moved onto them.
enum Overlap {
  /// The closest point to `p` on the segment a–b.
  static func closestPoint(on a: Point, _ b: Point, to p: Point) -> Point {
    let e = b - a
    let ll = e.lengthSquared
    guard ll > 0 else { return a }
    let t = min(1, max(0, (p - a).dot(e) / ll))
    return a + e * t
  }

  /// A circle against a two-sided segment; `fallback` orients a circle centred exactly on it.
  static func circle(at p: Point, radius r: Double, segmentFrom a: Point, to b: Point, fallback: Vector) -> Penetration?
  {
    let q = closestPoint(on: a, b, to: p)
    let delta = p - q
    let dist = delta.length
    guard dist < r else { return nil }
    let n = dist > 0 ? delta / dist : (fallback.length > 0 ? fallback.normalized : (b - a).perpendicular.normalized)
    return Penetration(normal: n, depth: r - dist)
  }

  /// A circle against a convex polygon (vertices clockwise on screen).
  static func circle(at p: Point, radius r: Double, polygon v: [Point]) -> Penetration? {
    var inside = true
    var leastDepth = Double.infinity
    var leastNormal = Vector.zero
    var closest = Point.zero
    var closestDistance = Double.infinity
    for i in v.indices {
      let a = v[i]
      let b = v[(i + 1) % v.count]
      let e = (b - a).normalized
      let n = Vector(dx: e.dy, dy: -e.dx)
      let s = (p - a).dot(n)
      if s > 0 { inside = false }
      if -s < leastDepth {
        leastDepth = -s
        leastNormal = n
      }
      let q = closestPoint(on: a, b, to: p)
      let d = p.distance(to: q)
      if d < closestDistance {
        closestDistance = d
        closest = q
      }
    }
    if inside { return Penetration(normal: leastNormal, depth: leastDepth + r) }
    guard closestDistance < r else { return nil }
    return Penetration(normal: (p - closest) / closestDistance, depth: r - closestDistance)
  }
}
