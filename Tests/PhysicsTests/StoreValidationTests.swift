import Foundation
import Geometry
import Testing

@testable import Physics

/// The stores' invariants hold after every step of the benchmark scenes and of worlds that change
/// between steps, and `problems` reports each kind of corruption it is meant to catch.
@Suite struct StoreValidationTests {
  /// Every scene of Benchmarks/physics/scenes, with the steps it is run for (fewer for the largest).
  static let scenes: [(String, Int)] = [
    ("balls_in_box_n500", 120), ("balls_in_box_n2000", 60), ("balls_in_box_n8000", 15),
    ("brick_wall_h12", 120), ("breakout_stress_n100", 120), ("breakout_stress_n400", 120), ("elastic_boxes_n150", 120),
    ("column_h10", 120), ("column_h20", 120), ("column_h40", 120), ("elastic_crowd_n300", 120),
    ("elastic_mixed_n500", 120), ("fast_ball_n1", 120), ("fast_balls_n200", 120),
    ("fast_box_n1", 120), ("fast_boxes_n100", 120), ("fast_mixed_n200", 120), ("mixed_pile_n400", 120),
    ("pyramid_h20", 120), ("still_crowd_n4500", 15),
  ]

  @Test func everySceneFileIsListed() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../Benchmarks/physics/scenes")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
    #expect(Set(files.map { String($0.dropLast(5)) }) == Set(Self.scenes.map(\.0)))
  }

  @Test(arguments: scenes) func sceneStaysValid(_ name: String, _ steps: Int) throws {
    let (world, _) = try SceneFixture.load(name, steps: steps).makeWorld()
    try Self.step(world, steps)
  }

  @Test func slotsReusedBetweenStepsStayValid() throws {
    let world = Self.boxWorld()
    var balls = (0..<12).map { Self.ball(world, at: Point(x: Double($0) * 25 - 150, y: -50)) }
    for round in 0..<8 {
      try Self.step(world, 10)
      for k in stride(from: round % 3, to: balls.count, by: 3) { world.destroyBody(balls[k]) }
      try Self.expectValid(world)
      for k in stride(from: round % 3, to: balls.count, by: 3) {
        balls[k] = Self.ball(world, at: Point(x: Double(k) * 25 - 150, y: -120))
        world.addShape(ShapeDefinition(geometry: .box(width: 8, height: 8)), to: balls[k])
      }
      try Self.expectValid(world)
    }
  }

  @Test func sleepingAndWakingStayValid() throws {
    let world = Self.boxWorld()
    world.enableSleep = true
    let stack = (0..<4).map { Self.box(world, at: Point(x: 0, y: -10.5 - 21 * Double($0))) }
    try Self.step(world, 240)
    #expect(world.awakeBodyCount == 0)
    world.applyLinearImpulse(Vector(dx: 2000, dy: 0), to: stack[3])
    try Self.expectValid(world)
    try Self.step(world, 30)
    world.setAwake(false, of: stack[0])
    try Self.expectValid(world)
    _ = Self.box(world, at: Point(x: 40, y: -200))
    try Self.step(world, 60)
  }

  @Test func kinematicBodyStaysValid() throws {
    let world = Self.boxWorld()
    var def = BodyDefinition()
    def.type = .kinematic
    let paddle = world.createBody(def)
    world.addShape(ShapeDefinition(geometry: .box(width: 80, height: 10)), to: paddle)
    _ = (0..<5).map { Self.ball(world, at: Point(x: Double($0) * 15 - 30, y: -60)) }
    for k in 0..<120 {
      world.moveKinematic(paddle, to: Point(x: 40 * sin(Double(k) / 10), y: -20), angle: 0.1 * Double(k % 7))
      try Self.step(world, 1)
    }
  }

  @Test func jointsCreatedAndDestroyedStayValid() throws {
    let world = Self.boxWorld()
    let a = Self.box(world, at: Point(x: -30, y: -100))
    let b = Self.box(world, at: Point(x: 30, y: -100))
    var joints: [JointID] = []
    for round in 0..<6 {
      joints.append(
        world.createJoint(
          JointDefinition(
            kind: round % 2 == 0 ? .distance : .revolute, bodyA: a, anchorA: world.position(of: a), bodyB: b,
            anchorB: world.position(of: b))))
      try Self.step(world, 10)
      if round % 2 == 1 { world.destroyJoint(joints.removeFirst()) }
      try Self.expectValid(world)
    }
    world.destroyBody(b)
    try Self.expectValid(world)
    try Self.step(world, 10)
  }

  @Test func movedSegmentsStayValid() throws {
    let world = PhysicsWorld(gravity: Vector(dx: 0, dy: 1000))
    world.enableSleep = true
    var def = BodyDefinition()
    def.type = .static
    let floor = world.addShape(
      ShapeDefinition(geometry: .segment(Vector(dx: -200, dy: 0), Vector(dx: 200, dy: 0))), to: world.createBody(def))
    _ = (0..<6).map { Self.ball(world, at: Point(x: Double($0) * 30 - 75, y: -30)) }
    for k in 0..<90 {
      let y = -8 * sin(Double(k) / 8)
      world.moveSegments([(floor, Vector(dx: -200, dy: y), Vector(dx: 200, dy: -y))])
      try Self.expectValid(world)
      try Self.step(world, 1)
    }
  }

  @Test func shapesRemovedMidSceneStayValid() throws {
    let (world, bodies) = try SceneFixture.load("mixed_pile_n400", steps: 60).makeWorld()
    try Self.step(world, 30)
    for (k, body) in bodies.enumerated() where k % 5 == 0 {
      if k % 2 == 0 {
        world.removeShapes(of: body)
      } else {
        world.destroyBody(body)
      }
    }
    try Self.expectValid(world)
    try Self.step(world, 30)
  }

  // MARK: Corruption is reported

  @Test func aLivingBodyInTheFreeListIsReported() throws {
    let world = Self.boxWorld()
    _ = Self.ball(world, at: Point(x: 0, y: -50))
    try Self.step(world, 1)
    world.bodies.free.append(1)
    #expect(world.problems().contains("BodyStore: slot 1: alive but listed in free"))
  }

  @Test func aWrongMovingListIsReported() throws {
    let world = Self.boxWorld()
    _ = Self.ball(world, at: Point(x: 0, y: -50))
    try Self.step(world, 1)
    world.bodies.moving.removeAll()
    #expect(world.problems().contains { $0.hasPrefix("BodyStore: moving:") })
  }

  @Test func aNaNPositionIsReported() throws {
    let world = Self.boxWorld()
    let ball = Self.ball(world, at: Point(x: 0, y: -50))
    world.bodies.sims[Int(ball.index)].xf.p.x = .nan
    #expect(world.problems().contains("BodyStore: body \(ball.index): position is not finite"))
  }

  @Test func overlappingOutlinesAreReported() throws {
    let world = Self.boxWorld()
    let a = Self.box(world, at: Point(x: 0, y: -50))
    let b = Self.box(world, at: Point(x: 30, y: -50))
    let sa = Int(world.bodies.infos[Int(a.index)].shapes[0])
    let sb = Int(world.bodies.infos[Int(b.index)].shapes[0])
    world.shapes[sb].polygonStart = world.shapes[sa].polygonStart + 1
    #expect(world.problems().contains { $0.contains("outline overlaps") })
  }

  @Test func aContactOnTheWrongBodyIsReported() throws {
    let world = try Self.restingWorld()
    world.contacts.previous[0].bodyA = world.contacts.previous[0].bodyB
    #expect(world.problems(justStepped: true).contains { $0.hasPrefix("ContactStore: contact 0: bodies") })
  }

  @Test func aContactInTwoLanesIsReported() throws {
    let world = try Self.restingWorld()
    let batches = world.solver.coloring.batches.buffer
    let last = batches.count - 1
    #expect(last > 0)
    // Writes through the buffer: the colouring hands out its batches read-only.
    batches[last][0] = batches[0][0]
    #expect(
      world.problems(justStepped: true).contains(
        "ContactSolverStore: contact \(batches[0][0]): in batches 0 and \(last)"))
  }

  @Test func aJointToADeadBodyIsReported() throws {
    let world = Self.boxWorld()
    let a = Self.box(world, at: Point(x: 0, y: -50))
    let b = Self.box(world, at: Point(x: 30, y: -50))
    let dead = Self.box(world, at: Point(x: 60, y: -50))
    world.createJoint(
      JointDefinition(kind: .distance, bodyA: a, anchorA: Point(x: 0, y: -50), bodyB: b, anchorB: Point(x: 30, y: -50)))
    world.destroyBody(dead)
    world.joints[0].bodyB = dead.index
    #expect(world.problems() == ["JointStore: joint 0: body B \(dead.index) is not a living body"])
  }

  // MARK: Bugs the checks found

  /// Destroying a body that sleeps alone (or removing its shapes) left its shapes in the static
  /// grid, as nothing marked the grid changed. Once a new moving shape took the slot over, the grid
  /// paired it with itself and with its neighbours a second time: two contacts for one pair of shapes.
  @Test(arguments: [true, false]) func aLoneSleeperLeavesTheStaticGrid(_ destroys: Bool) throws {
    let world = Self.boxWorld()
    world.enableSleep = true
    let lone = Self.box(world, at: Point(x: 0, y: -10.5))
    try Self.step(world, 120)
    #expect(!world.isAwake(lone))
    if destroys { world.destroyBody(lone) } else { world.removeShapes(of: lone) }
    world.step(dt: 1.0 / 60)
    Self.ball(world, at: Point(x: -5, y: -10))
    Self.ball(world, at: Point(x: 12, y: -10))
    world.step(dt: 1.0 / 60)
    try Self.expectValid(world)
    let pairs = world.contacts.previous.buffer.map { PairTable.key($0.shapeA, $0.shapeB) }
    #expect(Set(pairs).count == pairs.count, "one contact for each pair of shapes")
  }

  // MARK: Worlds and steps

  /// Steps `world` `steps` times at 1/60 s, checking every store after each step.
  private static func step(_ world: PhysicsWorld, _ steps: Int) throws {
    for k in 0..<steps {
      world.step(dt: 1.0 / 60)
      let problems = world.problems(justStepped: true)
      try #require(problems.isEmpty, "after step \(k + 1): \(problems.prefix(5).joined(separator: "; "))")
    }
  }

  /// Checks every store between steps.
  private static func expectValid(_ world: PhysicsWorld) throws {
    let problems = world.problems()
    try #require(problems.isEmpty, "\(problems.prefix(5).joined(separator: "; "))")
  }

  /// A world with gravity and a static box open at the top, 400 wide.
  private static func boxWorld() -> PhysicsWorld {
    let world = PhysicsWorld(gravity: Vector(dx: 0, dy: 1000))
    world.enableSleep = false
    var def = BodyDefinition()
    def.type = .static
    let ground = world.createBody(def)
    for (a, b) in [((-200.0, 0.0), (200.0, 0.0)), ((-200, 0), (-200, -400)), ((200, 0), (200, -400))] {
      world.addShape(
        ShapeDefinition(geometry: .segment(Vector(dx: a.0, dy: a.1), Vector(dx: b.0, dy: b.1))), to: ground)
    }
    return world
  }

  /// A pile at rest long enough to fill several colours, just stepped.
  private static func restingWorld() throws -> PhysicsWorld {
    let world = boxWorld()
    for k in 0..<30 { _ = ball(world, at: Point(x: Double(k % 6) * 21 - 60, y: -10 - 21 * Double(k / 6))) }
    try step(world, 30)
    return world
  }

  /// A dynamic ball of radius 10 at `p`.
  @discardableResult
  private static func ball(_ world: PhysicsWorld, at p: Point) -> BodyID {
    var def = BodyDefinition()
    def.position = p
    let id = world.createBody(def)
    world.addShape(ShapeDefinition(geometry: .circle(center: .zero, radius: 10)), to: id)
    return id
  }

  /// A dynamic box 20 wide at `p`.
  private static func box(_ world: PhysicsWorld, at p: Point) -> BodyID {
    var def = BodyDefinition()
    def.position = p
    let id = world.createBody(def)
    world.addShape(ShapeDefinition(geometry: .box(width: 20, height: 20)), to: id)
    return id
  }
}
