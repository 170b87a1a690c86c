import Geometry
import Testing

@testable import Physics

/// The radius continuous collision sweeps a one-polygon body with follows its shapes.
@Suite struct InsideRadiusTests {
  /// The radius `solveContinuous` uses for body `id` after a step, or nil when it sweeps none.
  private func sweptRadius(_ world: PhysicsWorld, _ id: BodyID) -> Double? {
    world.step(dt: 1.0 / 60)
    return world.polygonStep(of: Int(id.index))?.radius
  }

  @Test func followsTheBodysShapes() {
    let world = PhysicsWorld(gravity: .zero)
    let box = world.createBody(BodyDefinition())
    let big = world.addShape(ShapeDefinition(geometry: .box(width: 200, height: 120)), to: box)
    #expect(sweptRadius(world, box) == 60)
    world.removeShape(big)
    world.addShape(ShapeDefinition(geometry: .box(width: 4, height: 6)), to: box)
    #expect(sweptRadius(world, box) == 2)
    let ball = world.addShape(ShapeDefinition(geometry: .circle(center: .zero, radius: 3)), to: box)
    #expect(sweptRadius(world, box) == nil)
    world.removeShape(ball)
    #expect(sweptRadius(world, box) == 2)
  }

  /// A box off its body's origin is measured about the centre of mass, which sits in the box.
  @Test func isMeasuredAboutTheCentreOfMass() {
    let world = PhysicsWorld(gravity: .zero)
    let body = world.createBody(BodyDefinition())
    let corners = Shape.box(halfWidth: 5, halfHeight: 3).map { $0 + Vector(dx: 40, dy: 0) }
    world.addShape(ShapeDefinition(geometry: .polygon(corners)), to: body)
    let radius = sweptRadius(world, body)
    #expect(radius != nil && abs(radius! - 3) < 1e-9)
  }
}
