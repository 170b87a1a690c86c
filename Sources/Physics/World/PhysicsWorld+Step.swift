import Geometry

extension PhysicsWorld {
  /// Advances the world by `dt` seconds: collide, solve in sub-steps, bounce (never adding kinetic
  /// energy to the bodies that touch), then move fast bodies back from any static shape they
  /// would have crossed.
  public func step(dt: Double) {
    profile = StepProfile()
    guard dt > 0, dt.isFinite else { return }
    var mark = clock?() ?? 0
    let subSteps = max(1, self.subSteps)
    let h = dt / Double(subSteps)
    let inverseH = 1 / h
    if bodiesChanged { rebuildMovingList() }
    prepareKinematics(dt: dt)
    updateShapeCaches()
    profile.prepare = lap(&mark)
    collide(dt: dt)
    profile.collide = lap(&mark)
    profile.movingBodies = movingBodies.count
    profile.candidatePairs = candidatePairs.count
    profile.contacts = contacts.count
    profile.subSteps = subSteps
    let hertz = min(contactHertz, 0.25 / h)
    let soft = Softness(hertz: hertz, zeta: contactDampingRatio, h: h)
    let staticSoft = Softness(hertz: 2 * hertz, zeta: contactDampingRatio, h: h)
    let jointSoft = Softness(hertz: min(jointHertz, 0.25 / h), zeta: jointDampingRatio, h: h)
    let maxPush = contactPushMaxVelocity
    let g = gravity
    let activeJoints = jointsToSolve()
    sims.withUnsafeMutableBufferPointer { simsP in
      states.withUnsafeMutableBufferPointer { statesP in
        joints.withUnsafeMutableBufferPointer { js in
          contacts.withUnsafeMutableBufferPointer { cs in
            for k in activeJoints { JointSolver.prepare(&js[k], sims: simsP, h: h) }
            for b in movingBodies {
              let i = Int(b)
              simsP[i].center0 = simsP[i].center
              simsP[i].q0 = simsP[i].xf.q
              statesP[i].dp = .zero
              statesP[i].dq = .identity
            }
            coloring.build(cs, bodyCount: simsP.count) { simsP[$0].invMass > 0 || simsP[$0].invInertia > 0 }
            bounceGuard.build(contacts: cs, sims: simsP, infos: infos)
            let batches = coloring.batches
            if wideContacts.count > batches.count { wideContacts.removeLast(wideContacts.count - batches.count) }
            wideContacts += repeatElement(WideContact(), count: batches.count - wideContacts.count)
            let overflow = coloring.overflow
            wideContacts.withUnsafeMutableBufferPointer { ws in
              manifolds.withUnsafeBufferPointer { ms in
                for w in ws.indices {
                  ws[w].prepare(
                    batches[w], contacts: cs, manifolds: ms, sims: simsP, states: statesP, softness: soft,
                    staticSoftness: staticSoft, restitutionThreshold: restitutionThreshold)
                }
                overflowConstraints.removeAll(keepingCapacity: true)
                for k in overflow {
                  overflowConstraints.append(
                    ContactConstraint(
                      cs[Int(k)], manifold: ms[Int(k)], sims: simsP, states: statesP, softness: soft,
                      staticSoftness: staticSoft))
                }
              }
              overflowConstraints.withUnsafeMutableBufferPointer { os in
                for substep in 0..<subSteps {
                  if substep > 0 {
                    for w in ws.indices { WideContactSolver.measureApproach(&ws[w], states: statesP) }
                    for k in os.indices where os[k].restitution > 0 {
                      ContactSolver.measureApproach(&os[k], states: statesP)
                    }
                  }
                  integrateVelocities(simsP, statesP, h: h, gravity: g)
                  if bounceGuard.isActive { bounceGuard.recordStart(states: statesP, first: substep == 0) }
                  for k in activeJoints { JointSolver.warmStart(&js[k], states: statesP) }
                  for w in ws.indices { WideContactSolver.warmStart(&ws[w], states: statesP) }
                  for k in os.indices { ContactSolver.warmStart(&os[k], states: statesP) }
                  for k in activeJoints {
                    JointSolver.solve(&js[k], states: statesP, softness: jointSoft, h: h, useBias: true)
                  }
                  solveContacts(
                    ws, os, statesP, inverseH: inverseH, pass: .biased, maxPush: maxPush)
                  integratePositions(statesP, h: h)
                  for k in activeJoints {
                    JointSolver.solve(&js[k], states: statesP, softness: jointSoft, h: h, useBias: false)
                  }
                  solveContacts(ws, os, statesP, inverseH: inverseH, pass: .relax, maxPush: maxPush)
                  if bounceGuard.isActive { bounceGuard.recordBeforeBounces(states: statesP) }
                  bounce(ws, os, statesP, last: substep == subSteps - 1)
                  let bounced = !(bouncingWide.isEmpty && bouncingOverflow.isEmpty && elasticWide.isEmpty)
                  if bounceGuard.isActive && (bounced || !elasticOverflow.isEmpty) {
                    bounceGuard.limitBounces(states: statesP)
                  }
                }
                for w in ws.indices { ws[w].store(into: cs) }
                for (n, k) in overflow.enumerated() { os[n].store(into: &cs[Int(k)]) }
              }
            }
            bounceGuard.clear()
            finalizeBodies(simsP, statesP)
          }
        }
      }
    }
    profile.solve = lap(&mark)
    if enableContinuous {
      solveContinuous()
      solveContinuousAgainstKinematic()
    }
    profile.continuous = lap(&mark)
    updateSleep(dt: dt)
    updateTouching()
    storeImpulses()
    recycleRetiredShapes()
    profile.finish = lap(&mark)
  }

