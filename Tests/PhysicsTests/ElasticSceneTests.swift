import Geometry
import Scenes
import Testing

@testable import Physics

/// The elastic scenes of Benchmarks/physics/scenes (e = 1, no friction, no gravity, walls 2–4 pt
/// thick), shortened: boxes and balls from 200 to 20,000 pt/s keep their kinetic energy
/// (translational plus rotational) within 2%, never gain any, and none goes through a wall.
@Suite struct ElasticSceneTests {
  /// What a run measured: the largest and last energy over the first, and how many bodies ever
  /// had their centre outside the scene's outer region.
  private struct Run {
    var largest = 1.0
    var last = 1.0
    var escaped = 0
  }

  private func run(_ name: String, steps: Int) throws -> Run {
    let scene = try SceneFixture.load(name, steps: steps)
    let (world, bodies) = scene.makeWorld()
    let start = world.kineticEnergy(of: bodies)
    var result = Run()
    var gone = Set<Int>()
    for _ in 0..<steps {
      world.step(dt: scene.dt)
      let e = world.kineticEnergy(of: bodies) / start
      result.largest = max(result.largest, e)
      result.last = e
      for (k, id) in bodies.enumerated() where !scene.outer.contains(world.centerOfMass(of: id)) { gone.insert(k) }
    }
    result.escaped = gone.count
    return result
  }

  @Test(arguments: [
    ("fast_box_n1", 300), ("elastic_boxes_n150", 180), ("fast_boxes_n100", 180), ("fast_mixed_n200", 90),
    ("elastic_mixed_n500", 60),
  ])
  func keepsItsEnergyAndItsBodies(_ name: String, _ steps: Int) throws {
    let r = try run(name, steps: steps)
    #expect(r.escaped == 0, "\(name): \(r.escaped) bodies went through a wall")
    #expect(r.largest <= 1 + 1e-9, "\(name) gained energy: \(r.largest)")
    #expect(r.last >= 0.98, "\(name) lost energy: \(r.last)")
  }
}
