import Dynamics
import Geometry

/// Pulls cards that have finished bouncing to the discard pile: each snaps
/// there upright, without colliding, so they can stack up. It lives in an animator of its own,
/// whose pause says that the pile has come to rest.
final class SetDiscardBehavior: DynamicBehavior {
  private let material = DynamicItemBehavior()
  private var snaps: [SnapBehavior] = []

  /// A behavior with no cards yet.
  override init() {
    super.init()
    material.angularResistance = 0.3
    addChildBehavior(material)
  }

  /// The cards snapping or resting on the pile.
  var cards: [any DynamicItem] { material.items }

  /// Pulls `card`, arriving with `velocity` and `spin`, upright to `point` (the behavior must be in an animator).
  func snap(_ card: any DynamicItem, to point: Point, velocity: Vector, spin: Double) {
    material.addItem(card)
    let snap = SnapBehavior(item: card, snapTo: point)
    snap.damping = 0.6
    snaps.append(snap)
    addChildBehavior(snap)
    material.addLinearVelocity(velocity, for: card)
    material.addAngularVelocity(spin, for: card)
  }

  /// Moves every snap to `point` (the discard pile moved).
  func moveSnaps(to point: Point) {
    for snap in snaps { snap.snapPoint = point }
  }

  /// Lets go of `card`: the animator forgets it, so a card at rest on the pile costs no more steps.
  func release(_ card: any DynamicItem) {
    material.removeItem(card)
    for snap in snaps where snap.item === card { removeChildBehavior(snap) }
    snaps.removeAll { $0.item === card }
  }
}
