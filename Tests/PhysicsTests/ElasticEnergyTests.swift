import Geometry
import Testing

@testable import Physics

/// Perfectly elastic balls keep their kinetic energy where several press at once (Poisson's rule,
/// see WideContactSolver+Elastic.swift), on short runs of the benchmark's elastic scenes.
@Suite struct ElasticEnergyTests {
  private func world(width: Double, height: Double) -> PhysicsWorld {
    let world = PhysicsWorld()
    world.enableSleep = false
    var ground = BodyDefinition()
    ground.type = .static
    let walls = world.createBody(ground)
    let t = 4.0
    let sides: [(Double, Double, Double, Double)] = [
      (width / 2, -t / 2, width + 2 * t, t), (width / 2, height + t / 2, width + 2 * t, t),
      (-t / 2, height / 2, t, height + 2 * t), (width + t / 2, height / 2, t, height + 2 * t),
    ]
    for (x, y, w, h) in sides {
      var shape = ShapeDefinition(
        geometry: .polygon([
          Vector(dx: x - w / 2, dy: y - h / 2), Vector(dx: x + w / 2, dy: y - h / 2),
          Vector(dx: x + w / 2, dy: y + h / 2), Vector(dx: x - w / 2, dy: y + h / 2),
        ]))
      shape.restitution = 1
      shape.friction = 0
      world.addShape(shape, to: walls)
    }
    return world
  }

  @discardableResult
  private func ball(_ world: PhysicsWorld, at p: Point, velocity: Vector, radius: Double) -> BodyID {
    var def = BodyDefinition()
    def.position = p
    def.linearVelocity = velocity
    let id = world.createBody(def)
    var shape = ShapeDefinition(geometry: .circle(center: .zero, radius: radius))
    shape.restitution = 1
    shape.friction = 0
    world.addShape(shape, to: id)
    return id
  }

  @Test func aBallKnockedIntoARowOfTouchingBallsKeepsTheEnergy() {
    let world = world(width: 800, height: 600)
    let balls = [
      ball(world, at: Point(x: 100, y: 300), velocity: Vector(dx: 300, dy: 0), radius: 10),
      ball(world, at: Point(x: 400, y: 300), velocity: .zero, radius: 10),
      ball(world, at: Point(x: 420, y: 300), velocity: .zero, radius: 10),
    ]
    let start = world.kineticEnergy(of: balls)
    for _ in 0..<60 { world.step(dt: 1.0 / 60) }
    // The row was hit (the last ball moves), and no energy went but what the pushes leave when they
    // settle to `elasticTolerance` (about 1e-5 of it): reversing each contact's approach speed
    // instead kept 84%.
    #expect(world.linearVelocity(of: balls[2]).dx > 100)
    #expect(abs(world.kineticEnergy(of: balls) / start - 1) < 1e-4)
  }

  /// The benchmark's elastic_crowd_n300: 300 balls of radius 14 at 200–400 pt/s fill 38% of an
  /// 800 × 600 box.
  @Test func aDenseCrowdKeepsItsEnergyWithinTwoPercent() {
    let world = world(width: 800, height: 600)
    var balls: [BodyID] = []
    for i in 0..<300 {
      let theta = 2 * Trig.pi * (Double(i) * 0.6180339887498949).truncatingRemainder(dividingBy: 1) + 0.05
      let speed = 200 + 200 * (Double(i) * 0.41421356237309503).truncatingRemainder(dividingBy: 1)
      let p = Point(x: 28 + 31 * Double(i % 25), y: 28 + 31 * Double(i / 25))
      balls.append(ball(world, at: p, velocity: Vector(angle: theta) * speed, radius: 14))
    }
    let start = world.kineticEnergy(of: balls)
    var largest = 1.0
    for _ in 0..<180 {
      world.step(dt: 1.0 / 60)
      largest = max(largest, world.kineticEnergy(of: balls) / start)
    }
    let ratio = world.kineticEnergy(of: balls) / start
    #expect(ratio > 0.98, "kept \(ratio)")
    #expect(largest < 1 + 1e-9, "reached \(largest)")
  }
}