  /// Ticks of `clock` since `mark`, which moves to now; zero without a clock.
  @inline(__always)
  private func lap(_ mark: inout UInt64) -> UInt64 {
    guard let clock else { return 0 }
    let now = clock()
    defer { mark = now }
    return now &- mark
  }

  /// One pass of every contact: the batches two at a time, then the overflow one by one.
  private func solveContacts(
    _ ws: UnsafeMutableBufferPointer<WideContact>, _ os: UnsafeMutableBufferPointer<ContactConstraint>,
    _ states: UnsafeMutableBufferPointer<BodyState>, inverseH: Double, pass: WideContactSolver.Pass, maxPush: Double
  ) {
    WideContactSolver.solve(ws, states: states, inverseH: inverseH, pass: pass, maxPush: maxPush)
    let useBias = pass != .relax
    for k in os.indices {
      ContactSolver.solve(&os[k], states: states, inverseH: inverseH, useBias: useBias, maxPush: maxPush)
    }
  }

  /// Bounces are solved together: one pass over every contact finds those that bounce, then
  /// passes over just those repeat until no bounce changes a speed by more than half a point per
  /// second (or `restitutionIterations` passes are done). Perfectly elastic contacts first settle
  /// their pushes the same way, then push once more (see ContactSolver+Elastic.swift).
  private func bounce(
    _ ws: UnsafeMutableBufferPointer<WideContact>, _ os: UnsafeMutableBufferPointer<ContactConstraint>,
    _ states: UnsafeMutableBufferPointer<BodyState>, last: Bool
  ) {
    let threshold = restitutionThreshold
    bouncingWide.removeAll(keepingCapacity: true)
    bouncingOverflow.removeAll(keepingCapacity: true)
    bounceElastic(ws, os, states)
    var largest = 0.0
    for w in ws.indices where WideContactSolver.mayBounce(ws[w], last: last) {
      guard let change = WideContactSolver.applyRestitution(&ws[w], states: states, last: last) else { continue }
      bouncingWide.append(Int32(w))
      largest = max(largest, change)
    }
    for k in os.indices where os[k].restitution > 0 && (last || os[k].bouncesEachSubstep) {
      guard let change = ContactSolver.applyRestitution(&os[k], states: states, threshold: threshold) else {
        continue
      }
      bouncingOverflow.append(Int32(k))
      largest = max(largest, change)
    }
    var pass = 1
    while largest >= 0.5 && pass < max(1, restitutionIterations) {
      largest = 0
      for w in bouncingWide {
        let change = WideContactSolver.applyRestitution(&ws[Int(w)], states: states, last: last)
        largest = max(largest, change ?? 0)
      }
      for k in bouncingOverflow {
        largest = max(largest, ContactSolver.applyRestitution(&os[Int(k)], states: states, threshold: threshold) ?? 0)
      }
      pass += 1
    }
  }

