import Foundation
import Geometry
import Scenes

/// Reads a physics scene in the JSON format of `docs/physics-scene-format.md`.
enum SceneFile {
  /// Why a scene file could not be used; the message names the file and the field.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private struct Region: Decodable {
    let xmin: Double
    let xmax: Double
    let ymin: Double
    let ymax: Double
  }

  private struct Body: Decodable {
    let shape: String
    let x: Double
    let y: Double
    let r: Double?
    let w: Double?
    let h: Double?
    let vx: Double?
    let vy: Double?
  }

  private struct File: Decodable {
    let name: String
    let variant: String?
    let gravity: [Double]
    let dt: Double
    let steps: Int
    let restitution: Double
    let friction: Double
    let density: Double
    let `static`: [Body]
    let dynamic: [Body]
    let inner: Region
    let outer: Region
    let topIndex: Int?
    let groundTop: Double?

    enum CodingKeys: String, CodingKey {
      case name, variant, gravity, dt, steps, restitution, friction, density, `static`, dynamic, inner, outer
      case topIndex = "top_index"
      case groundTop = "ground_top"
    }
  }

  /// Loads and validates the scene at `path`.
  static func load(_ path: String) throws(Failure) -> PhysicsScene {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw Failure(description: "\(path): cannot read the file (\(error.localizedDescription))")
    }
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: data)
    } catch let DecodingError.keyNotFound(key, context) {
      throw Failure(description: "\(path): missing field '\(fieldPath(context.codingPath + [key]))'")
    } catch let DecodingError.typeMismatch(_, context) {
      throw Failure(description: "\(path): field '\(fieldPath(context.codingPath))' has the wrong type")
    } catch let DecodingError.valueNotFound(_, context) {
      throw Failure(description: "\(path): field '\(fieldPath(context.codingPath))' is null")
    } catch {
      throw Failure(description: "\(path): not valid JSON (\(error.localizedDescription))")
    }
    return try scene(file, path)
  }

  private static func fieldPath(_ keys: [any CodingKey]) -> String {
    keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".").replacingOccurrences(
      of: ".[", with: "[")
  }

  private static func scene(_ f: File, _ path: String) throws(Failure) -> PhysicsScene {
    func require(_ ok: Bool, _ field: String, _ rule: String) throws(Failure) {
      if !ok { throw Failure(description: "\(path): field '\(field)' \(rule)") }
    }
    try require(f.gravity.count == 2 && f.gravity.allSatisfy(\.isFinite), "gravity", "must be two finite numbers")
    try require(f.dt.isFinite && f.dt > 0 && f.dt <= 1, "dt", "must be in (0, 1] seconds")
    try require(f.steps > 0 && f.steps <= 1_000_000, "steps", "must be 1…1000000")
    try require((0...1).contains(f.restitution), "restitution", "must be in 0…1")
    try require(f.friction.isFinite && f.friction >= 0, "friction", "must be ≥ 0")
    try require(f.density.isFinite && f.density > 0, "density", "must be > 0")
    func spec(_ b: Body, _ field: String) throws(Failure) -> PhysicsScene.BodySpec {
      try require(b.x.isFinite && b.y.isFinite, field, "needs finite x and y")
      let velocity = Vector(dx: b.vx ?? 0, dy: b.vy ?? 0)
      try require(velocity.isValid, field, "needs finite vx and vy")
      switch b.shape {
      case "circle":
        guard let r = b.r, r.isFinite, r > 0 else {
          throw Failure(description: "\(path): field '\(field).r' must be > 0")
        }
        return .init(kind: .circle(radius: r), center: Point(x: b.x, y: b.y), velocity: velocity)
      case "box":
        guard let w = b.w, let h = b.h, w.isFinite, h.isFinite, w > 0, h > 0 else {
          throw Failure(description: "\(path): field '\(field).w/h' must be > 0")
        }
        return .init(kind: .box(width: w, height: h), center: Point(x: b.x, y: b.y), velocity: velocity)
      default:
        throw Failure(description: "\(path): field '\(field).shape' must be \"circle\" or \"box\"")
      }
    }
    var statics: [PhysicsScene.BodySpec] = []
    for (i, b) in f.static.enumerated() { statics.append(try spec(b, "static[\(i)]")) }
    var dynamics: [PhysicsScene.BodySpec] = []
    for (i, b) in f.dynamic.enumerated() { dynamics.append(try spec(b, "dynamic[\(i)]")) }
    func rect(_ r: Region) -> Rect { Rect(x: r.xmin, y: r.ymin, width: r.xmax - r.xmin, height: r.ymax - r.ymin) }
    if let top = f.topIndex { try require(top >= 0 && top < dynamics.count, "top_index", "must name a dynamic body") }
    return PhysicsScene(
      name: f.name, variant: f.variant ?? "", gravity: Vector(dx: f.gravity[0], dy: f.gravity[1]), dt: f.dt,
      steps: f.steps,
      restitution: f.restitution, friction: f.friction, density: f.density, statics: statics, dynamics: dynamics,
      inner: rect(f.inner), outer: rect(f.outer), topIndex: f.topIndex, groundTop: f.groundTop)
  }
}
