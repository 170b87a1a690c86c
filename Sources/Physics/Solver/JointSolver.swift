import Geometry

// The soft-step joint solver (Box2D v3's joints, solved in the same sub-steps as contacts). With
// anchors r_A, r_B from each centre of mass, rotated by the rotation since the step began, and
// d = (Δp_B − Δp_A) + (c_B − c_A) + r_B − r_A the current anchor-to-anchor vector:
//
//   distance   C = |d| − L along u = d/|d|; a spring when hertz > 0, limits as one-sided
//              (speculative while slack) constraints, a rigid rod otherwise
//   revolute   C = d (2×2 point constraint), plus a friction torque capped at h·τ per sub-step
//   weld       the revolute point constraint plus C = θ_B − θ_A − θ₀
//   prismatic  C = (d·n⊥, θ_B − θ_A − θ₀) with n the slide axis fixed in A, plus translation limits
//
// Rigid parts are softened with the joint softness when the bias is on and solved exactly when
// relaxing, like contacts.

/// The solver stages over all joints; bodies are read and written through `states`/`sims`.
enum JointSolver {
  /// Computes anchors, masses and offsets at the start of a step.
  static func prepare(_ j: inout JointConstraint, sims: UnsafeMutableBufferPointer<BodySim>, h: Double) {
    let simA = sims[Int(j.bodyA)]
    let qA = simA.xf.q
    var centerB = Point.zero
    var qB = Rotation.identity
    j.mA = simA.invMass
    j.iA = simA.invInertia
    j.anchorA = qA.apply(j.localAnchorA - simA.localCenter)
    if j.bodyB >= 0 {
      let simB = sims[Int(j.bodyB)]
      centerB = simB.center
      qB = simB.xf.q
      j.mB = simB.invMass
      j.iB = simB.invInertia
      j.anchorB = qB.apply(j.localAnchorB - simB.localCenter)
    } else {
      j.mB = 0
      j.iB = 0
      j.anchorB = j.localAnchorB
    }
    j.deltaCenter = centerB - simA.center
    j.deltaAngle = wrapped(qA.relative(to: qB).angle - j.referenceAngle)
    j.axisA = qA.apply(j.localAxisA)
    j.springSoftness = Softness(hertz: j.hertz, zeta: j.dampingRatio, h: h)
    switch j.kind {
    case .distance:
      let u = (j.deltaCenter + j.anchorB - j.anchorA).normalized
      let crA = j.anchorA.cross(u)
      let crB = j.anchorB.cross(u)
      let k = j.mA + j.mB + j.iA * crA * crA + j.iB * crB * crB
      j.axialMass = k > 0 ? 1 / k : 0
    case .revolute, .weld, .prismatic:
      let k = j.iA + j.iB
      j.axialMass = k > 0 ? 1 / k : 0
    }
  }

  /// Applies last step's impulses again, so resting chains start where they left off.
  static func warmStart(_ j: inout JointConstraint, states: UnsafeMutableBufferPointer<BodyState>) {
    var s = Bodies(j, states)
    switch j.kind {
    case .distance:
      let u = s.separation(j).normalized
      s.apply(u * (j.springImpulse + j.lowerImpulse - j.upperImpulse), j)
    case .revolute:
      s.apply(j.linearImpulse, j, angular: j.frictionImpulse)
    case .weld:
      s.apply(j.linearImpulse, j, angular: j.angularImpulse)
    case .prismatic:
      let f = PrismaticFrame(j, s)
      let axial = j.lowerImpulse - j.upperImpulse
      let p = f.perpendicular * j.linearImpulse.dx + f.axis * axial
      s.apply(
        p, j, angularA: j.linearImpulse.dx * f.s1 + j.linearImpulse.dy + axial * f.a1,
        angularB: j.linearImpulse.dx * f.s2 + j.linearImpulse.dy + axial * f.a2)
    }
    s.store(j, states)
  }