  /// The elastic part of `bounce`: passes over the closed elastic points until no pass changes a
  /// normal speed by more than `elasticTolerance` (or `elasticIterations` passes are done), then
  /// the bounce.
  private func bounceElastic(
    _ ws: UnsafeMutableBufferPointer<WideContact>, _ os: UnsafeMutableBufferPointer<ContactConstraint>,
    _ states: UnsafeMutableBufferPointer<BodyState>
  ) {
    elasticWide.removeAll(keepingCapacity: true)
    elasticOverflow.removeAll(keepingCapacity: true)
    var largest = 0.0
    for w in ws.indices where ws[w].hasElastic {
      guard let change = WideContactSolver.compress(&ws[w], states: states) else { continue }
      elasticWide.append(Int32(w))
      largest = max(largest, change)
    }
    for k in os.indices where ContactSolver.bouncesElastically(os[k]) {
      guard let change = ContactSolver.compress(&os[k], states: states) else { continue }
      elasticOverflow.append(Int32(k))
      largest = max(largest, change)
    }
    guard !(elasticWide.isEmpty && elasticOverflow.isEmpty) else { return }
    var pass = 1
    while largest > elasticTolerance && pass < max(1, elasticIterations) {
      largest = 0
      for w in elasticWide {
        largest = max(largest, WideContactSolver.compress(&ws[Int(w)], states: states) ?? 0)
      }
      for k in elasticOverflow { largest = max(largest, ContactSolver.compress(&os[Int(k)], states: states) ?? 0) }
      pass += 1
    }
    for w in elasticWide { WideContactSolver.bounceElastic(&ws[Int(w)], states: states) }
    for k in elasticOverflow { ContactSolver.bounceElastic(&os[Int(k)], states: states) }
  }

  /// The joints with a body that can move.
  private func jointsToSolve() -> [Int] {
    joints.indices.filter { k in
      let j = joints[k]
      return j.isAlive
        && (infos[Int(j.bodyA)].type == .dynamic || (j.bodyB >= 0 && infos[Int(j.bodyB)].type == .dynamic))
    }
  }

  /// Lists the bodies that move (dynamic and kinematic), in index order.
  private func rebuildMovingList() {
    movingBodies = infos.indices.filter { infos[$0].isAlive && infos[$0].type != .static && infos[$0].isAwake }.map {
      Int32($0)
    }
    movingShapes = movingBodies.flatMap { infos[Int($0)].shapes }
    soleShape = infos.map { $0.shapes.count == 1 ? $0.shapes[0] : -1 }
    bodiesChanged = false
    sweepOrderIsStale = true
  }

  /// Turns kinematic targets into velocities for this step.
  private func prepareKinematics(dt: Double) {
    for b in movingBodies where infos[Int(b)].type == .kinematic {
      let i = Int(b)
      guard let target = infos[i].kinematicTarget else {
        states[i].v = .zero
        states[i].w = 0
        continue
      }
      states[i].v = (target.p - sims[i].xf.p) / dt
      states[i].w = sims[i].xf.q.relative(to: target.q).angle / dt
    }
  }

  private func integrateVelocities(
    _ simsP: UnsafeMutableBufferPointer<BodySim>, _ statesP: UnsafeMutableBufferPointer<BodyState>, h: Double,
    gravity: Vector
  ) {
    for b in movingBodies {
      let i = Int(b)
      let sim = simsP[i]
      guard sim.invMass > 0 else { continue }
      let dv = (gravity * (sim.gravityScale) + sim.force * sim.invMass) * h
      let dw = h * sim.invInertia * sim.torque
      // Undamped bodies skip two divisions: their factors would be exactly 1.
      guard sim.linearDamping != 0 || sim.angularDamping != 0 else {
        statesP[i].v = dv + statesP[i].v
        statesP[i].w = dw + statesP[i].w
        continue
      }
      let linearDamping = 1 / (1 + h * sim.linearDamping)
      let angularDamping = 1 / (1 + h * sim.angularDamping)
      statesP[i].v = dv + statesP[i].v * linearDamping
      statesP[i].w = dw + statesP[i].w * angularDamping
    }
  }

  private func integratePositions(_ statesP: UnsafeMutableBufferPointer<BodyState>, h: Double) {
    for b in movingBodies {
      let i = Int(b)
      var s = statesP[i]
      s.dp += s.v * h
      if s.w != 0 { s.dq = s.dq.integrated(by: h * s.w) }
      statesP[i] = s
    }
  }

  /// Writes the sub-stepped motion into the bodies' transforms and clears forces.
  private func finalizeBodies(
    _ simsP: UnsafeMutableBufferPointer<BodySim>, _ statesP: UnsafeMutableBufferPointer<BodyState>
  ) {
    for b in movingBodies {
      let i = Int(b)
      var sim = simsP[i]
      let s = statesP[i]
      sim.center = sim.center0 + s.dp
      let q = sim.q0.then(s.dq)
      sim.xf = Transform(p: sim.center - q.apply(sim.localCenter), q: q)
      sim.force = .zero
      sim.torque = 0
      simsP[i] = sim
      if let target = infos[i].kinematicTarget {
        simsP[i].xf = target
        simsP[i].center = target.apply(sim.localCenter)
        infos[i].kinematicTarget = nil
      }
    }
  }
}
