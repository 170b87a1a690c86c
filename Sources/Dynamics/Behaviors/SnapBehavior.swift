import Geometry
import Physics

/// Pulls an item to a point with a damped spring, and turns it upright, as UIKit's
/// `UISnapBehavior` does.
///
/// The spring runs at `frequency` (3 Hz, UIKit's feel); `damping` 0…1 sets how much it wobbles:
/// 1 arrives without overshoot, 0 overshoots and oscillates before it settles. Each step solves
/// the spring implicitly (v ← (v − h·ω²·x) / (1 + 2ζωh + h²ω²)), so it is stable at any stiffness.
public final class SnapBehavior: DynamicBehavior {
  /// The item being snapped.
  public let item: any DynamicItem
  /// Where the item's centre goes, in reference coordinates.
  public var snapPoint: Point
  /// Wobble control 0…1: 1 arrives without overshoot, 0 oscillates (default 0.5).
  public var damping = 0.5 {
    didSet { damping = damping.isFinite ? min(1, max(0, damping)) : 0.5 }
  }
  /// Spring frequency, in hertz.
  public var frequency = 3.0 {
    didSet { frequency = frequency.isFinite ? min(60, max(0.1, frequency)) : 3 }
  }

  /// Creates a snap of `item` to `point`.
  public init(item: any DynamicItem, snapTo point: Point) {
    self.item = item
    self.snapPoint = point
  }

  /// The snapped item.
  override public var dynamicItems: [any DynamicItem] { [item] }

  /// Damping ratio of the spring: 0.3 at damping 0, critical (1) at damping 1.
  var dampingRatio: Double { 0.3 + 0.7 * damping }

  override func applyForces(in animator: DynamicAnimator) {
    guard let body = animator.body(for: item), animator.physics.type(of: body) == .dynamic, snapPoint.isValid else {
      return
    }
    let h = DynamicAnimator.timeStep
    let omega = 2 * Trig.pi * frequency
    let zeta = dampingRatio
    let denominator = 1 + 2 * zeta * omega * h + h * h * omega * omega
    let world = animator.physics
    let offset = world.position(of: body) - snapPoint
    // At rest on its point, the item sleeps until the point moves.
    guard world.isAwake(body) || offset.length > 0.5 || abs(world.angle(of: body)) > 0.01 else { return }
    world.setAwake(true, of: body)
    let v = (world.linearVelocity(of: body) - offset * (h * omega * omega)) / denominator
    world.setLinearVelocity(v, of: body)
    let angle = world.angle(of: body)
    world.setAngularVelocity((world.angularVelocity(of: body) - h * omega * omega * angle) / denominator, of: body)
  }
}