  /// One velocity pass; `useBias` pushes positions back together, relaxing passes leave it off.
  static func solve(
    _ j: inout JointConstraint, states: UnsafeMutableBufferPointer<BodyState>, softness: Softness, h: Double,
    useBias: Bool
  ) {
    var s = Bodies(j, states)
    let rigid = useBias ? softness : Softness(hertz: 0, zeta: 0, h: h)
    switch j.kind {
    case .distance: solveDistance(&j, &s, softness: softness, h: h, useBias: useBias)
    case .revolute:
      solveFriction(&j, &s, h: h)
      solvePoint(&j, &s, rigid)
    case .weld:
      solveAngle(&j, &s, rigid)
      solvePoint(&j, &s, rigid)
    case .prismatic: solvePrismatic(&j, &s, softness: softness, h: h, useBias: useBias)
    }
    s.store(j, states)
  }

  private static func solveDistance(
    _ j: inout JointConstraint, _ s: inout Bodies, softness: Softness, h: Double, useBias: Bool
  ) {
    let d = s.separation(j)
    let length = d.length
    let u = length > 1e-9 ? d / length : Vector(dx: 1, dy: 0)
    guard j.enableSpring && j.minLength < j.maxLength else {
      let soft = useBias ? softness : Softness(hertz: 0, zeta: 0, h: h)
      let c = length - j.length
      let cdot = u.dot(s.relativeVelocity)
      let impulse = -soft.massScale * j.axialMass * (cdot + soft.biasRate * c) - soft.impulseScale * j.springImpulse
      j.springImpulse += impulse
      s.apply(u * impulse, j)
      return
    }
    if j.hertz > 0 {
      let soft = j.springSoftness
      let cdot = u.dot(s.relativeVelocity)
      let c = length - j.length
      let impulse = -soft.massScale * j.axialMass * (cdot + soft.biasRate * c) - soft.impulseScale * j.springImpulse
      j.springImpulse += impulse
      s.apply(u * impulse, j)
    }
    if j.minLength > 0 {
      let impulse = limitImpulse(
        c: length - j.minLength, cdot: u.dot(s.relativeVelocity), mass: j.axialMass, accumulated: &j.lowerImpulse,
        softness: softness, h: h, useBias: useBias)
      s.apply(u * impulse, j)
    }
    if j.maxLength.isFinite {
      let impulse = limitImpulse(
        c: j.maxLength - length, cdot: -u.dot(s.relativeVelocity), mass: j.axialMass, accumulated: &j.upperImpulse,
        softness: softness, h: h, useBias: useBias)
      s.apply(u * -impulse, j)
    }
  }

  /// The impulse of a one-sided limit `c ≥ 0` moving at `cdot`: speculative while slack, soft
  /// when violated and the bias is on.
  private static func limitImpulse(
    c: Double, cdot: Double, mass: Double, accumulated: inout Double, softness: Softness, h: Double, useBias: Bool
  ) -> Double {
    var bias = 0.0
    var massScale = 1.0
    var impulseScale = 0.0
    if c > 0 {
      bias = c / h
    } else if useBias {
      bias = softness.biasRate * c
      massScale = softness.massScale
      impulseScale = softness.impulseScale
    }
    let impulse = -massScale * mass * (cdot + bias) - impulseScale * accumulated
    let total = max(0, accumulated + impulse)
    let applied = total - accumulated
    accumulated = total
    return applied
  }

  /// Resists relative turning up to the joint's friction torque.
  private static func solveFriction(_ j: inout JointConstraint, _ s: inout Bodies, h: Double) {
    guard j.frictionTorque > 0, j.axialMass > 0 else { return }
    let maxImpulse = h * j.frictionTorque
    let old = j.frictionImpulse
    j.frictionImpulse = min(maxImpulse, max(-maxImpulse, old - j.axialMass * (s.wB - s.wA)))
    let impulse = j.frictionImpulse - old
    s.wA -= j.iA * impulse
    s.wB += j.iB * impulse
  }

