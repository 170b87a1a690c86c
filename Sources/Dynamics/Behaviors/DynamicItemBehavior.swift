import Geometry
import Physics

/// Gives its items physical properties and lets code read and change their velocities
/// (UIKit's `UIDynamicItemBehavior`). Defaults follow UIKit: elasticity 0, friction 0,
/// density 1, resistance 0, angular resistance 0, rotation allowed, not anchored, no charge.
public final class DynamicItemBehavior: ItemListBehavior {
  /// Bounciness, 0…1 (non-dimensional): 1 keeps all normal speed in a collision.
  public var elasticity: Double {
    get { material.elasticity }
    set { material.elasticity = clampUnit(newValue) }
  }
  /// Coulomb friction coefficient, 0 or more (non-dimensional).
  public var friction: Double {
    get { material.friction }
    set { material.friction = clampNonNegative(newValue) }
  }
  /// Mass per square point, above 0; mass is density × area.
  public var density: Double {
    get { material.density }
    set { material.density = max(1e-6, clampNonNegative(newValue)) }
  }
  /// Linear damping per second, 0 or more.
  public var resistance: Double {
    get { material.resistance }
    set { material.resistance = clampNonNegative(newValue) }
  }
  /// Angular damping per second, 0 or more.
  public var angularResistance: Double {
    get { material.angularResistance }
    set { material.angularResistance = clampNonNegative(newValue) }
  }
  /// Whether the items may rotate.
  public var allowsRotation: Bool {
    get { material.allowsRotation }
    set { material.allowsRotation = newValue }
  }
  /// Anchored items stay where code puts them and collide as if infinitely heavy.
  public var isAnchored: Bool {
    get { material.isAnchored }
    set { material.isAnchored = newValue }
  }
  /// Electric charge, for electric and magnetic fields.
  public var charge: Double {
    get { material.charge }
    set { material.charge = newValue.isFinite ? newValue : 0 }
  }

  var material = Material() { didSet { dynamicAnimator?.behaviorsChanged() } }

  /// The item's velocity in points per second (zero when it is not in an animator).
  public func linearVelocity(for item: any DynamicItem) -> Vector {
    guard let animator = dynamicAnimator, let body = animator.body(for: item) else { return .zero }
    return animator.physics.linearVelocity(of: body)
  }

  /// Adds `velocity` (points per second) to the item's velocity.
  public func addLinearVelocity(_ velocity: Vector, for item: any DynamicItem) {
    guard velocity.isValid, let animator = dynamicAnimator, let body = animator.body(for: item) else { return }
    animator.physics.setLinearVelocity(animator.physics.linearVelocity(of: body) + velocity, of: body)
  }

  /// The item's angular velocity in radians per second.
  public func angularVelocity(for item: any DynamicItem) -> Double {
    guard let animator = dynamicAnimator, let body = animator.body(for: item) else { return 0 }
    return animator.physics.angularVelocity(of: body)
  }

  /// Adds `velocity` (radians per second) to the item's angular velocity.
  public func addAngularVelocity(_ velocity: Double, for item: any DynamicItem) {
    guard velocity.isFinite, let animator = dynamicAnimator, let body = animator.body(for: item) else { return }
    animator.physics.setAngularVelocity(animator.physics.angularVelocity(of: body) + velocity, of: body)
  }

  private func clampUnit(_ x: Double) -> Double { x.isFinite ? min(1, max(0, x)) : 0 }
  private func clampNonNegative(_ x: Double) -> Double { x.isFinite ? max(0, x) : 0 }
}
