import Geometry

/// The outline an item collides with, relative to its bounds (UIKit's `UIDynamicItemCollisionBoundsType`).
public enum CollisionBounds: Hashable, Sendable {
  /// The item's bounds rectangle.
  case rectangle
  /// The ellipse inscribed in the item's bounds (a circle when the bounds are square).
  case ellipse
  /// A convex path in the item's own coordinates, centred on (0, 0); concave paths use their convex hull.
  case path(Path)
}

/// Anything a `DynamicAnimator` can move: views conform, and so does the plain `DynamicBody`.
///
/// The animator reads an item's state when the item first joins it (or when told with
/// `updateItem(usingCurrentState:)`) and writes `center` and `rotation` back after each step.
public protocol DynamicItem: AnyObject {
  /// The item's centre in the animator's reference coordinates, in points.
  var center: Point { get set }
  /// The item's own bounds; only the size matters to the animator, in points.
  var bounds: Rect { get }
  /// The item's rotation about its centre, in radians (clockwise on screen).
  var rotation: Double { get set }
  /// The outline used for collisions.
  var collisionBounds: CollisionBounds { get }
}

/// A plain dynamic item with no view: handy for headless simulations and tests.
public final class DynamicBody: DynamicItem {
  /// The centre, in points.
  public var center: Point
  /// The bounds; the origin is ignored.
  public var bounds: Rect
  /// The rotation, in radians.
  public var rotation: Double = 0
  /// The collision outline.
  public var collisionBounds: CollisionBounds

  /// Creates a body of `size` points centred on `center`.
  public init(center: Point, size: Size, collisionBounds: CollisionBounds = .rectangle) {
    self.center = center
    self.bounds = Rect(origin: .zero, size: size)
    self.collisionBounds = collisionBounds
  }
}
