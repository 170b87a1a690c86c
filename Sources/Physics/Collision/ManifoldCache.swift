import Geometry

/// A manifold kept from one step to the next in body A's frame, so a contact whose two bodies have
/// not moved relative to each other reuses it instead of running the collision routine again
/// (Box2D v3.2's contact recycling). Bodies at rest in a pile barely move against each other, and
/// their polygon manifolds are most of the narrow phase's cost.
struct ManifoldCache {
  /// Where B's frame sat in A's when the manifold was computed (not when it was last reused, so
  /// reuses cannot drift away from the computed geometry).
  var pose = RelativePose()
  /// The normal, in A's frame.
  var normal = Vector.zero
  /// The points, relative to A's origin in A's frame, in points.
  var point0 = Vector.zero
  var point1 = Vector.zero
  var separation0 = 0.0
  var separation1 = 0.0
  var id0: UInt16 = 0
  var id1: UInt16 = 0
  /// How many points the collision routine found; 0 when it dropped some (beyond the margin of
  /// that step), so the manifold cannot stand for a later step's, whose margin may keep them.
  var count = 0
  /// The world's outline version when computed: reshaping a shape makes every cache stale.
  var outlines: UInt32 = 0

  /// How far B may move against A (points) and turn (the sine of the angle) before the manifold is
  /// computed again. The separations follow B's points as it moves and turns, so what goes stale is
  /// only where along the surfaces the points lie: at most this far, small beside any shape.
  static let linearTolerance = 0.25
  static let angularTolerance = 0.01

  /// Nothing to reuse.
  init() {}

  /// The cache of `m`, computed with A at `xfA` and B at `pose` in A's frame; `complete` says that
  /// no point was dropped for lying beyond the margin.
  init(_ m: Manifold, xfA: Transform, pose: RelativePose, complete: Bool, outlines: UInt32) {
    self.pose = pose
    self.outlines = outlines
    guard complete else { return }
    count = m.count
    normal = xfA.q.inverseApply(m.normal)
    point0 = xfA.q.inverseApply(m.point0.point - xfA.p)
    point1 = xfA.q.inverseApply(m.point1.point - xfA.p)
    separation0 = m.point0.separation
    separation1 = m.point1.separation
    id0 = m.point0.id
    id1 = m.point1.id
  }

  /// Writes the kept manifold into `m`, placed with A at `xfA`, when B at `now` (in A's frame) is
  /// within the tolerances of where it was; its separations follow B's points along the normal, and
  /// points beyond `speculative` are dropped. False (and `m` untouched) when the manifold must be
  /// computed again.
  @inline(__always)
  func reuse(into m: inout Manifold, xfA: Transform, now: RelativePose, speculative: Double, outlines: UInt32)
    -> Bool
  {
    guard count > 0, self.outlines == outlines else { return false }
    let shift = now.p - pose.p
    let turn = now.q.s * pose.q.c - now.q.c * pose.q.s
    guard shift.lengthSquared <= ManifoldCache.linearTolerance * ManifoldCache.linearTolerance,
      abs(turn) <= ManifoldCache.angularTolerance
    else { return false }
    m = Manifold()
    m.normal = xfA.q.apply(normal)
    // How far each point, carried by B from `pose` to `now`, moved along the normal.
    let s0 = separation0 + (now.apply(pose.inverseApply(point0)) - point0).dot(normal)
    if s0 <= speculative {
      m.add(ManifoldPoint(point: xfA.apply(point0), separation: s0, id: id0))
    }
    if count > 1 {
      let s1 = separation1 + (now.apply(pose.inverseApply(point1)) - point1).dot(normal)
      if s1 <= speculative { m.add(ManifoldPoint(point: xfA.apply(point1), separation: s1, id: id1)) }
    }
    return true
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
