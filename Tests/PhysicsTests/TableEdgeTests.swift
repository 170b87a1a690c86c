import Geometry
import Testing

@testable import Physics

/// A box pushed slowly off a table's edge tips once its centre of mass is past the edge: a reused
/// manifold does not hold it up over nothing.
@Suite struct TableEdgeTests {
  private static func table(_ w: PhysicsWorld) {
    var d = BodyDefinition()
    d.type = .static
    d.position = Point(x: -100, y: 25)
    let t = w.createBody(d)
    var s = ShapeDefinition(geometry: .box(width: 200, height: 50))
    s.friction = 0
    w.addShape(s, to: t)  // top face y = 0, right edge x = 0
  }

  /// A box slid (no friction) at 1 pt/s until its centre is past the table's edge (a 10 pt box by
  /// 1.9 pt; a 1 pt box by 1.0 pt, no part of it over the table), then stopped, must tip or fall.
  /// Box2D 3.2's contact recycling keeps both level for 60 s.
  @Test(arguments: [(10.0, 1.9), (1.0, 1.0)])
  func aBoxPastTheEdgeTips(size: Double, beyond: Double) {
    let w = PhysicsWorld(gravity: Vector(dx: 0, dy: 1000))
    w.enableSleep = false
    Self.table(w)
    var d = BodyDefinition()
    d.position = Point(x: -0.5, y: -size / 2)
    let b = w.createBody(d)
    var s = ShapeDefinition(geometry: .box(width: size, height: size))
    s.friction = 0
    w.addShape(s, to: b)
    for _ in 0..<30 { w.step(dt: 1.0 / 60) }
    w.setLinearVelocity(Vector(dx: 1, dy: 0), of: b)
    for _ in 0..<Int((0.5 + beyond) * 60) { w.step(dt: 1.0 / 60) }
    w.setLinearVelocity(.zero, of: b)
    for _ in 0..<600 { w.step(dt: 1.0 / 60) }
    #expect(abs(w.angle(of: b)) > 0.3 || w.position(of: b).y > 0)
  }
}
