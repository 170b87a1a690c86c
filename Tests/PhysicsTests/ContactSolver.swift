import Geometry

@testable import Physics

/// The contact solver's stages for one contact at a time, in plain Float arithmetic (Box2D's
/// `_Overflow` functions): the same formulas in the same order as one lane of `WideContactSolver`,
/// the reference the tests hold the lanes to (`ScalarSolverTests`).
enum ContactSolver {
  /// The velocities of a constraint's bodies.
  struct Bodies {
    var vAx: Float
    var vAy: Float
    var wA: Float
    var vBx: Float
    var vBy: Float
    var wB: Float
    let mA: Float
    let iA: Float
    let mB: Float
    let iB: Float

    init(_ c: ContactConstraint, _ states: UnsafeMutableBufferPointer<BodyState>) {
      let a = states[Int(c.bodyA)].motion
      let b = states[Int(c.bodyB)].motion
      (vAx, vAy, wA) = (a.x, a.y, a.z)
      (vBx, vBy, wB) = (b.x, b.y, b.z)
      (mA, iA, mB, iB) = (c.invMassA, c.invInertiaA, c.invMassB, c.invInertiaB)
    }

    /// Speed of B's contact point relative to A's along (x, y), given the arms' cross products with it.
    func speed(_ x: Float, _ y: Float, _ armA: Float, _ armB: Float) -> Float {
      (vBx - vAx) * x + (vBy - vAy) * y + wB * armB - wA * armA
    }

    /// Applies impulse `lambda` along (x, y) to B and its opposite to A.
    mutating func apply(_ lambda: Float, _ x: Float, _ y: Float, _ armA: Float, _ armB: Float) {
      vAx -= x * (lambda * mA)
      vAy -= y * (lambda * mA)
      wA -= iA * lambda * armA
      vBx += x * (lambda * mB)
      vBy += y * (lambda * mB)
      wB += iB * lambda * armB
    }

    /// Writes the velocities back, A's first.
    func store(_ c: ContactConstraint, _ states: UnsafeMutableBufferPointer<BodyState>) {
      states[Int(c.bodyA)].motion = Lanes(vAx, vAy, wA, 0)
      states[Int(c.bodyB)].motion = Lanes(vBx, vBy, wB, 0)
    }
  }

  /// The displacement of B relative to A and their rotations since the step began.
  struct Displacements {
    var dpx: Float = 0
    var dpy: Float = 0
    var qAc: Float = 1
    var qAs: Float = 0
    var qBc: Float = 1
    var qBs: Float = 0

    /// Nothing moved: the displacements every body has when a step begins.
    static var atStepStart: Displacements { Displacements() }

    private init() {}

    init(_ c: ContactConstraint, _ states: UnsafeMutableBufferPointer<BodyState>) {
      let a = states[Int(c.bodyA)].moved
      let b = states[Int(c.bodyB)].moved
      dpx = b.x - a.x
      dpy = b.y - a.y
      (qAc, qAs, qBc, qBs) = (a.z, a.w, b.z, b.w)
    }

    /// The separation of point `p` along (nx, ny) after these displacements.
    func separation(_ p: ConstraintPoint, _ nx: Float, _ ny: Float) -> Float {
      let dx = (dpx + (qBc * p.anchorBx - qBs * p.anchorBy)) - (qAc * p.anchorAx - qAs * p.anchorAy)
      let dy = (dpy + (qBs * p.anchorBx + qBc * p.anchorBy)) - (qAs * p.anchorAx + qAc * p.anchorAy)
      return dx * nx + dy * ny + p.adjustedSeparation
    }
  }

  /// `Swift.max` as the lanes compute it: `x` where `x > y`, else `y`.
  private static func maximum(_ x: Float, _ y: Float) -> Float { x > y ? x : y }

  /// `Swift.min` as the lanes compute it: `y` where `y < x`, else `x`.
  private static func minimum(_ x: Float, _ y: Float) -> Float { y < x ? y : x }

  // MARK: Sub-step start

  /// Starts a sub-step after the first: records the approach speeds bounces reverse (see
  /// `WideContactSolver.measureApproach`).
  static func measureApproach(_ c: inout ContactConstraint, states: UnsafeMutableBufferPointer<BodyState>) {
    if c.elastic {
      carryElastic(&c.p0)
      if c.pointCount > 1 { carryElastic(&c.p1) }
    }
    guard c.bouncesEachSubstep && c.restitution > 0 else { return }
    let bodies = Bodies(c, states)
    measure(&c.p0, bodies, c.normalX, c.normalY)
    if c.pointCount > 1 { measure(&c.p1, bodies, c.normalX, c.normalY) }
  }

  private static func measure(_ p: inout ConstraintPoint, _ bodies: Bodies, _ nx: Float, _ ny: Float) {
    p.relativeVelocity = bodies.speed(nx, ny, p.rnA, p.rnB)
    if p.maxNormalImpulse > 0 { p.touched = true }
    p.maxNormalImpulse = 0
  }

