import Geometry
import Testing

@testable import Physics

/// Physical invariants of the soft-step engine.
@Suite struct PhysicsWorldTests {
  private func ball(
    _ world: PhysicsWorld, at p: Point, velocity: Vector, radius: Double = 10, restitution: Double = 1,
    friction: Double = 0, solid: Bool = false
  ) -> BodyID {
    var def = BodyDefinition()
    def.position = p
    def.linearVelocity = velocity
    def.solidBalls = solid
    let id = world.createBody(def)
    var shape = ShapeDefinition(geometry: .circle(center: .zero, radius: radius))
    shape.restitution = restitution
    shape.friction = friction
    world.addShape(shape, to: id)
    return id
  }

  @Test(arguments: [(100.0, 900.0), (20.0, 200.0)])
  func elasticCollisionsConserveMomentumAndEnergy(minSpeed: Double, maxSpeed: Double) {
    var random = SeededRandom(seed: 31)
    for _ in 0..<200 {
      let world = PhysicsWorld()
      let ra = random.nextDouble(in: 5, 20)
      let rb = random.nextDouble(in: 5, 20)
      let a = ball(
        world, at: Point(x: 0, y: 0), velocity: Vector(dx: random.nextDouble(in: minSpeed, maxSpeed), dy: 0), radius: ra
      )
      let b = ball(
        world, at: Point(x: 200, y: random.nextDouble(in: -0.8, 0.8) * (ra + rb)),
        velocity: Vector(dx: -random.nextDouble(in: minSpeed, maxSpeed), dy: random.nextDouble(in: -50, 50)), radius: rb
      )
      func momentum() -> Vector {
        world.linearVelocity(of: a) * world.mass(of: a) + world.linearVelocity(of: b) * world.mass(of: b)
      }
      let p0 = momentum()
      let e0 = world.kineticEnergy(of: [a, b])
      // The solver keeps velocities in Float, which round at 2⁻²⁴ of each body's own speed: the
      // bound is relative to the momentum the bodies carry, Σ m·|v| (head on, Σ m·v nearly cancels).
      let carried =
        world.mass(of: a) * world.linearVelocity(of: a).length + world.mass(of: b) * world.linearVelocity(of: b).length
      var closest = Double.infinity
      for _ in 0..<120 {
        world.step(dt: 1.0 / 60)
        closest = min(closest, world.position(of: a).distance(to: world.position(of: b)))
      }
      let p1 = momentum()
      #expect((p1 - p0).length <= 1e-6 * carried)
      #expect(abs(world.kineticEnergy(of: [a, b]) - e0) <= 1e-6 * e0)
      // Perfectly elastic balls push against no speculative gap: they meet within one sub-step's
      // approach (at most 2 · maxSpeed + 50 pt/s over 1/240 s), and bounce in that sub-step (see
      // WideContactSolver+Elastic.swift).
      let subStep = 1.0 / 60 / Double(world.subSteps)
      if maxSpeed * 2 / 60 < min(ra, rb) {
        #expect(closest >= ra + rb - (2 * maxSpeed + 50) * subStep - 2 * world.linearSlop)
      }
    }
  }

  @Test func tenHighPyramidStandsForTenSeconds() {
    let world = PhysicsWorld(gravity: Vector(dx: 0, dy: 1000))
    var groundDef = BodyDefinition()
    groundDef.type = .static
    groundDef.position = Point(x: 500, y: 1025)
    var groundShape = ShapeDefinition(geometry: .box(width: 1100, height: 50))
    groundShape.friction = 0.6
    world.addShape(groundShape, to: world.createBody(groundDef))
    var top: BodyID?
    for row in 0..<10 {
      let count = 10 - row
      for k in 0..<count {
        var def = BodyDefinition()
        def.position = Point(x: 500 + (Double(k) - Double(count - 1) / 2) * 10.5, y: 1000 - 5 - 10 * Double(row))
        let id = world.createBody(def)
        var shape = ShapeDefinition(geometry: .box(width: 10, height: 10))
        shape.friction = 0.6
        world.addShape(shape, to: id)
        top = id
      }
    }
    for _ in 0..<600 { world.step(dt: 1.0 / 60) }
    let p = world.position(of: top!)
    #expect((1000 - p.y) / 95 >= 0.95)
    #expect(abs(p.x - 500) < 2)
    #expect(world.linearVelocity(of: top!).length < 1)
  }

  /// An inclined plane: a static triangle whose slope rises to the left by `angle`.
  private func incline(_ world: PhysicsWorld, angle: Double, friction: Double) {
    var def = BodyDefinition()
    def.type = .static
    let width = 4000.0
    var shape = ShapeDefinition(
      geometry: .polygon([
        Vector(dx: 0, dy: 0), Vector(dx: width, dy: 0), Vector(dx: 0, dy: -width * Trig.sin(angle) / Trig.cos(angle)),
      ]))
    shape.friction = friction
    world.addShape(shape, to: world.createBody(def))
  }

