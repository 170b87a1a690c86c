import Geometry

// The soft-step contact solver (Box2D v3, "Solver2D"), per contact point with anchors rA, rB from
// each body's centre of mass and normal n from A to B:
//
//   separation   s  = (Δp_B + Δq_B·r_B − Δp_A − Δq_A·r_A)·n + s₀ − (r_B − r_A)·n
//   normal speed vₙ = (v_B + ω_B × r_B − v_A − ω_A × r_A)·n
//   s > 0 (speculative):  allow approach up to s/h, so the bodies meet exactly at the sub-step's end
//   s ≤ 0 with bias:      push apart at rate max(biasRate·s, −maxPush), softened by massScale/impulseScale
//   impulse  λ = −mₙ·massScale·(vₙ + bias) − impulseScale·λ_acc,  accumulated λ_acc ≥ 0
//   friction |λₜ| ≤ μ·λ_acc;  restitution after each sub-step sets vₙ = −e·vₙ(sub-step start) where
//   the contact was hit. (Box2D bounces once per step against the speed before the step; when a body
//   hits a wall and a ball in one step, that target is stale and elastic scenes gain or lose several
//   percent of their energy. Per sub-step, breakout_stress keeps it within 1.1%.)

/// One point of a contact constraint.
struct ContactPoint {
  var anchorA = Vector.zero
  var anchorB = Vector.zero
  var adjustedSeparation = 0.0
  var relativeVelocity = 0.0
  var normalImpulse = 0.0
  var tangentImpulse = 0.0
  var maxNormalImpulse = 0.0
  /// What a perfectly elastic point pushed with in earlier sub-steps (and steps) since it was last
  /// free (see `ContactSolver.elasticBounce`).
  var earlierImpulse = 0.0
  /// The separation the last pass measured, in points.
  var separation = 0.0
  /// Whether the point pushed at an earlier sub-step (see `ContactPointRecord.touched`).
  var touched = false
  /// Whether the point bounced since the last warm start: its bodies then separate, and its
  /// accumulated impulses (bounce included) are not applied again (see `ContactSolver.warmStart`).
  var bounced = false
  var normalMass = 0.0
  var tangentMass = 0.0
  /// rA × n, rB × n, rA × t and rB × t: how a push along the normal or tangent turns each body.
  var rnA = 0.0
  var rnB = 0.0
  var rtA = 0.0
  var rtB = 0.0

  /// Writes what the solver changed back into the contact's record of the point.
  func store(into record: inout ContactPointRecord) {
    record.normalImpulse = bounced ? 0 : normalImpulse
    record.tangentImpulse = bounced ? 0 : tangentImpulse
    record.maxNormalImpulse = maxNormalImpulse
    record.touched = touched
    record.pendingImpulse = bounced ? 0 : earlierImpulse + normalImpulse
  }
}

/// A contact ready to solve one at a time (Box2D's `b2ContactConstraint`), built from a `Contact`
/// each step for the contacts that are not solved two at a time.
struct ContactConstraint {
  var bodyA: Int32
  var bodyB: Int32
  var normal = Vector.zero
  var friction = 0.0
  var restitution = 0.0
  var softness = Softness(hertz: 0, zeta: 0, h: 1)
  var invMassA = 0.0
  var invInertiaA = 0.0
  var invMassB = 0.0
  var invInertiaB = 0.0
  var count = 0
  var p0 = ContactPoint()
  var p1 = ContactPoint()
  /// Whether the contact bounces in the sub-step where it is hit. Contacts with a kinematic body
  /// (which code may move anywhere, at any speed) or a body that covers several of its own sizes
  /// in one step bounce once, at the step's end, so nothing flies on within the step toward
  /// shapes this step's contacts do not cover.
  var bouncesEachSubstep = true

