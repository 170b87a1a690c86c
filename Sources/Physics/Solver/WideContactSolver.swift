// Soft contact constraints (Box2D v3's solver), four contacts at a time in Float lanes:
//   normal: λ = −m_eff·massScale·(vₙ + bias) − impulseScale·λ_acc, clamped so the accumulated λ_acc ≥ 0
//   friction |λₜ| ≤ μ·λ_acc;  restitution after each sub-step sets vₙ = −e·vₙ(sub-step start) where
//   the contact was hit. (Box2D bounces once per step against the speed before the step; when a body
//   hits a wall and a ball in one step, that target is stale and elastic scenes gain or lose
//   energy. Bouncing per sub-step keeps it close to where it began.)
//
// Each lane's arithmetic is its own: a contact gives the same values in any lane of a batch as solved
// alone in lane 0 of its own (how contacts that fit no colour are solved), and as the tests' scalar
// reference solver gives it.

/// The contact solver's stages for four contacts at once (`WideContact`).
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
      (vAx, vAy, wA) = transpose3(
        states[Int(c.bodyA[0])].motion, states[Int(c.bodyA[1])].motion, states[Int(c.bodyA[2])].motion,
        states[Int(c.bodyA[3])].motion)
      (vBx, vBy, wB) = transpose3(
        states[Int(c.bodyB[0])].motion, states[Int(c.bodyB[1])].motion, states[Int(c.bodyB[2])].motion,
        states[Int(c.bodyB[3])].motion)
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

    /// Writes the velocities back, lane 0 last: an empty lane repeats lane 0's contact, so lane 0
    /// then overwrites what it wrote. Bodies that cannot move get their velocities back unchanged
    /// (their masses are zero), so several lanes may share them.
    @inline(__always)
    func store(_ c: WideContact, _ states: UnsafeMutableBufferPointer<BodyState>) {
      let (a0, a1, a2, a3) = transpose4(vAx, vAy, wA, .zero)
      let (b0, b1, b2, b3) = transpose4(vBx, vBy, wB, .zero)
      states[Int(c.bodyA[3])].motion = a3
      states[Int(c.bodyB[3])].motion = b3
      states[Int(c.bodyA[2])].motion = a2
      states[Int(c.bodyB[2])].motion = b2
      states[Int(c.bodyA[1])].motion = a1
      states[Int(c.bodyB[1])].motion = b1
      states[Int(c.bodyA[0])].motion = a0
      states[Int(c.bodyB[0])].motion = b0
    }
  }

  /// `Swift.max` lane by lane: `x` where `x > y`, else `y` (the same as `y` where `y >= x`, else `x`, for
  /// all numbers, signed zeros included), in the form that compiles to one `maxps`.
  @inline(__always)
  static func maximum(_ x: Lanes, _ y: Lanes) -> Lanes { y.replacing(with: x, where: x .> y) }

  /// `Swift.min` lane by lane (`y` where `y < x`, else `x`).
  @inline(__always)
  static func minimum(_ x: Lanes, _ y: Lanes) -> Lanes { x.replacing(with: y, where: y .< x) }

  /// Starts a sub-step after the first: records each point's approach speed (the target a bounce
  /// reverses) and forgets which points pushed, so restitution acts in the sub-step where a contact
  /// is hit, against the speed it was actually hit with; elastic lanes add the last sub-step's push
  /// to what they pushed since they were last free.
  static func measureApproach(
    _ c: inout WideContact, _ p1: UnsafeMutablePointer<WidePoint>, states: UnsafeMutableBufferPointer<BodyState>
  ) {
    let elastic = c.elastic .> 0
    if c.hasElastic {
      carryElastic(&c.p0, elastic)
      if c.hasSecondPoint { carryElastic(&p1.pointee, elastic) }
    }
    let lanes = (c.bouncesEachSubstep .> 0) .& (c.restitution .> 0)
    guard anyLane(lanes) else { return }
    let bodies = Bodies(c, states)
    measure(&c.p0, bodies, lanes, c.normalX, c.normalY)
    if c.hasSecondPoint { measure(&p1.pointee, bodies, lanes, c.normalX, c.normalY) }
  }

  @inline(__always)
  private static func measure(_ p: inout WidePoint, _ bodies: Bodies, _ lanes: LaneMask, _ nx: Lanes, _ ny: Lanes) {
    p.relativeVelocity.replace(with: bodies.speed(nx, ny, p.rnA, p.rnB), where: lanes)
    p.touched.replace(with: 1, where: lanes .& (p.maxNormalImpulse .> 0))
    p.maxNormalImpulse.replace(with: 0, where: lanes)
  }

  /// Adds the last sub-step's impulse to what the `elastic` lanes of `p` pushed since they were
  /// last free, or starts afresh where they bounced.
  @inline(__always)
  private static func carryElastic(_ p: inout WidePoint, _ elastic: LaneMask) {
    let carried = (p.earlierImpulse + p.normalImpulse).replacing(with: 0, where: p.bounced .!= 0)
    p.earlierImpulse.replace(with: carried, where: elastic)
  }

  /// Applies the accumulated impulses of the last sub-step again, except at points that bounced
  /// since: their bodies separate, and applying the bounce a second time (for the next pass to take
  /// back) is where elastic contacts gained energy — the pass that takes it back comes after other
  /// contacts have already passed the extra speed on.
  static func warmStart(
    _ c: inout WideContact, _ p1: UnsafeMutablePointer<WidePoint>, states: UnsafeMutableBufferPointer<BodyState>
  ) {
    let elastic = c.elastic .> 0
    forgetBounce(&c.p0, elastic)
    if c.hasSecondPoint { forgetBounce(&p1.pointee, elastic) }
    var bodies = Bodies(c, states)
    let nx = c.normalX
    let ny = c.normalY
    let tx = ny
    let ty = nx.negated
    bodies.apply(c.p0.normalImpulse, nx, ny, c.p0.rnA, c.p0.rnB)
    bodies.apply(c.p0.tangentImpulse, tx, ty, c.p0.rtA, c.p0.rtB)
    if c.hasSecondPoint {
      bodies.apply(p1.pointee.normalImpulse, nx, ny, p1.pointee.rnA, p1.pointee.rnB)
      bodies.apply(p1.pointee.tangentImpulse, tx, ty, p1.pointee.rtA, p1.pointee.rtB)
    }
    bodies.store(c, states)
  }

  /// Zeroes the accumulated impulses of the lanes of `p` that bounced (elastic lanes always do).
  @inline(__always)
  private static func forgetBounce(_ p: inout WidePoint, _ elastic: LaneMask) {
    let bounced = (p.bounced .!= 0) .| elastic
    guard anyLane(bounced) else { return }
    p.normalImpulse.replace(with: 0, where: bounced)
    p.tangentImpulse.replace(with: 0, where: bounced)
    p.bounced = .zero
  }

  /// Which of a sub-step's two passes over the contacts a solve is.
  enum Pass {
    /// The pass with bias, before positions move. They moved last before the previous relax pass
    /// (or the step began, and `prepare` measured them), so the separations kept then still hold,
    /// to the bit: it reads them. It solves the normal constraints only.
    case biased
    /// The pass without bias, after positions moved: it measures the separations and keeps them,
    /// and solves friction as well (once per sub-step, as Box2D v3.2 does: a second friction pass
    /// in the biased pass made that pass much dearer, and the stacks stand without it).
    case relax
  }

  /// One pass over every batch: the normal constraints, and friction in the relax pass.
  static func solve(
    _ ws: UnsafeMutableBufferPointer<WideContact>, secondPoints: UnsafeMutablePointer<WidePoint>,
    states: UnsafeMutableBufferPointer<BodyState>, inverseH: Double, pass: Pass, maxPush: Double
  ) {
    switch pass {
    case .biased: solveBiased(ws, secondPoints, states, inverseH: Float(inverseH), maxPush: Float(maxPush))
    case .relax: solveRelax(ws, secondPoints, states, inverseH: Float(inverseH), maxPush: Float(maxPush))
    }
  }

  // One loop per pass (`solvePass`, inlined into each with its pass fixed), with the batches
  // without elastic lanes solved inline and those with them by a copy of `solve` of their own,
  // which keeps the arithmetic of the others free of the elastic lanes' masks. Paired batches (`solvePair`) have a copy of their own too: inlined
  // beside the others, it made the loop too large for the optimizer to inline `solve` there.

  private static func solveBiased(
    _ ws: UnsafeMutableBufferPointer<WideContact>, _ secondPoints: UnsafeMutablePointer<WidePoint>,
    _ states: UnsafeMutableBufferPointer<BodyState>, inverseH: Float, maxPush: Float
  ) {
    solvePass(ws, secondPoints, states, inverseH: inverseH, maxPush: maxPush, useBias: true)
  }

  private static func solveRelax(
    _ ws: UnsafeMutableBufferPointer<WideContact>, _ secondPoints: UnsafeMutablePointer<WidePoint>,
    _ states: UnsafeMutableBufferPointer<BodyState>, inverseH: Float, maxPush: Float
  ) {
    solvePass(ws, secondPoints, states, inverseH: inverseH, maxPush: maxPush, useBias: false)
  }

  /// The loop of one pass, with the pass fixed where it is inlined: paired batches, batches with
  /// elastic lanes, and the others, solved inline.
  @inline(__always)
  private static func solvePass(
    _ ws: UnsafeMutableBufferPointer<WideContact>, _ secondPoints: UnsafeMutablePointer<WidePoint>,
    _ states: UnsafeMutableBufferPointer<BodyState>, inverseH: Float, maxPush: Float, useBias: Bool
  ) {
    var w = 0
    while w < ws.count {
      if ws[w].pairsWithNext && (!useBias || pairsInBiasedPass) {
        if useBias {
          solvePairBiased(ws.baseAddress! + w, secondPoints + w, states, inverseH: inverseH, maxPush: maxPush)
        } else {
          solvePairRelax(ws.baseAddress! + w, secondPoints + w, states, inverseH: inverseH, maxPush: maxPush)
        }
        w += 2
        continue
      }
      if !ws[w].hasElastic {
        solve(&ws[w], secondPoints + w, states, inverseH: inverseH, maxPush: maxPush, useBias: useBias, elastic: false)
      } else if useBias {
        solveBiasedElastic(&ws[w], secondPoints + w, states, inverseH: inverseH, maxPush: maxPush)
      } else {
        solveRelaxElastic(&ws[w], secondPoints + w, states, inverseH: inverseH, maxPush: maxPush)
      }
      w += 1
    }
  }

  private static func solveBiasedElastic(
    _ c: inout WideContact, _ p1: UnsafeMutablePointer<WidePoint>, _ states: UnsafeMutableBufferPointer<BodyState>,
    inverseH: Float, maxPush: Float
  ) {
    solve(&c, p1, states, inverseH: inverseH, maxPush: maxPush, useBias: true, elastic: true)
  }

  private static func solveRelaxElastic(
    _ c: inout WideContact, _ p1: UnsafeMutablePointer<WidePoint>, _ states: UnsafeMutableBufferPointer<BodyState>,
    inverseH: Float, maxPush: Float
  ) {
    solve(&c, p1, states, inverseH: inverseH, maxPush: maxPush, useBias: false, elastic: true)
  }

  /// The displacements of a batch's bodies since the step began, gathered into lanes.
  struct Displacements {
    var dpx = Lanes.zero
    var dpy = Lanes.zero
    var qAc = Lanes(repeating: 1)
    var qAs = Lanes.zero
    var qBc = Lanes(repeating: 1)
    var qBs = Lanes.zero

    /// Nothing moved: the displacements every body has when a step begins.
    static var atStepStart: Displacements { Displacements() }

    @inline(__always)
    private init() {}

    @inline(__always)
    init(_ c: WideContact, _ states: UnsafeMutableBufferPointer<BodyState>) {
      let (ax, ay, ac, asin) = transpose4(
        states[Int(c.bodyA[0])].moved, states[Int(c.bodyA[1])].moved, states[Int(c.bodyA[2])].moved,
        states[Int(c.bodyA[3])].moved)
      let (bx, by, bc, bsin) = transpose4(
        states[Int(c.bodyB[0])].moved, states[Int(c.bodyB[1])].moved, states[Int(c.bodyB[2])].moved,
        states[Int(c.bodyB[3])].moved)
      dpx = bx - ax
      dpy = by - ay
      qAc = ac
      qAs = asin
      qBc = bc
      qBs = bsin
    }

    /// The separation of point `p` along (nx, ny) after these displacements.
    @inline(__always)
    func separation(_ p: WidePoint, _ nx: Lanes, _ ny: Lanes) -> Lanes {
      let dx = (dpx + (qBc * p.anchorBx - qBs * p.anchorBy)) - (qAc * p.anchorAx - qAs * p.anchorAy)
      let dy = (dpy + (qBs * p.anchorBx + qBc * p.anchorBy)) - (qAs * p.anchorAx + qAc * p.anchorAy)
      return dx * nx + dy * ny + p.adjustedSeparation
    }
  }

  /// What the normal constraint of a batch's points needs in one pass.
  private struct Soft {
    let inverseH: Float
    let pushLimit: Lanes
    let bias: Lanes
    let mass: Lanes
    let impulse: Lanes
    /// The mass scale of speculative lanes: 1, or 0 in the biased pass of `elastic` lanes, which
    /// push against no gap (see WideContactSolver+Elastic.swift).
    let speculativeMass: Lanes
    /// 1 in the relax pass's `elastic` lanes, which may take a push back across a gap but not add one.
    let relaxElastic: Lanes

    /// The terms of batch `c` in the pass with bias (`useBias`) or the one without.
    @inline(__always)
    init(_ c: WideContact, inverseH: Float, maxPush: Float, useBias: Bool) {
      self.inverseH = inverseH
      pushLimit = Lanes(repeating: -maxPush)
      bias = c.biasRate
      mass = useBias ? c.massScale : Lanes(repeating: 1)
      impulse = useBias ? c.impulseScale : Lanes.zero
      speculativeMass = useBias ? 1 - c.elastic : Lanes(repeating: 1)
      relaxElastic = useBias ? Lanes.zero : c.elastic
    }
  }

  /// `solve` with the pass fixed where it is inlined, so each copy drops the others' branches.
  @inline(__always)
  private static func solve(
    _ c: inout WideContact, _ p1: UnsafeMutablePointer<WidePoint>, _ states: UnsafeMutableBufferPointer<BodyState>,
    inverseH: Float, maxPush: Float, useBias: Bool, elastic: Bool
  ) {
    var bodies = Bodies(c, states)
    let moved = useBias ? Displacements.atStepStart : Displacements(c, states)
    let soft = Soft(c, inverseH: inverseH, maxPush: maxPush, useBias: useBias)
    normal(&c.p0, &bodies, moved, c.normalX, c.normalY, soft, useBias: useBias, elastic: elastic)
    if c.hasSecondPoint {
      normal(&p1.pointee, &bodies, moved, c.normalX, c.normalY, soft, useBias: useBias, elastic: elastic)
    }
    // Friction once per sub-step, in the relax pass: the biased pass only pushes shapes apart.
    if !useBias {
      tangent(&c.p0, &bodies, c.normalX, c.normalY, c.friction)
      if c.hasSecondPoint { tangent(&p1.pointee, &bodies, c.normalX, c.normalY, c.friction) }
    }
    bodies.store(c, states)
  }

  private static func solvePairBiased(
    _ c: UnsafeMutablePointer<WideContact>, _ p1: UnsafeMutablePointer<WidePoint>,
    _ states: UnsafeMutableBufferPointer<BodyState>, inverseH: Float, maxPush: Float
  ) {
    solvePair(c, p1, states, inverseH: inverseH, maxPush: maxPush, useBias: true)
  }

  private static func solvePairRelax(
    _ c: UnsafeMutablePointer<WideContact>, _ p1: UnsafeMutablePointer<WidePoint>,
    _ states: UnsafeMutableBufferPointer<BodyState>, inverseH: Float, maxPush: Float
  ) {
    solvePair(c, p1, states, inverseH: inverseH, maxPush: maxPush, useBias: false)
  }

  /// `solve` for the batches at `c` and `c + 1` (second points at `p1` and `p1 + 1`), which
  /// `markPairs` found may be solved side by side. Each batch's constraints form one chain, each
  /// waiting on the velocities the one before changed; the two chains share no body that moves,
  /// so taking their steps in turn lets the processor work on both at once, with the same result
  /// to the bit as one batch after the other.
  @inline(__always)
  private static func solvePair(
    _ c: UnsafeMutablePointer<WideContact>, _ p1: UnsafeMutablePointer<WidePoint>,
    _ states: UnsafeMutableBufferPointer<BodyState>, inverseH: Float, maxPush: Float, useBias: Bool
  ) {
    let d = c + 1
    let q1 = p1 + 1
    var bodiesC = Bodies(c.pointee, states)
    var bodiesD = Bodies(d.pointee, states)
    let movedC = useBias ? Displacements.atStepStart : Displacements(c.pointee, states)
    let movedD = useBias ? Displacements.atStepStart : Displacements(d.pointee, states)
    let softC = Soft(c.pointee, inverseH: inverseH, maxPush: maxPush, useBias: useBias)
    let softD = Soft(d.pointee, inverseH: inverseH, maxPush: maxPush, useBias: useBias)
    let (nxC, nyC, nxD, nyD) = (c.pointee.normalX, c.pointee.normalY, d.pointee.normalX, d.pointee.normalY)
    normal(&c.pointee.p0, &bodiesC, movedC, nxC, nyC, softC, useBias: useBias, elastic: false)
    normal(&d.pointee.p0, &bodiesD, movedD, nxD, nyD, softD, useBias: useBias, elastic: false)
    let twoPoints = c.pointee.hasSecondPoint
    if twoPoints {
      normal(&p1.pointee, &bodiesC, movedC, nxC, nyC, softC, useBias: useBias, elastic: false)
      normal(&q1.pointee, &bodiesD, movedD, nxD, nyD, softD, useBias: useBias, elastic: false)
    }
    if !useBias {
      tangent(&c.pointee.p0, &bodiesC, nxC, nyC, c.pointee.friction)
      tangent(&d.pointee.p0, &bodiesD, nxD, nyD, d.pointee.friction)
      if twoPoints {
        tangent(&p1.pointee, &bodiesC, nxC, nyC, c.pointee.friction)
        tangent(&q1.pointee, &bodiesD, nxD, nyD, d.pointee.friction)
      }
    }
    bodiesC.store(c.pointee, states)
    bodiesD.store(d.pointee, states)
  }

  /// Marks the batches `solve` takes two at a time (`WideContact.pairsWithNext`): consecutive
  /// batches of one colour, which share no body that moves, without elastic lanes, and alike in
  /// having second points. `colorEnds` says where each colour's batches end. Solving pairs makes
  /// a resting pyramid's step faster, natively and in node, and the browser's module larger; the
  /// functions a world calls once per body or shape are compiled for size to pay for it.
  /// The browser build pairs them in the relax pass only (`pairsInBiasedPass`).
  static func markPairs(_ ws: UnsafeMutableBufferPointer<WideContact>, colorEnds: UnsafeBufferPointer<Int32>) {
    var start = 0
    for end in colorEnds {
      var w = start
      while w + 1 < Int(end) {
        if !ws[w].hasElastic && !ws[w + 1].hasElastic && ws[w].hasSecondPoint == ws[w + 1].hasSecondPoint {
          ws[w].pairsWithNext = true
          w += 2
        } else {
          w += 1
        }
      }
      start = Int(end)
    }
  }

  /// Solves point `p`'s normal constraint, changing `bodies`' velocities. Transparent: with
  /// `@inline(__always)` the optimizer kept it out of line, testing `useBias` and `elastic` at
  /// run time at every point of every pass.
  @_transparent
  private static func normal(
    _ p: inout WidePoint, _ bodies: inout Bodies, _ moved: Displacements, _ nx: Lanes, _ ny: Lanes, _ soft: Soft,
    useBias: Bool, elastic: Bool
  ) {
    let s: Lanes
    if useBias {
      s = p.separation
    } else {
      s = moved.separation(p, nx, ny)
      p.separation = s
    }
    let speculative = s .> 0
    var bias = useBias ? maximum(soft.bias * s, soft.pushLimit) : Lanes.zero
    bias.replace(with: s * soft.inverseH, where: speculative)
    let massScale = soft.mass.replacing(with: elastic ? soft.speculativeMass : Lanes(repeating: 1), where: speculative)
    let impulseScale = soft.impulse.replacing(with: 0, where: speculative)
    let vn = bodies.speed(nx, ny, p.rnA, p.rnB)
    var impulse = p.normalMass.negated * massScale * (vn + bias) - impulseScale * p.normalImpulse
    if elastic && !useBias {
      impulse.replace(with: minimum(impulse, .zero), where: speculative .& (soft.relaxElastic .> 0))
    }
    let newImpulse = maximum(p.normalImpulse + impulse, .zero)
    impulse = newImpulse - p.normalImpulse
    p.normalImpulse = newImpulse
    p.maxNormalImpulse = maximum(p.maxNormalImpulse, impulse)
    bodies.apply(impulse, nx, ny, p.rnA, p.rnB)
  }

  /// Solves point `p`'s friction for normal (nx, ny), changing `bodies`' velocities.
  @inline(__always)
  private static func tangent(_ p: inout WidePoint, _ bodies: inout Bodies, _ nx: Lanes, _ ny: Lanes, _ friction: Lanes)
  {
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
  static func mayBounce(_ c: WideContact, _ p1: UnsafeMutablePointer<WidePoint>, last: Bool) -> Bool {
    let limit = last ? c.lastBounceLimit : c.bounceLimit
    if anyLane(c.p0.relativeVelocity .< limit) { return true }
    return c.hasSecondPoint && anyLane(p1.pointee.relativeVelocity .< limit)
  }

  /// Bounces the points that pushed and were hit fast enough: vₙ becomes −e·vₙ(sub-step start)
  /// (see `WideContact.bounceLimit`); only lanes that bounce at the end of the step take part when
  /// `last` is true, the others too when not. Perfectly elastic lanes of one point bounce otherwise,
  /// by `bounceElastic`. Returns whether a point of any lane bounces; where one does, raises each
  /// lane of `largest` to that lane's change of normal speed, in points per second. (Lane by lane,
  /// so that the largest of all is found once per pass: picking it per batch took the wasm build
  /// four moves between vector and scalar registers and a chain of selects each time.)
  @discardableResult
  static func applyRestitution(
    _ c: inout WideContact, _ p1: UnsafeMutablePointer<WidePoint>, states: UnsafeMutableBufferPointer<BodyState>,
    last: Bool, largest: inout Lanes
  ) -> Bool {
    let limit = last ? c.lastBounceLimit : c.bounceLimit
    let active0 = (c.p0.relativeVelocity .< limit) .& (c.p0.maxNormalImpulse .> 0)
    let active1 =
      c.hasSecondPoint
      ? (p1.pointee.relativeVelocity .< limit) .& (p1.pointee.maxNormalImpulse .> 0) : LaneMask(repeating: false)
    guard anyLane(active0 .| active1) else { return false }
    let e = c.restitution
    var bodies = Bodies(c, states)
    if anyLane(active0) { bounce(&c.p0, &bodies, active0, c.normalX, c.normalY, e, &largest) }
    if anyLane(active1) { bounce(&p1.pointee, &bodies, active1, c.normalX, c.normalY, e, &largest) }
    bodies.store(c, states)
    return true
  }

  /// One point of `applyRestitution`, in the lanes where it bounces (`active`). (A static
  /// function with `inout` arguments rather than a closure over mutable locals: in the wasm build
  /// such a closure's captures went to the heap on every call.)
  @inline(__always)
  private static func bounce(
    _ p: inout WidePoint, _ bodies: inout Bodies, _ active: LaneMask, _ nx: Lanes, _ ny: Lanes, _ e: Lanes,
    _ largest: inout Lanes
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