  @Test func blockSlidesDownAnInclineAtGTimesSineMinusMuCosine() {
    let g = 1000.0
    for (angle, mu) in [(0.5, 0.2), (0.7, 0.4), (0.35, 0.1)] {
      let world = PhysicsWorld(gravity: Vector(dx: 0, dy: g))
      incline(world, angle: angle, friction: mu)
      let down = Vector(dx: Trig.cos(angle), dy: Trig.sin(angle))
      let normal = Vector(dx: Trig.sin(angle), dy: -Trig.cos(angle))
      let surface = Point(x: 600, y: -(4000 - 600) * Trig.sin(angle) / Trig.cos(angle))
      var def = BodyDefinition()
      def.angle = angle
      def.position = surface + normal * 10
      let block = world.createBody(def)
      var shape = ShapeDefinition(geometry: .box(width: 20, height: 20))
      shape.friction = mu
      world.addShape(shape, to: block)
      for _ in 0..<30 { world.step(dt: 1.0 / 120) }
      let v0 = world.linearVelocity(of: block).dot(down)
      for _ in 0..<60 { world.step(dt: 1.0 / 120) }
      let a = (world.linearVelocity(of: block).dot(down) - v0) / 0.5
      let expected = g * (Trig.sin(angle) - mu * Trig.cos(angle))
      #expect(abs(a - expected) / expected < 0.02, "angle \(angle) mu \(mu): a \(a) expected \(expected)")
    }
  }

  @Test func ballRollsDownAnInclineAtFiveSeventhsGSine() {
    let g = 1000.0
    for angle in [0.3, 0.5] {
      let world = PhysicsWorld(gravity: Vector(dx: 0, dy: g))
      incline(world, angle: angle, friction: 0.8)
      let down = Vector(dx: Trig.cos(angle), dy: Trig.sin(angle))
      let normal = Vector(dx: Trig.sin(angle), dy: -Trig.cos(angle))
      let surface = Point(x: 600, y: -(4000 - 600) * Trig.sin(angle) / Trig.cos(angle))
      let b = ball(
        world, at: surface + normal * 10, velocity: .zero, radius: 10, restitution: 0, friction: 0.8, solid: true)
      for _ in 0..<30 { world.step(dt: 1.0 / 120) }
      let v0 = world.linearVelocity(of: b).dot(down)
      for _ in 0..<60 { world.step(dt: 1.0 / 120) }
      let a = (world.linearVelocity(of: b).dot(down) - v0) / 0.5
      let expected = 5.0 / 7.0 * g * Trig.sin(angle)
      #expect(abs(a - expected) / expected < 0.02, "angle \(angle): a \(a) expected \(expected)")
      #expect(world.angularVelocity(of: b) > 0)
    }
  }

  /// Seeded shots up to 20,000 pt/s at the walls of a box (walls 10 pt thick): every ball stays inside.
  @Test func fastShotsNeverLeaveABox() {
    var random = SeededRandom(seed: 5)
    var escapes = 0
    for _ in 0..<2_000 {
      let world = PhysicsWorld()
      var def = BodyDefinition()
      def.type = .static
      let walls = world.createBody(def)
      for (x, y, w, h) in [(200.0, -5.0, 420.0, 10.0), (200, 405, 420, 10), (-5, 200, 10, 420), (405, 200, 10, 420)] {
        let corners = Shape.box(halfWidth: w / 2, halfHeight: h / 2).map { $0 + Vector(dx: x, dy: y) }
        world.addShape(ShapeDefinition(geometry: .polygon(corners)), to: walls)
      }
      let p = Point(x: random.nextDouble(in: 20, 380), y: random.nextDouble(in: 20, 380))
      let v = Vector(angle: random.nextDouble(in: 0, 2 * Trig.pi)) * random.nextDouble(in: 1000, 20_000)
      let b = ball(
        world, at: p, velocity: v, radius: random.nextDouble(in: 2, 8), restitution: random.nextDouble(in: 0, 1))
      for _ in 0..<30 {
        world.step(dt: 1.0 / 60)
        let q = world.position(of: b)
        if !(q.x > 0 && q.x < 400 && q.y > 0 && q.y < 400) {
          escapes += 1
          break
        }
      }
    }
    #expect(escapes == 0)
  }

  @Test func sameSceneSameBits() {
    func run() -> [Double] {
      let world = PhysicsWorld(gravity: Vector(dx: 0, dy: 1000))
      var def = BodyDefinition()
      def.type = .static
      world.addShape(
        ShapeDefinition(geometry: .segment(Vector(dx: 0, dy: 500), Vector(dx: 500, dy: 500))), to: world.createBody(def)
      )
      var random = SeededRandom(seed: 9)
      let ids = (0..<50).map { _ in
        ball(
          world, at: Point(x: random.nextDouble(in: 50, 450), y: random.nextDouble(in: 0, 400)), velocity: .zero,
          radius: 6,
          restitution: 0.5, friction: 0.3)
      }
      for _ in 0..<300 { world.step(dt: 1.0 / 60) }
      return ids.flatMap { [world.position(of: $0).x, world.position(of: $0).y, world.angle(of: $0)] }
    }
    #expect(run() == run())
  }
}
