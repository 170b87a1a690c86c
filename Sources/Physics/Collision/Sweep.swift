import Geometry

/// Where and when a moving circle first touches an obstacle.
struct SweepHit {
  /// Fraction of the motion travelled at first touch, in [0, 1].
  var fraction: Double
  /// Unit normal at the touch, pointing from the obstacle toward the circle.
  var normal: Vector
}

/// Continuous collision for circles: ray casts against obstacles grown by the circle's radius.
///
/// A circle of radius r at p moving by d touches a convex shape when p + s·d reaches the shape's
/// Minkowski sum with the disc: each edge pushed out by r, each vertex grown into a disc of radius r.
/// Only approaching contacts count (d·n < 0), so a circle resting on or leaving a surface is free to go.
enum Sweep {
  /// Tolerance for starting exactly on a grown surface, in points.
  static let touchTolerance = 1e-7

  /// First touch of a circle against a convex polygon (vertices clockwise on screen).
  static func circle(at p: Point, radius r: Double, moving d: Vector, polygon v: UnsafeBufferPointer<Point>)
    -> SweepHit?
  {
    guard !passesBeyond(v, p, r, d) else { return nil }
    var best: SweepHit?
    for i in v.indices {
      let a = v[i]
      let b = v[(i + 1) % v.count]
      if let hit = edge(p, r, d, a, b), hit.fraction < (best?.fraction ?? 2) { best = hit }
      if let hit = vertex(p, r, d, a), hit.fraction < (best?.fraction ?? 2) { best = hit }
    }
    return best
  }

  /// True when the whole path from `p` to `p + d` stays beyond one of the polygon's edges, farther
  /// than `r` (and a margin far above rounding) from its line: that line separates the path from
  /// the polygon grown by `r`, so there is no touch, and the edges and corners need not be swept.
  /// (Most fast bodies near a wall pass along it; no square root is taken.)
  @inline(__always)
  private static func passesBeyond(_ v: UnsafeBufferPointer<Point>, _ p: Point, _ r: Double, _ d: Vector) -> Bool {
    let q = p + d
    let clearance = r + separationMargin
    for i in v.indices {
      let a = v[i]
      let e = v[(i + 1) % v.count] - a
      // The outward normal (e.dy, −e.dx), |e| long: distances to the line, times |e|.
      let n = Vector(dx: e.dy, dy: -e.dx)
      let start = (p - a).dot(n)
      let end = (q - a).dot(n)
      let limit = clearance * clearance * e.lengthSquared
      if start > 0 && end > 0 && start * start > limit && end * end > limit { return true }
    }
    return false
  }

  /// How much farther than the radius a path must stay from an edge's line for `passesBeyond`, in
  /// points: far above the rounding of the sweeps, far below anything a body could notice.
  static let separationMargin = 1e-6

  /// First touch of a circle against a two-sided segment.
  static func circle(at p: Point, radius r: Double, moving d: Vector, segmentFrom a: Point, to b: Point) -> SweepHit? {
    var best: SweepHit?
    for hit in [edge(p, r, d, a, b), edge(p, r, d, b, a), vertex(p, r, d, a), vertex(p, r, d, b)] {
      if let hit, hit.fraction < (best?.fraction ?? 2) { best = hit }
    }
    return best
  }

  /// First touch of a circle against another circle of radius `other` centred on `c`.
  static func circle(at p: Point, radius r: Double, moving d: Vector, circleAt c: Point, radius other: Double)
    -> SweepHit?
  {
    vertex(p, r + other, d, c)
  }

  /// The edge a→b, whose outward normal is (dy, −dx) of its direction, pushed out by r.
  private static func edge(_ p: Point, _ r: Double, _ d: Vector, _ a: Point, _ b: Point) -> SweepHit? {
    let e = b - a
    let length = e.length
    guard length > 0 else { return nil }
    let t = e / length
    let n = Vector(dx: t.dy, dy: -t.dx)
    let approach = d.dot(n)
    guard approach < 0 else { return nil }
    let gap = (p - a).dot(n) - r
    var s: Double
    if gap >= 0 {
      s = -gap / approach
      if s > 1 { return nil }
    } else if gap > -touchTolerance {
      s = 0
    } else {
      return nil
    }
    s = max(0, s)
    let along = (p + d * s - a).dot(t)
    guard along >= 0 && along <= length else { return nil }
    return SweepHit(fraction: s, normal: n)
  }

  /// A disc of radius r around `c`.
  private static func vertex(_ p: Point, _ r: Double, _ d: Vector, _ c: Point) -> SweepHit? {
    let m = p - c
    let b = m.dot(d)
    guard b < 0 else { return nil }
    let dd = d.lengthSquared
    let mm = m.lengthSquared
    let cc = mm - r * r
    var s: Double
    if cc <= 0 {
      guard mm.squareRoot() > r - touchTolerance else { return nil }
      s = 0
    } else {
      let disc = b * b - dd * cc
      guard disc >= 0 else { return nil }
      s = (-b - disc.squareRoot()) / dd
      if s > 1 || s < 0 { return nil }
    }
    let q = p + d * s
    let n = (q - c).normalized
    return SweepHit(fraction: s, normal: n)
  }
}
