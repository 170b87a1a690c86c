import Geometry

/// Several items that move as one rigid body (UIKit's `UIDynamicItemGroup`).
///
/// Give the group, not its members, to behaviors. The members keep their places relative to one
/// another; the animator moves the group and places each member from it. Members' sizes are
/// read once, when the group is made.
///
///     let dumbbell = DynamicItemGroup(items: [leftWeight, bar, rightWeight])
///     animator.addBehavior(GravityBehavior(items: [dumbbell]))
public final class DynamicItemGroup: DynamicItem {
  /// The members, in the order given.
  public let items: [any DynamicItem]
  /// The group's centre (its members' bounding box's centre when made), in points; setting it moves the members.
  public var center: Point { didSet { placeMembers() } }
  /// The group's rotation since it was made, in radians; setting it turns the members about `center`.
  public var rotation = 0.0 { didSet { placeMembers() } }
  /// The box around the members when the group was made, centred on (0, 0).
  public let bounds: Rect
  /// Groups collide with their members' own outlines; this is not used.
  public var collisionBounds: CollisionBounds { .rectangle }

  /// Each member's offset from the centre and rotation, in the group's frame.
  let placements: [(offset: Vector, rotation: Double)]

  /// Groups `items` (at least one) as they are placed now.
  public init(items: [any DynamicItem]) {
    precondition(!items.isEmpty, "a group needs at least one item")
    self.items = items
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for item in items {
      let w = item.bounds.width / 2
      let h = item.bounds.height / 2
      let c = Trig.cos(item.rotation)
      let s = Trig.sin(item.rotation)
      let extentX = abs(c) * w + abs(s) * h
      let extentY = abs(s) * w + abs(c) * h
      minX = min(minX, item.center.x - extentX)
      maxX = max(maxX, item.center.x + extentX)
      minY = min(minY, item.center.y - extentY)
      maxY = max(maxY, item.center.y + extentY)
    }
    let center = Point(x: (minX + maxX) / 2, y: (minY + maxY) / 2)
    self.center = center
    bounds = Rect(x: -(maxX - minX) / 2, y: -(maxY - minY) / 2, width: maxX - minX, height: maxY - minY)
    placements = items.map { ($0.center - center, $0.rotation) }
  }

  /// Puts every member where the group's centre and rotation say.
  private func placeMembers() {
    for (item, p) in zip(items, placements) {
      item.center = center + p.offset.rotated(by: rotation)
      item.rotation = p.rotation + rotation
    }
  }
}