  /// Computes masses and anchors for `contact` from its manifold `m`, with the impulses it carried over.
  init(
    _ contact: Contact, manifold m: Manifold, sims: UnsafeMutableBufferPointer<BodySim>,
    states: UnsafeMutableBufferPointer<BodyState>, softness: Softness, staticSoftness: Softness
  ) {
    bodyA = contact.bodyA
    bodyB = contact.bodyB
    friction = contact.friction
    restitution = contact.restitution
    bouncesEachSubstep = contact.bouncesEachSubstep
    count = contact.count
    p0.normalImpulse = contact.p0.normalImpulse
    p0.tangentImpulse = contact.p0.tangentImpulse
    p1.normalImpulse = contact.p1.normalImpulse
    p1.tangentImpulse = contact.p1.tangentImpulse
    if restitution >= 1 {
      p0.earlierImpulse = contact.p0.pendingImpulse
      p1.earlierImpulse = contact.p1.pendingImpulse
    }
    let simA = sims[Int(bodyA)]
    let simB = sims[Int(bodyB)]
    let mA = simA.invMass
    let iA = simA.invInertia
    let mB = simB.invMass
    let iB = simB.invInertia
    self.softness = (mA == 0 || mB == 0) ? staticSoftness : softness
    invMassA = mA
    invInertiaA = iA
    invMassB = mB
    invInertiaB = iB
    normal = m.normal
    let n = m.normal
    let t = Vector(dx: n.dy, dy: -n.dx)
    let vA = states[Int(bodyA)].v
    let wA = states[Int(bodyA)].w
    let vB = states[Int(bodyB)].v
    let wB = states[Int(bodyB)].w
    func setUp(_ cp: inout ContactPoint, _ mp: ManifoldPoint) {
      // Each anchor sits on its own body's surface (the manifold's point is midway between
      // them): when a body turns during the step, the point of it that will touch turns with it.
      // A shared midpoint would swing with the body from up to half the speculative gap away,
      // and at high speed that gap is many times the body's size.
      let half = 0.5 * mp.separation
      let rA = Point(x: mp.point.x - n.dx * half, y: mp.point.y - n.dy * half) - simA.center
      let rB = Point(x: mp.point.x + n.dx * half, y: mp.point.y + n.dy * half) - simB.center
      cp.anchorA = rA
      cp.anchorB = rB
      cp.adjustedSeparation = mp.separation - (rB - rA).dot(n)
      let rnA = rA.cross(n)
      let rnB = rB.cross(n)
      cp.rnA = rnA
      cp.rnB = rnB
      let kNormal = mA + mB + iA * rnA * rnA + iB * rnB * rnB
      cp.normalMass = kNormal > 0 ? 1 / kNormal : 0
      let rtA = rA.cross(t)
      let rtB = rB.cross(t)
      cp.rtA = rtA
      cp.rtB = rtB
      let kTangent = mA + mB + iA * rtA * rtA + iB * rtB * rtB
      cp.tangentMass = kTangent > 0 ? 1 / kTangent : 0
      let dv = (vB + Vector(dx: -wB * rB.dy, dy: wB * rB.dx)) - (vA + Vector(dx: -wA * rA.dy, dy: wA * rA.dx))
      cp.relativeVelocity = n.dot(dv)
      cp.maxNormalImpulse = 0
    }
    setUp(&p0, m.point0)
    if m.count > 1 { setUp(&p1, m.point1) }
  }

  /// Writes what the solver changed back into `contact`.
  func store(into contact: inout Contact) {
    contact.anchorA = p0.anchorA
    p0.store(into: &contact.p0)
    if count > 1 { p1.store(into: &contact.p1) }
  }
}

/// The solver stages over all contacts; bodies are read and written through `states`/`sims`.
enum ContactSolver {
  /// The velocities of a contact's two bodies while a stage works on it.
  struct Pair {
    var vA: Vector
    var wA: Double
    var vB: Vector
    var wB: Double
    let mA: Double
    let iA: Double
    let mB: Double
    let iB: Double

    @inline(__always)
    init(_ c: ContactConstraint, _ states: UnsafeMutableBufferPointer<BodyState>) {
      let a = Int(c.bodyA)
      let b = Int(c.bodyB)
      vA = states[a].v
      wA = states[a].w
      vB = states[b].v
      wB = states[b].w
      mA = c.invMassA
      iA = c.invInertiaA
      mB = c.invMassB
      iB = c.invInertiaB
    }

    /// Speed of B's contact point relative to A's along `axis`, given the arms' cross products with it.
    @inline(__always)
    func speed(along axis: Vector, _ armA: Double, _ armB: Double) -> Double {
      (vB.dx - vA.dx) * axis.dx + (vB.dy - vA.dy) * axis.dy + wB * armB - wA * armA
    }

    /// Applies an impulse of `lambda` along `axis` to B and its opposite to A.
    @inline(__always)
    mutating func apply(_ lambda: Double, along axis: Vector, _ armA: Double, _ armB: Double) {
      vA.dx -= axis.dx * (lambda * mA)
      vA.dy -= axis.dy * (lambda * mA)
      wA -= iA * lambda * armA
      vB.dx += axis.dx * (lambda * mB)
      vB.dy += axis.dy * (lambda * mB)
      wB += iB * lambda * armB
    }

