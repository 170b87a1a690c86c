import Geometry

@testable import Physics

/// One point of a `ContactConstraint`, in Float: the fields of one lane of a `WidePoint`.
struct ConstraintPoint {
  var anchorAx: Float = 0
  var anchorAy: Float = 0
  var anchorBx: Float = 0
  var anchorBy: Float = 0
  var adjustedSeparation: Float = 0
  /// The separation the last pass that measured found, in points.
  var separation: Float = 0
  var normalImpulse: Float = 0
  var tangentImpulse: Float = 0
  var maxNormalImpulse: Float = 0
  /// What a perfectly elastic point pushed with in earlier sub-steps since it was last free.
  var earlierImpulse: Float = 0
  var normalMass: Float = 0
  var tangentMass: Float = 0
  /// rA × n, rB × n, rA × t and rB × t.
  var rnA: Float = 0
  var rnB: Float = 0
  var rtA: Float = 0
  var rtB: Float = 0
  /// The normal speed the point was hit with as the sub-step (or step) began.
  var relativeVelocity: Float = 0
  /// Whether the point pushed at some sub-step start.
  var touched = false
  /// Whether the point bounced since the last warm start.
  var bounced = false

  /// Writes what the solver changed back into the contact's record of the point.
  func store(into cp: inout ContactPointRecord) {
    cp.normalImpulse = bounced ? 0 : normalImpulse
    cp.tangentImpulse = bounced ? 0 : tangentImpulse
    cp.maxNormalImpulse = maxNormalImpulse
    cp.touched = touched
    cp.pendingImpulse = bounced ? 0 : earlierImpulse + normalImpulse
  }
}

/// One contact as the scalar solver works on it (Box2D's `b2ContactConstraint`): the fields of one
/// lane of a `WideContact`, prepared with the same formulas, so that `ContactSolver` gives the bits
/// the lanes give.
struct ContactConstraint {
  /// The contact's index in this step's contacts.
  var index: Int32 = 0
  var bodyA: Int32 = 0
  var bodyB: Int32 = 0
  /// 1 or 2.
  var pointCount = 1
  var normalX: Float = 0
  var normalY: Float = 0
  var friction: Float = 0
  var biasRate: Float = 0
  var massScale: Float = 1
  var impulseScale: Float = 0
  var invMassA: Float = 0
  var invInertiaA: Float = 0
  var invMassB: Float = 0
  var invInertiaB: Float = 0
  var restitution: Float = 0
  /// Whether the contact bounces in the sub-step where it is hit (see `WideContact.bouncesEachSubstep`).
  var bouncesEachSubstep = false
  /// Whether it bounces by Poisson's rule (see WideContactSolver+Elastic.swift).
  var elastic = false
  /// The relative normal speed a point must be hit below to bounce before the last sub-step, and in it.
  var bounceLimit = -Float.infinity
  var lastBounceLimit = -Float.infinity
  var p0 = ConstraintPoint()
  var p1 = ConstraintPoint()

  /// The constraint of contact `k` of `contacts`, as `WideContact.prepare` sets a lane: masses,
  /// anchors and carried impulses in Double, each rounded once to Float.
  init(
    _ k: Int, contacts: UnsafeMutableBufferPointer<Contact>, manifolds: UnsafeBufferPointer<Manifold>,
    sims: UnsafeMutableBufferPointer<BodySim>, states: UnsafeMutableBufferPointer<BodyState>, softness: Softness,
    staticSoftness: Softness, restitutionThreshold threshold: Double
  ) {
    let contact = contacts[k]
    let m = manifolds[k]
    let a = Int(contact.bodyA)
    let b = Int(contact.bodyB)
    index = Int32(k)
    bodyA = contact.bodyA
    bodyB = contact.bodyB
    pointCount = m.count
    let mA = sims[a].invMass
    let iA = sims[a].invInertia
    let mB = sims[b].invMass
    let iB = sims[b].invInertia
    invMassA = Float(mA)
    invInertiaA = Float(iA)
    invMassB = Float(mB)
    invInertiaB = Float(iB)
    let soft = mA == 0 || mB == 0 ? staticSoftness : softness
    biasRate = Float(soft.biasRate)
    massScale = Float(soft.massScale)
    impulseScale = Float(soft.impulseScale)
    friction = contact.friction
    restitution = contact.restitution
    let e = Double(contact.restitution)
    bouncesEachSubstep = contact.bouncesEachSubstep
    elastic = e >= 1 && bouncesEachSubstep && m.count == 1
    let limit = elastic ? -Double.infinity : (e >= 1 ? 0 : -threshold)
    let last = e > 0 ? limit : -Double.infinity
    lastBounceLimit = Float(last)
    bounceLimit = Float(bouncesEachSubstep ? last : -Double.infinity)
    normalX = Float(m.normal.dx)
    normalY = Float(m.normal.dy)
    let frame = ConstraintFrame(
      normal: m.normal, mA: mA, iA: iA, mB: mB, iB: iB, centerA: sims[a].center, centerB: sims[b].center,
      vA: states[a].v, wA: states[a].w, vB: states[b].v, wB: states[b].w)
    p0 = frame.point(m.point0, contact.p0, elastic: elastic, nx: normalX, ny: normalY)
    if m.count > 1 { p1 = frame.point(m.point1, contact.p1, elastic: elastic, nx: normalX, ny: normalY) }
  }

