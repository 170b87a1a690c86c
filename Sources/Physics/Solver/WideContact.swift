import Geometry

/// One point of four contacts, lane by lane (a contact point for each lane), in Float. What the
/// solve passes read comes first, so each pass streams fewer cache lines.
struct WidePoint {
  var anchorAx = Lanes.zero
  var anchorAy = Lanes.zero
  var anchorBx = Lanes.zero
  var anchorBy = Lanes.zero
  var adjustedSeparation = Lanes.zero
  /// The separation the last pass that measured found (see `WideContactSolver.Pass`), in points.
  var separation = Lanes.zero
  var normalImpulse = Lanes.zero
  var tangentImpulse = Lanes.zero
  var maxNormalImpulse = Lanes.zero
  /// What perfectly elastic lanes pushed with in earlier sub-steps (and steps) since they were
  /// last free (see `WideContactSolver.bounceElastic`).
  var earlierImpulse = Lanes.zero
  var normalMass = Lanes.zero
  var tangentMass = Lanes.zero
  /// rA × n, rB × n, rA × t and rB × t: how a push along the normal or tangent turns each body.
  var rnA = Lanes.zero
  var rnB = Lanes.zero
  var rtA = Lanes.zero
  var rtB = Lanes.zero
  /// The normal speed the point was hit with as the sub-step (or step) began: the target a bounce reverses.
  var relativeVelocity = Lanes.zero
  /// 1 where the point pushed at some sub-step start (see `ContactPointRecord.touched`).
  var touched = Lanes.zero
  /// 1 where the point bounced since the last warm start: its bodies then separate, and its
  /// accumulated impulses (bounce included) are not applied again (see `WideContactSolver.warmStart`).
  var bounced = Lanes.zero

  /// Writes what the solver changed in `lane` back into the contact's record of the point.
  @inline(__always)
  func store(into cp: inout ContactPointRecord, lane i: Int) {
    let hasBounced = bounced[i] != 0
    cp.normalImpulse = hasBounced ? 0 : normalImpulse[i]
    cp.tangentImpulse = hasBounced ? 0 : tangentImpulse[i]
    cp.maxNormalImpulse = maxNormalImpulse[i]
    cp.touched = touched[i] != 0
    cp.pendingImpulse = hasBounced ? 0 : earlierImpulse[i] + normalImpulse[i]
  }
}

/// Four contacts of one colour, lane by lane in Float, so each solver stage works on all four at
/// once (Box2D's `b2ContactConstraintSIMD`). A contact that fits no colour is solved alone, in
/// lane 0 of its own. An empty lane repeats lane 0's contact: it computes what lane 0 does, and
/// lane 0's results are written back after it.
struct WideContact {
  // What every stage reads comes first, then the points, then what only bouncing reads, so
  // each pass streams fewer cache lines.
  /// Body A and body B of each lane.
  var bodyA = SIMD4<Int32>.zero
  var bodyB = SIMD4<Int32>.zero
  /// The contacts' indices in the world's contact list (−1: empty lane).
  var index = SIMD4<Int32>(repeating: -1)
  /// Whether any lane has a second point (if not, the stages skip `p1`).
  var hasSecondPoint = false
  /// Whether any lane bounces by Poisson's rule (`elastic`).
  var hasElastic = false
  /// Whether the next batch may be solved beside this one (see `WideContactSolver.solvePair`):
  /// it is of the same colour, neither has elastic lanes, and both have second points or neither.
  var pairsWithNext = false
  var normalX = Lanes.zero
  var normalY = Lanes.zero
  var friction = Lanes.zero
  var biasRate = Lanes.zero
  var massScale = Lanes(repeating: 1)
  var impulseScale = Lanes.zero
  var invMassA = Lanes.zero
  var invInertiaA = Lanes.zero
  var invMassB = Lanes.zero
  var invInertiaB = Lanes.zero
  /// The first point of each lane. The second points lie apart, at the batch's index in an array
  /// of their own (`PhysicsWorld.secondPoints`): batches of one point (balls) then stream none
  /// of their bytes through the passes, and a crowd of balls is bound by memory.
  var p0 = WidePoint()
  var restitution = Lanes.zero
  /// 1 where the contact bounces in the sub-step where it is hit. Contacts with a kinematic body
  /// (which code may move anywhere, at any speed) or a body that covers several of its own sizes
  /// in one step bounce once, at the step's end, so nothing flies on within the step toward
  /// shapes this step's contacts do not cover.
  var bouncesEachSubstep = Lanes.zero
  /// 1 where the contact bounces by Poisson's rule (see WideContactSolver+Elastic.swift):
  /// perfectly elastic contacts of one point that bounce each sub-step.
  var elastic = Lanes.zero
  /// The relative normal velocity a point must be hit below to bounce in a sub-step before the
  /// last: −threshold (0 when e ≥ 1) in lanes that bounce each sub-step, −∞ in the others and in
  /// `elastic` ones, which bounce by Poisson's rule.
  var bounceLimit = Lanes(repeating: -.infinity)
  /// The same in the last sub-step, where lanes that bounce once per step join in.
  var lastBounceLimit = Lanes(repeating: -.infinity)

  /// Writes what the solver changed in the batch at `c` back into the contact list. The batch is
  /// read where it lies: a copy of it would cost more than the writing back.
  /// The lanes are written one by one with constant indices, so each value comes straight out of its vector.
  static func store(
    _ c: UnsafePointer<WideContact>, _ p1: UnsafePointer<WidePoint>, into contacts: UnsafeMutableBufferPointer<Contact>
  ) {
    store(c, p1, lane: 0, into: contacts)
    store(c, p1, lane: 1, into: contacts)
    store(c, p1, lane: 2, into: contacts)
    store(c, p1, lane: 3, into: contacts)
  }

  @inline(__always)
  private static func store(
    _ c: UnsafePointer<WideContact>, _ p1: UnsafePointer<WidePoint>, lane i: Int,
    into contacts: UnsafeMutableBufferPointer<Contact>
  ) {
    guard c.pointee.index[i] >= 0 else { return }
    let k = Int(c.pointee.index[i])
    contacts[k].anchorA = Vector(dx: Double(c.pointee.p0.anchorAx[i]), dy: Double(c.pointee.p0.anchorAy[i]))
    c.pointee.p0.store(into: &contacts[k].p0, lane: i)
    if contacts[k].count > 1 { p1.pointee.store(into: &contacts[k].p1, lane: i) }
  }
}
