import Geometry

extension WideContact {
  /// Sets both lanes, in place, from the contacts `index.0` and `index.1` (−1: empty) of `contacts`
  /// and their manifolds: `ContactConstraint.init` lane by lane, with the same formulas in the same
  /// order, so the lanes hold exactly what the one-at-a-time prepare would compute; and the speeds
  /// below which each lane bounces (see `ContactSolver.applyRestitution`).
  @_optimize(speed)
  mutating func prepare(
    _ index: (Int32, Int32), contacts: UnsafeMutableBufferPointer<Contact>,
    manifolds: UnsafeBufferPointer<Manifold>, sims: UnsafeMutableBufferPointer<BodySim>,
    states: UnsafeMutableBufferPointer<BodyState>, softness: Softness, staticSoftness: Softness,
    restitutionThreshold threshold: Double
  ) {
    self.index = index
    let i = Int(index.0)
    let j = index.1 >= 0 ? Int(index.1) : i
    let a0 = Int(contacts[i].bodyA)
    let a1 = Int(contacts[j].bodyA)
    let b0 = Int(contacts[i].bodyB)
    let b1 = Int(contacts[j].bodyB)
    bodyA = (Int32(a0), Int32(a1))
    bodyB = (Int32(b0), Int32(b1))
    let mA = Lanes(sims[a0].invMass, sims[a1].invMass)
    let iA = Lanes(sims[a0].invInertia, sims[a1].invInertia)
    let mB = Lanes(sims[b0].invMass, sims[b1].invMass)
    let iB = Lanes(sims[b0].invInertia, sims[b1].invInertia)
    invMassA = mA
    invInertiaA = iA
    invMassB = mB
    invInertiaB = iB
    let isStatic = (mA .== 0) .| (mB .== 0)
    biasRate = Lanes(repeating: softness.biasRate).replacing(with: staticSoftness.biasRate, where: isStatic)
    massScale = Lanes(repeating: softness.massScale).replacing(with: staticSoftness.massScale, where: isStatic)
    impulseScale = Lanes(repeating: softness.impulseScale).replacing(
      with: staticSoftness.impulseScale, where: isStatic)
    friction = Lanes(contacts[i].friction, contacts[j].friction)
    restitution = Lanes(contacts[i].restitution, contacts[j].restitution)
    bouncesEachSubstep = Lanes(contacts[i].bouncesEachSubstep ? 1 : 0, contacts[j].bouncesEachSubstep ? 1 : 0)
    let onePoint = Lanes(manifolds[i].count == 1 ? 1 : 0, manifolds[j].count == 1 ? 1 : 0) .> 0
    let isElastic = (restitution .>= 1) .& (bouncesEachSubstep .> 0) .& onePoint
    elastic = Lanes.zero.replacing(with: 1, where: isElastic)
    hasElastic = any(isElastic)
    let limit = Lanes(repeating: -threshold).replacing(with: 0, where: restitution .>= 1).replacing(
      with: -.infinity, where: isElastic)
    lastBounceLimit = Lanes(repeating: -.infinity).replacing(with: limit, where: restitution .> 0)
    bounceLimit = Lanes(repeating: -.infinity).replacing(with: lastBounceLimit, where: bouncesEachSubstep .> 0)
    let mi = manifolds[i]
    let mj = manifolds[j]
    let nx = Lanes(mi.normal.dx, mj.normal.dx)
    let ny = Lanes(mi.normal.dy, mj.normal.dy)
    normalX = nx
    normalY = ny
    let frame = PointFrame(
      nx: nx, ny: ny, mA: mA, iA: iA, mB: mB, iB: iB,
      cAx: Lanes(sims[a0].center.x, sims[a1].center.x), cAy: Lanes(sims[a0].center.y, sims[a1].center.y),
      cBx: Lanes(sims[b0].center.x, sims[b1].center.x), cBy: Lanes(sims[b0].center.y, sims[b1].center.y),
      vAx: Lanes(states[a0].v.dx, states[a1].v.dx), vAy: Lanes(states[a0].v.dy, states[a1].v.dy),
      wA: Lanes(states[a0].w, states[a1].w),
      vBx: Lanes(states[b0].v.dx, states[b1].v.dx), vBy: Lanes(states[b0].v.dy, states[b1].v.dy),
      wB: Lanes(states[b0].w, states[b1].w))
    frame.setUp(&p0, mi.point0, mj.point0, contacts[i].p0, contacts[j].p0, elastic: isElastic)
    hasSecondPoint = mi.count > 1 || mj.count > 1
    guard hasSecondPoint else { return }
    frame.setUp(&p1, mi.point1, mj.point1, contacts[i].p1, contacts[j].p1, elastic: isElastic)
    if mi.count < 2 { p1.clear(lane: 0) }
    if mj.count < 2 { p1.clear(lane: 1) }
  }
}

