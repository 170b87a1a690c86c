import Geometry
import Testing

@testable import Physics

/// Body and shape ids are generational: slots are reused, and an id of what was there before is
/// told apart from what is there now.
@Suite struct HandleTests {
  private func ball(_ world: PhysicsWorld, at p: Point) -> (BodyID, ShapeID) {
    var def = BodyDefinition()
    def.position = p
    let body = world.createBody(def)
    var shape = ShapeDefinition(geometry: .circle(center: .zero, radius: 5))
    shape.reportsContacts = true
    return (body, world.addShape(shape, to: body))
  }

  /// Every body's mobility byte says what its inverse mass and inertia say, through every change of
  /// them: creation, shapes added and removed, fixed rotation, destruction and a reused slot.
  @Test func mobilityFollowsEveryChangeOfMass() {
    let world = PhysicsWorld()
    func agrees() -> Bool {
      world.bodies.mobility.count == world.bodies.sims.count
        && zip(world.bodies.mobility.buffer, world.bodies.sims.buffer).allSatisfy { $0 == Mobility($1) }
    }
    let (body, shape) = ball(world, at: .zero)
    #expect(world.bodies.mobility[Int(body.index)] == [.translates, .rotates])
    var def = BodyDefinition()
    def.type = .static
    let ground = world.createBody(def)
    world.addShape(ShapeDefinition(geometry: .box(width: 100, height: 10)), to: ground)
    def.type = .kinematic
    let paddle = world.createBody(def)
    #expect(world.bodies.mobility[Int(ground.index)].isEmpty && world.bodies.mobility[Int(paddle.index)].isEmpty)
    world.setFixedRotation(true, of: body)
    #expect(world.bodies.mobility[Int(body.index)] == .translates)
    #expect(agrees())
    world.removeShape(shape)
    #expect(agrees())
    world.destroyBody(body)
    #expect(world.bodies.mobility[Int(body.index)].isEmpty)
    world.step(dt: 1.0 / 60)
    let (again, _) = ball(world, at: Point(x: 0, y: -40))
    #expect(again.index == body.index)
    #expect(world.bodies.mobility[Int(again.index)] == [.translates, .rotates])
    #expect(agrees())
  }

  @Test func aRemovedShapesSlotIsReusedAfterAStepUnderANewGeneration() {
    let world = PhysicsWorld()
    let (body, first) = ball(world, at: .zero)
    world.removeShape(first)
    #expect(!world.isValid(first))
    // Not before a step: the step still reports what happened to the removed shape.
    let meanwhile = world.addShape(ShapeDefinition(geometry: .circle(center: .zero, radius: 3)), to: body)
    #expect(meanwhile.index != first.index)
    world.step(dt: 1.0 / 60)
    let reused = world.addShape(ShapeDefinition(geometry: .box(width: 4, height: 4)), to: body)
    #expect(reused.index == first.index)
    #expect(reused.generation == first.generation &+ 1)
    #expect(world.isValid(reused))
    #expect(!world.isValid(first))
    #expect(world.body(ofShape: reused) == body)
  }

  @Test func aReusedPolygonSlotKeepsItsOwnOutline() {
    let world = PhysicsWorld()
    var def = BodyDefinition()
    def.type = .static
    let ground = world.createBody(def)
    let box = world.addShape(ShapeDefinition(geometry: .box(width: 100, height: 10)), to: ground)
    world.removeShape(box)
    world.step(dt: 1.0 / 60)
    let corners = [Vector(dx: -50, dy: 5), Vector(dx: 50, dy: 5), Vector(dx: 0, dy: -5)]
    let triangle = world.addShape(ShapeDefinition(geometry: .polygon(corners)), to: ground)
    #expect(triangle.index == box.index)
    let record = world.shapes[Int(triangle.index)]
    #expect(record.polygonCount == 3)
    let outline = world.shapes.localPoints.buffer[Int(record.polygonStart)..<Int(record.polygonStart + 3)]
    #expect(Set(outline.map { "\($0.dx),\($0.dy)" }) == Set(corners.map { "\($0.dx),\($0.dy)" }))
    // A ball dropped beside the apex, where the box's top was, falls past it.
    var ballDef = BodyDefinition()
    ballDef.position = Point(x: 40, y: -30)
    let ball = world.createBody(ballDef)
    world.addShape(ShapeDefinition(geometry: .circle(center: .zero, radius: 5)), to: ball)
    world.gravity = Vector(dx: 0, dy: 1000)
    for _ in 0..<60 { world.step(dt: 1.0 / 60) }
    #expect(world.position(of: ball).y > -8)
  }

  @Test func contactEventsNameShapesByTheirIds() {
    let world = PhysicsWorld()
    let (_, a) = ball(world, at: .zero)
    let (b, shape) = ball(world, at: Point(x: 20, y: 0))
    world.setLinearVelocity(Vector(dx: -300, dy: 0), of: b)
    var began: [ShapeContactEvent] = []
    for _ in 0..<10 {
      world.step(dt: 1.0 / 60)
      began += world.contactEvents.filter(\.began)
    }
    #expect(began.count == 1)
    #expect(began.first?.shapeA == a)
    #expect(began.first?.shapeB == shape)
  }

  @Test func aDestroyedBodysSlotIsReusedUnderANewGeneration() {
    let world = PhysicsWorld()
    let (old, shape) = ball(world, at: .zero)
    world.destroyBody(old)
    let (new, _) = ball(world, at: Point(x: 50, y: 0))
    #expect(new.index == old.index)
    #expect(new.generation == old.generation &+ 1)
    #expect(!world.isValid(old))
    #expect(!world.isValid(shape))
    #expect(world.position(of: new) == Point(x: 50, y: 0))
  }

  @Test func readingThroughAStaleBodyIdStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      let world = PhysicsWorld()
      let old = world.createBody(BodyDefinition())
      world.destroyBody(old)
      _ = world.createBody(BodyDefinition())
      _ = world.position(of: old)
    }
  }

  @Test func changingAStaleShapeStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      let world = PhysicsWorld()
      let body = world.createBody(BodyDefinition())
      let shape = world.addShape(ShapeDefinition(geometry: .circle(center: .zero, radius: 1)), to: body)
      world.removeShape(shape)
      world.updateShape(shape, density: 2, friction: 0, restitution: 0, filter: CollisionFilter())
    }
  }
}
