import Geometry

/// Two values in Double side by side: what `WideContact.prepare` computes lanes in, two at a time.
private typealias Pair = SIMD2<Double>

extension WideContact {
  /// Sets the four lanes, in place (their second points at `p1`), from the contacts `batch` (−1:
  /// empty lane, which repeats lane 0's contact) of `contacts` and their manifolds: masses, anchors
  /// and the impulses each carried over, computed in Double two lanes at a time, each lane with the
  /// formulas a contact alone would use, and rounded once into the lanes; and the speeds below
  /// which each lane bounces (see `WideContactSolver.applyRestitution`).
  mutating func prepare(
    _ batch: SIMD4<Int32>, contacts: UnsafeMutableBufferPointer<Contact>, manifolds: UnsafeBufferPointer<Manifold>,
    sims: UnsafeMutableBufferPointer<BodySim>, states: UnsafeMutableBufferPointer<BodyState>, softness: Softness,
    staticSoftness: Softness, restitutionThreshold threshold: Double, secondPoint p1: UnsafeMutablePointer<WidePoint>
  ) {
    index = batch
    // Lane by lane: in wasm, a comparison of `SIMD4<Int32>` sets its mask one lane at a time
    // through memory, and reading the mask back waits for each write.
    let first = batch[0]
    let k = SIMD4(
      first, batch[1] < 0 ? first : batch[1], batch[2] < 0 ? first : batch[2], batch[3] < 0 ? first : batch[3])
    let setting = HalfSetting(
      contacts: contacts, manifolds: manifolds, sims: sims, states: states, softness: softness,
      staticSoftness: staticSoftness, threshold: threshold)
    var low = HalfContact()
    setting.prepare(&low, Int(k[0]), Int(k[1]))
    if batch[1] < 0 && batch[2] < 0 && batch[3] < 0 {
      // A batch of one contact: every lane repeats lane 0, so the high half is the low half.
      assemble(low, low, secondPoint: p1)
    } else {
      var high = HalfContact()
      setting.prepare(&high, Int(k[2]), Int(k[3]))
      assemble(low, high, secondPoint: p1)
    }
  }

  /// Sets the lanes from two prepared halves.
  @inline(__always)
  private mutating func assemble(
    _ low: HalfContact, _ high: HalfContact, secondPoint p1: UnsafeMutablePointer<WidePoint>
  ) {
    bodyA = SIMD4(low.bodyA.0, low.bodyA.1, high.bodyA.0, high.bodyA.1)
    bodyB = SIMD4(low.bodyB.0, low.bodyB.1, high.bodyB.0, high.bodyB.1)
    normalX = floatLanes(low.normalX, high.normalX)
    normalY = floatLanes(low.normalY, high.normalY)
    friction = floatLanes(low.friction, high.friction)
    biasRate = floatLanes(low.biasRate, high.biasRate)
    massScale = floatLanes(low.massScale, high.massScale)
    impulseScale = floatLanes(low.impulseScale, high.impulseScale)
    invMassA = floatLanes(low.invMassA, high.invMassA)
    invInertiaA = floatLanes(low.invInertiaA, high.invInertiaA)
    invMassB = floatLanes(low.invMassB, high.invMassB)
    invInertiaB = floatLanes(low.invInertiaB, high.invInertiaB)
    restitution = floatLanes(low.restitution, high.restitution)
    bouncesEachSubstep = floatLanes(low.bouncesEachSubstep, high.bouncesEachSubstep)
    elastic = floatLanes(low.elastic, high.elastic)
    bounceLimit = floatLanes(low.bounceLimit, high.bounceLimit)
    lastBounceLimit = floatLanes(low.lastBounceLimit, high.lastBounceLimit)
    hasElastic = anyLane(elastic .> 0)
    pairsWithNext = false
    hasSecondPoint = low.hasSecondPoint || high.hasSecondPoint
    p0 = WidePoint(low.p0, high.p0, normalX, normalY)
    if hasSecondPoint { p1.pointee = WidePoint(low.p1, high.p1, normalX, normalY) }
  }
}