    /// Writes the velocities back to the bodies that can move.
    @inline(__always)
    func store(_ c: ContactConstraint, _ states: UnsafeMutableBufferPointer<BodyState>) {
      if mA > 0 || iA > 0 {
        states[Int(c.bodyA)].v = vA
        states[Int(c.bodyA)].w = wA
      }
      if mB > 0 || iB > 0 {
        states[Int(c.bodyB)].v = vB
        states[Int(c.bodyB)].w = wB
      }
    }
  }

  /// Starts a sub-step: records each point's approach speed (the target a bounce reverses) and
  /// forgets which points pushed, so restitution acts in the sub-step where a contact is hit,
  /// against the speed it was actually hit with.
  static func measureApproach(_ c: inout ContactConstraint, states: UnsafeMutableBufferPointer<BodyState>) {
    if c.restitution >= 1 {
      c.p0.earlierImpulse = c.p0.bounced ? 0 : c.p0.earlierImpulse + c.p0.normalImpulse
      c.p1.earlierImpulse = c.p1.bounced ? 0 : c.p1.earlierImpulse + c.p1.normalImpulse
    }
    guard c.bouncesEachSubstep else { return }
    let sA = states[Int(c.bodyA)]
    let sB = states[Int(c.bodyB)]
    let n = c.normal
    @inline(__always)
    func measure(_ cp: inout ContactPoint) {
      cp.relativeVelocity = (sB.v - sA.v).dot(n) + sB.w * cp.rnB - sA.w * cp.rnA
      if cp.maxNormalImpulse > 0 { cp.touched = true }
      cp.maxNormalImpulse = 0
    }
    measure(&c.p0)
    if c.count > 1 { measure(&c.p1) }
  }

  /// Applies the accumulated impulses of the last sub-step again, except at points that bounced
  /// since: their bodies separate, and applying the bounce a second time (for the next pass to take
  /// back) is where elastic contacts gained energy — the pass that takes it back comes after other
  /// contacts have already passed the extra speed on.
  static func warmStart(
    _ c: inout ContactConstraint, states: UnsafeMutableBufferPointer<BodyState>
  ) {
    let elastic = bouncesElastically(c)
    forgetBounce(&c.p0, elastic)
    if c.count > 1 { forgetBounce(&c.p1, elastic) }
    var pair = Pair(c, states)
    let n = c.normal
    let t = Vector(dx: n.dy, dy: -n.dx)
    pair.apply(c.p0.normalImpulse, along: n, c.p0.rnA, c.p0.rnB)
    pair.apply(c.p0.tangentImpulse, along: t, c.p0.rtA, c.p0.rtB)
    if c.count > 1 {
      pair.apply(c.p1.normalImpulse, along: n, c.p1.rnA, c.p1.rnB)
      pair.apply(c.p1.tangentImpulse, along: t, c.p1.rtA, c.p1.rtB)
    }
    pair.store(c, states)
  }

  /// Zeroes the accumulated impulses of a point that bounced.
  @inline(__always)
  private static func forgetBounce(_ cp: inout ContactPoint, _ elastic: Bool) {
    guard cp.bounced || elastic else { return }
    cp.normalImpulse = 0
    cp.tangentImpulse = 0
    cp.bounced = false
  }

  /// One pass of the normal and friction constraints.
  static func solve(
    _ c: inout ContactConstraint, states: UnsafeMutableBufferPointer<BodyState>,
    inverseH: Double, useBias: Bool, maxPush: Double
  ) {
    var pair = Pair(c, states)
    let sA = states[Int(c.bodyA)]
    let sB = states[Int(c.bodyB)]
    let stage = NormalStage(
      dp: sB.dp - sA.dp, dqA: sA.dq, dqB: sB.dq, n: c.normal, softness: c.softness, inverseH: inverseH,
      maxPush: maxPush, useBias: useBias, elastic: ContactSolver.bouncesElastically(c))
    stage.solve(&c.p0, &pair)
    if c.count > 1 { stage.solve(&c.p1, &pair) }
    let t = Vector(dx: c.normal.dy, dy: -c.normal.dx)
    tangent(&c.p0, &pair, t, c.friction)
    if c.count > 1 { tangent(&c.p1, &pair, t, c.friction) }
    pair.store(c, states)
  }

