import Geometry

/// Two values side by side, one per lane: SSE2 natively, SIMD128 in WebAssembly.
typealias Lanes = SIMD2<Double>

/// One point of two contacts, lane by lane (a `ContactPoint` for each lane).
struct WidePoint {
  var anchorAx = Lanes.zero
  var anchorAy = Lanes.zero
  var anchorBx = Lanes.zero
  var anchorBy = Lanes.zero
  var adjustedSeparation = Lanes.zero
  var relativeVelocity = Lanes.zero
  var normalImpulse = Lanes.zero
  var tangentImpulse = Lanes.zero
  var maxNormalImpulse = Lanes.zero
  var normalMass = Lanes.zero
  var tangentMass = Lanes.zero
  var rnA = Lanes.zero
  var rnB = Lanes.zero
  var rtA = Lanes.zero
  var rtB = Lanes.zero
  /// 1 where the point pushed at some sub-step start (see `ContactPoint.touched`).
  var touched = Lanes.zero

  /// Copies `cp` into `lane`.
  mutating func load(_ cp: ContactPoint, lane i: Int) {
    anchorAx[i] = cp.anchorA.dx
    anchorAy[i] = cp.anchorA.dy
    anchorBx[i] = cp.anchorB.dx
    anchorBy[i] = cp.anchorB.dy
    adjustedSeparation[i] = cp.adjustedSeparation
    relativeVelocity[i] = cp.relativeVelocity
    normalImpulse[i] = cp.normalImpulse
    tangentImpulse[i] = cp.tangentImpulse
    maxNormalImpulse[i] = cp.maxNormalImpulse
    normalMass[i] = cp.normalMass
    tangentMass[i] = cp.tangentMass
    rnA[i] = cp.rnA
    rnB[i] = cp.rnB
    rtA[i] = cp.rtA
    rtB[i] = cp.rtB
    touched[i] = cp.touched ? 1 : 0
  }

  /// Writes what the solver changed in `lane` back into `cp`.
  func store(into cp: inout ContactPoint, lane i: Int) {
    cp.relativeVelocity = relativeVelocity[i]
    cp.normalImpulse = normalImpulse[i]
    cp.tangentImpulse = tangentImpulse[i]
    cp.maxNormalImpulse = maxNormalImpulse[i]
    cp.touched = touched[i] != 0
  }
}

/// Two contacts of one colour, lane by lane, so each solver stage works on both at once. An
/// empty lane (body −1, all masses 0) and the missing second point of a one-point contact (masses
/// 0) take part in the arithmetic but never change a velocity.
struct WideContact {
  /// The contacts' indices in the world's contact list (−1: empty lane).
  var index: (Int32, Int32)
  /// Body A of each lane (−1: empty lane).
  var bodyA: (Int32, Int32) = (-1, -1)
  /// Body B of each lane (−1: empty lane).
  var bodyB: (Int32, Int32) = (-1, -1)
  var normalX = Lanes.zero
  var normalY = Lanes.zero
  var friction = Lanes.zero
  var restitution = Lanes.zero
  var biasRate = Lanes.zero
  var massScale = Lanes(repeating: 1)
  var impulseScale = Lanes.zero
  var invMassA = Lanes.zero
  var invInertiaA = Lanes.zero
  var invMassB = Lanes.zero
  var invInertiaB = Lanes.zero
  /// 1 where the contact bounces in the sub-step where it is hit (see `ContactConstraint`).
  var bouncesEachSubstep = Lanes.zero
  /// Whether either lane has a second point (if not, the stages skip `p1`).
  var hasSecondPoint = false
  var p0 = WidePoint()
  var p1 = WidePoint()

  /// The contacts `index.0` and `index.1` of `contacts`, side by side.
  init(_ index: (Int32, Int32), from contacts: UnsafeMutableBufferPointer<ContactConstraint>) {
    self.index = index
    load(contacts[Int(index.0)], lane: 0)
    bodyA.0 = contacts[Int(index.0)].bodyA
    bodyB.0 = contacts[Int(index.0)].bodyB
    if index.1 >= 0 {
      load(contacts[Int(index.1)], lane: 1)
      bodyA.1 = contacts[Int(index.1)].bodyA
      bodyB.1 = contacts[Int(index.1)].bodyB
    }
  }

  private mutating func load(_ c: ContactConstraint, lane i: Int) {
    normalX[i] = c.normal.dx
    normalY[i] = c.normal.dy
    friction[i] = c.friction
    restitution[i] = c.restitution
    biasRate[i] = c.softness.biasRate
    massScale[i] = c.softness.massScale
    impulseScale[i] = c.softness.impulseScale
    invMassA[i] = c.invMassA
    invInertiaA[i] = c.invInertiaA
    invMassB[i] = c.invMassB
    invInertiaB[i] = c.invInertiaB
    bouncesEachSubstep[i] = c.bouncesEachSubstep ? 1 : 0
    p0.load(c.p0, lane: i)
    if c.count > 1 {
      p1.load(c.p1, lane: i)
      hasSecondPoint = true
    }
  }

  /// Writes what the solver changed back into the contact list.
  func store(into contacts: UnsafeMutableBufferPointer<ContactConstraint>) {
    store(into: &contacts[Int(index.0)], lane: 0)
    if index.1 >= 0 { store(into: &contacts[Int(index.1)], lane: 1) }
  }

  private func store(into c: inout ContactConstraint, lane i: Int) {
    p0.store(into: &c.p0, lane: i)
    if c.count > 1 { p1.store(into: &c.p1, lane: i) }
  }
}
