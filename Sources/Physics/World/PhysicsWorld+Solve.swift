import Geometry

// The solver's stages of `step(dt:)`, in the order it runs them. Each takes the buffers it works
// on for itself, so the step reads as a flat list of stages.
extension PhysicsWorld {
  /// Prepares the joints to solve for this step's sub-steps.
  func prepareJoints(_ context: StepContext) {
    let js = joints.records.buffer
    for k in context.activeJoints { JointSolver.prepare(&js[k], sims: bodies.sims.buffer, h: context.h) }
  }

  /// Marks where each moving body starts the step, colours the contacts, groups bodies for the
  /// bounce energy guard, and builds the solver's contacts: four at a time in lanes by colour, and
  /// those that fit no colour alone, in a batch of one each.
  func prepareContacts(_ context: StepContext) {
    let simsP = bodies.sims.buffer
    let statesP = bodies.states.buffer
    for b in bodies.moving.buffer {
      let i = Int(b)
      simsP[i].center0 = simsP[i].center
      simsP[i].q0 = simsP[i].xf.q
      statesP[i].moved = BodyState().moved
    }
    let cs = contacts.current.buffer
    let mobilityP = bodies.mobility.buffer
    solver.coloring.build(cs, bodyCount: simsP.count) { !mobilityP[$0].isEmpty }
    solver.bounceGuard.build(
      contacts: cs, sims: simsP, mobility: UnsafeBufferPointer(mobilityP), infos: bodies.infos.buffer)
    let batches = solver.coloring.batches.buffer
    solver.restitutionBatches.removeAll()
    solver.elasticCandidates.removeAll()
    solver.bounceCandidates.removeAll()
    solver.batches.resize(to: batches.count, filling: WideContact())
    solver.secondPoints.lengthen(to: batches.count, filling: WidePoint())
    let ms = UnsafeBufferPointer(contacts.manifolds.buffer)
    let ws = solver.batches.buffer
    let ps = solver.secondPoints.buffer
    let bytes =
      cs.count * (MemoryLayout<Contact>.stride + MemoryLayout<Manifold>.stride) + simsP.count
      * (MemoryLayout<BodySim>.stride + MemoryLayout<BodyState>.stride)
    let prefetches = Prefetch.isWorthwhile(bytes: bytes)
    for w in ws.indices {
      if prefetches { PhysicsWorld.prefetch(batches, ahead: w, cs, ms, simsP, statesP) }
      ws[w].prepare(
        batches[w], contacts: cs, manifolds: ms, sims: simsP, states: statesP,
        softness: context.softness, staticSoftness: context.staticSoftness,
        restitutionThreshold: restitutionThreshold, secondPoint: ps.baseAddress! + w)
      listBounces(ws[w], ps.baseAddress! + w, w, onlySubstep: context.subSteps == 1)
    }
    WideContactSolver.markPairs(ws, colorEnds: UnsafeBufferPointer(solver.coloring.colorEnds.buffer))
  }

  /// How many batches ahead preparing asks for the contacts and manifolds it will read, and (from
  /// those, by then in the cache) for their bodies.
  static let recordLookahead = 4
  static let bodyLookahead = 2

  /// Asks for the contacts and manifolds of the batch `recordLookahead` after `w`, and for the
  /// bodies of the one `bodyLookahead` after it.
  @inline(__always)
  private static func prefetch(
    _ batches: UnsafeMutableBufferPointer<SIMD4<Int32>>, ahead w: Int, _ cs: UnsafeMutableBufferPointer<Contact>,
    _ ms: UnsafeBufferPointer<Manifold>, _ sims: UnsafeMutableBufferPointer<BodySim>,
    _ states: UnsafeMutableBufferPointer<BodyState>
  ) {
    if w + recordLookahead < batches.count { prefetchRecords(batches[w + recordLookahead], cs, ms) }
    if w + bodyLookahead < batches.count { prefetchBodies(batches[w + bodyLookahead], cs, sims, states) }
  }