  /// What the normal constraint of a contact's points needs in one pass. (A value with a method
  /// taking the velocities `inout`, not a closure over them: in the wasm build such a closure's
  /// captures went to the heap on every call.)
  private struct NormalStage {
    let dp: Vector
    let dqA: Rotation
    let dqB: Rotation
    let n: Vector
    let softness: Softness
    let inverseH: Double
    let maxPush: Double
    let useBias: Bool
    /// Whether the contact bounces by Poisson's rule (see ContactSolver+Elastic.swift): it then
    /// pushes against no speculative gap, and its relax pass only takes pushes back across one.
    let elastic: Bool

    /// Solves point `cp`'s normal constraint, changing `pair`'s velocities.
    @inline(__always)
    func solve(_ cp: inout ContactPoint, _ pair: inout Pair) {
      let rA = cp.anchorA
      let rB = cp.anchorB
      let d = dp + dqB.apply(rB) - dqA.apply(rA)
      let s = d.dot(n) + cp.adjustedSeparation
      cp.separation = s
      var bias = 0.0
      var massScale = 1.0
      var impulseScale = 0.0
      if s > 0 {
        bias = s * inverseH
        if elastic && useBias { massScale = 0 }
      } else if useBias {
        bias = max(softness.biasRate * s, -maxPush)
        massScale = softness.massScale
        impulseScale = softness.impulseScale
      }
      let vn = pair.speed(along: n, cp.rnA, cp.rnB)
      var impulse = -cp.normalMass * massScale * (vn + bias) - impulseScale * cp.normalImpulse
      if elastic && !useBias && s > 0 { impulse = min(impulse, 0) }
      let newImpulse = max(cp.normalImpulse + impulse, 0)
      impulse = newImpulse - cp.normalImpulse
      cp.normalImpulse = newImpulse
      cp.maxNormalImpulse = max(cp.maxNormalImpulse, impulse)
      pair.apply(impulse, along: n, cp.rnA, cp.rnB)
    }
  }

  /// Solves point `cp`'s friction along tangent `t`, changing `pair`'s velocities.
  @inline(__always)
  private static func tangent(_ cp: inout ContactPoint, _ pair: inout Pair, _ t: Vector, _ friction: Double) {
    let vt = pair.speed(along: t, cp.rtA, cp.rtB)
    let maxFriction = friction * cp.normalImpulse
    let newImpulse = max(-maxFriction, min(cp.tangentImpulse - cp.tangentMass * vt, maxFriction))
    let impulse = newImpulse - cp.tangentImpulse
    cp.tangentImpulse = newImpulse
    pair.apply(impulse, along: t, cp.rtA, cp.rtB)
  }

  /// Bounces contacts hit faster than `threshold` in this sub-step: vₙ becomes −e·vₙ(sub-step start).
  /// Perfectly elastic contacts (e = 1) bounce otherwise, by `bounceElastic`: elasticity 1 promises
  /// no energy lost, which this rule cannot keep where several points press at once.
  /// Returns the largest change of normal speed it made, in points per second, or nil when no
  /// point of the contact bounces in this sub-step.
  @discardableResult
  static func applyRestitution(
    _ c: inout ContactConstraint, states: UnsafeMutableBufferPointer<BodyState>,
    threshold: Double
  ) -> Double? {
    guard c.restitution > 0, !bouncesElastically(c) else { return nil }
    var largest: Double?
    var pair = Pair(c, states)
    let e = c.restitution
    let threshold = e >= 1 ? 0 : threshold
    bounce(&c.p0, &pair, c.normal, e, threshold, &largest)
    if c.count > 1 { bounce(&c.p1, &pair, c.normal, e, threshold, &largest) }
    pair.store(c, states)
    return largest
  }

  /// One point of `applyRestitution` (a static function with `inout` arguments: a closure over
  /// mutable locals put its captures on the heap on every call in the wasm build).
  @inline(__always)
  private static func bounce(
    _ cp: inout ContactPoint, _ pair: inout Pair, _ n: Vector, _ e: Double, _ threshold: Double,
    _ largest: inout Double?
  ) {
    guard cp.relativeVelocity < -threshold, cp.maxNormalImpulse > 0 else { return }
    cp.bounced = true
    let vn = pair.speed(along: n, cp.rnA, cp.rnB)
    let newImpulse = max(cp.normalImpulse - cp.normalMass * (vn + e * cp.relativeVelocity), 0)
    let impulse = newImpulse - cp.normalImpulse
    cp.normalImpulse = newImpulse
    cp.maxNormalImpulse = max(cp.maxNormalImpulse, impulse)
    pair.apply(impulse, along: n, cp.rnA, cp.rnB)
    largest = max(largest ?? 0, cp.normalMass > 0 ? abs(impulse) / cp.normalMass : 0)
  }
}
