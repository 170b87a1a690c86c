import Geometry

extension PhysicsWorld {
  /// Advances the world by `dt` seconds: collide, solve in sub-steps, bounce (never adding kinetic
  /// energy to the bodies that touch), then move fast bodies back from any static shape they
  /// would have crossed. Each line below is a stage over the one `StepContext`; `profile` times
  /// the groups of them.
  public func step(dt: Double) {
    profile = StepProfile()
    guard dt > 0, dt.isFinite else { return }
    var mark = clock?() ?? 0
    prepareBodies(dt: dt)
    profile.prepare = lap(&mark)
    collide(dt: dt)
    profile.collide = lap(&mark)
    let context = StepContext(self, dt: dt)
    countWork(context)
    prepareJoints(context)
    prepareContacts(context)
    let buffers = solverBuffers
    for substep in 0..<context.subSteps { solveSubstep(substep, context, buffers) }
    storeContactImpulses()
    finalizeBodies()
    profile.solve = lap(&mark)
    solveContinuousStage()
    profile.continuous = lap(&mark)
    updateSleep(dt: dt)
    updateTouching()
    contacts.keepForNextStep()
    recycleRetiredShapes()
    profile.finish = lap(&mark)
  }

  /// One sub-step: velocities, warm start, the biased pass, positions, the relax pass, bounces.
  private func solveSubstep(_ substep: Int, _ context: StepContext, _ buffers: SolverBuffers) {
    if substep > 0 { measureApproach(last: substep == context.subSteps - 1, buffers) }
    integrateVelocities(context, buffers)
    recordStartEnergy(first: substep == 0, buffers)
    warmStart(context, buffers)
    solveJoints(context, useBias: true, buffers)
    solveContacts(context, pass: .biased, buffers)
    integratePositions(context, buffers)
    solveJoints(context, useBias: false, buffers)
    solveContacts(context, pass: .relax, buffers)
    bounce(last: substep == context.subSteps - 1, buffers)
  }

  /// Rebuilds the moving list when bodies changed, turns kinematic targets into velocities and
  /// refreshes the shapes' bounds.
  func prepareBodies(dt: Double) {
    if bodies.listsAreStale {
      bodies.rebuildLists()
      broadPhase.sweepAndPrune.isStale = true
    }
    prepareKinematics(dt: dt)
    updateShapeCaches()
  }

  /// Records how much work the step has in `profile`.
  private func countWork(_ context: StepContext) {
    profile.movingBodies = bodies.moving.count
    profile.candidatePairs = broadPhase.pairs.count
    profile.contacts = contacts.count
    profile.subSteps = context.subSteps
  }

  /// Fast bodies against static and kinematic shapes, when continuous collision is on.
  private func solveContinuousStage() {
    guard enableContinuous else { return }
    solveContinuous()
    solveContinuousAgainstKinematic()
  }

  /// Ticks of `clock` since `mark`, which moves to now; zero without a clock.
  @inline(__always)
  private func lap(_ mark: inout UInt64) -> UInt64 {
    guard let clock else { return 0 }
    let now = clock()
    defer { mark = now }
    return now &- mark
  }

  /// Bounces are solved together: one pass over every contact finds those that bounce, then
  /// passes over just those repeat until no bounce changes a speed by more than half a point per
  /// second (or `restitutionIterations` passes are done). Perfectly elastic contacts first settle
  /// their pushes the same way, then push once more (see WideContactSolver+Elastic.swift).
  private func bounce(last: Bool, _ buffers: SolverBuffers) {
    solver.bouncing.removeAll()
    solver.elasticBouncing.removeAll()
    guard solver.bounceGuard.isActive || !solver.bounceCandidates.isEmpty || !solver.elasticCandidates.isEmpty else {
      return
    }
    let statesP = buffers.states
    if solver.bounceGuard.isActive { solver.bounceGuard.recordBeforeBounces(states: statesP) }
    solveBounces(buffers.wideContacts, buffers.secondPoints.baseAddress!, statesP, last: last)
    let bounced = !(solver.bouncing.isEmpty && solver.elasticBouncing.isEmpty)
    if solver.bounceGuard.isActive && bounced { solver.bounceGuard.limitBounces(states: statesP) }
    if solver.bounceGuard.isActive { solver.bounceGuard.restoreEnergy(states: statesP, last: last) }
  }

  /// The bounces of `bounce`, over the solver's buffers.
  private func solveBounces(
    _ ws: UnsafeMutableBufferPointer<WideContact>, _ ps: UnsafeMutablePointer<WidePoint>,
    _ states: UnsafeMutableBufferPointer<BodyState>, last: Bool
  ) {
    bounceElastic(ws, ps, states)
    var largest = Lanes.zero
    for w in solver.bounceCandidates.buffer {
      let bounced = WideContactSolver.applyRestitution(
        &ws[Int(w)], ps + Int(w), states: states, last: last, largest: &largest)
      if bounced { solver.bouncing.append(w) }
    }
    var pass = 1
    while Double(largest.largestLane) >= 0.5 && pass < max(1, restitutionIterations) {
      largest = .zero
      for w in solver.bouncing.buffer {
        WideContactSolver.applyRestitution(&ws[Int(w)], ps + Int(w), states: states, last: last, largest: &largest)
      }
      pass += 1
    }
  }

  /// The elastic part of `bounce`: passes over the closed elastic points until no pass changes a
  /// normal speed by more than `elasticTolerance` (or `elasticIterations` passes are done), then
  /// the bounce.
  private func bounceElastic(
    _ ws: UnsafeMutableBufferPointer<WideContact>, _ ps: UnsafeMutablePointer<WidePoint>,
    _ states: UnsafeMutableBufferPointer<BodyState>
  ) {
    var largest = Lanes.zero
    for w in solver.elasticCandidates.buffer {
      let pushed = WideContactSolver.compress(&ws[Int(w)], ps + Int(w), states: states, largest: &largest)
      if pushed { solver.elasticBouncing.append(w) }
    }
    guard !solver.elasticBouncing.isEmpty else { return }
    var pass = 1
    while Double(largest.largestLane) > elasticTolerance && pass < max(1, elasticIterations) {
      largest = .zero
      for w in solver.elasticBouncing.buffer {
        WideContactSolver.compress(&ws[Int(w)], ps + Int(w), states: states, largest: &largest)
      }
      pass += 1
    }
    for w in solver.elasticBouncing.buffer { WideContactSolver.bounceElastic(&ws[Int(w)], ps + Int(w), states: states) }
  }

  /// The joints with a body that can move.
  func jointsToSolve() -> [Int] {
    guard !joints.records.isEmpty else { return [] }
    return joints.indices.filter { k in
      let j = joints[k]
      return j.isAlive
        && (bodies.infos[Int(j.bodyA)].type == .dynamic
          || (j.bodyB >= 0 && bodies.infos[Int(j.bodyB)].type == .dynamic))
    }
  }

  /// Turns kinematic targets into velocities for this step.
  private func prepareKinematics(dt: Double) {
    for b in bodies.moving.buffer where bodies.infos[Int(b)].type == .kinematic {
      let i = Int(b)
      guard let target = bodies.infos[i].kinematicTarget else {
        bodies.states[i].v = .zero
        bodies.states[i].w = 0
        continue
      }
      bodies.states[i].v = (target.p - bodies.sims[i].xf.p) / dt
      bodies.states[i].w = bodies.sims[i].xf.q.relative(to: target.q).angle / dt
    }
  }
}
