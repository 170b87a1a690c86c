import Geometry
import Testing

@testable import Physics

/// Joints hold what they promise: lengths, pins, welds, slides, springs and friction.
@Suite struct JointTests {
  private func body(
    _ world: PhysicsWorld, at p: Point, _ geometry: ShapeGeometry = .circle(center: .zero, radius: 5),
    type: BodyType = .dynamic, damping: Double = 0
  ) -> BodyID {
    var def = BodyDefinition()
    def.position = p
    def.type = type
    def.linearDamping = damping
    def.angularDamping = damping
    let id = world.createBody(def)
    world.addShape(ShapeDefinition(geometry: geometry), to: id)
    return id
  }

  @Test func rigidPendulumKeepsItsLengthAndSwingsWithTheRightPeriod() {
    let g = 1000.0
    let length = 200.0
    let world = PhysicsWorld(gravity: Vector(dx: 0, dy: g))
    let pivot = Point(x: 0, y: 0)
    let start = Point(x: length * Trig.sin(0.1), y: length * Trig.cos(0.1))
    let bob = body(world, at: start)
    world.createJoint(JointDefinition(kind: .distance, bodyA: bob, anchorA: start, bodyB: nil, anchorB: pivot))
    let dt = 1.0 / 240
    var worst = 0.0
    var crossings: [Double] = []
    var previousX = world.position(of: bob).x
    for k in 1...2400 {
      world.step(dt: dt)
      let p = world.position(of: bob)
      worst = max(worst, abs(p.distance(to: pivot) - length))
      if previousX > 0 && p.x <= 0 { crossings.append(Double(k) * dt) }
      previousX = p.x
    }
    #expect(worst < 0.005 * length)
    // Small swings: T = 2π√(L/g) (the solid disc's own turning adds nothing: it hangs from its centre).
    let period = 2 * Trig.pi * (length / g).squareRoot()
    #expect(crossings.count >= 4)
    let measured = (crossings.last! - crossings.first!) / Double(crossings.count - 1)
    #expect(abs(measured - period) < 0.02 * period)
  }

  @Test func revoluteChainHangsWithItsLinksPinned() {
    let world = PhysicsWorld(gravity: Vector(dx: 0, dy: 1000))
    var previous: BodyID?
    var joints: [JointID] = []
    for k in 0..<10 {
      let x = 20.0 * Double(k) + 10
      let link = body(world, at: Point(x: x, y: 0), .box(width: 20, height: 4), damping: 1)
      let anchor = Point(x: x - 10, y: 0)
      joints.append(
        world.createJoint(
          JointDefinition(kind: .revolute, bodyA: link, anchorA: anchor, bodyB: previous, anchorB: anchor)))
      previous = link
    }
    var worstGap = 0.0
    for _ in 0..<1200 {
      world.step(dt: 1.0 / 120)
      for j in joints { worstGap = max(worstGap, world.jointSeparation(of: j)) }
    }
    #expect(worstGap < 0.5)
    // Damped, and hanging from its first pin, the chain comes to rest nearly straight below it.
    let last = world.position(of: previous!)
    #expect(abs(last.x) < 30)
    #expect(last.y > 170)
  }

  @Test func weldedBodiesFallAsOne() {
    let world = PhysicsWorld(gravity: Vector(dx: 0, dy: 1000))
    _ = body(world, at: Point(x: 0, y: 300), .box(width: 400, height: 20), type: .static)
    let a = body(world, at: Point(x: -15, y: 0), .box(width: 30, height: 30))
    let b = body(world, at: Point(x: 15, y: -20), .box(width: 30, height: 30))
    world.setAngularVelocity(3, of: a)
    world.createJoint(
      JointDefinition(kind: .weld, bodyA: a, anchorA: Point(x: 0, y: -10), bodyB: b, anchorB: Point(x: 0, y: -10)))
    for _ in 0..<240 { world.step(dt: 1.0 / 120) }
    let offset = world.position(of: b) - world.position(of: a)
    let turned = world.angle(of: a)
    let expected = Rotation(angle: turned).apply(Vector(dx: 30, dy: -20))
    #expect((offset - expected).length < 1)
    #expect(abs(world.angle(of: b) - turned) < 0.01)
  }