/// `1 / k` in the lanes where `k > 0`, and 0 in the others: the inverse's bits kept by the comparison's
/// mask. `replacing(with:where:)` is the same lane by lane, but in wasm LLVM splits it, and the sums that
/// feed it, into scalars.
@inline(__always)
private func inverseWherePositive(_ k: Pair) -> Pair {
  let positive = unsafeBitCast(k .> 0, to: SIMD2<UInt64>.self)
  return unsafeBitCast(unsafeBitCast(1 / k, to: SIMD2<UInt64>.self) & positive, to: Pair.self)
}

extension WidePoint {
  /// The lanes of two prepared pairs of points, measured as the step begins.
  @inline(__always)
  fileprivate init(_ low: HalfPoint, _ high: HalfPoint, _ nx: Lanes, _ ny: Lanes) {
    anchorAx = floatLanes(low.anchorAx, high.anchorAx)
    anchorAy = floatLanes(low.anchorAy, high.anchorAy)
    anchorBx = floatLanes(low.anchorBx, high.anchorBx)
    anchorBy = floatLanes(low.anchorBy, high.anchorBy)
    adjustedSeparation = floatLanes(low.adjustedSeparation, high.adjustedSeparation)
    normalImpulse = floatLanes(low.normalImpulse, high.normalImpulse)
    tangentImpulse = floatLanes(low.tangentImpulse, high.tangentImpulse)
    earlierImpulse = floatLanes(low.earlierImpulse, high.earlierImpulse)
    normalMass = floatLanes(low.normalMass, high.normalMass)
    tangentMass = floatLanes(low.tangentMass, high.tangentMass)
    rnA = floatLanes(low.rnA, high.rnA)
    rnB = floatLanes(low.rnB, high.rnB)
    rtA = floatLanes(low.rtA, high.rtA)
    rtB = floatLanes(low.rtB, high.rtB)
    relativeVelocity = floatLanes(low.relativeVelocity, high.relativeVelocity)
    separation = WideContactSolver.Displacements.atStepStart.separation(self, nx, ny)
  }
}

/// One point of two contacts, prepared in Double (zero where a contact has no such point).
private struct HalfPoint {
  var anchorAx = Pair.zero
  var anchorAy = Pair.zero
  var anchorBx = Pair.zero
  var anchorBy = Pair.zero
  var adjustedSeparation = Pair.zero
  var normalImpulse = Pair.zero
  var tangentImpulse = Pair.zero
  var earlierImpulse = Pair.zero
  var normalMass = Pair.zero
  var tangentMass = Pair.zero
  var rnA = Pair.zero
  var rnB = Pair.zero
  var rtA = Pair.zero
  var rtB = Pair.zero
  var relativeVelocity = Pair.zero

  /// Zeroes `lane`, as for a contact without this point.
  @inline(__always)
  mutating func clear(lane i: Int) {
    anchorAx[i] = 0
    anchorAy[i] = 0
    anchorBx[i] = 0
    anchorBy[i] = 0
    adjustedSeparation[i] = 0
    normalImpulse[i] = 0
    tangentImpulse[i] = 0
    earlierImpulse[i] = 0
    normalMass[i] = 0
    tangentMass[i] = 0
    rnA[i] = 0
    rnB[i] = 0
    rtA[i] = 0
    rtB[i] = 0
    relativeVelocity[i] = 0
  }
}

/// Two contacts, prepared in Double.
private struct HalfContact {
  var bodyA: (Int32, Int32) = (0, 0)
  var bodyB: (Int32, Int32) = (0, 0)
  var hasSecondPoint = false
  var normalX = Pair.zero
  var normalY = Pair.zero
  var friction = Pair.zero
  var biasRate = Pair.zero
  var massScale = Pair.zero
  var impulseScale = Pair.zero
  var invMassA = Pair.zero
  var invInertiaA = Pair.zero
  var invMassB = Pair.zero
  var invInertiaB = Pair.zero
  var restitution = Pair.zero
  var bouncesEachSubstep = Pair.zero
  var elastic = Pair.zero
  var bounceLimit = Pair.zero
  var lastBounceLimit = Pair.zero
  var p0 = HalfPoint()
  var p1 = HalfPoint()
}