  private static func carryElastic(_ p: inout ConstraintPoint) {
    p.earlierImpulse = p.bounced ? 0 : p.earlierImpulse + p.normalImpulse
  }

  /// Applies the accumulated impulses of the last sub-step again, except at points that bounced since.
  static func warmStart(_ c: inout ContactConstraint, states: UnsafeMutableBufferPointer<BodyState>) {
    forgetBounce(&c.p0, c.elastic)
    if c.pointCount > 1 { forgetBounce(&c.p1, c.elastic) }
    var bodies = Bodies(c, states)
    let (nx, ny) = (c.normalX, c.normalY)
    let (tx, ty) = (ny, -nx)
    bodies.apply(c.p0.normalImpulse, nx, ny, c.p0.rnA, c.p0.rnB)
    bodies.apply(c.p0.tangentImpulse, tx, ty, c.p0.rtA, c.p0.rtB)
    if c.pointCount > 1 {
      bodies.apply(c.p1.normalImpulse, nx, ny, c.p1.rnA, c.p1.rnB)
      bodies.apply(c.p1.tangentImpulse, tx, ty, c.p1.rtA, c.p1.rtB)
    }
    bodies.store(c, states)
  }

  private static func forgetBounce(_ p: inout ConstraintPoint, _ elastic: Bool) {
    if p.bounced || elastic {
      p.normalImpulse = 0
      p.tangentImpulse = 0
    }
    p.bounced = false
  }

  // MARK: Passes

  /// One pass of the constraint: the normal constraints, and friction in the relax pass.
  static func solve(
    _ c: inout ContactConstraint, states: UnsafeMutableBufferPointer<BodyState>, inverseH: Float, maxPush: Float,
    pass: WideContactSolver.Pass
  ) {
    let useBias = pass == .biased
    var bodies = Bodies(c, states)
    let moved = useBias ? Displacements.atStepStart : Displacements(c, states)
    normal(&c.p0, &bodies, moved, c, inverseH: inverseH, maxPush: maxPush, useBias: useBias)
    if c.pointCount > 1 { normal(&c.p1, &bodies, moved, c, inverseH: inverseH, maxPush: maxPush, useBias: useBias) }
    if !useBias {
      tangent(&c.p0, &bodies, c)
      if c.pointCount > 1 { tangent(&c.p1, &bodies, c) }
    }
    bodies.store(c, states)
  }

  private static func normal(
    _ p: inout ConstraintPoint, _ bodies: inout Bodies, _ moved: Displacements, _ c: ContactConstraint,
    inverseH: Float, maxPush: Float, useBias: Bool
  ) {
    let s: Float
    if useBias {
      s = p.separation
    } else {
      s = moved.separation(p, c.normalX, c.normalY)
      p.separation = s
    }
    let speculative = s > 0
    var bias = useBias ? maximum(c.biasRate * s, -maxPush) : 0
    if speculative { bias = s * inverseH }
    let massScale: Float = speculative ? (useBias && c.elastic ? 0 : 1) : (useBias ? c.massScale : 1)
    let impulseScale: Float = speculative ? 0 : (useBias ? c.impulseScale : 0)
    let vn = bodies.speed(c.normalX, c.normalY, p.rnA, p.rnB)
    var impulse = -p.normalMass * massScale * (vn + bias) - impulseScale * p.normalImpulse
    if !useBias && speculative && c.elastic { impulse = minimum(impulse, 0) }
    let newImpulse = maximum(p.normalImpulse + impulse, 0)
    impulse = newImpulse - p.normalImpulse
    p.normalImpulse = newImpulse
    p.maxNormalImpulse = maximum(p.maxNormalImpulse, impulse)
    bodies.apply(impulse, c.normalX, c.normalY, p.rnA, p.rnB)
  }

  private static func tangent(_ p: inout ConstraintPoint, _ bodies: inout Bodies, _ c: ContactConstraint) {
    let tx = c.normalY
    let ty = -c.normalX
    let vt = bodies.speed(tx, ty, p.rtA, p.rtB)
    let maxFriction = c.friction * p.normalImpulse
    let newImpulse = maximum(-maxFriction, minimum(p.tangentImpulse - p.tangentMass * vt, maxFriction))
    let impulse = newImpulse - p.tangentImpulse
    p.tangentImpulse = newImpulse
    bodies.apply(impulse, tx, ty, p.rtA, p.rtB)
  }

  // MARK: Bounces

  /// Whether a point was hit fast enough to bounce in this sub-step (`last`: the step's last).
  static func mayBounce(_ c: ContactConstraint, last: Bool) -> Bool {
    let limit = last ? c.lastBounceLimit : c.bounceLimit
    return c.p0.relativeVelocity < limit || (c.pointCount > 1 && c.p1.relativeVelocity < limit)
  }

