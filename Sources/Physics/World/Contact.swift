import Geometry

/// What a contact point carries from one step to the next (warm starting) and reports (events).
/// The impulses are Floats, as the solver's lanes compute them: kept at that width they are exact,
/// and a contact streams 96 bytes through every pass over the list instead of 168.
struct ContactPointRecord {
  /// Accumulated impulses along the normal and the tangent, in point·mass/s.
  var normalImpulse: Float = 0
  var tangentImpulse: Float = 0
  /// The largest normal impulse of the current sub-step (0: the point did not push).
  var maxNormalImpulse: Float = 0
  /// What a perfectly elastic point pushed with since it was last free, not yet given back
  /// because it has not closed (see `WideContactSolver.bounceElastic`).
  var pendingImpulse: Float = 0
  /// The touching features, so impulses carry over only to the same point.
  var id: UInt16 = 0
  /// Whether the point pushed at any earlier sub-step of the step.
  var touched = false

  /// Whether the point pushed at some time during the step.
  var pushed: Bool { touched || maxNormalImpulse > 0 }
}

/// A contact between two shapes as the world keeps it (Box2D's `b2Contact`): who touches whom,
/// the mixed material, and per point what carries over or is reported. The solvers' working data
/// lives in `WideContact`, built from it each step and written back.
struct Contact {
  // Ordered so that no field leaves a gap: the flag fills the last point's spare byte.
  var bodyA: Int32
  var bodyB: Int32
  var shapeA: Int32
  var shapeB: Int32
  /// The smallest separation found by the narrow phase, in points.
  var minSeparation: Double
  /// The first point relative to A's centre of mass at the start of the step, in points.
  var anchorA = Vector.zero
  /// The mixed friction and restitution, rounded to the Float the solver's lanes use.
  var friction: Float
  var restitution: Float
  /// How many points the manifold has (1 or 2).
  var count: Int32
  /// Where the contact's kept manifold is in the world's `manifoldCaches` (-1: none kept).
  var cacheIndex: Int32 = -1
  var p0 = ContactPointRecord()
  var p1 = ContactPointRecord()
  /// Whether the contact bounces in the sub-step where it is hit (see `WideContact.bouncesEachSubstep`).
  var bouncesEachSubstep: Bool

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
    self.friction = Float(friction)
    self.restitution = Float(restitution)
    self.bouncesEachSubstep = bouncesEachSubstep
    count = Int32(m.count)
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
