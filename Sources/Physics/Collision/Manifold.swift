import Geometry

/// One contact point between two shapes.
struct ManifoldPoint {
  /// World position (midway between the surfaces).
  var point: Point
  /// Signed distance between the surfaces along the normal; negative when overlapping, in points.
  var separation: Double
  /// Identifies the features that touch, so impulses carry over between steps: for two polygons,
  /// A's vertex in the high byte and B's in the low, whichever is the reference face.
  var id: UInt16
  /// What B's lever arm has beyond the point and half the separation along the normal: zero when
  /// computed, the arms' drift when reused from a `ManifoldCache` (see `PairPlacement.point`).
  var spread = Vector.zero
}

/// Where two shapes touch or are about to: a normal from A to B and up to two points.
struct Manifold {
  var normal = Vector.zero
  var point0 = ManifoldPoint(point: .zero, separation: 0, id: 0)
  var point1 = ManifoldPoint(point: .zero, separation: 0, id: 0)
  var count = 0

  /// Adds a point (at most two are kept).
  mutating func add(_ p: ManifoldPoint) {
    if count == 0 { point0 = p } else { point1 = p }
    count = min(count + 1, 2)
  }

  /// The same contact seen from B: normal reversed.
  var flipped: Manifold {
    var m = self
    m.normal = -normal
    return m
  }
}

/// Contact generation between pairs of shapes (Box2D's `manifold.c`, for circles, convex polygons
/// and segments). Points farther apart than `speculative` are dropped.
enum Collide {
  static func circles(_ ca: Point, _ ra: Double, _ cb: Point, _ rb: Double, speculative: Double) -> Manifold {
    var m = Manifold()
    let d = cb - ca
    let dist = d.length
    let separation = dist - ra - rb
    guard separation <= speculative else { return m }
    let n = dist > 1e-12 ? d / dist : Vector(dx: 0, dy: 1)
    let pa = ca + n * ra
    let pb = cb - n * rb
    m.normal = n
    m.add(ManifoldPoint(point: Point(x: 0.5 * (pa.x + pb.x), y: 0.5 * (pa.y + pb.y)), separation: separation, id: 0))
    return m
  }

  /// A polygon (world vertices and normals) against a circle.
  static func polygonCircle(
    _ v: UnsafeBufferPointer<Point>, _ normals: UnsafeBufferPointer<Vector>, _ c: Point, _ r: Double,
    speculative: Double
  ) -> Manifold {
    var m = Manifold()
    var best = 0
    var bestSeparation = -Double.infinity
    for i in v.indices {
      let s = normals[i].dot(c - v[i])
      if s > bestSeparation {
        bestSeparation = s
        best = i
      }
    }
    guard bestSeparation - r <= speculative else { return m }
    let v1 = v[best]
    let v2 = v[(best + 1) % v.count]
    let u1 = (c - v1).dot(v2 - v1)
    let u2 = (c - v2).dot(v1 - v2)
    let n: Vector
    let surface: Point
    if bestSeparation > 0 && u1 < 0 {
      let d = c - v1
      let dist = d.length
      guard dist - r <= speculative, dist > 0 else { return m }
      n = d / dist
      surface = v1
    } else if bestSeparation > 0 && u2 < 0 {
      let d = c - v2
      let dist = d.length
      guard dist - r <= speculative, dist > 0 else { return m }
      n = d / dist
      surface = v2
    } else {
      n = normals[best]
      surface = c - n * bestSeparation
    }
    let separation = n.dot(c - surface) - r
    let pb = c - n * r
    m.normal = n
    m.add(
      ManifoldPoint(
        point: Point(x: 0.5 * (surface.x + pb.x), y: 0.5 * (surface.y + pb.y)), separation: separation, id: 0))
    return m
  }

  /// A segment against a circle.
  static func segmentCircle(_ a: Point, _ b: Point, _ c: Point, _ r: Double, speculative: Double) -> Manifold {
    let q = Overlap.closestPoint(on: a, b, to: c)
    return circles(q, 0, c, r, speculative: speculative)
  }

