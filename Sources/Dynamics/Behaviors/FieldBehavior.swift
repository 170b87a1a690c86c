import Geometry
import Physics

/// The kinds of field a `FieldBehavior` can be (UIKit's `UIFieldBehavior` factory methods).
public enum FieldKind: Hashable, Sendable {
  /// A uniform acceleration along `direction`.
  case linearGravity
  /// An acceleration toward `position`.
  case radialGravity
  /// A Hooke's-law pull toward `position`.
  case spring
  /// A force against each item's velocity.
  case drag
  /// A push around `position`, perpendicular to the line from it.
  case vortex
  /// A drive of each item's velocity to `direction` × `strength`.
  case velocity
  /// A smooth pseudo-random acceleration that changes over space and time.
  case noise
  /// Noise scaled by each item's speed.
  case turbulence
  /// A force on charged items along the line from `position`.
  case electric
  /// A force on moving charged items, perpendicular to their velocity.
  case magnetic
}

/// Applies field-based forces (gravity, springs, drag, vortices, noise, electromagnetism) to its
/// items while they are inside the field's region (UIKit's `UIFieldBehavior`).
///
/// Make a field with one of the factory methods, add the items it acts on, and add it to an
/// animator. Mass comes from each item's density and charge from a `DynamicItemBehavior`. Every
/// field's push is scaled by `strength` and by the falloff, max(*d*, `minimumRadius`)^−`falloff`,
/// where *d* is the item's distance from `position` in points; anchored items are never pushed.
///
///     let well = FieldBehavior.radialGravityField(position: Point(x: 200, y: 300))
///     well.region = Region(radius: 150)
///     well.addItem(ball)
///     animator.addBehavior(well)
///
/// Units follow UIKit Dynamics: 1 unit of gravity is 1000 pt/s² (as in `GravityBehavior`), and the
/// reference item is a 100 × 100 pt item of density 1, mass 10 000.
///
/// - Note: Linear gravity is a force spread over the step, exactly like `GravityBehavior`; every other
///   field changes velocities once at the start of each step (semi-implicit Euler), so springs, orbits
///   and vortices keep their energy instead of slowly gaining it.
public final class FieldBehavior: ItemListBehavior {
  /// Which field this is; fixed when the field is made.
  public let kind: FieldKind
  /// The field's centre in reference coordinates, in points; the region is centred on it.
  public var position = Point.zero
  /// Where the field acts, centred on `position`; items outside it feel nothing (default: everywhere).
  public var region = Region.infinite
  /// Scales the field's push (non-dimensional, default 1); negative values reverse it.
  public var strength = 1.0 {
    didSet { if !strength.isFinite { strength = 0 } }
  }
  /// The exponent of the decay with distance from `position` (non-dimensional, default 0: no decay).
  ///
  /// Beyond `minimumRadius` the push is multiplied by *d*^−`falloff`, with *d* in points: with falloff 2,
  /// strength 10 000 gives at 100 pt what strength 1 gives without falloff.
  public var falloff = 0.0 {
    didSet { if !falloff.isFinite { falloff = 0 } }
  }
  /// Distances shorter than this, in points, count as this distance in the falloff (default 1 pt, where
  /// the falloff factor is exactly 1; UIKit's default is also small but not zero).
  public var minimumRadius = 1.0 {
    didSet { minimumRadius = minimumRadius.isFinite ? max(0, minimumRadius) : 1 }
  }
  /// The direction of linear gravity (in gravity units) and the velocity of a velocity field (in points
  /// per second); other fields ignore it.
  public var direction = Vector.zero
  /// For noise and turbulence, 0…1: 0 varies every 10 points, 1 is the same everywhere (only time
  /// changes it); the noise varies over 10 / (1 − smoothness)² points.
  public var smoothness = 0.0 {
    didSet { smoothness = smoothness.isFinite ? min(1, max(0, smoothness)) : 0 }
  }
  /// For noise and turbulence, how fast the noise changes, in hertz (changes of pattern per simulated
  /// second); 0 keeps it still. The clock is the animator's `elapsedTime`.
  public var animationSpeed = 0.0 {
    didSet { animationSpeed = animationSpeed.isFinite ? max(0, animationSpeed) : 0 }
  }
  /// Picks the noise pattern of noise and turbulence fields (our addition to UIKit's API); the same
  /// seed always gives the same pattern.
  public var seed: UInt64 = 0

  private init(kind: FieldKind) {
    self.kind = kind
    super.init()
  }

  // MARK: Factory methods

  /// A uniform gravity along `direction`: every item accelerates at `direction` × `strength` × 1000 pt/s²,
  /// whatever its mass, so (0, 1) at strength 1 matches a default `GravityBehavior`.
  public static func linearGravityField(direction: Vector) -> FieldBehavior {
    let field = FieldBehavior(kind: .linearGravity)
    field.direction = direction
    return field
  }