  @Test func prismaticSlidesAlongItsAxisAndStopsAtItsLimits() {
    let world = PhysicsWorld(gravity: Vector(dx: 0, dy: 1000))
    let start = Point(x: 0, y: 0)
    let slider = body(world, at: start, .box(width: 20, height: 20))
    var def = JointDefinition(kind: .prismatic, bodyA: slider, anchorA: start, bodyB: nil, anchorB: start)
    def.axis = Vector(dx: 1, dy: 0)
    def.enableLimit = true
    def.lowerTranslation = -50
    def.upperTranslation = 80
    world.createJoint(def)
    world.setLinearVelocity(Vector(dx: 100, dy: 0), of: slider)
    for _ in 0..<60 { world.step(dt: 1.0 / 120) }
    // Gravity pulls across the axis: the slider neither falls nor turns, and keeps its speed.
    #expect(abs(world.position(of: slider).y) < 0.5)
    #expect(abs(world.angle(of: slider)) < 0.01)
    #expect(abs(world.position(of: slider).x - 50) < 1)
    for _ in 0..<120 { world.step(dt: 1.0 / 120) }
    #expect(world.position(of: slider).x <= 80.5)
    #expect(world.position(of: slider).x > 78)
    world.setLinearVelocity(Vector(dx: -500, dy: 0), of: slider)
    for _ in 0..<120 { world.step(dt: 1.0 / 120) }
    #expect(world.position(of: slider).x >= -50.5)
  }

  @Test(arguments: [1.0, 2.5])
  func springOscillatesAtItsFrequency(hertz: Double) {
    let world = PhysicsWorld()
    let anchor = Point(x: 0, y: 0)
    let mass = body(world, at: Point(x: 150, y: 0))
    var def = JointDefinition(kind: .distance, bodyA: mass, anchorA: Point(x: 150, y: 0), bodyB: nil, anchorB: anchor)
    def.enableSpring = true
    def.length = 100
    def.minLength = 0
    def.maxLength = .infinity
    def.hertz = hertz
    world.createJoint(def)
    let dt = 1.0 / 240
    var turns: [Double] = []
    var previous = world.position(of: mass).x - 100
    for k in 1...Int(4 / hertz / dt) {
      world.step(dt: dt)
      let x = world.position(of: mass).x - 100
      if previous > 0 && x <= 0 { turns.append(Double(k) * dt) }
      previous = x
    }
    #expect(turns.count >= 3)
    let period = (turns.last! - turns.first!) / Double(turns.count - 1)
    #expect(abs(period - 1 / hertz) < 0.03 / hertz)
  }

  @Test func ropeIsSlackUntilItsLengthThenHolds() {
    let world = PhysicsWorld(gravity: Vector(dx: 0, dy: 1000))
    let top = Point(x: 0, y: 0)
    let weight = body(world, at: Point(x: 0, y: 20))
    var def = JointDefinition(kind: .distance, bodyA: weight, anchorA: Point(x: 0, y: 20), bodyB: nil, anchorB: top)
    def.enableSpring = true
    def.minLength = 0
    def.maxLength = 100
    world.createJoint(def)
    for _ in 0..<12 { world.step(dt: 1.0 / 120) }
    // Free fall for 0.1 s: ½·g·t² = 5 pt.
    #expect(abs(world.position(of: weight).y - 25) < 0.5)
    for _ in 0..<240 { world.step(dt: 1.0 / 120) }
    #expect(world.position(of: weight).y <= 100.5)
    #expect(world.position(of: weight).y > 99)
  }

  @Test func revoluteFrictionTorqueSlowsASpinningWheel() {
    let world = PhysicsWorld()
    let center = Point(x: 0, y: 0)
    let wheel = body(world, at: center, .circle(center: .zero, radius: 20))
    var def = JointDefinition(kind: .revolute, bodyA: wheel, anchorA: center, bodyB: nil, anchorB: center)
    let inertia = 0.5 * world.mass(of: wheel) * 400
    def.frictionTorque = inertia * 2
    world.createJoint(def)
    world.setAngularVelocity(4, of: wheel)
    for _ in 0..<60 { world.step(dt: 1.0 / 120) }
    // α = τ/I = 2 rad/s², so after 0.5 s it spins at 3 rad/s.
    #expect(abs(world.angularVelocity(of: wheel) - 3) < 0.02)
    for _ in 0..<240 { world.step(dt: 1.0 / 120) }
    #expect(abs(world.angularVelocity(of: wheel)) < 1e-6)
  }

  @Test func destroyingABodyDestroysItsJoints() {
    let world = PhysicsWorld(gravity: Vector(dx: 0, dy: 1000))
    let a = body(world, at: Point(x: 0, y: 0))
    let j = world.createJoint(JointDefinition(kind: .distance, bodyA: a, anchorA: .zero, bodyB: nil, anchorB: .zero))
    world.destroyBody(a)
    #expect(!world.isValid(j))
    world.step(dt: 1.0 / 120)
  }
}