  /// Writes what the solver changed back into contact `index` of `contacts`.
  func store(into contacts: UnsafeMutableBufferPointer<Contact>) {
    let k = Int(index)
    contacts[k].anchorA = Vector(dx: Double(p0.anchorAx), dy: Double(p0.anchorAy))
    p0.store(into: &contacts[k].p0)
    if contacts[k].count > 1 { p1.store(into: &contacts[k].p1) }
  }
}

/// What preparing a constraint's points reads: its normal, masses, centres and velocities, in Double.
private struct ConstraintFrame {
  let normal: Vector
  let mA: Double
  let iA: Double
  let mB: Double
  let iB: Double
  let centerA: Point
  let centerB: Point
  let vA: Vector
  let wA: Double
  let vB: Vector
  let wB: Double

  /// The point of manifold point `mp`, carrying `record`'s impulses: the formulas of `WideContact`'s
  /// preparing, for one lane.
  func point(_ mp: ManifoldPoint, _ record: ContactPointRecord, elastic: Bool, nx fx: Float, ny fy: Float)
    -> ConstraintPoint
  {
    let nx = normal.dx
    let ny = normal.dy
    let half = 0.5 * mp.separation
    let rAx = (mp.point.x - nx * half) - centerA.x
    let rAy = (mp.point.y - ny * half) - centerA.y
    let rBx = (mp.point.x + nx * half) - centerB.x + mp.spread.dx
    let rBy = (mp.point.y + ny * half) - centerB.y + mp.spread.dy
    var p = ConstraintPoint()
    p.anchorAx = Float(rAx)
    p.anchorAy = Float(rAy)
    p.anchorBx = Float(rBx)
    p.anchorBy = Float(rBy)
    p.adjustedSeparation = Float(mp.separation - ((rBx - rAx) * nx + (rBy - rAy) * ny))
    let rnA = rAx * ny - rAy * nx
    let rnB = rBx * ny - rBy * nx
    p.rnA = Float(rnA)
    p.rnB = Float(rnB)
    let kNormal = mA + mB + iA * rnA * rnA + iB * rnB * rnB
    p.normalMass = kNormal > 0 ? Float(1 / kNormal) : 0
    let overlap = mp.separation < 0 ? half : 0
    let minusNx = -0.0 - nx
    let rtA = (rAx * minusNx - rAy * ny) - overlap
    let rtB = (rBx * minusNx - rBy * ny) + overlap
    p.rtA = Float(rtA)
    p.rtB = Float(rtB)
    let kTangent = mA + mB + iA * rtA * rtA + iB * rtB * rtB
    p.tangentMass = kTangent > 0 ? Float(1 / kTangent) : 0
    let dvx = (vB.dx + (-0.0 - wB) * rBy) - (vA.dx + (-0.0 - wA) * rAy)
    let dvy = (vB.dy + wB * rBx) - (vA.dy + wA * rAx)
    p.relativeVelocity = Float(nx * dvx + ny * dvy)
    p.normalImpulse = record.normalImpulse
    p.tangentImpulse = record.tangentImpulse
    p.earlierImpulse = elastic ? record.pendingImpulse : 0
    p.separation = ContactSolver.Displacements.atStepStart.separation(p, fx, fy)
    return p
  }
}