  /// Bounces the points that pushed and were hit fast enough (see `WideContactSolver.applyRestitution`);
  /// returns whether one did, raising `largest` to the change of normal speed it made, in points/s.
  @discardableResult
  static func applyRestitution(
    _ c: inout ContactConstraint, states: UnsafeMutableBufferPointer<BodyState>, last: Bool, largest: inout Float
  ) -> Bool {
    let limit = last ? c.lastBounceLimit : c.bounceLimit
    let active0 = c.p0.relativeVelocity < limit && c.p0.maxNormalImpulse > 0
    let active1 = c.pointCount > 1 && c.p1.relativeVelocity < limit && c.p1.maxNormalImpulse > 0
    guard active0 || active1 else { return false }
    var bodies = Bodies(c, states)
    if active0 { bounce(&c.p0, &bodies, c, &largest) }
    if active1 { bounce(&c.p1, &bodies, c, &largest) }
    bodies.store(c, states)
    return true
  }

  private static func bounce(
    _ p: inout ConstraintPoint, _ bodies: inout Bodies, _ c: ContactConstraint, _ largest: inout Float
  ) {
    p.bounced = true
    let vn = bodies.speed(c.normalX, c.normalY, p.rnA, p.rnB)
    let newImpulse = maximum(p.normalImpulse - p.normalMass * (vn + c.restitution * p.relativeVelocity), 0)
    let impulse = newImpulse - p.normalImpulse
    p.normalImpulse = newImpulse
    p.maxNormalImpulse = maximum(p.maxNormalImpulse, impulse)
    bodies.apply(impulse, c.normalX, c.normalY, p.rnA, p.rnB)
    raise(&largest, by: impulse, p.normalMass)
  }

  /// Raises `largest` to the change of normal speed `impulse` makes at a point of `normalMass`.
  private static func raise(_ largest: inout Float, by impulse: Float, _ normalMass: Float) {
    let size = impulse < 0 ? -impulse : impulse
    largest = maximum(largest, normalMass > 0 ? size / normalMass : 0)
  }

  /// One more relax pass over the closed points of an elastic constraint (see
  /// `WideContactSolver.compress`); returns whether such a point pushed, and then raises `largest`.
  @discardableResult
  static func compress(
    _ c: inout ContactConstraint, states: UnsafeMutableBufferPointer<BodyState>, largest: inout Float
  ) -> Bool {
    guard c.elastic else { return false }
    var bodies = Bodies(c, states)
    var change: Float = 0
    var pushing = compress(&c.p0, &bodies, c, &change)
    if c.pointCount > 1 { pushing = compress(&c.p1, &bodies, c, &change) || pushing }
    bodies.store(c, states)
    guard pushing else { return false }
    largest = maximum(largest, change)
    return true
  }

  /// Whether point `p` of an elastic constraint is closed and has not bounced.
  private static func isClosed(_ p: ConstraintPoint) -> Bool {
    !p.bounced && p.separation <= WideContactSolver.closedSeparation
  }

  private static func compress(
    _ p: inout ConstraintPoint, _ bodies: inout Bodies, _ c: ContactConstraint, _ largest: inout Float
  ) -> Bool {
    let active = isClosed(p)
    let vn = bodies.speed(c.normalX, c.normalY, p.rnA, p.rnB)
    let newImpulse = maximum(p.normalImpulse - p.normalMass * vn, 0)
    let impulse = active ? newImpulse - p.normalImpulse : 0
    p.normalImpulse += impulse
    p.maxNormalImpulse = maximum(p.maxNormalImpulse, impulse)
    bodies.apply(impulse, c.normalX, c.normalY, p.rnA, p.rnB)
    raise(&largest, by: impulse, p.normalMass)
    return active && p.earlierImpulse + p.normalImpulse > 0
  }

  /// Gives each closed point of an elastic constraint its pushes again (see `WideContactSolver.bounceElastic`).
  static func bounceElastic(_ c: inout ContactConstraint, states: UnsafeMutableBufferPointer<BodyState>) {
    var bodies = Bodies(c, states)
    bounceElastic(&c.p0, &bodies, c)
    if c.pointCount > 1 { bounceElastic(&c.p1, &bodies, c) }
    bodies.store(c, states)
  }

  private static func bounceElastic(_ p: inout ConstraintPoint, _ bodies: inout Bodies, _ c: ContactConstraint) {
    let pushed = p.earlierImpulse + p.normalImpulse
    let active = c.elastic && isClosed(p) && pushed > 0
    if active { p.bounced = true }
    let impulse = active ? c.restitution * pushed : 0
    p.normalImpulse += impulse
    p.maxNormalImpulse = maximum(p.maxNormalImpulse, impulse)
    bodies.apply(impulse, c.normalX, c.normalY, p.rnA, p.rnB)
  }
}
