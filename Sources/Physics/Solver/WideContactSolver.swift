import Geometry

/// The contact solver's stages for two contacts at once (`WideContact`), with the arithmetic of
/// `ContactSolver` lane by lane: the same formulas in the same order, so each lane's numbers are
/// exactly those the one-at-a-time solver would compute for that contact.
enum WideContactSolver {
  /// The velocities of a batch's bodies, gathered into lanes.
  struct Bodies {
    var vAx: Lanes
    var vAy: Lanes
    var wA: Lanes
    var vBx: Lanes
    var vBy: Lanes
    var wB: Lanes
    let mA: Lanes
    let iA: Lanes
    let mB: Lanes
    let iB: Lanes

    @inline(__always)
    init(_ c: WideContact, _ states: UnsafeMutableBufferPointer<BodyState>) {
      let a0 = Int(c.bodyA.0)
      let a1 = Int(c.bodyA.1)
      let b0 = Int(c.bodyB.0)
      let b1 = Int(c.bodyB.1)
      vAx = Lanes(states[a0].v.dx, states[a1].v.dx)
      vAy = Lanes(states[a0].v.dy, states[a1].v.dy)
      wA = Lanes(states[a0].w, states[a1].w)
      vBx = Lanes(states[b0].v.dx, states[b1].v.dx)
      vBy = Lanes(states[b0].v.dy, states[b1].v.dy)
      wB = Lanes(states[b0].w, states[b1].w)
      mA = c.invMassA
      iA = c.invInertiaA
      mB = c.invMassB
      iB = c.invInertiaB
    }

    /// Speed of B's contact point relative to A's along (x, y), given the arms' cross products with it.
    @inline(__always)
    func speed(_ x: Lanes, _ y: Lanes, _ armA: Lanes, _ armB: Lanes) -> Lanes {
      (vBx - vAx) * x + (vBy - vAy) * y + wB * armB - wA * armA
    }

    /// Applies impulses `lambda` along (x, y) to B and their opposites to A.
    @inline(__always)
    mutating func apply(_ lambda: Lanes, _ x: Lanes, _ y: Lanes, _ armA: Lanes, _ armB: Lanes) {
      vAx -= x * (lambda * mA)
      vAy -= y * (lambda * mA)
      wA -= iA * lambda * armA
      vBx += x * (lambda * mB)
      vBy += y * (lambda * mB)
      wB += iB * lambda * armB
    }

    /// Writes the velocities back, lane 1 first: an empty lane repeats lane 0's contact, so lane 0
    /// then overwrites what it wrote. Bodies that cannot move get their velocities back unchanged
    /// (their masses are zero), so two lanes may share them.
    @inline(__always)
    func store(_ c: WideContact, _ states: UnsafeMutableBufferPointer<BodyState>) {
      write(Int(c.bodyA.1), vAx[1], vAy[1], wA[1], states)
      write(Int(c.bodyB.1), vBx[1], vBy[1], wB[1], states)
      write(Int(c.bodyA.0), vAx[0], vAy[0], wA[0], states)
      write(Int(c.bodyB.0), vBx[0], vBy[0], wB[0], states)
    }

    @inline(__always)
    private func write(
      _ i: Int, _ vx: Double, _ vy: Double, _ w: Double, _ states: UnsafeMutableBufferPointer<BodyState>
    ) {
      states[i].v = Vector(dx: vx, dy: vy)
      states[i].w = w
    }
  }

  /// `Swift.max` lane by lane: `x` where `x > y`, else `y` (the same as `y` where `y >= x`, else `x`, for
  /// all numbers, signed zeros included), in the form that compiles to one `maxpd`.
  @inline(__always)
  static func maximum(_ x: Lanes, _ y: Lanes) -> Lanes { y.replacing(with: x, where: x .> y) }

  /// `Swift.min` lane by lane (`y` where `y < x`, else `x`).
  @inline(__always)
  private static func minimum(_ x: Lanes, _ y: Lanes) -> Lanes { x.replacing(with: y, where: y .< x) }

