import Geometry

/// What a contact point carries from one step to the next (warm starting) and reports (events).
struct ContactPointRecord {
  /// The touching features, so impulses carry over only to the same point.
  var id: UInt16 = 0
  /// Accumulated impulses along the normal and the tangent, in point·mass/s.
  var normalImpulse = 0.0
  var tangentImpulse = 0.0
  /// The largest normal impulse of the current sub-step (0: the point did not push).
  var maxNormalImpulse = 0.0
  /// Whether the point pushed at any earlier sub-step of the step.
  var touched = false
  /// What a perfectly elastic point pushed with since it was last free, not yet given back
  /// because it has not closed (see `WideContactSolver.bounceElastic`).
  var pendingImpulse = 0.0

  /// Whether the point pushed at some time during the step.
  var pushed: Bool { touched || maxNormalImpulse > 0 }
}

/// A contact between two shapes as the world keeps it (Box2D's `b2Contact`): who touches whom,
/// the mixed material, and per point what carries over or is reported. The solvers' working data
/// lives in `WideContact`, built from it each step and written back.
struct Contact {
  var bodyA: Int32
  var bodyB: Int32
  var shapeA: Int32
  var shapeB: Int32
  var friction: Double
  var restitution: Double
  /// The smallest separation found by the narrow phase, in points.
  var minSeparation: Double
  /// How many points the manifold has (1 or 2).
  var count: Int
  /// Whether the contact bounces in the sub-step where it is hit (see `WideContact.bouncesEachSubstep`).
  var bouncesEachSubstep: Bool
  /// Where the contact's kept manifold is in the world's `manifoldCaches` (-1: none kept).
  var cacheIndex: Int32 = -1
  var p0 = ContactPointRecord()
  var p1 = ContactPointRecord()
  /// The first point relative to A's centre of mass at the start of the step, in points.
  var anchorA = Vector.zero

  /// A contact of two shapes as the narrow phase finds it: its points' count, ids and closest
  /// separation from `m`.
  init(
    bodyA: Int32, bodyB: Int32, shapeA: Int32, shapeB: Int32, friction: Double, restitution: Double,
    bouncesEachSubstep: Bool, manifold m: Manifold
  ) {
    self.bodyA = bodyA
    self.bodyB = bodyB
    self.shapeA = shapeA
    self.shapeB = shapeB
    self.friction = friction
    self.restitution = restitution
    self.bouncesEachSubstep = bouncesEachSubstep
    count = m.count
    p0.id = m.point0.id
    p1.id = m.point1.id
    minSeparation = m.count > 1 ? min(m.point0.separation, m.point1.separation) : m.point0.separation
  }

  /// Whether a point pushed during the step.
  var pushed: Bool { p0.pushed || (count > 1 && p1.pushed) }

  /// Takes over last step's impulses (`old`) for the points of `m` it also had, matched by feature id.
  @inline(__always)
  mutating func carryImpulses(from old: Contact, matching m: Manifold) {
    @inline(__always)
    func carry(_ cp: inout ContactPointRecord, _ id: UInt16) {
      if old.p0.id == id {
        cp.normalImpulse = old.p0.normalImpulse
        cp.tangentImpulse = old.p0.tangentImpulse
        cp.pendingImpulse = old.p0.pendingImpulse
      } else if old.count > 1 && old.p1.id == id {
        cp.normalImpulse = old.p1.normalImpulse
        cp.tangentImpulse = old.p1.tangentImpulse
        cp.pendingImpulse = old.p1.pendingImpulse
      }
    }
    carry(&p0, m.point0.id)
    if m.count > 1 { carry(&p1, m.point1.id) }
  }
}
