import Geometry

/// A 2D rigid-body world in points: bodies with circle, polygon and segment shapes, stepped by a
/// soft-step solver with sub-steps, warm starting, speculative contacts and restitution, after
/// Box2D v3. `DynamicAnimator` is built on it; benchmarks and headless scenes use it directly.
///
///     let world = PhysicsWorld(gravity: Vector(dx: 0, dy: 1000))
///     var ground = BodyDefinition()
///     ground.type = .static
///     world.addShape(ShapeDefinition(geometry: .box(width: 1000, height: 20)), to: world.createBody(ground))
///     var ball = BodyDefinition()
///     ball.position = Point(x: 0, y: -200)
///     world.addShape(ShapeDefinition(geometry: .circle(center: .zero, radius: 10)), to: world.createBody(ball))
///     world.step(dt: 1.0 / 60)
public final class PhysicsWorld {
  // MARK: Settings

  /// Acceleration applied to every dynamic body (times its gravity scale), in points/s²; changing it wakes every body.
  public var gravity: Vector {
    didSet {
      if gravity != oldValue { for i in bodies.infos.indices { wake(i) } }
    }
  }
  /// Solver sub-steps per step (Box2D v3's default is 4).
  public var subSteps = 4
  /// Stiffness of contacts, in hertz (capped at a quarter of the sub-step rate).
  public var contactHertz = 30.0
  /// Damping ratio of contacts, non-dimensional.
  public var contactDampingRatio = 10.0
  /// Fastest speed at which overlapping shapes are pushed apart, in points/s.
  public var contactPushMaxVelocity = 150.0
  /// Contacts hit slower than this do not bounce, in points/s (Box2D's 1 m/s at 50 pt/m). Lower
  /// values keep slow glancing bounces elastic but set bouncy piles jittering instead of settling
  /// (Benchmarks/physics/NOTES.md).
  public var restitutionThreshold = 50.0
  /// Most passes over the bounces each sub-step. One pass bounces contacts one after another, so
  /// crowded elastic balls lose energy (a ball knocked into one that presses on another);
  /// repeating the passes until the speeds settle keeps it. Benchmarks/physics/NOTES.md has the
  /// figures.
  public var restitutionIterations = 8
  /// Most passes that settle the pushes of perfectly elastic contacts before they bounce; the
  /// energy a bounce returns is exact once they have settled.
  public var elasticIterations = 30
  /// Elastic pushes count as settled when a pass changes no normal speed by more than this, in points/s.
  public var elasticTolerance = 0.01
  /// Whether fast bodies of one circle or one polygon are swept against static shapes (continuous collision).
  public var enableContinuous = true
  /// Stiffness of joints' rigid parts while they push bodies back together, in hertz (capped at a
  /// quarter of the sub-step rate).
  public var jointHertz = 60.0
  /// Damping ratio of joints' rigid parts, non-dimensional.
  public var jointDampingRatio = 2.0
  /// Whether bodies at rest fall asleep (and cost nothing until something wakes them).
  public var enableSleep = true
  /// Speed below which a body counts as resting, in points/s (its spin counts at its extent).
  public var sleepThreshold = 2.5
  /// How long a group of bodies must rest before it sleeps, in seconds.
  public var timeToSleep = 0.5
  /// Allowed overlap that keeps resting contacts steady, in points.
  public var linearSlop = 0.25
  /// Contacts are created this far (plus the bodies' approach in one step) before shapes touch, in points.
  public var speculativeDistance = 1.0
  /// A monotonic clock the step reads to time its stages into `profile` (any tick unit: nanoseconds,
  /// cycles); nil leaves the stage times at zero. It only measures: the physics never depends on it.
  public var clock: (() -> UInt64)?

  // MARK: Profile

  /// The work and, with a `clock`, the time of each stage of the last step.
  public internal(set) var profile = StepProfile()

  // MARK: Stores

  /// The bodies, by slot, and the lists of those that move.
  let bodies = BodyStore()
  /// The shapes, by slot, with their outlines.
  let shapes = ShapeStore()
  /// The joints, by slot.
  let joints = JointStore()
  /// What finds the pairs of shapes whose boxes overlap.
  let broadPhase = BroadPhase()
  /// This step's and last step's contacts, with their manifolds.
  let contacts = ContactStore()
  /// The contact solver's batches, bounce lists and energy guard.
  let solver = ContactSolverStore()
  /// Scratch for grouping bodies into sleep islands.
  let islands = SleepIslands()
  /// Contact changes of the last step.
  public internal(set) var contactEvents: [ShapeContactEvent] = []

  // MARK: Initialization

  /// Creates an empty world with `gravity` in points/s².
  @_optimize(size)
  public init(gravity: Vector = .zero) {
    self.gravity = gravity
  }

  /// Releases the world's storage, compiled for size (as `init`): it runs once per world.
  @_optimize(size)
  deinit {}

  // MARK: Bodies

