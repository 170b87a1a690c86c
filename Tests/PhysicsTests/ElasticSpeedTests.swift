import Geometry
import Testing

@testable import Physics

/// Elastic bodies (e = 1, no friction, no gravity) in boxes of thin walls, at up to 20,000 pt/s:
/// nothing escapes, and no contact adds kinetic energy (translational plus rotational).
@Suite struct ElasticSpeedTests {
  /// A world with four static walls `wall` points thick around [0, width] × [0, height].
  private func box(width: Double, height: Double, wall: Double) -> PhysicsWorld {
    let world = PhysicsWorld()
    world.enableSleep = false
    var ground = BodyDefinition()
    ground.type = .static
    let walls = world.createBody(ground)
    let sides: [(Double, Double, Double, Double)] = [
      (width / 2, -wall / 2, width + 2 * wall, wall), (width / 2, height + wall / 2, width + 2 * wall, wall),
      (-wall / 2, height / 2, wall, height + 2 * wall), (width + wall / 2, height / 2, wall, height + 2 * wall),
    ]
    for (x, y, w, h) in sides {
      var shape = ShapeDefinition(geometry: rectangle(w, h, at: Vector(dx: x, dy: y)))
      shape.restitution = 1
      shape.friction = 0
      world.addShape(shape, to: walls)
    }
    return world
  }

  private func rectangle(_ w: Double, _ h: Double, at c: Vector) -> ShapeGeometry {
    .polygon([
      c + Vector(dx: -w / 2, dy: -h / 2), c + Vector(dx: w / 2, dy: -h / 2), c + Vector(dx: w / 2, dy: h / 2),
      c + Vector(dx: -w / 2, dy: h / 2),
    ])
  }

  /// Adds an elastic body: a circle of radius `size`, or a square of side `2 · size` when `square`.
  @discardableResult
  private func add(
    _ world: PhysicsWorld, at p: Point, velocity: Vector, size: Double, square: Bool = false
  ) -> BodyID {
    var def = BodyDefinition()
    def.position = p
    def.linearVelocity = velocity
    let id = world.createBody(def)
    let geometry = square ? rectangle(2 * size, 2 * size, at: .zero) : .circle(center: .zero, radius: size)
    var shape = ShapeDefinition(geometry: geometry)
    shape.restitution = 1
    shape.friction = 0
    world.addShape(shape, to: id)
    return id
  }

  /// `count` bodies on a grid, speeds spread over `speeds`, directions turning by the golden angle.
  private func crowd(
    _ world: PhysicsWorld, count: Int, columns: Int, spacing: Double, speeds: ClosedRange<Double>, size: Double,
    squares: (Int) -> Bool = { _ in false }
  ) -> [BodyID] {
    (0..<count).map { i in
      let theta = 2 * Trig.pi * (Double(i) * 0.6180339887498949).truncatingRemainder(dividingBy: 1) + 0.05
      let fraction = (Double(i) * 0.41421356237309503).truncatingRemainder(dividingBy: 1)
      let speed = speeds.lowerBound + (speeds.upperBound - speeds.lowerBound) * fraction
      let p = Point(x: 2 * spacing + spacing * Double(i % columns), y: 2 * spacing + spacing * Double(i / columns))
      return add(world, at: p, velocity: Vector(angle: theta) * speed, size: size, square: squares(i))
    }
  }

  /// What a run measured: the largest and last energy over the first, and how many bodies ever
  /// had their centre beyond the walls' outer faces.
  private struct Run {
    var largest = 1.0
    var last = 1.0
    var escaped = 0
  }

  private func run(
    _ world: PhysicsWorld, _ bodies: [BodyID], steps: Int, outer: Rect
  ) -> Run {
    let start = world.kineticEnergy(of: bodies)
    var result = Run()
    var gone = Set<Int>()
    for _ in 0..<steps {
      world.step(dt: 1.0 / 60)
      let e = world.kineticEnergy(of: bodies) / start
      result.largest = max(result.largest, e)
      result.last = e
      for (k, id) in bodies.enumerated() where !outer.contains(world.centerOfMass(of: id)) { gone.insert(k) }
    }
    result.escaped = gone.count
    return result
  }