  /// Asks for the contacts and manifolds of `batch`'s lanes to be brought into the cache.
  @inline(__always)
  private static func prefetchRecords(
    _ batch: SIMD4<Int32>, _ cs: UnsafeMutableBufferPointer<Contact>, _ ms: UnsafeBufferPointer<Manifold>
  ) {
    prefetchContacts(batch, cs)
    for lane in 0..<4 where batch[lane] >= 0 { Prefetch.element(Int(batch[lane]), of: ms) }
  }

  /// Asks for the contacts of `batch`'s lanes to be brought into the cache.
  @inline(__always)
  private static func prefetchContacts(
    _ batch: SIMD4<Int32>, _ cs: UnsafeMutableBufferPointer<Contact>
  ) {
    for lane in 0..<4 where batch[lane] >= 0 { Prefetch.element(Int(batch[lane]), of: cs) }
  }

  /// Asks for the bodies of `batch`'s lanes to be brought into the cache.
  @inline(__always)
  private static func prefetchBodies(
    _ batch: SIMD4<Int32>, _ cs: UnsafeMutableBufferPointer<Contact>, _ sims: UnsafeMutableBufferPointer<BodySim>,
    _ states: UnsafeMutableBufferPointer<BodyState>
  ) {
    for lane in 0..<4 where batch[lane] >= 0 {
      let a = Int(cs[Int(batch[lane])].bodyA)
      let b = Int(cs[Int(batch[lane])].bodyB)
      Prefetch.element(a, of: sims)
      Prefetch.element(a, of: states)
      Prefetch.element(b, of: sims)
      Prefetch.element(b, of: states)
    }
  }

  /// Sorts the prepared batch `c` (at `w`) into the lists the sub-steps' bounces walk; the
  /// first sub-step (the step's last when `onlySubstep`) bounces against the approach speeds
  /// measured as the step begins.
  @inline(__always)
  private func listBounces(_ c: WideContact, _ p1: UnsafeMutablePointer<WidePoint>, _ w: Int, onlySubstep: Bool) {
    guard anyLane(c.restitution .> 0) else { return }
    solver.restitutionBatches.append(Int32(w))
    if c.hasElastic { solver.elasticCandidates.append(Int32(w)) }
    if WideContactSolver.mayBounce(c, p1, last: onlySubstep) { solver.bounceCandidates.append(Int32(w)) }
  }

  /// Starts a sub-step after the first (`last`: the step's last): the approach speeds bounces
  /// reverse (see `WideContactSolver.measureApproach`), and which batches were hit fast enough to
  /// bounce. Batches without restitution never bounce and keep what they were prepared with.
  func measureApproach(last: Bool, _ buffers: SolverBuffers) {
    solver.bounceCandidates.removeAll()
    guard !solver.restitutionBatches.isEmpty else { return }
    let ws = buffers.wideContacts
    let ps = buffers.secondPoints.baseAddress!
    for batch in solver.restitutionBatches.buffer {
      let w = Int(batch)
      WideContactSolver.measureApproach(&ws[w], ps + w, states: buffers.states)
      if WideContactSolver.mayBounce(ws[w], ps + w, last: last) { solver.bounceCandidates.append(batch) }
    }
  }

  /// Gravity, forces and damping change the moving bodies' velocities over a sub-step.
  func integrateVelocities(_ context: StepContext, _ buffers: SolverBuffers) {
    let h = context.h
    let gravity = context.gravity
    let statesP = buffers.states
    for b in buffers.movingBodies {
      let i = Int(b)
      let sim = buffers.sims[i]
      guard sim.invMass > 0 else { continue }
      let dv = (gravity * (sim.gravityScale) + sim.force * sim.invMass) * h
      let dw = h * sim.invInertia * sim.torque
      // Undamped bodies skip two divisions: their factors would be exactly 1.
      let v = statesP[i].v
      let w = statesP[i].w
      guard sim.linearDamping != 0 || sim.angularDamping != 0 else {
        statesP[i].setMotion(dv + v, dw + w)
        continue
      }
      let linearDamping = 1 / (1 + h * sim.linearDamping)
      let angularDamping = 1 / (1 + h * sim.angularDamping)
      statesP[i].setMotion(dv + v * linearDamping, dw + w * angularDamping)
    }
  }

