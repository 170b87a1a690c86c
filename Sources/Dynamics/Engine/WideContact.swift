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

  /// Sets lane 0 from `a` and lane 1 from `b`.
  @inline(__always)
  mutating func load(_ a: ContactPoint, _ b: ContactPoint) {
    anchorAx = Lanes(a.anchorA.dx, b.anchorA.dx)
    anchorAy = Lanes(a.anchorA.dy, b.anchorA.dy)
    anchorBx = Lanes(a.anchorB.dx, b.anchorB.dx)
    anchorBy = Lanes(a.anchorB.dy, b.anchorB.dy)
    adjustedSeparation = Lanes(a.adjustedSeparation, b.adjustedSeparation)
    relativeVelocity = Lanes(a.relativeVelocity, b.relativeVelocity)
    normalImpulse = Lanes(a.normalImpulse, b.normalImpulse)
    tangentImpulse = Lanes(a.tangentImpulse, b.tangentImpulse)
    maxNormalImpulse = Lanes(a.maxNormalImpulse, b.maxNormalImpulse)
    normalMass = Lanes(a.normalMass, b.normalMass)
    tangentMass = Lanes(a.tangentMass, b.tangentMass)
    rnA = Lanes(a.rnA, b.rnA)
    rnB = Lanes(a.rnB, b.rnB)
    rtA = Lanes(a.rtA, b.rtA)
    rtB = Lanes(a.rtB, b.rtB)
    touched = Lanes(a.touched ? 1 : 0, b.touched ? 1 : 0)
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
/// empty lane repeats lane 0's contact but is never written back, and the missing second point
/// of a one-point contact (all zero) takes part in the arithmetic but never changes a velocity.
struct WideContact {
  /// The contacts' indices in the world's contact list (−1: empty lane).
  var index: (Int32, Int32) = (-1, -1)
  /// Body A of each lane.
  var bodyA: (Int32, Int32) = (0, 0)
  /// Body B of each lane.
  var bodyB: (Int32, Int32) = (0, 0)
  /// Which bodies the stages write back, one bit each: A of lane 0, B of lane 0, A of lane 1, B of lane 1
  /// (those that move; never an empty lane's).
  var writes: UInt8 = 0
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

  /// Sets both lanes, in place, from the contacts `index.0` and `index.1` (−1: empty) of `contacts`.
  mutating func load(_ index: (Int32, Int32), from contacts: UnsafeMutableBufferPointer<ContactConstraint>) {
    self.index = index
    let i = Int(index.0)
    let j = index.1 >= 0 ? Int(index.1) : i
    bodyA = (contacts[i].bodyA, contacts[j].bodyA)
    bodyB = (contacts[i].bodyB, contacts[j].bodyB)
    writes = WideContact.moves(contacts[i], shift: 0) | (index.1 >= 0 ? WideContact.moves(contacts[j], shift: 2) : 0)
    normalX = Lanes(contacts[i].normal.dx, contacts[j].normal.dx)
    normalY = Lanes(contacts[i].normal.dy, contacts[j].normal.dy)
    friction = Lanes(contacts[i].friction, contacts[j].friction)
    restitution = Lanes(contacts[i].restitution, contacts[j].restitution)
    biasRate = Lanes(contacts[i].softness.biasRate, contacts[j].softness.biasRate)
    massScale = Lanes(contacts[i].softness.massScale, contacts[j].softness.massScale)
    impulseScale = Lanes(contacts[i].softness.impulseScale, contacts[j].softness.impulseScale)
    invMassA = Lanes(contacts[i].invMassA, contacts[j].invMassA)
    invInertiaA = Lanes(contacts[i].invInertiaA, contacts[j].invInertiaA)
    invMassB = Lanes(contacts[i].invMassB, contacts[j].invMassB)
    invInertiaB = Lanes(contacts[i].invInertiaB, contacts[j].invInertiaB)
    bouncesEachSubstep = Lanes(contacts[i].bouncesEachSubstep ? 1 : 0, contacts[j].bouncesEachSubstep ? 1 : 0)
    p0.load(contacts[i].p0, contacts[j].p0)
    p1.load(contacts[i].p1, contacts[j].p1)
    hasSecondPoint = contacts[i].count > 1 || contacts[j].count > 1
  }

  /// The write bits of one lane's contact: bit `shift` for A, `shift + 1` for B.
  @inline(__always)
  private static func moves(_ c: ContactConstraint, shift: UInt8) -> UInt8 {
    let a: UInt8 = c.invMassA > 0 || c.invInertiaA > 0 ? 1 : 0
    let b: UInt8 = c.invMassB > 0 || c.invInertiaB > 0 ? 2 : 0
    return (a | b) << shift
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