  /// Starts a sub-step for the lanes that bounce each sub-step (see `ContactSolver.measureApproach`).
  @_optimize(speed)
  static func measureApproach(_ c: inout WideContact, states: UnsafeMutableBufferPointer<BodyState>) {
    let elastic = c.elastic .> 0
    if any(elastic) {
      carryElastic(&c.p0, elastic)
      if c.hasSecondPoint { carryElastic(&c.p1, elastic) }
    }
    let lanes = (c.bouncesEachSubstep .> 0) .& (c.restitution .> 0)
    guard any(lanes) else { return }
    let bodies = Bodies(c, states)
    @inline(__always)
    func measure(_ p: inout WidePoint) {
      p.relativeVelocity.replace(with: bodies.speed(c.normalX, c.normalY, p.rnA, p.rnB), where: lanes)
      p.touched.replace(with: 1, where: lanes .& (p.maxNormalImpulse .> 0))
      p.maxNormalImpulse.replace(with: 0, where: lanes)
    }
    measure(&c.p0)
    if c.hasSecondPoint { measure(&c.p1) }
  }

  /// Adds the last sub-step's impulse to what the `elastic` lanes of `p` pushed since they were
  /// last free, or starts afresh where they bounced (see `ContactSolver.measureApproach`).
  @inline(__always)
  private static func carryElastic(_ p: inout WidePoint, _ elastic: SIMDMask<SIMD2<Int64>>) {
    let carried = (p.earlierImpulse + p.normalImpulse).replacing(with: 0, where: p.bounced .!= 0)
    p.earlierImpulse.replace(with: carried, where: elastic)
  }

  /// Applies the accumulated impulses of the last sub-step again, except at points that bounced
  /// since (see `ContactSolver.warmStart`).
  @_optimize(speed)
  static func warmStart(_ c: inout WideContact, states: UnsafeMutableBufferPointer<BodyState>) {
    let elastic = c.elastic .> 0
    forgetBounce(&c.p0, elastic)
    if c.hasSecondPoint { forgetBounce(&c.p1, elastic) }
    var bodies = Bodies(c, states)
    let nx = c.normalX
    let ny = c.normalY
    let tx = ny
    let ty = nx.negated
    bodies.apply(c.p0.normalImpulse, nx, ny, c.p0.rnA, c.p0.rnB)
    bodies.apply(c.p0.tangentImpulse, tx, ty, c.p0.rtA, c.p0.rtB)
    if c.hasSecondPoint {
      bodies.apply(c.p1.normalImpulse, nx, ny, c.p1.rnA, c.p1.rnB)
      bodies.apply(c.p1.tangentImpulse, tx, ty, c.p1.rtA, c.p1.rtB)
    }
    bodies.store(c, states)
  }

  /// Zeroes the accumulated impulses of the lanes of `p` that bounced.
  @inline(__always)
  private static func forgetBounce(_ p: inout WidePoint, _ elastic: SIMDMask<SIMD2<Int64>>) {
    let bounced = (p.bounced .!= 0) .| elastic
    guard any(bounced) else { return }
    p.normalImpulse.replace(with: 0, where: bounced)
    p.tangentImpulse.replace(with: 0, where: bounced)
    p.bounced = .zero
  }

  /// Which of a sub-step's two passes over the contacts a solve is.
  enum Pass {
    /// The pass with bias, before positions move. They moved last before the previous relax pass
    /// (or the step began, and `prepare` measured them), so the separations kept then still hold,
    /// to the bit: it reads them.
    case biased
    /// The pass without bias, after positions moved: it measures the separations and keeps them.
    case relax
  }

