import Geometry

/// Two values side by side, one per lane: SSE2 natively, SIMD128 in WebAssembly.
typealias Lanes = SIMD2<Double>

extension SIMD2 where Scalar == Double {
  /// Each lane with its sign flipped, as `-x` flips a `Double`'s (0 becomes −0). `SIMD`'s prefix `-`
  /// subtracts from zero instead, and 0 − 0 is +0: lanes then differ from the one-at-a-time solver
  /// in the sign of their zeros, which impulses carry into the next step.
  @inline(__always)
  var negated: Self { Self(repeating: -0.0) - self }
}

/// One point of two contacts, lane by lane (a `ContactPoint` for each lane). What the solve
/// passes read comes first, so each pass streams fewer cache lines.
struct WidePoint {
  var anchorAx = Lanes.zero
  var anchorAy = Lanes.zero
  var anchorBx = Lanes.zero
  var anchorBy = Lanes.zero
  var adjustedSeparation = Lanes.zero
  /// The separation the last pass that measured found (see `WideContactSolver.Pass`).
  var separation = Lanes.zero
  var normalImpulse = Lanes.zero
  var tangentImpulse = Lanes.zero
  var maxNormalImpulse = Lanes.zero
  /// What perfectly elastic lanes pushed with since they were last free (see
  /// `ContactPoint.earlierImpulse`).
  var earlierImpulse = Lanes.zero
  var normalMass = Lanes.zero
  var tangentMass = Lanes.zero
  var rnA = Lanes.zero
  var rnB = Lanes.zero
  var rtA = Lanes.zero
  var rtB = Lanes.zero
  var relativeVelocity = Lanes.zero
  /// 1 where the point pushed at some sub-step start (see `ContactPointRecord.touched`).
  var touched = Lanes.zero
  /// 1 where the point bounced since the last warm start (see `ContactPoint.bounced`).
  var bounced = Lanes.zero

  /// Zeroes `lane`, as for a contact without this point.
  mutating func clear(lane i: Int) {
    anchorAx[i] = 0
    anchorAy[i] = 0
    anchorBx[i] = 0
    anchorBy[i] = 0
    adjustedSeparation[i] = 0
    separation[i] = 0
    relativeVelocity[i] = 0
    normalImpulse[i] = 0
    tangentImpulse[i] = 0
    maxNormalImpulse[i] = 0
    earlierImpulse[i] = 0
    normalMass[i] = 0
    tangentMass[i] = 0
    rnA[i] = 0
    rnB[i] = 0
    rtA[i] = 0
    rtB[i] = 0
    touched[i] = 0
    bounced[i] = 0
  }

  /// Writes what the solver changed in `lane` back into the contact's record of the point.
  func store(into cp: inout ContactPointRecord, lane i: Int) {
    cp.normalImpulse = bounced[i] != 0 ? 0 : normalImpulse[i]
    cp.tangentImpulse = bounced[i] != 0 ? 0 : tangentImpulse[i]
    cp.maxNormalImpulse = maxNormalImpulse[i]
    cp.touched = touched[i] != 0
    cp.pendingImpulse = bounced[i] != 0 ? 0 : earlierImpulse[i] + normalImpulse[i]
  }
}

/// Two contacts of one colour, lane by lane, so each solver stage works on both at once. An
/// empty lane repeats lane 0's contact (lane 0's results are written back after it), and the
/// missing second point of a one-point contact (all zero) takes part in the arithmetic but never
/// changes a velocity.
struct WideContact {
  // What every stage reads comes first, then the points, then what only bouncing reads, so
  // each pass streams fewer cache lines.
  /// Body A of each lane.
  var bodyA: (Int32, Int32) = (0, 0)
  /// Body B of each lane.
  var bodyB: (Int32, Int32) = (0, 0)
  /// The contacts' indices in the world's contact list (−1: empty lane).
  var index: (Int32, Int32) = (-1, -1)
  /// Whether either lane has a second point (if not, the stages skip `p1`).
  var hasSecondPoint = false
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
  var p0 = WidePoint()
  var p1 = WidePoint()
  var restitution = Lanes.zero
  /// 1 where the contact bounces in the sub-step where it is hit (see `ContactConstraint`).
  var bouncesEachSubstep = Lanes.zero
  /// 1 where the contact bounces by Poisson's rule (`ContactSolver.bouncesElastically`).
  var elastic = Lanes.zero
  /// Whether either lane does.
  var hasElastic = false
  /// The relative normal velocity a point must be hit below to bounce in a sub-step before the
  /// last: −threshold (0 when e ≥ 1) in lanes that bounce each sub-step, −∞ in the others and in
  /// `elastic` ones, which bounce by Poisson's rule.
  var bounceLimit = Lanes(repeating: -.infinity)
  /// The same in the last sub-step, where lanes that bounce once per step join in.
  var lastBounceLimit = Lanes(repeating: -.infinity)

  /// Writes what the solver changed back into the contact list.
  func store(into contacts: UnsafeMutableBufferPointer<Contact>) {
    store(into: &contacts[Int(index.0)], lane: 0)
    if index.1 >= 0 { store(into: &contacts[Int(index.1)], lane: 1) }
  }

  private func store(into c: inout Contact, lane i: Int) {
    c.anchorA = Vector(dx: p0.anchorAx[i], dy: p0.anchorAy[i])
    p0.store(into: &c.p0, lane: i)
    if c.count > 1 { p1.store(into: &c.p1, lane: i) }
  }
}
