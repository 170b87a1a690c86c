import Geometry
import Testing

@testable import Physics

/// Pairs of fast bodies whose straight paths never come near each other are culled (see
/// `ProxyMotion`); pairs that do meet still collide.
@Suite struct FastPairCullingTests {
  private func ball(_ world: PhysicsWorld, at p: Point, velocity: Vector) -> BodyID {
    var def = BodyDefinition()
    def.position = p
    def.linearVelocity = velocity
    let id = world.createBody(def)
    var shape = ShapeDefinition(geometry: .circle(center: .zero, radius: 3))
    shape.restitution = 1
    shape.friction = 0
    world.addShape(shape, to: id)
    return id
  }

  private func motion(at center: Point, velocity: Vector) -> ProxyMotion {
    let box = AABB(minX: center.x - 3, minY: center.y - 3, maxX: center.x + 3, maxY: center.y + 3)
    return ProxyMotion(box: box, center: center, velocity: velocity, dt: 1.0 / 60, isDynamic: true)
  }

  @Test func pathsThatPassWideAreCulledAndPathsThatCrossAreKept() {
    let a = motion(at: Point(x: 100, y: 300), velocity: Vector(dx: 15_000, dy: 0))
    let wide = motion(at: Point(x: 500, y: 320), velocity: Vector(dx: -15_000, dy: 0))
    let crossing = motion(at: Point(x: 500, y: 303), velocity: Vector(dx: -15_000, dy: 0))
    let slow = motion(at: Point(x: 110, y: 320), velocity: Vector(dx: -10, dy: 0))
    #expect(!ProxyMotion.mayMeet(a, wide, margin: 1))
    #expect(!ProxyMotion.mayMeet(wide, a, margin: 1))
    #expect(ProxyMotion.mayMeet(a, crossing, margin: 1))
    // Two slow bodies are never culled, however far apart their paths.
    let other = motion(at: Point(x: 300, y: 320), velocity: Vector(dx: 10, dy: 0))
    #expect(ProxyMotion.mayMeet(slow, other, margin: 1))
  }

  @Test func fastBallsOnTheSamePathStillBounce() {
    let world = PhysicsWorld()
    world.enableSleep = false
    let a = ball(world, at: Point(x: 100, y: 300), velocity: Vector(dx: 15_000, dy: 0))
    let b = ball(world, at: Point(x: 500, y: 301), velocity: Vector(dx: -15_000, dy: 0))
    world.step(dt: 1.0 / 60)
    #expect(world.linearVelocity(of: a).dx < 0)
    #expect(world.linearVelocity(of: b).dx > 0)
  }
}