  /// A gravity well at `position`: every item accelerates toward it at `strength` × 1000 pt/s² (times the
  /// falloff), whatever its mass; negative strength repels.
  public static func radialGravityField(position: Point) -> FieldBehavior {
    let field = FieldBehavior(kind: .radialGravity)
    field.position = position
    return field
  }

  /// A spring to `position` (Hooke's law): the force is −`strength` × 4π² × 10 000 × offset (mass·pt/s², offset
  /// in points), so the reference item oscillates once per second at strength 1, and an item of mass *m*
  /// with period 1 s × √(*m* / (10 000 × strength)). Give items resistance to let them settle.
  public static func springField() -> FieldBehavior { FieldBehavior(kind: .spring) }

  /// Drag against motion: the force is −`strength` × 10 000 × velocity (mass·pt/s² for velocity in pt/s), so
  /// the reference item's speed decays as e^(−strength × t / 1 s); heavier items slow down more gently.
  /// Solved implicitly each step, so even a very strong drag never reverses an item.
  public static func dragField() -> FieldBehavior { FieldBehavior(kind: .drag) }

  /// A swirl around `position`: each item accelerates perpendicular to the line from `position` at
  /// 2π × `strength` × distance pt/s² (an angular acceleration of `strength` turns per second squared),
  /// counter-clockwise on screen for positive strength.
  public static func vortexField() -> FieldBehavior { FieldBehavior(kind: .vortex) }

  /// A velocity field: before each step, items inside it are given the velocity `direction` × `strength`
  /// (points per second, times the falloff), overriding their own; forces from other behaviors still act
  /// during the step.
  public static func velocityField(direction: Vector) -> FieldBehavior {
    let field = FieldBehavior(kind: .velocity)
    field.direction = direction
    return field
  }

  /// Smooth random acceleration: up to about `strength` × 1000 pt/s² in a direction that wanders over
  /// space (by `smoothness`) and time (at `animationSpeed` hertz), whatever the item's mass. The noise is
  /// seeded (`seed`), never from system randomness, so runs replay exactly.
  public static func noiseField(smoothness: Double, animationSpeed: Double) -> FieldBehavior {
    let field = FieldBehavior(kind: .noise)
    field.smoothness = smoothness
    field.animationSpeed = animationSpeed
    return field
  }

  /// Turbulence: like `noiseField`, but the acceleration is about `strength` × speed per second (pt/s² for a
  /// speed in pt/s), so items at rest feel nothing and fast items are shaken hardest.
  public static func turbulenceField(smoothness: Double, animationSpeed: Double) -> FieldBehavior {
    let field = FieldBehavior(kind: .turbulence)
    field.smoothness = smoothness
    field.animationSpeed = animationSpeed
    return field
  }

  /// An electric field from `position` (F = qE): the force on an item of charge *q* points away from
  /// `position` with magnitude *q* × `strength` × 10 000 × 1000 mass·pt/s², so like signs of charge and
  /// strength repel, opposite signs attract, and a reference item of charge 1 accelerates at 1000 pt/s².
  /// Uncharged items feel nothing.
  public static func electricField() -> FieldBehavior { FieldBehavior(kind: .electric) }

  /// A uniform magnetic field out of the screen (F = qv × B): it turns a moving item of charge *q* and mass
  /// *m* at 2π × *q* × `strength` × 10 000 / *m* radians per second (a reference item of charge 1 circles
  /// once per second at strength 1), counter-clockwise on screen for positive charge × strength. Each step
  /// rotates the velocity exactly, so the field never changes an item's speed.
  public static func magneticField() -> FieldBehavior { FieldBehavior(kind: .magnetic) }

  // MARK: Stepping

  override func applyForces(in animator: DynamicAnimator) {
    guard position.isValid, direction.isValid else { return }
    let world = animator.physics
    let needsCharge = kind == .electric || kind == .magnetic
    for item in items {
      guard let body = animator.body(for: item), world.type(of: body) == .dynamic else { continue }
      let offset = world.position(of: body) - position
      guard region.contains(Point(x: offset.dx, y: offset.dy)) else { continue }
      let charge = needsCharge ? animator.items.material(for: item)?.charge ?? 0 : 0
      let f = force(
        offset: offset, velocity: world.linearVelocity(of: body), mass: world.mass(of: body), charge: charge,
        time: animator.elapsedTime)
      if kind == .linearGravity {
        world.applyForce(f, to: body)
      } else {
        world.applyLinearImpulse(f * DynamicAnimator.timeStep, to: body)
      }
    }
  }
}
