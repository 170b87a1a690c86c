import Geometry

/// The base of every behavior: a node in a tree of behaviors, with an `action` run after each step.
///
/// Add a behavior to a `DynamicAnimator` to make it take effect; child behaviors take effect with
/// their parent. Subclasses say which items they act on and what they do each step.
open class DynamicBehavior {
  /// Behaviors that take effect together with this one.
  public private(set) var childBehaviors: [DynamicBehavior] = []
  /// Called after every simulation step while the behavior is in an animator.
  public var action: (() -> Void)?
  /// The animator this behavior (or its parent) was added to, if any.
  public internal(set) unowned(unsafe) var dynamicAnimator: DynamicAnimator?

  /// Creates a behavior with no children.
  public init() {}

  /// Adds a child behavior.
  public func addChildBehavior(_ behavior: DynamicBehavior) {
    childBehaviors.append(behavior)
    behavior.dynamicAnimator = dynamicAnimator
    dynamicAnimator?.behaviorsChanged()
  }

  /// Removes a child behavior.
  public func removeChildBehavior(_ behavior: DynamicBehavior) {
    childBehaviors.removeAll { $0 === behavior }
    behavior.dynamicAnimator = nil
    dynamicAnimator?.behaviorsChanged()
  }

  /// The items this behavior acts on directly (not its children's).
  open var dynamicItems: [any DynamicItem] { [] }

  /// Applies this behavior's forces and impulses before the world moves.
  func applyForces(in animator: DynamicAnimator) {}
}
