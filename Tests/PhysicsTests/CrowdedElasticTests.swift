import Geometry
import Testing

@testable import Physics

/// Elastic balls in crowds keep their energy: bounces are solved together, not one at a time.
@Suite struct CrowdedElasticTests {
  private func ball(_ world: PhysicsWorld, at p: Point, velocity: Vector = .zero) -> BodyID {
    var def = BodyDefinition()
    def.position = p
    def.linearVelocity = velocity
    let id = world.createBody(def)
    var shape = ShapeDefinition(geometry: .circle(center: .zero, radius: 10))
    shape.restitution = 1
    shape.friction = 0
    world.addShape(shape, to: id)
    return id
  }

  @Test func aCrowdOfElasticBallsKeepsItsEnergy() {
    let world = PhysicsWorld()
    var ground = BodyDefinition()
    ground.type = .static
    let walls = world.createBody(ground)
    for (a, b) in [((0.0, 0.0), (400.0, 0.0)), ((400, 0), (400, 300)), ((400, 300), (0, 300)), ((0, 300), (0, 0))] {
      var wall = ShapeDefinition(geometry: .segment(Vector(dx: a.0, dy: a.1), Vector(dx: b.0, dy: b.1)))
      wall.restitution = 1
      wall.friction = 0
      world.addShape(wall, to: walls)
    }
    var random = SeededRandom(seed: 9)
    var balls: [BodyID] = []
    for i in 0..<150 {
      let p = Point(x: 15 + 24 * Double(i % 15), y: 15 + 27 * Double(i / 15))
      balls.append(ball(world, at: p, velocity: Vector(angle: random.nextDouble(in: 0, 2 * Trig.pi)) * 300))
    }
    let e0 = world.kineticEnergy(of: balls)
    for _ in 0..<(5 * 60) { world.step(dt: 1.0 / 60) }
    // Bouncing one contact at a time, this crowd keeps 19% of its energy after 5 s; solved
    // together, about 90% (what is still lost goes where several balls press at once).
    #expect(world.kineticEnergy(of: balls) > 0.85 * e0)
    #expect(world.kineticEnergy(of: balls) < 1.02 * e0)
  }
}