  /// One pass of the normal and friction constraints over every batch (see `ContactSolver.solve`).
  static func solve(
    _ ws: UnsafeMutableBufferPointer<WideContact>, states: UnsafeMutableBufferPointer<BodyState>, inverseH: Double,
    pass: Pass, maxPush: Double
  ) {
    switch pass {
    case .biased:
      for w in ws.indices {
        if ws[w].hasElastic {
          solveBiasedElastic(&ws[w], states, inverseH: inverseH, maxPush: maxPush)
        } else {
          solveBiased(&ws[w], states, inverseH: inverseH, maxPush: maxPush)
        }
      }
    case .relax:
      for w in ws.indices {
        if ws[w].hasElastic {
          solveRelaxElastic(&ws[w], states, inverseH: inverseH, maxPush: maxPush)
        } else {
          solveRelax(&ws[w], states, inverseH: inverseH, maxPush: maxPush)
        }
      }
    }
  }

  // One copy of `solve` per pass, and per whether a lane bounces by Poisson's rule (`elastic`):
  // the others keep the arithmetic without the elastic lanes' masks.

  @_optimize(speed) @inline(never)
  private static func solveBiasedElastic(
    _ c: inout WideContact, _ states: UnsafeMutableBufferPointer<BodyState>, inverseH: Double, maxPush: Double
  ) {
    solve(&c, states, inverseH: inverseH, maxPush: maxPush, useBias: true, elastic: true)
  }

  @_optimize(speed) @inline(never)
  private static func solveRelaxElastic(
    _ c: inout WideContact, _ states: UnsafeMutableBufferPointer<BodyState>, inverseH: Double, maxPush: Double
  ) {
    solve(&c, states, inverseH: inverseH, maxPush: maxPush, useBias: false, elastic: true)
  }

  @_optimize(speed) @inline(never)
  private static func solveBiased(
    _ c: inout WideContact, _ states: UnsafeMutableBufferPointer<BodyState>, inverseH: Double, maxPush: Double
  ) {
    solve(&c, states, inverseH: inverseH, maxPush: maxPush, useBias: true, elastic: false)
  }

  @_optimize(speed) @inline(never)
  private static func solveRelax(
    _ c: inout WideContact, _ states: UnsafeMutableBufferPointer<BodyState>, inverseH: Double, maxPush: Double
  ) {
    solve(&c, states, inverseH: inverseH, maxPush: maxPush, useBias: false, elastic: false)
  }

  /// The displacements of a batch's bodies since the step began, gathered into lanes.
  struct Displacements {
    var dpx = Lanes.zero
    var dpy = Lanes.zero
    var qAc = Lanes.zero
    var qAs = Lanes.zero
    var qBc = Lanes.zero
    var qBs = Lanes.zero

    /// Nothing moved: the displacements every body has when a step begins.
    static var atStepStart: Displacements { Displacements() }

    @inline(__always)
    private init() {
      qAc = Lanes(repeating: 1)
      qBc = Lanes(repeating: 1)
    }

    @inline(__always)
    init(_ c: WideContact, _ states: UnsafeMutableBufferPointer<BodyState>) {
      let a0 = Int(c.bodyA.0)
      let a1 = Int(c.bodyA.1)
      let b0 = Int(c.bodyB.0)
      let b1 = Int(c.bodyB.1)
      dpx = Lanes(states[b0].dp.dx, states[b1].dp.dx) - Lanes(states[a0].dp.dx, states[a1].dp.dx)
      dpy = Lanes(states[b0].dp.dy, states[b1].dp.dy) - Lanes(states[a0].dp.dy, states[a1].dp.dy)
      qAc = Lanes(states[a0].dq.c, states[a1].dq.c)
      qAs = Lanes(states[a0].dq.s, states[a1].dq.s)
      qBc = Lanes(states[b0].dq.c, states[b1].dq.c)
      qBs = Lanes(states[b0].dq.s, states[b1].dq.s)
    }

    /// The separation of point `p` along (nx, ny) after these displacements.
    @inline(__always)
    func separation(_ p: WidePoint, _ nx: Lanes, _ ny: Lanes) -> Lanes {
      let dx = (dpx + (qBc * p.anchorBx - qBs * p.anchorBy)) - (qAc * p.anchorAx - qAs * p.anchorAy)
      let dy = (dpy + (qBs * p.anchorBx + qBc * p.anchorBy)) - (qAs * p.anchorAx + qAc * p.anchorAy)
      return dx * nx + dy * ny + p.adjustedSeparation
    }
  }

