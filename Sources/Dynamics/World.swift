import Geometry

/// The animator's simulation state: bodies, boundaries and contacts, stepped at a fixed rate.
///
/// Internal to Dynamics; games talk to `DynamicAnimator` and its behaviors.
final class World {
  var bodies: [Body] = []
  var segments: [BoundarySegment] = []
  /// Body index by item identity.
  var indexByItem: [ObjectIdentifier: Int] = [:]
  /// Contacts touching after the last step, as sorted pair keys.
  var contacts: [UInt64] = []
  /// Contact events of the last step, in a deterministic order.
  var events: [ContactEvent] = []
  /// Impacts during the current step, as pair keys.
  var impacts: [UInt64] = []
  private var nextSerial: UInt32 = 1

  /// The body index of `item`, adding a body for it when it is new.
  func bodyIndex(for item: any DynamicItem) -> Int {
    let key = ObjectIdentifier(item as AnyObject)
    if let i = indexByItem[key] { return i }
    bodies.append(Body(item: item, serial: nextSerial))
    nextSerial += 1
    indexByItem[key] = bodies.count - 1
    return bodies.count - 1
  }

  /// The body index of `item`, if it is in the world.
  func existingIndex(of item: any DynamicItem) -> Int? { indexByItem[ObjectIdentifier(item as AnyObject)] }

  /// A fresh serial number for a boundary.
  func makeSerial() -> UInt32 {
    defer { nextSerial += 1 }
    return nextSerial
  }

  /// Keeps only the bodies whose items are in `keep`, preserving their state and order.
  func retainBodies(_ keep: Set<ObjectIdentifier>) {
    bodies.removeAll { !keep.contains(ObjectIdentifier($0.item as AnyObject)) }
    indexByItem = [:]
    for i in bodies.indices { indexByItem[ObjectIdentifier(bodies[i].item as AnyObject)] = i }
  }
}
