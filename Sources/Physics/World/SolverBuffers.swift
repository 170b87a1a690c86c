/// The buffers the sub-steps work on, taken once a step. No sub-step changes how long these
/// arrays are, so every stage reads them through the same pointers instead of asking each array
/// for its unique storage again (a few dozen times a step: a noticeable share of a one-body
/// step's work).
struct SolverBuffers {
  /// The moving bodies' velocities and displacements, by body index.
  let states: UnsafeMutableBufferPointer<BodyState>
  /// The bodies' masses, forces and damping, by body index.
  let sims: UnsafeBufferPointer<BodySim>
  /// The contacts in lanes of four, and the second points of each lane.
  let wideContacts: UnsafeMutableBufferPointer<WideContact>
  let secondPoints: UnsafeMutableBufferPointer<WidePoint>
  /// The indices of the bodies that move.
  let movingBodies: UnsafeBufferPointer<Int32>
}

extension PhysicsWorld {
  /// The solver's buffers, valid until bodies or contacts are added (none are while the sub-steps run).
  var solverBuffers: SolverBuffers {
    SolverBuffers(
      states: bodies.states.buffer, sims: UnsafeBufferPointer(bodies.sims.buffer), wideContacts: solver.batches.buffer,
      secondPoints: solver.secondPoints.buffer, movingBodies: UnsafeBufferPointer(bodies.moving.buffer))
  }
}
