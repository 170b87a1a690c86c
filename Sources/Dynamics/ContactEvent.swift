import Geometry

/// What an item touched: another item or a boundary.
public enum CollisionPartner {
  /// Another dynamic item.
  case item(any DynamicItem)
  /// A boundary, by the identifier it was added with.
  case boundary(String)
}

/// A contact beginning or ending between an item and a partner, reported after the step.
public struct ContactEvent {
  /// True when the contact began this step; false when it ended.
  public var began: Bool
  /// The item whose contact changed.
  public var item: any DynamicItem
  /// What it touched.
  public var partner: CollisionPartner
  /// The approximate contact point, in reference coordinates (the item's centre for ended contacts).
  public var point: Point
  /// Index of the collision behavior the contact belongs to.
  var group: Int
}
