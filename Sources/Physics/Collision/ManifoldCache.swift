import Geometry

/// A manifold kept from one step to the next, so a contact whose two bodies have not moved
/// relative to each other reuses it instead of running the collision routine again (Box2D v3.2's
/// contact recycling). Bodies at rest in a pile barely move against each other, and their polygon
/// manifolds are most of the narrow phase's cost.
///
/// Each point keeps the lever arms it had when computed: from each body's centre of mass to its
/// surface, in world axes, unturned on reuse (the normal turns with A, and the separations follow
/// B's points). Arms that turned with a leaning body would move its
/// load to the corner it leans on, which then sinks further into the soft contact: a column of
/// boxes would sway more each step and fall.
struct ManifoldCache {
  /// Where B's frame sat in A's when the manifold was computed (not when it was last reused, so
  /// reuses cannot drift away from the computed geometry).
  var pose = RelativePose()
  /// Each body's rotation when the manifold was computed.
  var rotationA = Rotation.identity
  var rotationB = Rotation.identity
  /// The normal, in A's frame.
  var normal = Vector.zero
  /// The points, relative to A's origin in A's frame, in points.
  var point0 = Vector.zero
  var point1 = Vector.zero
  /// Each point's lever arms from A's and from B's centre of mass, in world axes, in points.
  var armA0 = Vector.zero
  var armB0 = Vector.zero
  var armA1 = Vector.zero
  var armB1 = Vector.zero
  var separation0 = 0.0
  var separation1 = 0.0
  var id0: UInt16 = 0
  var id1: UInt16 = 0
  /// How many points the collision routine found; 0 when it dropped some (beyond the margin of
  /// that step), so the manifold cannot stand for a later step's, whose margin may keep them.
  var count = 0
  /// The world's outline version when computed: reshaping a shape makes every cache stale.
  var outlines: UInt32 = 0

  /// The cosine of the largest turn (about 0.2 rad) either body may make on its own before the
  /// manifold is computed again: its arms would point too far from where they belong.
  static let turnCosine = 0.98

  /// Nothing to reuse.
  init() {}

  /// The cache of `m`, computed with the bodies at `place`; `complete` says that no point was
  /// dropped for lying beyond the margin.
  init(_ m: Manifold, at place: PairPlacement, complete: Bool, outlines: UInt32) {
    pose = place.pose
    rotationA = place.xfA.q
    rotationB = place.xfB.q
    self.outlines = outlines
    guard complete else { return }
    let xfA = place.xfA
    count = m.count
    normal = xfA.q.inverseApply(m.normal)
    point0 = xfA.q.inverseApply(m.point0.point - xfA.p)
    point1 = xfA.q.inverseApply(m.point1.point - xfA.p)
    (armA0, armB0) = place.arms(of: m.point0, normal: m.normal)
    (armA1, armB1) = place.arms(of: m.point1, normal: m.normal)
    separation0 = m.point0.separation
    separation1 = m.point1.separation
    id0 = m.point0.id
    id1 = m.point1.id
  }

  /// Writes the kept manifold into `m` when the bodies at `place` are within `tolerance` points of
  /// where they were against each other (B's shift, plus `extent` points times the sine of its turn)
  /// and neither turned more than `turnCosine` allows; its separations follow B's points along the
  /// normal, and points beyond `speculative` are dropped. Returns how far B drifted (see
  /// `drift(to:extent:)`), or nil (and `m` untouched) when the manifold must be computed again.
  @inline(__always)
  func reuse(
    into m: inout Manifold, at place: PairPlacement, tolerance: Double, extent: Double, speculative: Double,
    outlines: UInt32
  ) -> Double? {
    guard count > 0, self.outlines == outlines else { return nil }
    let now = place.pose
    let drift = drift(to: now, extent: extent)
    guard drift < tolerance,
      place.xfA.q.c * rotationA.c + place.xfA.q.s * rotationA.s > ManifoldCache.turnCosine,
      place.xfB.q.c * rotationB.c + place.xfB.q.s * rotationB.s > ManifoldCache.turnCosine
    else { return nil }
    m = Manifold()
    m.normal = place.xfA.q.apply(normal)
    // How far each point, carried by B from `pose` to `now`, moved along the normal.
    let s0 = separation0 + (now.apply(pose.inverseApply(point0)) - point0).dot(normal)
    if s0 <= speculative { m.add(place.point(armA: armA0, armB: armB0, separation: s0, normal: m.normal, id: id0)) }
    if count > 1 {
      let s1 = separation1 + (now.apply(pose.inverseApply(point1)) - point1).dot(normal)
      if s1 <= speculative {
        m.add(place.point(armA: armA1, armB: armB1, separation: s1, normal: m.normal, id: id1))
      }
    }
    return drift
  }
}

extension ManifoldCache {
  /// How far B has moved against A since the manifold was computed, with B at `now` in A's frame:
  /// its shift, plus `extent` points times the sine of its turn, in points.
  @inline(__always)
  func drift(to now: RelativePose, extent: Double) -> Double {
    let turn = now.q.s * pose.q.c - now.q.c * pose.q.s
    return (now.p - pose.p).length + extent * abs(turn)
  }
}

/// Where the two bodies of a contact are: their frames and centres of mass, in world coordinates.
struct PairPlacement {
  var xfA: Transform
  var xfB: Transform
  var centerA: Point
  var centerB: Point

  /// B's frame in A's.
  @inline(__always)
  var pose: RelativePose { RelativePose(xfA, xfB) }

  /// The lever arms of `p` from each centre of mass to its own body's surface (the point is midway
  /// between the surfaces), in world axes: where `WideContact.prepare` anchors the contact while the
  /// shapes are apart, and once they overlap, at the middle of the two.
  @inline(__always)
  func arms(of p: ManifoldPoint, normal n: Vector) -> (Vector, Vector) {
    let half = n * (0.5 * p.separation)
    return (p.point - half - centerA, p.point + half - centerB)
  }

  /// A manifold point whose surface arms, as `WideContact.prepare` reads them, are `armA` and
  /// `armB`: placed on A's arm, with the rest of B's arm in its spread.
  @inline(__always)
  func point(armA: Vector, armB: Vector, separation: Double, normal n: Vector, id: UInt16) -> ManifoldPoint {
    let half = n * (0.5 * separation)
    let surfaceA = centerA + armA
    let spread = (centerB + armB) - (surfaceA + n * separation)
    return ManifoldPoint(point: surfaceA + half, separation: separation, id: id, spread: spread)
  }
}

/// Body B's frame in body A's: B's origin relative to A's, turned into A's axes, and B's rotation
/// relative to A's.
struct RelativePose {
  var p = Vector.zero
  var q = Rotation.identity

  /// Nothing yet (B on A).
  init() {}

  /// B at `xfB` seen from A at `xfA`.
  @inline(__always)
  init(_ xfA: Transform, _ xfB: Transform) {
    p = xfA.q.inverseApply(xfB.p - xfA.p)
    q = Rotation(c: xfA.q.c * xfB.q.c + xfA.q.s * xfB.q.s, s: xfA.q.c * xfB.q.s - xfA.q.s * xfB.q.c)
  }

  /// Where a point `v` of B's frame lies in A's.
  @inline(__always)
  func apply(_ v: Vector) -> Vector { p + q.apply(v) }

  /// Where a point `v` of A's frame lies in B's.
  @inline(__always)
  func inverseApply(_ v: Vector) -> Vector { q.inverseApply(v - p) }
}
