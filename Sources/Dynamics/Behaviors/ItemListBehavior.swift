/// A behavior that acts on a list of items it is given (the common part of UIKit's gravity, push,
/// collision and item behaviors).
public class ItemListBehavior: DynamicBehavior {
  /// The items the behavior acts on.
  public private(set) var items: [any DynamicItem]

  /// Creates a behavior for `items`.
  public init(items: [any DynamicItem] = []) {
    self.items = items
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

  /// The items the behavior acts on.
  override public var dynamicItems: [any DynamicItem] { items }
}