  /// Creates a body; add shapes to give it extent and mass.
  @discardableResult
  @_optimize(size)
  public func createBody(_ def: BodyDefinition) -> BodyID {
    require(
      def.position.isValid && def.angle.isFinite && def.linearVelocity.isValid, "body definition must be finite")
    var sim = BodySim()
    sim.xf = Transform(p: def.position, q: Rotation(angle: def.angle))
    sim.center = def.position
    sim.linearDamping = max(0, def.linearDamping)
    sim.angularDamping = max(0, def.angularDamping)
    sim.gravityScale = def.gravityScale
    var state = BodyState()
    if def.type != .static {
      state.v = def.linearVelocity
      state.w = def.fixedRotation ? 0 : def.angularVelocity
    }
    var info = BodyInfo()
    info.type = def.type
    info.fixedRotation = def.fixedRotation
    info.solidBalls = def.solidBalls
    let index: Int32
    if let reused = bodies.free.popLast() {
      index = reused
      info.generation = bodies.infos[Int(index)].generation &+ 1
      bodies.sims[Int(index)] = sim
      bodies.states[Int(index)] = state
      bodies.infos[Int(index)] = info
      bodies.mobility[Int(index)] = Mobility(sim)
    } else {
      index = Int32(bodies.sims.count)
      bodies.sims.append(sim)
      bodies.states.append(state)
      bodies.infos.append(info)
      bodies.mobility.append(Mobility(sim))
    }
    bodies.listsAreStale = true
    if def.type == .static { broadPhase.staticsChanged = true }
    return BodyID(index: index, generation: info.generation)
  }

  /// Destroys a body and its shapes; stale ids are ignored.
  @_optimize(size)
  public func destroyBody(_ id: BodyID) {
    guard isValid(id) else { return }
    let i = Int(id.index)
    for s in bodies.infos[i].shapes { retire(s) }
    // Static and sleeping bodies' shapes live in the static grid, which must forget them.
    if bodies.infos[i].type == .static || !bodies.infos[i].isAwake { broadPhase.staticsChanged = true }
    wakeNeighbours(body: id.index)
    for k in joints.indices where joints[k].isAlive && (joints[k].bodyA == id.index || joints[k].bodyB == id.index) {
      destroyJoint(JointID(index: Int32(k), generation: joints[k].generation))
    }
    bodies.infos[i].shapes = []
    bodies.infos[i].isAlive = false
    bodies.states[i] = BodyState()
    bodies.sims[i].invMass = 0
    bodies.sims[i].invInertia = 0
    bodies.mobility[i] = []
    bodies.free.append(id.index)
    bodies.listsAreStale = true
  }

  /// True when `id` names a living body.
  public func isValid(_ id: BodyID) -> Bool {
    id.index >= 0 && Int(id.index) < bodies.infos.count && bodies.infos[Int(id.index)].isAlive
      && bodies.infos[Int(id.index)].generation == id.generation
  }

  /// Recomputes a body's mass, centre of mass and inertia from its shapes.
  @_optimize(size)
  func updateMass(_ i: Int) {
    var sim = bodies.sims[i]
    let info = bodies.infos[i]
    guard info.type == .dynamic else {
      sim.mass = 0
      sim.invMass = 0
      sim.invInertia = 0
      sim.localCenter = .zero
      sim.center = sim.xf.p
      bodies.sims[i] = sim
      bodies.mobility[i] = Mobility(sim)
      bodies.infos[i].insideRadius = 0
      return
    }
    var mass = 0.0
    var weighted = Vector.zero
    var inertia = 0.0
    for s in info.shapes {
      let md = shapes.mass[Int(s)].geometry.massData(
        density: shapes.mass[Int(s)].density, solidBallInertia: info.solidBalls)
      mass += md.mass
      weighted += md.center * md.mass
      inertia += md.inertia
    }
    if mass > 0 {
      let local = weighted / mass
      sim.mass = mass
      sim.invMass = 1 / mass
      sim.localCenter = local
      let centralInertia = inertia - mass * local.lengthSquared
      sim.invInertia = info.fixedRotation || centralInertia <= 0 ? 0 : 1 / centralInertia
    } else {
      sim.mass = 1
      sim.invMass = 1
      sim.localCenter = .zero
      sim.invInertia = 0
    }
    sim.center = sim.xf.apply(sim.localCenter)
    bodies.sims[i] = sim
    bodies.mobility[i] = Mobility(sim)
    bodies.infos[i].insideRadius = insideRadius(of: info.shapes, about: sim.localCenter)
  }

  /// The radius of the largest circle about `center` (body frame) inside a body made of the one
  /// polygon in `bodyShapes`; 0 for other bodies, or when `center` is not inside the polygon.
  private func insideRadius(of bodyShapes: [Int32], about center: Vector) -> Double {
    guard bodyShapes.count == 1, shapes[Int(bodyShapes[0])].kind == .polygon else { return 0 }
    let first = Int(shapes[Int(bodyShapes[0])].polygonStart)
    var inside = Double.infinity
    for k in first..<(first + Int(shapes[Int(bodyShapes[0])].polygonCount)) {
      inside = min(inside, shapes.localNormals[k].dot(shapes.localPoints[k] - center))
    }
    return max(0, inside)
  }
}