  /// `solve` with the pass fixed where it is inlined, so each copy drops the others' branches.
  @_optimize(speed) @inline(__always)
  private static func solve(
    _ c: inout WideContact, _ states: UnsafeMutableBufferPointer<BodyState>,
    inverseH: Double, maxPush: Double, useBias: Bool, elastic: Bool
  ) {
    var bodies = Bodies(c, states)
    let normal = NormalStage(
      c, moved: useBias ? Displacements.atStepStart : Displacements(c, states), inverseH: inverseH, maxPush: maxPush,
      useBias: useBias, elastic: elastic)
    normal.solve(&c.p0, &bodies)
    if c.hasSecondPoint { normal.solve(&c.p1, &bodies) }
    tangent(&c.p0, &bodies, c.normalX, c.normalY, c.friction)
    if c.hasSecondPoint { tangent(&c.p1, &bodies, c.normalX, c.normalY, c.friction) }
    bodies.store(c, states)
  }

  /// What the normal constraint of a batch's points needs in one pass. (A value with a method
  /// taking the velocities `inout`, not a closure over them: in the wasm build such a closure's
  /// captures went to the heap on every call.)
  private struct NormalStage {
    let moved: Displacements
    let nx: Lanes
    let ny: Lanes
    let inverseH: Double
    let pushLimit: Lanes
    let softBias: Lanes
    let softMass: Lanes
    let softImpulse: Lanes
    /// The mass scale of speculative lanes: 1, or 0 in the biased pass of `elastic` lanes, which
    /// push against no gap (see ContactSolver+Elastic.swift).
    let speculativeMass: Lanes
    /// 1 in the relax pass's `elastic` lanes, which may take a push back across a gap but not add one.
    let relaxElastic: Lanes
    /// Whether a lane is `elastic` (the masks above then apply).
    let elastic: Bool
    let useBias: Bool

    @inline(__always)
    init(_ c: WideContact, moved: Displacements, inverseH: Double, maxPush: Double, useBias: Bool, elastic: Bool) {
      self.moved = moved
      nx = c.normalX
      ny = c.normalY
      self.inverseH = inverseH
      pushLimit = Lanes(repeating: -maxPush)
      softBias = c.biasRate
      softMass = useBias ? c.massScale : Lanes(repeating: 1)
      softImpulse = useBias ? c.impulseScale : Lanes.zero
      speculativeMass = useBias ? 1 - c.elastic : Lanes(repeating: 1)
      relaxElastic = useBias ? Lanes.zero : c.elastic
      self.elastic = elastic
      self.useBias = useBias
    }

    /// Solves point `p`'s normal constraint, changing `bodies`' velocities.
    @inline(__always)
    func solve(_ p: inout WidePoint, _ bodies: inout Bodies) {
      let s: Lanes
      if useBias {
        s = p.separation
      } else {
        s = moved.separation(p, nx, ny)
        p.separation = s
      }
      let speculative = s .> 0
      var bias = useBias ? maximum(softBias * s, pushLimit) : Lanes.zero
      bias.replace(with: s * inverseH, where: speculative)
      let massScale = softMass.replacing(with: elastic ? speculativeMass : Lanes(repeating: 1), where: speculative)
      let impulseScale = softImpulse.replacing(with: 0, where: speculative)
      let vn = bodies.speed(nx, ny, p.rnA, p.rnB)
      var impulse = p.normalMass.negated * massScale * (vn + bias) - impulseScale * p.normalImpulse
      if elastic && !useBias {
        impulse.replace(with: minimum(impulse, .zero), where: speculative .& (relaxElastic .> 0))
      }
      let newImpulse = maximum(p.normalImpulse + impulse, .zero)
      impulse = newImpulse - p.normalImpulse
      p.normalImpulse = newImpulse
      p.maxNormalImpulse = maximum(p.maxNormalImpulse, impulse)
      bodies.apply(impulse, nx, ny, p.rnA, p.rnB)
    }
  }