/// What `WideContact.prepare` reads for every point: the normals, masses, centres and velocities
/// of both lanes.
private struct PointFrame {
  let nx: Lanes
  let ny: Lanes
  let mA: Lanes
  let iA: Lanes
  let mB: Lanes
  let iB: Lanes
  let cAx: Lanes
  let cAy: Lanes
  let cBx: Lanes
  let cBy: Lanes
  let vAx: Lanes
  let vAy: Lanes
  let wA: Lanes
  let vBx: Lanes
  let vBy: Lanes
  let wB: Lanes

  /// Sets `p` from each lane's manifold point and the impulses carried into its contact point;
  /// each anchor sits on its own body's surface (see `ContactConstraint.init`).
  @inline(__always)
  func setUp(
    _ p: inout WidePoint, _ mi: ManifoldPoint, _ mj: ManifoldPoint, _ ci: ContactPointRecord, _ cj: ContactPointRecord,
    elastic: SIMDMask<SIMD2<Int64>>
  ) {
    let half = Lanes(0.5 * mi.separation, 0.5 * mj.separation)
    let rAx = (Lanes(mi.point.x, mj.point.x) - nx * half) - cAx
    let rAy = (Lanes(mi.point.y, mj.point.y) - ny * half) - cAy
    let rBx = (Lanes(mi.point.x, mj.point.x) + nx * half) - cBx
    let rBy = (Lanes(mi.point.y, mj.point.y) + ny * half) - cBy
    p.anchorAx = rAx
    p.anchorAy = rAy
    p.anchorBx = rBx
    p.anchorBy = rBy
    p.adjustedSeparation = Lanes(mi.separation, mj.separation) - ((rBx - rAx) * nx + (rBy - rAy) * ny)
    let rnA = rAx * ny - rAy * nx
    let rnB = rBx * ny - rBy * nx
    p.rnA = rnA
    p.rnB = rnB
    let kNormal = mA + mB + iA * rnA * rnA + iB * rnB * rnB
    p.normalMass = (1 / kNormal).replacing(with: 0, where: .!(kNormal .> 0))
    let rtA = rAx * nx.negated - rAy * ny
    let rtB = rBx * nx.negated - rBy * ny
    p.rtA = rtA
    p.rtB = rtB
    let kTangent = mA + mB + iA * rtA * rtA + iB * rtB * rtB
    p.tangentMass = (1 / kTangent).replacing(with: 0, where: .!(kTangent .> 0))
    let dvx = (vBx + wB.negated * rBy) - (vAx + wA.negated * rAy)
    let dvy = (vBy + wB * rBx) - (vAy + wA * rAx)
    p.relativeVelocity = nx * dvx + ny * dvy
    p.normalImpulse = Lanes(ci.normalImpulse, cj.normalImpulse)
    p.tangentImpulse = Lanes(ci.tangentImpulse, cj.tangentImpulse)
    p.maxNormalImpulse = .zero
    p.earlierImpulse = Lanes.zero.replacing(with: Lanes(ci.pendingImpulse, cj.pendingImpulse), where: elastic)
    p.touched = .zero
    p.bounced = .zero
    p.separation = WideContactSolver.Displacements.atStepStart.separation(p, nx, ny)
  }
}