/// What preparing reads.
private struct HalfSetting {
  let contacts: UnsafeMutableBufferPointer<Contact>
  let manifolds: UnsafeBufferPointer<Manifold>
  let sims: UnsafeMutableBufferPointer<BodySim>
  let states: UnsafeMutableBufferPointer<BodyState>
  let softness: Softness
  let staticSoftness: Softness
  let threshold: Double

  /// Sets `h` from contacts `i` and `j`.
  @inline(__always)
  func prepare(_ h: inout HalfContact, _ i: Int, _ j: Int) {
    let a0 = Int(contacts[i].bodyA)
    let a1 = Int(contacts[j].bodyA)
    let b0 = Int(contacts[i].bodyB)
    let b1 = Int(contacts[j].bodyB)
    h.bodyA = (Int32(a0), Int32(a1))
    h.bodyB = (Int32(b0), Int32(b1))
    let mA = gathered(sims[a0].invMass, sims[a1].invMass)
    let iA = gathered(sims[a0].invInertia, sims[a1].invInertia)
    let mB = gathered(sims[b0].invMass, sims[b1].invMass)
    let iB = gathered(sims[b0].invInertia, sims[b1].invInertia)
    h.invMassA = mA
    h.invInertiaA = iA
    h.invMassB = mB
    h.invInertiaB = iB
    let isStatic = (mA .== 0) .| (mB .== 0)
    h.biasRate = Pair(repeating: softness.biasRate).replacing(with: staticSoftness.biasRate, where: isStatic)
    h.massScale = Pair(repeating: softness.massScale).replacing(with: staticSoftness.massScale, where: isStatic)
    h.impulseScale = Pair(repeating: softness.impulseScale).replacing(
      with: staticSoftness.impulseScale, where: isStatic)
    h.friction = Pair(Double(contacts[i].friction), Double(contacts[j].friction))
    let e = Pair(Double(contacts[i].restitution), Double(contacts[j].restitution))
    h.restitution = e
    let eachSubstep = Pair(contacts[i].bouncesEachSubstep ? 1 : 0, contacts[j].bouncesEachSubstep ? 1 : 0)
    h.bouncesEachSubstep = eachSubstep
    let mi = manifolds[i]
    let mj = manifolds[j]
    let onePoint = Pair(mi.count == 1 ? 1 : 0, mj.count == 1 ? 1 : 0) .> 0
    let isElastic = (e .>= 1) .& (eachSubstep .> 0) .& onePoint
    h.elastic = Pair.zero.replacing(with: 1, where: isElastic)
    let limit = Pair(repeating: -threshold).replacing(with: 0, where: e .>= 1).replacing(
      with: -.infinity, where: isElastic)
    h.lastBounceLimit = Pair(repeating: -.infinity).replacing(with: limit, where: e .> 0)
    h.bounceLimit = Pair(repeating: -.infinity).replacing(with: h.lastBounceLimit, where: eachSubstep .> 0)
    let nx = gathered(mi.normal.dx, mj.normal.dx)
    let ny = gathered(mi.normal.dy, mj.normal.dy)
    h.normalX = nx
    h.normalY = ny
    let frame = PointFrame(
      nx: nx, ny: ny, mA: mA, iA: iA, mB: mB, iB: iB,
      cAx: gathered(sims[a0].center.x, sims[a1].center.x), cAy: gathered(sims[a0].center.y, sims[a1].center.y),
      cBx: gathered(sims[b0].center.x, sims[b1].center.x), cBy: gathered(sims[b0].center.y, sims[b1].center.y),
      vAx: gathered(states[a0].v.dx, states[a1].v.dx), vAy: gathered(states[a0].v.dy, states[a1].v.dy),
      wA: gathered(states[a0].w, states[a1].w),
      vBx: gathered(states[b0].v.dx, states[b1].v.dx), vBy: gathered(states[b0].v.dy, states[b1].v.dy),
      wB: gathered(states[b0].w, states[b1].w))
    frame.setUp(&h.p0, mi.point0, mj.point0, contacts[i].p0, contacts[j].p0, elastic: isElastic)
    h.hasSecondPoint = mi.count > 1 || mj.count > 1
    guard h.hasSecondPoint else { return }
    frame.setUp(&h.p1, mi.point1, mj.point1, contacts[i].p1, contacts[j].p1, elastic: isElastic)
    if mi.count < 2 { h.p1.clear(lane: 0) }
    if mj.count < 2 { h.p1.clear(lane: 1) }
  }
}

