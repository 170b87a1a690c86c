import Foundation
import Geometry
import Scenes
import Testing

@testable import Physics

/// The scalar solver (`ContactSolver`) is the reference the lanes are held to: with every contact
/// solved alone, in the order the batches hold them, each step ends with the velocities and
/// positions the lanes give (a zero may differ in sign, never a value). And it solves the contacts
/// that fit no colour.
@Suite struct ScalarSolverTests {
  /// Every scene of Benchmarks/physics/scenes, stepped side by side with the lanes and alone.
  static let scenes = [
    "pyramid_h20", "mixed_pile_n400", "balls_in_box_n500", "elastic_boxes_n150", "elastic_crowd_n300",
    "elastic_mixed_n500", "breakout_stress_n100", "fast_balls_n200", "fast_boxes_n100", "fast_mixed_n200",
    "fast_ball_n1", "fast_box_n1",
  ]

  @Test(arguments: scenes)
  func theLanesGiveWhatTheScalarSolverGives(scene name: String) throws {
    let steps = 90
    let scene = try SceneFixture.load(name, steps: steps)
    let (lanes, bodies) = scene.makeWorld()
    let (alone, _) = scene.makeWorld()
    alone.solver.solvesAlone = true
    for step in 0..<steps {
      lanes.step(dt: scene.dt)
      alone.step(dt: scene.dt)
      if let body = Self.firstDifference(lanes, alone, bodies) {
        Issue.record("\(name): body \(body.index) differs after step \(step + 1)")
        return
      }
    }
    #expect(alone.solver.batches.isEmpty && alone.solver.alone.count == alone.contactCount)
  }

  @Test func contactsThatFitNoColourAreSolvedAloneAfterTheBatches() {
    // A heavy ball in zero gravity with 90 light ones pressing on it: the contacts of the heavy
    // ball need more than the 64 colours.
    func hub() -> (PhysicsWorld, [BodyID]) {
      let world = PhysicsWorld()
      var ids: [BodyID] = []
      let big = world.createBody(BodyDefinition())
      world.addShape(ShapeDefinition(geometry: .circle(center: .zero, radius: 100)), to: big)
      ids.append(big)
      for k in 0..<90 {
        let direction = Vector(dx: cos(Double(k) / 90 * 2 * Double.pi), dy: sin(Double(k) / 90 * 2 * Double.pi))
        var small = BodyDefinition()
        small.position = Point.zero + direction * 102.9
        small.linearVelocity = direction * -20
        let id = world.createBody(small)
        var shape = ShapeDefinition(geometry: .circle(center: .zero, radius: 3))
        shape.density = 0.01
        world.addShape(shape, to: id)
        ids.append(id)
      }
      return (world, ids)
    }
    let (world, ids) = hub()
    let (alone, _) = hub()
    alone.solver.solvesAlone = true
    for step in 0..<30 {
      world.step(dt: 1.0 / 60)
      alone.step(dt: 1.0 / 60)
      if step == 0 { #expect(world.solver.coloring.overflow.count > 0, "some contacts fit no colour") }
      #expect(world.solver.alone.count == world.solver.coloring.overflow.count)
      #expect(Self.firstDifference(world, alone, ids) == nil, "step \(step + 1)")
      #expect(world.problems(justStepped: true).isEmpty && alone.problems(justStepped: true).isEmpty)
    }
    for id in ids.dropFirst() {
      #expect((world.position(of: id) - world.position(of: ids[0])).length > 102, "no small ball sinks into the hub")
    }
  }

  /// The first body whose position, rotation or velocity differs between the two worlds.
  private static func firstDifference(_ a: PhysicsWorld, _ b: PhysicsWorld, _ bodies: [BodyID]) -> BodyID? {
    bodies.first { id in
      a.position(of: id) != b.position(of: id) || a.angle(of: id) != b.angle(of: id)
        || a.linearVelocity(of: id) != b.linearVelocity(of: id)
        || a.angularVelocity(of: id) != b.angularVelocity(of: id)
    }
  }
}