  /// Keeps the relative angle at the reference angle.
  private static func solveAngle(_ j: inout JointConstraint, _ s: inout Bodies, _ soft: Softness) {
    let c = j.deltaAngle + s.turnSinceStart
    let impulse =
      -j.axialMass * soft.massScale * (s.wB - s.wA + soft.biasRate * c) - soft.impulseScale * j.angularImpulse
    j.angularImpulse += impulse
    s.wA -= j.iA * impulse
    s.wB += j.iB * impulse
  }

  /// Keeps the two anchors together.
  private static func solvePoint(_ j: inout JointConstraint, _ s: inout Bodies, _ soft: Softness) {
    let rA = s.rA
    let rB = s.rB
    let k11 = j.mA + j.mB + rA.dy * rA.dy * j.iA + rB.dy * rB.dy * j.iB
    let k12 = -rA.dy * rA.dx * j.iA - rB.dy * rB.dx * j.iB
    let k22 = j.mA + j.mB + rA.dx * rA.dx * j.iA + rB.dx * rB.dx * j.iB
    let rhs = s.relativeVelocity + s.separation(j) * soft.biasRate
    let b = solve2(k11, k12, k22, rhs)
    let impulse = b * -soft.massScale - j.linearImpulse * soft.impulseScale
    j.linearImpulse += impulse
    s.apply(impulse, j)
  }

  private static func solvePrismatic(
    _ j: inout JointConstraint, _ s: inout Bodies, softness: Softness, h: Double, useBias: Bool
  ) {
    if j.enableLimit {
      let f = PrismaticFrame(j, s)
      let k = j.mA + j.mB + j.iA * f.a1 * f.a1 + j.iB * f.a2 * f.a2
      let mass = k > 0 ? 1 / k : 0
      let lower = limitImpulse(
        c: f.translation - j.lowerTranslation, cdot: f.axialSpeed(s), mass: mass, accumulated: &j.lowerImpulse,
        softness: softness, h: h, useBias: useBias)
      s.apply(f.axis * lower, j, angularA: lower * f.a1, angularB: lower * f.a2)
      let upper = limitImpulse(
        c: j.upperTranslation - f.translation, cdot: -f.axialSpeed(s), mass: mass, accumulated: &j.upperImpulse,
        softness: softness, h: h, useBias: useBias)
      s.apply(f.axis * -upper, j, angularA: -upper * f.a1, angularB: -upper * f.a2)
    }
    let f = PrismaticFrame(j, s)
    let soft = useBias ? softness : Softness(hertz: 0, zeta: 0, h: h)
    let cdot = Vector(dx: f.perpendicular.dot(s.vB - s.vA) + f.s2 * s.wB - f.s1 * s.wA, dy: s.wB - s.wA)
    let c = Vector(dx: f.perpendicular.dot(f.d), dy: j.deltaAngle + s.turnSinceStart)
    let k22 = j.iA + j.iB
    let b = solve2(
      j.mA + j.mB + j.iA * f.s1 * f.s1 + j.iB * f.s2 * f.s2, j.iA * f.s1 + j.iB * f.s2, k22 > 0 ? k22 : 1,
      cdot + c * soft.biasRate)
    let impulse = b * -soft.massScale - j.linearImpulse * soft.impulseScale
    j.linearImpulse += impulse
    s.apply(
      f.perpendicular * impulse.dx, j, angularA: impulse.dx * f.s1 + impulse.dy,
      angularB: impulse.dx * f.s2 + impulse.dy)
  }

  /// Solves the symmetric 2×2 system [k11 k12; k12 k22]·x = b (zero when singular).
  private static func solve2(_ k11: Double, _ k12: Double, _ k22: Double, _ b: Vector) -> Vector {
    var det = k11 * k22 - k12 * k12
    if det != 0 { det = 1 / det }
    return Vector(dx: det * (k22 * b.dx - k12 * b.dy), dy: det * (k11 * b.dy - k12 * b.dx))
  }