  /// The bounce energy guard notes each group's energy as the sub-step (and, when `first`, the
  /// step) begins.
  func recordStartEnergy(first: Bool, _ buffers: SolverBuffers) {
    guard solver.bounceGuard.isActive else { return }
    solver.bounceGuard.recordStart(states: buffers.states, first: first)
  }

  /// Applies the joints' and contacts' impulses of the last sub-step again.
  func warmStart(_ context: StepContext, _ buffers: SolverBuffers) {
    let js = joints.records.buffer
    for k in context.activeJoints { JointSolver.warmStart(&js[k], states: buffers.states) }
    let ws = buffers.wideContacts
    guard !ws.isEmpty else { return }
    let ps = buffers.secondPoints.baseAddress!
    for w in ws.indices { WideContactSolver.warmStart(&ws[w], ps + w, states: buffers.states) }
  }

  /// One pass over the joints, with the push back of their rigid parts (`useBias`) or without.
  func solveJoints(_ context: StepContext, useBias: Bool, _ buffers: SolverBuffers) {
    let js = joints.records.buffer
    for k in context.activeJoints {
      JointSolver.solve(&js[k], states: buffers.states, softness: context.jointSoftness, h: context.h, useBias: useBias)
    }
  }

  /// One pass of every contact: the batches four at a time, then the overflow one by one.
  func solveContacts(_ context: StepContext, pass: WideContactSolver.Pass, _ buffers: SolverBuffers) {
    guard !buffers.wideContacts.isEmpty else { return }
    WideContactSolver.solve(
      buffers.wideContacts, secondPoints: buffers.secondPoints.baseAddress!, states: buffers.states,
      inverseH: context.inverseH, pass: pass, maxPush: context.maxPush)
  }

  /// Moves the moving bodies by their velocities over a sub-step (in Float, as the contact solver
  /// reads the displacements; the turn in Double, rounded once).
  func integratePositions(_ context: StepContext, _ buffers: SolverBuffers) {
    let h = context.h
    let hf = Float(h)
    // The lanes of `BodyState.moved` that hold the displacement (the others hold the turn).
    let displacement: LaneMask = [true, true, false, false]
    for b in buffers.movingBodies {
      let i = Int(b)
      var s = buffers.states[i]
      s.moved.replace(with: s.moved + hf * s.motion, where: displacement)
      if s.motion.z != 0 { s.dq = s.dq.integrated(by: h * s.w) }
      buffers.states[i] = s
    }
  }

  /// Writes the solver's impulses back into the contacts, and forgets the guard's groups.
  func storeContactImpulses() {
    let cs = contacts.current.buffer
    let ws = solver.batches.buffer
    let ps = solver.secondPoints.buffer
    let prefetches = Prefetch.isWorthwhile(bytes: cs.count * MemoryLayout<Contact>.stride)
    for w in ws.indices {
      if prefetches && w + PhysicsWorld.recordLookahead < ws.count {
        PhysicsWorld.prefetchContacts(ws[w + PhysicsWorld.recordLookahead].index, cs)
      }
      WideContact.store(ws.baseAddress! + w, ps.baseAddress! + w, into: cs)
    }
    solver.bounceGuard.clear()
  }

  /// Writes the sub-stepped motion into the bodies' transforms and clears forces.
  func finalizeBodies() {
    let simsP = bodies.sims.buffer
    let statesP = bodies.states.buffer
    for b in bodies.moving.buffer {
      let i = Int(b)
      var sim = simsP[i]
      let s = statesP[i]
      sim.center = sim.center0 + s.dp
      let q = sim.q0.then(s.dq)
      sim.xf = Transform(p: sim.center - q.apply(sim.localCenter), q: q)
      sim.force = .zero
      sim.torque = 0
      simsP[i] = sim
      if let target = bodies.infos[i].kinematicTarget {
        simsP[i].xf = target
        simsP[i].center = target.apply(sim.localCenter)
        bodies.infos[i].kinematicTarget = nil
      }
    }
  }
}
