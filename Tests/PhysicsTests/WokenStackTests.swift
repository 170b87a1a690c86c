import Geometry
import Testing

@testable import Physics

/// A column that fell asleep and is woken stands as straight as one that never slept: waking gives its
/// contacts back with the impulses they held, so the column carries its weight from the first step.
@Suite struct WokenStackTests {
  /// A column of 20 boxes of 10 pt on a wide floor (gravity 1000 pt/s²), stepped at 60 Hz until asleep.
  private static func sleepingColumn() -> (PhysicsWorld, [BodyID]) {
    let world = PhysicsWorld(gravity: Vector(dx: 0, dy: 1000))
    world.enableSleep = true
    var floor = BodyDefinition()
    floor.type = .static
    floor.position = Point(x: 0, y: 25)
    world.addShape(ShapeDefinition(geometry: .box(width: 2000, height: 50)), to: world.createBody(floor))
    let boxes: [BodyID] = (0..<20).map { i in
      var def = BodyDefinition()
      def.position = Point(x: 0, y: -5 - 10 * Double(i))
      let box = world.createBody(def)
      world.addShape(ShapeDefinition(geometry: .box(width: 10, height: 10)), to: box)
      return box
    }
    for _ in 0..<300 { world.step(dt: 1.0 / 60) }
    return (world, boxes)
  }

  /// The largest sideways drift of any box (pt) over `steps` steps at 60 Hz.
  private static func sway(_ world: PhysicsWorld, _ boxes: [BodyID], steps: Int) -> Double {
    var sway = 0.0
    for _ in 0..<steps {
      world.step(dt: 1.0 / 60)
      sway = max(sway, boxes.map { abs(world.position(of: $0).x) }.max() ?? 0)
    }
    return sway
  }

  /// A light ball dropped 2 pt onto the top wakes the column (it swayed 12 pt when waking started its
  /// contacts cold; one that never slept sways 0.86 pt, Box2D 3.2's woken one 0.46 pt).
  @Test func aColumnWokenByATouchStaysStraight() {
    let (world, boxes) = Self.sleepingColumn()
    #expect(boxes.allSatisfy { !world.isAwake($0) })
    var def = BodyDefinition()
    def.position = Point(x: 0, y: -203)
    var ball = ShapeDefinition(geometry: .circle(center: .zero, radius: 1))
    ball.density = 0.1
    world.addShape(ball, to: world.createBody(def))
    let sway = Self.sway(world, boxes, steps: 1200)
    #expect(boxes.contains { world.isAwake($0) } || sway > 0, "the ball woke the column")
    #expect(sway < 2, "swayed \(sway) pt")
  }

  /// Woken by hand between steps, the column does not move at all beyond settling.
  @Test func aColumnWokenByHandStaysStraight() {
    let (world, boxes) = Self.sleepingColumn()
    let before = boxes.map { world.position(of: $0) }
    world.setAwake(true, of: boxes[10])
    #expect(boxes.allSatisfy { world.isAwake($0) })
    let sway = Self.sway(world, boxes, steps: 600)
    let sank = zip(before, boxes).map { world.position(of: $1).y - $0.y }.max() ?? 0
    #expect(sway < 2 && sank < 1, "swayed \(sway) pt, sank \(sank) pt")
  }
}
