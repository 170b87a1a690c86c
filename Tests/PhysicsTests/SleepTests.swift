import Geometry
import Testing

@testable import Physics

/// Bodies at rest fall asleep and wake when something reaches them.
@Suite struct SleepTests {
  private let world = PhysicsWorld(gravity: Vector(dx: 0, dy: 1000))

  private func box(at p: Point, size: Double = 20, type: BodyType = .dynamic, reports: Bool = false) -> BodyID {
    var def = BodyDefinition()
    def.position = p
    def.type = type
    let id = world.createBody(def)
    var shape = ShapeDefinition(geometry: .box(width: size, height: size))
    shape.friction = 0.6
    shape.reportsContacts = reports
    world.addShape(shape, to: id)
    return id
  }

  private func ground() -> (BodyID, ShapeID) {
    var def = BodyDefinition()
    def.type = .static
    let id = world.createBody(def)
    var shape = ShapeDefinition(geometry: .segment(Vector(dx: -500, dy: 0), Vector(dx: 500, dy: 0)))
    shape.friction = 0.6
    shape.reportsContacts = true
    return (id, world.addShape(shape, to: id))
  }

  private func run(seconds: Double) { for _ in 0..<Int(seconds * 120) { world.step(dt: 1.0 / 120) } }

  @Test func aStackAtRestFallsAsleepAndStaysPut() {
    _ = ground()
    let stack = (0..<5).map { box(at: Point(x: 0, y: -10.5 - 21 * Double($0))) }
    run(seconds: 0.2)
    #expect(world.awakeBodyCount == 5)
    run(seconds: 2)
    #expect(world.awakeBodyCount == 0)
    let before = stack.map { world.position(of: $0) }
    run(seconds: 1)
    #expect(stack.map { world.position(of: $0) } == before)
  }

  @Test func aBodyArrivingWakesTheWholeRestingGroup() {
    _ = ground()
    let stack = (0..<5).map { box(at: Point(x: 0, y: -10.5 - 21 * Double($0))) }
    run(seconds: 2)
    #expect(stack.allSatisfy { !world.isAwake($0) })
    let thrown = box(at: Point(x: -200, y: -60))
    world.setLinearVelocity(Vector(dx: 800, dy: 0), of: thrown)
    run(seconds: 0.3)
    #expect(stack.allSatisfy { world.isAwake($0) })
    #expect(world.position(of: stack[4]).x > 1 || world.position(of: stack[3]).x > 1)
  }

  @Test func removingWhatABodyRestsOnWakesIt() {
    let (_, floor) = ground()
    let resting = box(at: Point(x: 0, y: -10.5))
    run(seconds: 2)
    #expect(!world.isAwake(resting))
    world.removeShape(floor)
    run(seconds: 0.5)
    #expect(world.isAwake(resting))
    #expect(world.position(of: resting).y > 50)
  }

  @Test func changingGravityWakesEverything() {
    _ = ground()
    let resting = box(at: Point(x: 0, y: -10.5))
    run(seconds: 2)
    #expect(!world.isAwake(resting))
    world.gravity = Vector(dx: 800, dy: 1000)
    run(seconds: 0.5)
    #expect(world.position(of: resting).x > 20)
  }

  @Test func jointedBodiesSleepAndWakeTogether() {
    _ = ground()
    let a = box(at: Point(x: 0, y: -10.5))
    let hanging = box(at: Point(x: 100, y: -10.5))
    world.createJoint(
      JointDefinition(
        kind: .distance, bodyA: a, anchorA: Point(x: 0, y: -10.5), bodyB: hanging, anchorB: Point(x: 100, y: -10.5)))
    run(seconds: 2)
    #expect(!world.isAwake(a) && !world.isAwake(hanging))
    world.applyLinearImpulse(Vector(dx: 0, dy: -100 * world.mass(of: a)), to: a)
    #expect(world.isAwake(hanging))
  }

  @Test func sleepingKeepsContactsTouchingWithoutEndedEvents() {
    _ = ground()
    _ = box(at: Point(x: 0, y: -10.5), reports: true)
    var began = 0
    var ended = 0
    for _ in 0..<360 {
      world.step(dt: 1.0 / 120)
      for e in world.contactEvents { if e.began { began += 1 } else { ended += 1 } }
    }
    #expect(world.awakeBodyCount == 0)
    #expect(began == 1)
    #expect(ended == 0)
  }

  @Test func sleepOffKeepsEveryBodyAwake() {
    world.enableSleep = false
    _ = ground()
    let resting = box(at: Point(x: 0, y: -10.5))
    run(seconds: 2)
    #expect(world.isAwake(resting))
  }
}
