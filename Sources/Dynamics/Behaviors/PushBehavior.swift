import Geometry
import Physics

/// Whether a push acts once or all the time (UIKit's `UIPushBehavior.Mode`).
public enum PushMode: Sendable {
  /// A force applied every step while active.
  case continuous
  /// A one-time change of velocity; the push deactivates itself after applying it.
  case instantaneous
}

/// Pushes its items (UIKit's `UIPushBehavior`).
///
/// Magnitude 1.0 accelerates a 100 × 100 point item of density 1 at 100 pt/s² (continuous) or
/// changes its velocity by 100 pt/s (instantaneous); heavier items move proportionally less.
public final class PushBehavior: ItemListBehavior {
  /// Continuous or instantaneous.
  public let mode: PushMode
  /// Whether the push acts. An instantaneous push acts on the next step, then becomes inactive.
  public var active = true
  /// The push as a vector; its length is the magnitude.
  public var pushDirection = Vector.zero
  /// Where on each item the push acts, relative to its centre, in points; off-centre pushes turn the item.
  public var targetOffset = Vector.zero

  /// Mass·points/s² per unit of magnitude: 100 × 100 pt² × density 1 × 100 pt/s².
  static let forceUnit = 1_000_000.0

  /// Creates a push for `items`.
  public init(items: [any DynamicItem] = [], mode: PushMode) {
    self.mode = mode
    super.init(items: items)
  }

  /// The strength of the push (the length of `pushDirection`).
  public var magnitude: Double {
    get { pushDirection.length }
    set { pushDirection = Vector(angle: angle) * (newValue.isFinite ? newValue : 0) }
  }

  /// The direction of the push, in radians clockwise from the positive x axis.
  public var angle: Double {
    get { pushDirection.angle }
    set { pushDirection = Vector(angle: newValue.isFinite ? newValue : 0) * magnitude }
  }

  /// Sets angle (radians) and magnitude together.
  public func setAngle(_ angle: Double, magnitude: Double) {
    guard angle.isFinite, magnitude.isFinite else { return }
    pushDirection = Vector(angle: angle) * magnitude
  }

  override func applyForces(in animator: DynamicAnimator) {
    guard active, pushDirection.isValid else { return }
    let force = pushDirection * PushBehavior.forceUnit
    for item in items {
      guard let body = animator.body(for: item), animator.physics.type(of: body) == .dynamic else { continue }
      let point = animator.physics.position(of: body) + targetOffset
      switch mode {
      case .continuous: animator.physics.applyForce(force, at: point, to: body)
      case .instantaneous: animator.physics.applyLinearImpulse(force, at: point, to: body)
      }
    }
    if mode == .instantaneous { active = false }
  }
}
