import Geometry
import Physics

/// Accelerates its items (UIKit's `UIGravityBehavior`): magnitude 1.0 is 1000 pt/s², downward by default.
public final class GravityBehavior: ItemListBehavior {
  /// The acceleration in thousands of points per second squared; (0, 1) is UIKit's default.
  public var gravityDirection = Vector(dx: 0, dy: 1)

  /// Points/s² per unit of gravity.
  static let accelerationUnit = 1000.0

  /// The strength (the length of `gravityDirection`).
  public var magnitude: Double {
    get { gravityDirection.length }
    set { gravityDirection = Vector(angle: angle) * (newValue.isFinite ? newValue : 0) }
  }

  /// The direction, in radians clockwise from the positive x axis (π/2 is down).
  public var angle: Double {
    get { gravityDirection.angle }
    set { gravityDirection = Vector(angle: newValue.isFinite ? newValue : 0) * magnitude }
  }

  /// The acceleration applied in the last step; items at rest sleep through gravity until it changes.
  private var applied: Vector?

  override func applyForces(in animator: DynamicAnimator) {
    guard gravityDirection.isValid else { return }
    let a = gravityDirection * GravityBehavior.accelerationUnit
    let changed = applied != a
    applied = a
    for item in items {
      guard let body = animator.body(for: item) else { continue }
      animator.physics.applyForce(a * animator.physics.mass(of: body), to: body, wake: changed)
    }
  }
}