  private func outer(_ width: Double, _ height: Double, _ wall: Double) -> Rect {
    Rect(x: -wall, y: -wall, width: width + 2 * wall, height: height + 2 * wall)
  }

  @Test func aLoneFastBallOrBoxKeepsItsEnergyAndStaysIn() {
    for square in [false, true] {
      for speed in [200.0, 3000, 20000] {
        let world = box(width: 400, height: 300, wall: 2)
        let body = add(
          world, at: Point(x: 200, y: 150), velocity: Vector(angle: 0.7) * speed, size: 4, square: square)
        let r = run(world, [body], steps: 600, outer: outer(400, 300, 2))
        #expect(r.escaped == 0, "square \(square) at \(speed) pt/s escaped")
        #expect(r.largest <= 1 + 1e-9, "square \(square) at \(speed) pt/s gained energy: \(r.largest)")
        #expect(r.last >= 0.98, "square \(square) at \(speed) pt/s lost energy: \(r.last)")
      }
    }
  }

  /// A fast ball hits a ball resting just in front of a wall: the wall stops the first ball after
  /// it has passed half its speed on, and bouncing it at its full speed added a quarter to the energy.
  @Test func aBallHittingABallAtAWallAddsNoEnergy() {
    let world = box(width: 800, height: 600, wall: 3)
    let fast = add(world, at: Point(x: 700, y: 300), velocity: Vector(dx: 20000, dy: 0), size: 3)
    let resting = add(world, at: Point(x: 790, y: 300), velocity: .zero, size: 3)
    let r = run(world, [fast, resting], steps: 120, outer: outer(800, 600, 3))
    #expect(r.escaped == 0)
    #expect(r.largest <= 1 + 1e-9)
  }

  @Test func manySmallFastBallsStayInAndKeepTheirEnergy() {
    let world = box(width: 800, height: 600, wall: 2)
    let balls = crowd(world, count: 80, columns: 16, spacing: 40, speeds: 15000...20000, size: 3)
    let r = run(world, balls, steps: 180, outer: outer(800, 600, 2))
    #expect(r.escaped == 0)
    #expect(r.largest <= 1 + 1e-9)
    #expect(r.last >= 0.98)
  }

  /// Boxes turn as they collide, and a turning box meets walls with corners its contacts did not
  /// have when the step began: they stay in, gain nothing and lose nothing.
  @Test func fastBoxesAndBallsStayInAndKeepTheirEnergy() {
    let world = box(width: 800, height: 600, wall: 3)
    let bodies = crowd(
      world, count: 60, columns: 15, spacing: 40, speeds: 2000...20000, size: 4, squares: { $0 % 2 == 0 })
    let r = run(world, bodies, steps: 180, outer: outer(800, 600, 3))
    #expect(r.escaped == 0)
    #expect(r.largest <= 1 + 1e-9)
    #expect(r.last >= 0.98)
  }

  /// A box spinning at 1,000 rad/s turns four radians in a sub-step, so its contact's points and
  /// arms are stale when a ball meets it: the impulse given along them is made elastic, and the
  /// pair keeps its energy.
  @Test func aSpinningBoxHittingABallKeepsTheEnergy() {
    for k in 0..<12 {
      let offset = Double(k) * 0.9 - 5
      let world = PhysicsWorld()
      world.enableSleep = false
      let spinning = add(world, at: Point(x: 0, y: 0), velocity: Vector(dx: 300, dy: 0), size: 5, square: true)
      world.setTransform(of: spinning, position: Point(x: 0, y: 0), angle: Double(k) * 0.37)
      world.setAngularVelocity(1000, of: spinning)
      let ball = add(world, at: Point(x: 300, y: offset), velocity: Vector(dx: -300, dy: 0), size: 4)
      let r = run(world, [spinning, ball], steps: 60, outer: Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
      #expect(r.largest <= 1 + 1e-9, "offset \(offset): gained \(r.largest)")
      #expect(r.last >= 0.999, "offset \(offset): kept \(r.last)")
    }
  }
}
