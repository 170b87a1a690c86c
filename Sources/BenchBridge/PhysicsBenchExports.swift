import Geometry
import Physics
import Scenes
import WebBridge

// Exports for timing the physics engine in wasm on the shared scenes (Benchmarks/physics/wasm-engine.mjs).
// The scene arrives as doubles in the input buffer:
//   gx gy dt steps restitution friction density
//   staticCount  (x y w h) × staticCount
//   dynamicCount (kind size1 size2 x y vx vy) × dynamicCount    kind 0 circle (size1 = r), 1 box (w h)

nonisolated(unsafe) private var benchScene: PhysicsScene?
nonisolated(unsafe) private var benchWorld: PhysicsWorld?
nonisolated(unsafe) private var benchBodies: [BodyID] = []

/// Builds the scene encoded in the first `count` doubles of the input buffer; returns its dynamic body count, or −1.
@_expose(wasm, "kinetic_physics_load") @_cdecl("kinetic_physics_load")
public func kineticPhysicsLoad(count: Int32) -> Int32 {
  let numbers = Buffers.input.doubles(count: Int(count))
  guard let scene = SceneCoding.decode(numbers) else { return -1 }
  let (world, bodies) = scene.makeWorld()
  benchScene = scene
  benchWorld = world
  benchBodies = bodies
  return Int32(bodies.count)
}

/// Advances the loaded scene by one of its steps.
@_expose(wasm, "kinetic_physics_step") @_cdecl("kinetic_physics_step")
public func kineticPhysicsStep() {
  guard let scene = benchScene, let world = benchWorld else { return }
  world.step(dt: scene.dt)
}

/// Writes the loaded scene's state hash (16 hex digits) to the output buffer; returns its length.
@_expose(wasm, "kinetic_physics_checksum") @_cdecl("kinetic_physics_checksum")
public func kineticPhysicsChecksum() -> Int32 {
  guard let scene = benchScene, let world = benchWorld else { return 0 }
  return Buffers.output.write(scene.stateHash(world: world, bodies: benchBodies))
}

/// Reads the flat number layout above into a scene.
enum SceneCoding {
  static func decode(_ n: [Double]) -> PhysicsScene? {
    var i = 0
    func next() -> Double? {
      guard i < n.count, n[i].isFinite else { return nil }
      defer { i += 1 }
      return n[i]
    }
    guard let gx = next(), let gy = next(), let dt = next(), let steps = next(), let e = next(), let mu = next(),
      let density = next(), let staticCount = next(), dt > 0, steps >= 0, staticCount >= 0
    else { return nil }
    var statics: [PhysicsScene.BodySpec] = []
    for _ in 0..<Int(staticCount) {
      guard let x = next(), let y = next(), let w = next(), let h = next() else { return nil }
      statics.append(.init(kind: .box(width: w, height: h), center: Point(x: x, y: y)))
    }
    guard let dynamicCount = next(), dynamicCount >= 0 else { return nil }
    var dynamics: [PhysicsScene.BodySpec] = []
    for _ in 0..<Int(dynamicCount) {
      guard let kind = next(), let a = next(), let b = next(), let x = next(), let y = next(), let vx = next(),
        let vy = next()
      else { return nil }
      let shape: PhysicsScene.BodySpec.Kind = kind == 0 ? .circle(radius: a) : .box(width: a, height: b)
      dynamics.append(.init(kind: shape, center: Point(x: x, y: y), velocity: Vector(dx: vx, dy: vy)))
    }
    let everywhere = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
    return PhysicsScene(
      name: "wasm", variant: "", gravity: Vector(dx: gx, dy: gy), dt: dt, steps: Int(steps), restitution: e,
      friction: mu, density: density, statics: statics, dynamics: dynamics, inner: everywhere, outer: everywhere)
  }
}
