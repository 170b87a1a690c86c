import Geometry
import Physics

/// What the metrics run of `docs/physics-scene-format.md` measures, read after every step outside any timing.
public struct SceneMetrics: Sendable {
  /// Steps observed.
  public private(set) var stepsObserved = 0
  /// Largest speed of a body that has not escaped, in points/s.
  public private(set) var maxSpeed = 0.0
  /// Bodies whose centre ever left the outer region (or became non-finite).
  public private(set) var escapedEver = 0
  /// Bodies whose centre ever left the inner region.
  public private(set) var deepEver = 0
  /// Whether any state became NaN or infinite.
  public private(set) var nonfinite = false
  /// Translational kinetic energy at the start (½ m v² summed), for zero-gravity scenes.
  public private(set) var initialKineticEnergy = 0.0
  /// Translational kinetic energy after the last observed step.
  public private(set) var kineticEnergy = 0.0
  /// Kinetic energy at the start, translation and rotation (½ m v² + ½ I ω² summed).
  public private(set) var initialTotalKineticEnergy = 0.0
  /// Kinetic energy after the last observed step, translation and rotation.
  public private(set) var totalKineticEnergy = 0.0
  private var escaped: [Bool]
  private var deep: [Bool]
  private var finalEscaped = 0

  /// Starts measuring `bodies` of `scene` in `world` (before the first step).
  public init(scene: PhysicsScene, world: PhysicsWorld, bodies: [BodyID]) {
    escaped = [Bool](repeating: false, count: bodies.count)
    deep = escaped
    (initialKineticEnergy, initialTotalKineticEnergy) = SceneMetrics.energy(world, bodies)
    (kineticEnergy, totalKineticEnergy) = (initialKineticEnergy, initialTotalKineticEnergy)
  }

  /// Reads every body after a step.
  public mutating func observe(scene: PhysicsScene, world: PhysicsWorld, bodies: [BodyID]) {
    stepsObserved += 1
    finalEscaped = 0
    for (k, id) in bodies.enumerated() {
      let p = world.centerOfMass(of: id)
      let v = world.linearVelocity(of: id)
      let finite = p.isValid && v.isValid
      if !finite { nonfinite = true }
      if (!finite || !scene.inner.contains(p)) && !deep[k] {
        deep[k] = true
        deepEver += 1
      }
      if !finite || !scene.outer.contains(p) {
        finalEscaped += 1
        if !escaped[k] {
          escaped[k] = true
          escapedEver += 1
        }
        continue
      }
      if !escaped[k] { maxSpeed = max(maxSpeed, v.length) }
    }
    (kineticEnergy, totalKineticEnergy) = SceneMetrics.energy(world, bodies)
  }

  /// Bodies outside the outer region after the last step.
  public var escapedFinal: Int { finalEscaped }

  /// Final over initial translational kinetic energy.
  public var kineticEnergyRatio: Double { initialKineticEnergy > 0 ? kineticEnergy / initialKineticEnergy : 1 }

  /// Final over initial kinetic energy, translation and rotation: what elastic contacts conserve.
  public var totalKineticEnergyRatio: Double {
    initialTotalKineticEnergy > 0 ? totalKineticEnergy / initialTotalKineticEnergy : 1
  }

  /// The bodies' translational kinetic energy (½ m v² summed) and their whole kinetic energy (with
  /// ½ I ω²), in mass·points²/s².
  private static func energy(_ world: PhysicsWorld, _ bodies: [BodyID]) -> (translation: Double, total: Double) {
    var translation = 0.0
    var total = 0.0
    for id in bodies {
      translation += world.translationalKineticEnergy(of: id)
      total += world.kineticEnergy(of: id)
    }
    return (translation, total)
  }
}

extension PhysicsScene {
  /// The pyramid's top box height above the ground, final over built (nil without a pyramid).
  public func topHeightRatio(world: PhysicsWorld, bodies: [BodyID]) -> (ratio: Double, drift: Double)? {
    guard let top = topIndex, let ground = groundTop, top < bodies.count else { return nil }
    let initial = ground - dynamics[top].center.y
    let p = world.centerOfMass(of: bodies[top])
    return ((ground - p.y) / initial, p.x - dynamics[top].center.x)
  }

  /// A hash of every dynamic body's position and velocity bits.
  public func stateHash(world: PhysicsWorld, bodies: [BodyID]) -> String {
    var h = StateHasher()
    for id in bodies {
      h.combine(world.centerOfMass(of: id))
      h.combine(world.linearVelocity(of: id))
      h.combine(world.angle(of: id))
    }
    return h.hex
  }

  /// Mean speed of all dynamic bodies, in points/s.
  public func meanSpeed(world: PhysicsWorld, bodies: [BodyID]) -> Double {
    guard !bodies.isEmpty else { return 0 }
    return bodies.reduce(0) { $0 + world.linearVelocity(of: $1).length } / Double(bodies.count)
  }
}
