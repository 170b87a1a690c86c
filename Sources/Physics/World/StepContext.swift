import Geometry

/// What every stage of one `PhysicsWorld.step(dt:)` reads: the step and its sub-steps, the
/// softness of contacts and joints for that sub-step, and the joints to solve.
struct StepContext {
  /// The step, in seconds.
  let dt: Double
  /// Sub-steps this step (at least 1), their length `h` in seconds and its inverse.
  let subSteps: Int
  let h: Double
  let inverseH: Double
  /// Contacts between moving bodies, and with static or kinematic ones (twice as stiff).
  let softness: Softness
  let staticSoftness: Softness
  /// The rigid parts of joints.
  let jointSoftness: Softness
  /// Fastest push apart of overlapping shapes, in points/s.
  let maxPush: Double
  /// The world's gravity, in points/s².
  let gravity: Vector
  /// Joints with a body that can move.
  let activeJoints: [Int]

  /// The context of a step of `dt` seconds in `world` with its current settings.
  init(_ world: PhysicsWorld, dt: Double) {
    self.dt = dt
    subSteps = max(1, world.subSteps)
    h = dt / Double(subSteps)
    inverseH = 1 / h
    let hertz = min(world.contactHertz, 0.25 / h)
    softness = Softness(hertz: hertz, zeta: world.contactDampingRatio, h: h)
    staticSoftness = Softness(hertz: 2 * hertz, zeta: world.contactDampingRatio, h: h)
    jointSoftness = Softness(hertz: min(world.jointHertz, 0.25 / h), zeta: world.jointDampingRatio, h: h)
    maxPush = world.contactPushMaxVelocity
    gravity = world.gravity
    activeJoints = world.jointsToSolve()
  }
}
