/// What the last `PhysicsWorld.step(dt:)` did, stage by stage: how much work each stage had, and,
/// when the world has a `clock`, how long each stage took in that clock's ticks (zero without one).
public struct StepProfile: Equatable, Sendable {
  /// Ticks spent moving kinematic bodies and refreshing shape bounds.
  public var prepare: UInt64 = 0
  /// Ticks spent finding candidate pairs (broad phase) and building their manifolds (narrow phase).
  public var collide: UInt64 = 0
  /// Ticks spent in the sub-stepped solver: joints, contacts, bounces and integration.
  public var solve: UInt64 = 0
  /// Ticks spent on continuous collision (fast bodies against static and kinematic shapes).
  public var continuous: UInt64 = 0
  /// Ticks spent putting bodies to sleep, finding begin/end touch events and storing impulses.
  public var finish: UInt64 = 0
  /// Bodies that moved (awake, not static).
  public var movingBodies = 0
  /// Pairs of shapes whose bounds overlapped.
  public var candidatePairs = 0
  /// Pairs with at least one manifold point: the contacts the solver worked on.
  public var contacts = 0
  /// Solver sub-steps.
  public var subSteps = 0

  /// Ticks the whole step took.
  public var total: UInt64 { prepare + collide + solve + continuous + finish }

  /// An empty profile: nothing counted, nothing timed.
  public init() {}
}
