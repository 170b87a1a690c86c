import Dynamics
import Geometry

/// The matched cards' flight: the cards bounce off each other and the canvas's
/// edges, spinning, with a little chaos in their collisions, until they are handed over to the
/// discard pile's `SetDiscardBehavior`.
final class SetFlyawayBehavior: DynamicBehavior {
  /// Elasticity of the cards' collisions: lively, not quite lossless.
  static let elasticity = 0.92
  /// Launch speeds, in points per second.
  static let launchSpeed = 650.0...950.0
  /// Launch spin, in radians per second (either way).
  static let launchSpin = 4.0...9.0

  private let collision = CollisionBehavior()
  private let material = DynamicItemBehavior()

  /// A behavior with no cards yet.
  override init() {
    super.init()
    collision.translatesReferenceBoundsIntoBoundary = true
    material.elasticity = SetFlyawayBehavior.elasticity
    material.friction = 0.2
    material.angularResistance = 0.3
    addChildBehavior(collision)
    addChildBehavior(material)
  }

  /// The cards flying.
  var cards: [any DynamicItem] { material.items }

  /// Throws `card` in a random direction with a random spin (the behavior must be in an animator).
  func launch(_ card: any DynamicItem, random: inout SeededRandom) {
    collision.addItem(card)
    material.addItem(card)
    let angle = random.nextDouble(in: 0, 2 * Trig.pi)
    let speed = random.nextDouble(in: Self.launchSpeed.lowerBound, Self.launchSpeed.upperBound)
    let spin = random.nextDouble(in: Self.launchSpin.lowerBound, Self.launchSpin.upperBound)
    material.addLinearVelocity(Vector(angle: angle) * speed, for: card)
    material.addAngularVelocity(random.nextDouble() < 0.5 ? -spin : spin, for: card)
  }

  /// Lets go of `card` and returns how it was moving: its velocity (points per second) and spin
  /// (radians per second).
  func release(_ card: any DynamicItem) -> (velocity: Vector, spin: Double) {
    let motion = (material.linearVelocity(for: card), material.angularVelocity(for: card))
    collision.removeItem(card)
    material.removeItem(card)
    return motion
  }
}
