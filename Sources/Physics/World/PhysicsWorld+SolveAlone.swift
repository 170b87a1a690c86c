// The stages of the scalar solver (`ContactSolver`), each run right after its counterpart over the
// batches: the contacts that fit no colour, or, when `ContactSolverStore.solvesAlone`, every contact
// in the order the batches hold them, which gives what the lanes give.
extension PhysicsWorld {
  /// Builds the scalar constraints and sorts them into the lists the bounces walk.
  func prepareAlone(_ context: StepContext) {
    solver.alone.removeAll()
    solver.aloneRestitution.removeAll()
    solver.aloneElasticCandidates.removeAll()
    solver.aloneBounceCandidates.removeAll()
    if solver.solvesAlone {
      for batch in solver.coloring.batches.buffer {
        for lane in 0..<4 where batch[lane] >= 0 { addAlone(Int(batch[lane]), context) }
      }
    }
    for k in solver.coloring.overflow.buffer { addAlone(Int(k), context) }
  }

  private func addAlone(_ k: Int, _ context: StepContext) {
    let c = ContactConstraint(
      k, contacts: contacts.current.buffer, manifolds: UnsafeBufferPointer(contacts.manifolds.buffer),
      sims: bodies.sims.buffer, states: bodies.states.buffer, softness: context.softness,
      staticSoftness: context.staticSoftness, restitutionThreshold: restitutionThreshold)
    let o = Int32(solver.alone.count)
    solver.alone.append(c)
    guard c.restitution > 0 else { return }
    solver.aloneRestitution.append(o)
    if c.elastic { solver.aloneElasticCandidates.append(o) }
    if ContactSolver.mayBounce(c, last: context.subSteps == 1) { solver.aloneBounceCandidates.append(o) }
  }

  /// `measureApproach` for the scalar constraints.
  func measureApproachAlone(last: Bool, _ buffers: SolverBuffers) {
    solver.aloneBounceCandidates.removeAll()
    let cs = solver.alone.buffer
    for o in solver.aloneRestitution.buffer {
      ContactSolver.measureApproach(&cs[Int(o)], states: buffers.states)
      if ContactSolver.mayBounce(cs[Int(o)], last: last) { solver.aloneBounceCandidates.append(o) }
    }
  }

  /// `warmStart` for the scalar constraints.
  func warmStartAlone(_ buffers: SolverBuffers) {
    let cs = solver.alone.buffer
    for o in cs.indices { ContactSolver.warmStart(&cs[o], states: buffers.states) }
  }

  /// `solveContacts` for the scalar constraints.
  func solveAlone(_ context: StepContext, pass: WideContactSolver.Pass, _ buffers: SolverBuffers) {
    let cs = solver.alone.buffer
    let inverseH = Float(context.inverseH)
    let maxPush = Float(context.maxPush)
    for o in cs.indices {
      ContactSolver.solve(&cs[o], states: buffers.states, inverseH: inverseH, maxPush: maxPush, pass: pass)
    }
  }

  /// The first restitution pass over the scalar constraints hit fast enough; returns the largest
  /// change of normal speed, in points/s.
  func bounceAlone(last: Bool, _ buffers: SolverBuffers) -> Float {
    solver.aloneBouncing.removeAll()
    let cs = solver.alone.buffer
    var largest: Float = 0
    for o in solver.aloneBounceCandidates.buffer {
      let bounced = ContactSolver.applyRestitution(&cs[Int(o)], states: buffers.states, last: last, largest: &largest)
      if bounced { solver.aloneBouncing.append(o) }
    }
    return largest
  }

  /// A further restitution pass over the scalar constraints that bounced; returns the largest change.
  func bounceAgainAlone(last: Bool, _ buffers: SolverBuffers) -> Float {
    let cs = solver.alone.buffer
    var largest: Float = 0
    for o in solver.aloneBouncing.buffer {
      ContactSolver.applyRestitution(&cs[Int(o)], states: buffers.states, last: last, largest: &largest)
    }
    return largest
  }

  /// The first settling pass over the elastic scalar constraints; returns the largest change.
  func compressAlone(_ buffers: SolverBuffers) -> Float {
    solver.aloneElasticBouncing.removeAll()
    let cs = solver.alone.buffer
    var largest: Float = 0
    for o in solver.aloneElasticCandidates.buffer {
      if ContactSolver.compress(&cs[Int(o)], states: buffers.states, largest: &largest) {
        solver.aloneElasticBouncing.append(o)
      }
    }
    return largest
  }

  /// A further settling pass over the elastic scalar constraints that pushed; returns the largest change.
  func compressAgainAlone(_ buffers: SolverBuffers) -> Float {
    let cs = solver.alone.buffer
    var largest: Float = 0
    for o in solver.aloneElasticBouncing.buffer {
      ContactSolver.compress(&cs[Int(o)], states: buffers.states, largest: &largest)
    }
    return largest
  }

  /// The elastic bounce of the scalar constraints that pushed.
  func bounceElasticAlone(_ buffers: SolverBuffers) {
    let cs = solver.alone.buffer
    for o in solver.aloneElasticBouncing.buffer { ContactSolver.bounceElastic(&cs[Int(o)], states: buffers.states) }
  }

  /// Writes the scalar constraints' impulses back into the contacts.
  func storeAlone() {
    let contactsP = contacts.current.buffer
    for c in solver.alone.buffer { c.store(into: contactsP) }
  }
}