/// What preparing reads for every point: the normals, masses, centres and velocities of two lanes.
private struct PointFrame {
  let nx: Pair
  let ny: Pair
  let mA: Pair
  let iA: Pair
  let mB: Pair
  let iB: Pair
  let cAx: Pair
  let cAy: Pair
  let cBx: Pair
  let cBy: Pair
  let vAx: Pair
  let vAy: Pair
  let wA: Pair
  let vBx: Pair
  let vBy: Pair
  let wB: Pair

  /// Sets `p` from each lane's manifold point and the impulses carried into its contact point.
  /// Each anchor sits on its own body's surface (the manifold's point is midway between them):
  /// when a body turns during the step, the point of it that will touch turns with it. A shared
  /// midpoint would swing with the body from up to half the speculative gap away, and at high
  /// speed that gap is many times the body's size.
  @inline(__always)
  func setUp(
    _ p: inout HalfPoint, _ mi: ManifoldPoint, _ mj: ManifoldPoint, _ ci: ContactPointRecord, _ cj: ContactPointRecord,
    elastic: SIMDMask<SIMD2<Int64>>
  ) {
    let separation = gathered(mi.separation, mj.separation)
    let half = 0.5 * separation
    let pointX = gathered(mi.point.x, mj.point.x)
    let pointY = gathered(mi.point.y, mj.point.y)
    let rAx = (pointX - nx * half) - cAx
    let rAy = (pointY - ny * half) - cAy
    let rBx = (pointX + nx * half) - cBx + gathered(mi.spread.dx, mj.spread.dx)
    let rBy = (pointY + ny * half) - cBy + gathered(mi.spread.dy, mj.spread.dy)
    p.anchorAx = rAx
    p.anchorAy = rAy
    p.anchorBx = rBx
    p.anchorBy = rBy
    p.adjustedSeparation = separation - ((rBx - rAx) * nx + (rBy - rAy) * ny)
    let rnA = rAx * ny - rAy * nx
    let rnB = rBx * ny - rBy * nx
    p.rnA = rnA
    p.rnB = rnB
    let kNormal = mA + mB + iA * rnA * rnA + iB * rnB * rnB
    p.normalMass = inverseWherePositive(kNormal)
    // Friction acts where the shapes meet: once they overlap, at the middle of the two surfaces, as
    // in Box2D. Levers to each surface would be longer for the lower box of a loaded stack than for
    // its load, and a tall column would lean and fall. (The anchors stay on the surfaces, whose
    // distance the separation follows.)
    let overlap = half.replacing(with: 0, where: separation .>= 0)
    let minusNx = Pair(repeating: -0.0) - nx
    let rtA = (rAx * minusNx - rAy * ny) - overlap
    let rtB = (rBx * minusNx - rBy * ny) + overlap
    p.rtA = rtA
    p.rtB = rtB
    let kTangent = mA + mB + iA * rtA * rtA + iB * rtB * rtB
    p.tangentMass = inverseWherePositive(kTangent)
    let dvx = (vBx + (Pair(repeating: -0.0) - wB) * rBy) - (vAx + (Pair(repeating: -0.0) - wA) * rAy)
    let dvy = (vBy + wB * rBx) - (vAy + wA * rAx)
    p.relativeVelocity = nx * dvx + ny * dvy
    p.normalImpulse = Pair(Double(ci.normalImpulse), Double(cj.normalImpulse))
    p.tangentImpulse = Pair(Double(ci.tangentImpulse), Double(cj.tangentImpulse))
    p.earlierImpulse = Pair.zero.replacing(
      with: Pair(Double(ci.pendingImpulse), Double(cj.pendingImpulse)), where: elastic)
  }
}
