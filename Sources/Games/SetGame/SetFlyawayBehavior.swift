import Dynamics
import Geometry

/// The matched cards' flight (seed 002, hint 5): the cards bounce off each other and the canvas's
/// edges, spinning, with a little chaos in their collisions; then, told to, each snaps to the
/// discard pile — no longer colliding, so they can stack up there.
final class SetFlyawayBehavior: DynamicBehavior {
  /// Elasticity of the cards' collisions: lively, not quite lossless.
  static let elasticity = 0.92
  /// Launch speeds, in points per second.
  static let launchSpeed = 650.0...950.0
  /// Launch spin, in radians per second (either way).
  static let launchSpin = 4.0...9.0

  private let collision = CollisionBehavior()
  private let material = DynamicItemBehavior()
  private var snaps: [SnapBehavior] = []

  /// A behavior with no cards yet.
  override init() {
    super.init()
    collision.translatesReferenceBoundsIntoBoundary = true
    material.elasticity = SetFlyawayBehavior.elasticity
    material.friction = 0.2
    material.resistance = 0
    material.angularResistance = 0.3
    material.allowsRotation = true
    addChildBehavior(collision)
    addChildBehavior(material)
  }

  /// The cards flying or snapping.
  var cards: [any DynamicItem] { material.items }

  /// The cards that have been told to snap.
  var snappingCards: [any DynamicItem] { snaps.map { $0.item } }

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

  /// Stops `card` colliding and pulls it, upright, to `point`.
  func snap(_ card: any DynamicItem, to point: Point) {
    collision.removeItem(card)
    let snap = SnapBehavior(item: card, snapTo: point)
    snap.damping = 0.6
    snaps.append(snap)
    addChildBehavior(snap)
  }

  /// Moves every snap to `point` (the discard pile moved).
  func moveSnaps(to point: Point) {
    for snap in snaps { snap.snapPoint = point }
  }

  /// Lets go of `card`: the animator forgets it (seed 002, hint 3n).
  func release(_ card: any DynamicItem) {
    collision.removeItem(card)
    material.removeItem(card)
    for snap in snaps where snap.item === card { removeChildBehavior(snap) }
    snaps.removeAll { $0.item === card }
  }
}
