import Geometry

/// What a collision behavior's items collide with (UIKit's `UICollisionBehavior.Mode`).
public struct CollisionMode: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates a mode from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Items collide with each other.
  public static let items = CollisionMode(rawValue: 1)
  /// Items collide with the behavior's boundaries.
  public static let boundaries = CollisionMode(rawValue: 2)
  /// Both.
  public static let everything: CollisionMode = [.items, .boundaries]
}

/// Told when items of a collision behavior start or stop touching each other or a boundary.
public protocol CollisionBehaviorDelegate: AnyObject {
  /// A contact began or ended; called after the step in which it happened, in a deterministic order.
  func collisionBehavior(_ behavior: CollisionBehavior, contact: ContactEvent)
}

/// Makes its items collide with each other and with boundaries (UIKit's `UICollisionBehavior`).
///
///     let collision = CollisionBehavior(items: [ball, paddle])
///     collision.translatesReferenceBoundsIntoBoundary = true
///     animator.addBehavior(collision)
public final class CollisionBehavior: ItemListBehavior {
  /// Whether items collide with each other, with boundaries, or both.
  public var collisionMode: CollisionMode = .everything { didSet { dynamicAnimator?.behaviorsChanged() } }
  /// When true, the animator's reference bounds (inset by `referenceBoundsInsets`) are a boundary,
  /// reported with the identifier `"referenceBounds"`.
  public var translatesReferenceBoundsIntoBoundary = false { didSet { dynamicAnimator?.behaviorsChanged() } }
  /// How far inside the reference bounds that boundary lies, in points.
  public private(set) var referenceBoundsInsets = EdgeInsets.zero
  /// Told about contacts; not retained (the owner keeps it alive).
  public unowned(unsafe) var collisionDelegate: (any CollisionBehaviorDelegate)?
  /// Called for every contact event, after the delegate.
  public var contactHandler: ((ContactEvent) -> Void)?

  private(set) var boundaries: [(identifier: String, segments: [(Point, Point)])] = []

  /// The identifier of the boundary made from the reference bounds.
  public static let referenceBoundsIdentifier = "referenceBounds"

  /// Turns the reference bounds, inset by `insets`, into a boundary.
  public func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
    referenceBoundsInsets = insets
    translatesReferenceBoundsIntoBoundary = true
  }

  /// The identifiers of the boundaries added with `addBoundary`.
  public var boundaryIdentifiers: [String] { boundaries.map { $0.identifier } }

  /// Adds a boundary along the segment from `p1` to `p2`, replacing one with the same identifier.
  public func addBoundary(withIdentifier identifier: String, from p1: Point, to p2: Point) {
    setBoundary(identifier, [(p1, p2)])
  }

  /// Adds a boundary along `path` (curves flattened; concave paths allowed), replacing one with the same identifier.
  public func addBoundary(withIdentifier identifier: String, for path: Path) {
    var segments: [(Point, Point)] = []
    for line in path.polylines() {
      for k in 1..<line.count { segments.append((line[k - 1], line[k])) }
    }
    setBoundary(identifier, segments)
  }

  /// Removes the boundary with `identifier`, if any.
  public func removeBoundary(withIdentifier identifier: String) {
    boundaries.removeAll { $0.identifier == identifier }
    dynamicAnimator?.boundariesChanged()
  }

  /// Removes every boundary added with `addBoundary`.
  public func removeAllBoundaries() {
    boundaries.removeAll()
    dynamicAnimator?.boundariesChanged()
  }

  private func setBoundary(_ identifier: String, _ segments: [(Point, Point)]) {
    boundaries.removeAll { $0.identifier == identifier }
    boundaries.append((identifier, segments))
    dynamicAnimator?.boundariesChanged()
  }

  /// Hands a contact to the delegate and the handler.
  func deliver(_ event: ContactEvent) {
    collisionDelegate?.collisionBehavior(self, contact: event)
    contactHandler?(event)
  }
}