  /// Two convex polygons (world vertices and normals; a segment is a two-vertex polygon).
  static func polygons(
    _ va: UnsafeBufferPointer<Point>, _ na: UnsafeBufferPointer<Vector>, _ vb: UnsafeBufferPointer<Point>,
    _ nb: UnsafeBufferPointer<Vector>, speculative: Double, slop: Double
  ) -> Manifold {
    var m = Manifold()
    let (edgeA, separationA) = maxSeparation(va, na, vb)
    guard separationA <= speculative else { return m }
    let (edgeB, separationB) = maxSeparation(vb, nb, va)
    guard separationB <= speculative else { return m }
    let flip = separationB > separationA + 0.1 * slop
    let (ref, refNormals, inc, incNormals, edge) = flip ? (vb, nb, va, na, edgeB) : (va, na, vb, nb, edgeA)
    let n = refNormals[edge]
    var incident = 0
    var minDot = Double.infinity
    for i in incNormals.indices {
      let d = incNormals[i].dot(n)
      if d < minDot {
        minDot = d
        incident = i
      }
    }
    let i2 = incident + 1 == inc.count ? 0 : incident + 1
    let v1 = ref[edge]
    let v2 = ref[edge + 1 == ref.count ? 0 : edge + 1]
    let tangent = (v2 - v1).normalized
    var segment = ClipSegment(p0: inc[incident], p1: inc[i2])
    guard segment.clip(normal: -tangent, offset: -tangent.dot(Vector(dx: v1.x, dy: v1.y))),
      segment.clip(normal: tangent, offset: tangent.dot(Vector(dx: v2.x, dy: v2.y)))
    else { return m }
    m.normal = flip ? -n : n
    // The incident edge runs against the reference edge: its first end lies toward the reference
    // edge's second vertex. Each point is named by that pair of vertices, A's first, so its name
    // survives the reference face passing from one body to the other.
    let edgeEnd = edge + 1 == ref.count ? 0 : edge + 1
    let s0 = n.dot(segment.p0 - v1)
    if s0 <= speculative {
      m.add(
        ManifoldPoint(
          point: segment.p0 - n * (0.5 * s0), separation: s0, id: pointID(edgeEnd, incident, flipped: flip)))
    }
    let s1 = n.dot(segment.p1 - v1)
    if s1 <= speculative {
      m.add(ManifoldPoint(point: segment.p1 - n * (0.5 * s1), separation: s1, id: pointID(edge, i2, flipped: flip)))
    }
    return m
  }

  /// The id of a point between vertex `reference` of the reference polygon and `incident` of the
  /// other: A's vertex in the high byte, B's in the low.
  @inline(__always)
  private static func pointID(_ reference: Int, _ incident: Int, flipped: Bool) -> UInt16 {
    let (a, b) = flipped ? (incident, reference) : (reference, incident)
    return UInt16(truncatingIfNeeded: a) << 8 | UInt16(truncatingIfNeeded: b) & 0xFF
  }

  /// The edge of `a` along whose normal `b` lies farthest out, and that distance. Inlined: called
  /// twice for every pair of polygons, a call costs as much as a small polygon's loop.
  @inline(__always)
  private static func maxSeparation(
    _ a: UnsafeBufferPointer<Point>, _ na: UnsafeBufferPointer<Vector>, _ b: UnsafeBufferPointer<Point>
  ) -> (Int, Double) {
    var bestEdge = 0
    var best = -Double.infinity
    for i in a.indices {
      let n = na[i]
      let v = a[i]
      var si = Double.infinity
      for p in b { si = min(si, n.dx * (p.x - v.x) + n.dy * (p.y - v.y)) }
      if si > best {
        best = si
        bestEdge = i
      }
    }
    return (bestEdge, best)
  }
}

/// A two-point segment cut down by half-planes (Box2D's `b2ClipSegmentToLine`).
private struct ClipSegment {
  var p0: Point
  var p1: Point

  /// Keeps the part where `normal·p ≤ offset`; false when less than two points remain.
  @inline(__always)
  mutating func clip(normal: Vector, offset: Double) -> Bool {
    let d0 = normal.dx * p0.x + normal.dy * p0.y - offset
    let d1 = normal.dx * p1.x + normal.dy * p1.y - offset
    if d0 <= 0 && d1 <= 0 { return true }
    guard d0 * d1 < 0 else { return false }
    let cut = p0 + (p1 - p0) * (d0 / (d0 - d1))
    if d0 > 0 { p0 = cut } else { p1 = cut }
    return true
  }
}
