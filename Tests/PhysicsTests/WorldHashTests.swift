import Foundation
import Geometry
import Scenes
import Testing

@testable import Physics

/// The engine's result is pinned: a busy scene (400 boxes and balls raining into a bin, with
/// friction, restitution, rotation and stacking) ends after a fixed number of steps in a state whose
/// hash is written here. Tests/wasm/determinism.mjs runs the same scene for the same steps in the
/// WebAssembly build and checks the same constant, so both builds compute bit for bit the same.
/// A change to the physics that moves it must say why, and update both.
@Suite struct WorldHashTests {
  static let steps = 120
  static let mixedPileHash = "ae23c7e595689e19"

  /// Reads a scene file of Benchmarks/physics/scenes (the JSON of docs/physics-scene-format.md).
  private func scene(_ name: String) throws -> PhysicsScene {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../Benchmarks/physics/scenes/\(name).json")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    func number(_ object: [String: Any], _ key: String) -> Double { (object[key] as? NSNumber)?.doubleValue ?? 0 }
    func body(_ object: [String: Any]) -> PhysicsScene.BodySpec {
      let kind: PhysicsScene.BodySpec.Kind =
        object["shape"] as? String == "circle"
        ? .circle(radius: number(object, "r")) : .box(width: number(object, "w"), height: number(object, "h"))
      return .init(
        kind: kind, center: Point(x: number(object, "x"), y: number(object, "y")),
        velocity: Vector(dx: number(object, "vx"), dy: number(object, "vy")))
    }
    func region(_ key: String) -> Rect {
      let r = json[key] as? [String: Any] ?? [:]
      return Rect(
        x: number(r, "xmin"), y: number(r, "ymin"), width: number(r, "xmax") - number(r, "xmin"),
        height: number(r, "ymax") - number(r, "ymin"))
    }
    let gravity = (json["gravity"] as? [NSNumber] ?? []).map(\.doubleValue)
    return PhysicsScene(
      name: name, variant: "", gravity: Vector(dx: gravity[0], dy: gravity[1]), dt: number(json, "dt"),
      steps: Self.steps, restitution: number(json, "restitution"), friction: number(json, "friction"),
      density: number(json, "density"), statics: (json["static"] as? [[String: Any]] ?? []).map(body),
      dynamics: (json["dynamic"] as? [[String: Any]] ?? []).map(body), inner: region("inner"),
      outer: region("outer"))
  }

  @Test func aBusySceneEndsInThePinnedState() throws {
    let pile = try scene("mixed_pile_n400")
    let (world, bodies) = pile.makeWorld()
    for _ in 0..<Self.steps { world.step(dt: pile.dt) }
    #expect(pile.stateHash(world: world, bodies: bodies) == Self.mixedPileHash)
  }
}