  private static func wrapped(_ angle: Double) -> Double {
    let pi = 3.141592653589793
    if angle > pi { return angle - 2 * pi }
    if angle <= -pi { return angle + 2 * pi }
    return angle
  }
}

/// A joint's two bodies while a stage works on it (body B is the still world when `bodyB` < 0).
private struct Bodies {
  var vA: Vector
  var wA: Double
  var vB = Vector.zero
  var wB = 0.0
  let dpA: Vector
  var dpB = Vector.zero
  let dqA: Rotation
  var dqB = Rotation.identity
  let rA: Vector
  let rB: Vector

  @inline(__always)
  init(_ j: JointConstraint, _ states: UnsafeMutableBufferPointer<BodyState>) {
    let a = states[Int(j.bodyA)]
    vA = a.v
    wA = a.w
    dpA = a.dp
    dqA = a.dq
    rA = a.dq.apply(j.anchorA)
    if j.bodyB >= 0 {
      let b = states[Int(j.bodyB)]
      vB = b.v
      wB = b.w
      dpB = b.dp
      dqB = b.dq
      rB = b.dq.apply(j.anchorB)
    } else {
      rB = j.anchorB
    }
  }

  /// The vector from A's anchor to B's anchor now.
  func separation(_ j: JointConstraint) -> Vector { dpB - dpA + j.deltaCenter + rB - rA }

  /// How fast B's anchor moves away from A's.
  var relativeVelocity: Vector {
    vB + Vector(dx: -wB * rB.dy, dy: wB * rB.dx) - vA - Vector(dx: -wA * rA.dy, dy: wA * rA.dx)
  }

  /// How far B has turned relative to A since the step began, in radians.
  var turnSinceStart: Double { dqA.relative(to: dqB).angle }

  /// Applies `p` to B at its anchor and −`p` to A at its anchor, plus an extra angular impulse.
  @inline(__always)
  mutating func apply(_ p: Vector, _ j: JointConstraint, angular: Double = 0) {
    apply(p, j, angularA: rA.cross(p) + angular, angularB: rB.cross(p) + angular)
  }

  /// Applies `p` to B and −`p` to A with the given angular impulses.
  @inline(__always)
  mutating func apply(_ p: Vector, _ j: JointConstraint, angularA: Double, angularB: Double) {
    vA -= p * j.mA
    wA -= j.iA * angularA
    vB += p * j.mB
    wB += j.iB * angularB
  }

  func store(_ j: JointConstraint, _ states: UnsafeMutableBufferPointer<BodyState>) {
    states[Int(j.bodyA)].setMotion(vA, wA)
    guard j.bodyB >= 0 else { return }
    states[Int(j.bodyB)].setMotion(vB, wB)
  }
}

/// A prismatic joint's slide axis and lever arms now.
private struct PrismaticFrame {
  let axis: Vector
  let perpendicular: Vector
  let d: Vector
  let translation: Double
  let a1: Double
  let a2: Double
  let s1: Double
  let s2: Double

  init(_ j: JointConstraint, _ s: Bodies) {
    axis = s.dqA.apply(j.axisA)
    perpendicular = Vector(dx: -axis.dy, dy: axis.dx)
    d = s.separation(j)
    translation = axis.dot(d)
    a1 = (d + s.rA).cross(axis)
    a2 = s.rB.cross(axis)
    s1 = (d + s.rA).cross(perpendicular)
    s2 = s.rB.cross(perpendicular)
  }

  /// How fast B slides along the axis relative to A.
  func axialSpeed(_ s: Bodies) -> Double { axis.dot(s.vB - s.vA) + a2 * s.wB - a1 * s.wA }
}