  /// Solves point `p`'s friction for normal (nx, ny), changing `bodies`' velocities.
  @inline(__always)
  private static func tangent(
    _ p: inout WidePoint, _ bodies: inout Bodies, _ nx: Lanes, _ ny: Lanes, _ friction: Lanes
  ) {
    let tx = ny
    let ty = nx.negated
    let vt = bodies.speed(tx, ty, p.rtA, p.rtB)
    let maxFriction = friction * p.normalImpulse
    let newImpulse = maximum(maxFriction.negated, minimum(p.tangentImpulse - p.tangentMass * vt, maxFriction))
    let impulse = newImpulse - p.tangentImpulse
    p.tangentImpulse = newImpulse
    bodies.apply(impulse, tx, ty, p.rtA, p.rtB)
  }

  /// Whether a point of `c` was hit fast enough to bounce in this sub-step (`last`: the step's last),
  /// before asking whether it pushed: a cheap test that rules most batches out.
  @inline(__always)
  static func mayBounce(_ c: WideContact, last: Bool) -> Bool {
    let limit = last ? c.lastBounceLimit : c.bounceLimit
    if c.p0.relativeVelocity[0] < limit[0] || c.p0.relativeVelocity[1] < limit[1] { return true }
    return c.hasSecondPoint && (c.p1.relativeVelocity[0] < limit[0] || c.p1.relativeVelocity[1] < limit[1])
  }

  /// Bounces the points that pushed and were hit fast enough (see `ContactSolver.applyRestitution`
  /// and `WideContact.bounceLimit`); only lanes that bounce at the end of the step take part when
  /// `last` is true, the others too when not. Returns the largest change of normal speed, or nil
  /// when no point of either lane bounces.
  @_optimize(speed)
  static func applyRestitution(
    _ c: inout WideContact, states: UnsafeMutableBufferPointer<BodyState>, last: Bool
  ) -> Double? {
    let limit = last ? c.lastBounceLimit : c.bounceLimit
    let active0 = (c.p0.relativeVelocity .< limit) .& (c.p0.maxNormalImpulse .> 0)
    let active1 =
      c.hasSecondPoint
      ? (c.p1.relativeVelocity .< limit) .& (c.p1.maxNormalImpulse .> 0) : SIMDMask(repeating: false)
    guard any(active0 .| active1) else { return nil }
    let e = c.restitution
    var bodies = Bodies(c, states)
    var largest = Lanes.zero
    if any(active0) { bounce(&c.p0, &bodies, active0, c.normalX, c.normalY, e, &largest) }
    if any(active1) { bounce(&c.p1, &bodies, active1, c.normalX, c.normalY, e, &largest) }
    bodies.store(c, states)
    return max(largest[0], largest[1])
  }

  /// One point of `applyRestitution`, in the lanes where it bounces (`active`). (A static
  /// function with `inout` arguments rather than a closure over mutable locals: in the wasm build
  /// such a closure's captures went to the heap on every call.)
  @inline(__always)
  private static func bounce(
    _ p: inout WidePoint, _ bodies: inout Bodies, _ active: SIMDMask<SIMD2<Int64>>, _ nx: Lanes, _ ny: Lanes,
    _ e: Lanes, _ largest: inout Lanes
  ) {
    p.bounced.replace(with: 1, where: active)
    let vn = bodies.speed(nx, ny, p.rnA, p.rnB)
    let newImpulse = maximum(p.normalImpulse - p.normalMass * (vn + e * p.relativeVelocity), .zero)
    let impulse = (newImpulse - p.normalImpulse).replacing(with: 0, where: .!active)
    p.normalImpulse.replace(with: newImpulse, where: active)
    p.maxNormalImpulse.replace(with: maximum(p.maxNormalImpulse, impulse), where: active)
    bodies.apply(impulse, nx, ny, p.rnA, p.rnB)
    let size = impulse.replacing(with: -impulse, where: impulse .< 0)
    let change = (size / p.normalMass).replacing(with: 0, where: .!(active .& (p.normalMass .> 0)))
    largest = maximum(largest, change)
  }
}
