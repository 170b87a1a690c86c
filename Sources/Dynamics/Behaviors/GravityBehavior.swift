import Geometry

/// Accelerates its items (UIKit's `UIGravityBehavior`): magnitude 1.0 is 1000 pt/s², downward by default.
public final class GravityBehavior: DynamicBehavior {
  /// The accelerated items.
  public private(set) var items: [any DynamicItem]
  /// The acceleration in thousands of points per second squared; (0, 1) is UIKit's default.
  public var gravityDirection = Vector(dx: 0, dy: 1)

  /// Points/s² per unit of gravity.
  static let accelerationUnit = 1000.0

  /// Creates gravity for `items`.
  public init(items: [any DynamicItem] = []) {
    self.items = items
  }

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

  /// Adds an item.
  public func addItem(_ item: any DynamicItem) {
    items.append(item)
    dynamicAnimator?.behaviorsChanged()
  }

  /// Removes an item.
  public func removeItem(_ item: any DynamicItem) {
    items.removeAll { $0 === item }
    dynamicAnimator?.behaviorsChanged()
  }

  /// The accelerated items.
  override public var dynamicItems: [any DynamicItem] { items }

  override func applyForces(in animator: DynamicAnimator) {
    guard gravityDirection.isValid else { return }
    let a = gravityDirection * GravityBehavior.accelerationUnit
    for item in items {
      guard let body = animator.body(for: item) else { continue }
      animator.physics.applyForce(a * animator.physics.mass(of: body), to: body)
    }
  }
}
