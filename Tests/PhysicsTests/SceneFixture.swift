import Foundation
import Geometry
import Scenes
import Testing

/// Reads the scene files of Benchmarks/physics/scenes (the JSON of docs/physics-scene-format.md).
enum SceneFixture {
  /// The scene `name`, cut to `steps` steps.
  static func load(_ name: String, steps: Int) throws -> PhysicsScene {
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
      steps: steps, restitution: number(json, "restitution"), friction: number(json, "friction"),
      density: number(json, "density"), statics: (json["static"] as? [[String: Any]] ?? []).map(body),
      dynamics: (json["dynamic"] as? [[String: Any]] ?? []).map(body), inner: region("inner"),
      outer: region("outer"))
  }
}
