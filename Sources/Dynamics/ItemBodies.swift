import Geometry
import Physics

/// The animator's bookkeeping between items and bodies of its `PhysicsWorld`: which body and
/// shape stand for each item, which static shapes stand for each boundary, and how contact events
/// map back to items and boundary identifiers.
///
/// Collision behaviors become filter bits: an item in behavior k's items has bit k in its
/// category and mask; one that collides with k's boundaries has bit 32 + k in its mask, and
/// k's boundary segments have that bit as their category.
final class ItemBodies {
  /// What the behavior tree asks for one item.
  struct Wanted {
    var item: any DynamicItem
    var material = Material()
    var itemGroups: UInt64 = 0
    var boundaryGroups: UInt64 = 0
  }

  /// One boundary segment of one collision behavior.
  struct BoundarySegment {
    var identifier: String
    var group: Int
    var a: Point
    var b: Point

    /// Names the boundary the segment belongs to across rebuilds, so a boundary keeps its shapes.
    var name: String { "\(group)|\(identifier)" }

    /// Whether the segment belongs to the same boundary as `other`.
    func isPart(of other: BoundarySegment) -> Bool { group == other.group && identifier == other.identifier }
  }

  /// One item's body and shape.
  struct Record {
    var item: any DynamicItem
    var body: BodyID
    /// One shape, or one per member of a `DynamicItemGroup`.
    var shapes: [ShapeID]
    var isAnchored: Bool
    var size: Size
    var collisionBounds: CollisionBounds
    var itemGroups: UInt64
    var filter: CollisionFilter
    var material: Material
  }

  private enum Owner {
    case item(Int)
    case boundary(Int)
  }

  static let itemBit: UInt64 = 1 << 63

  private(set) var records: [Record] = []
  private var index: [ObjectIdentifier: Int] = [:]
  private var physics = PhysicsWorld()
  private var boundaryBody: BodyID?
  private var boundaries: [(segment: BoundarySegment, shape: ShapeID)] = []
  private var owners: [ShapeID: Owner] = [:]

  /// Uses `world` for every body from now on.
  func attach(to world: PhysicsWorld) { physics = world }

  /// The body of `item`, if it has one.
  func body(for item: any DynamicItem) -> BodyID? {
    index[ObjectIdentifier(item as AnyObject)].map { records[$0].body }
  }

  /// The material of `item` (from its item behavior), if it has a body.
  func material(for item: any DynamicItem) -> Material? {
    index[ObjectIdentifier(item as AnyObject)].map { records[$0].material }
  }

  /// Makes the world hold exactly the wanted items (keeping the state of those already there)
  /// and boundary segments.
  func sync(_ wanted: [Wanted], boundaries segments: [BoundarySegment]) {
    var next: [Record] = []
    var kept = Set<ObjectIdentifier>()
    for w in wanted {
      let id = ObjectIdentifier(w.item as AnyObject)
      kept.insert(id)
      let filter = CollisionFilter(
        categoryBits: w.itemGroups | ItemBodies.itemBit, maskBits: w.itemGroups | (w.boundaryGroups << 32))
      if let k = index[id], records[k].isAnchored == w.material.isAnchored {
        var r = records[k]
        r.itemGroups = w.itemGroups
        r.filter = filter
        r.material = w.material
        apply(r)
        next.append(r)
      } else {
        var velocity = Vector.zero
        if let k = index[id] {
          velocity = physics.linearVelocity(of: records[k].body)
          physics.destroyBody(records[k].body)
        }
        next.append(create(w.item, material: w.material, groups: w.itemGroups, filter: filter, velocity: velocity))
      }
    }
    for r in records where !kept.contains(ObjectIdentifier(r.item as AnyObject)) { physics.destroyBody(r.body) }
    records = next
    index = [:]
    for (k, r) in records.enumerated() { index[ObjectIdentifier(r.item as AnyObject)] = k }
    syncBoundaries(segments)
    rebuildOwners()
  }

  /// Makes the world hold exactly the boundary `segments`, leaving the items as they are. Segments
  /// that only moved (a paddle redrawn every frame) keep their shapes, and the owners stay as they are.
  func replaceBoundaries(_ segments: [BoundarySegment]) {
    if syncBoundaries(segments) { rebuildOwners() }
  }

  /// Maps every item's and boundary's shapes back to them, for contact events.
  private func rebuildOwners() {
    owners = [:]
    for (k, r) in records.enumerated() { for s in r.shapes { owners[s] = .item(k) } }
    for (k, b) in boundaries.enumerated() { owners[b.shape] = .boundary(k) }
  }

  /// Takes an item's position, rotation and size after code changed them; an anchored item glides
  /// there over the next step unless it `jumps`.
  func update(_ item: any DynamicItem, jumps: Bool) {
    guard let k = index[ObjectIdentifier(item as AnyObject)] else { return }
    var r = records[k]
    if !(item is DynamicItemGroup) && (item.bounds.size != r.size || item.collisionBounds != r.collisionBounds) {
      for s in r.shapes { physics.removeShape(s) }
      r.size = item.bounds.size
      r.collisionBounds = item.collisionBounds
      r.shapes = shapeDefinitions(item, r.material, r.filter).map { physics.addShape($0, to: r.body) }
      for s in r.shapes { owners[s] = .item(k) }
      records[k] = r
    }
    if r.isAnchored && !jumps {
      physics.moveKinematic(r.body, to: item.center, angle: item.rotation)
    } else {
      physics.setTransform(of: r.body, position: item.center, angle: item.rotation)
    }
  }

  /// Writes every body's position and rotation into its item.
  func writeBack() {
    for r in records {
      r.item.center = physics.position(of: r.body)
      if !r.material.allowsRotation && !r.isAnchored { continue }
      r.item.rotation = physics.angle(of: r.body)
    }
  }

  /// The last step's contact changes, in terms of items and boundary identifiers.
  func contactEvents() -> [ContactEvent] {
    var events: [ContactEvent] = []
    for e in physics.contactEvents {
      guard let a = owners[e.shapeA], let b = owners[e.shapeB] else { continue }
      switch (a, b) {
      case (.item(let i), .item(let j)):
        let group = (records[i].itemGroups & records[j].itemGroups).trailingZeroBitCount
        events.append(
          ContactEvent(
            began: e.began, item: records[i].item, partner: .item(records[j].item), point: e.point, group: group))
      case (.item(let i), .boundary(let k)), (.boundary(let k), .item(let i)):
        let s = boundaries[k].segment
        events.append(
          ContactEvent(
            began: e.began, item: records[i].item, partner: .boundary(s.identifier), point: e.point, group: s.group))
      case (.boundary, .boundary):
        continue
      }
    }
    return events
  }

  private func create(
    _ item: any DynamicItem, material: Material, groups: UInt64, filter: CollisionFilter, velocity: Vector
  ) -> Record {
    var def = BodyDefinition()
    def.type = material.isAnchored ? .kinematic : .dynamic
    def.position = item.center.isValid ? item.center : .zero
    def.angle = item.rotation.isFinite ? item.rotation : 0
    def.linearVelocity = material.isAnchored ? .zero : velocity
    def.linearDamping = material.resistance
    def.angularDamping = material.angularResistance
    def.fixedRotation = !material.allowsRotation
    def.solidBalls = true
    let body = physics.createBody(def)
    let shapes = shapeDefinitions(item, material, filter).map { physics.addShape($0, to: body) }
    return Record(
      item: item, body: body, shapes: shapes, isAnchored: material.isAnchored, size: item.bounds.size,
      collisionBounds: item.collisionBounds, itemGroups: groups, filter: filter, material: material)
  }

  /// Pushes a record's material and filter into its shape and body.
  private func apply(_ r: Record) {
    for s in r.shapes {
      physics.updateShape(
        s, density: r.material.density, friction: r.material.friction, restitution: r.material.elasticity,
        filter: r.filter)
    }
    physics.setDamping(of: r.body, linear: r.material.resistance, angular: r.material.angularResistance)
    physics.setFixedRotation(!r.material.allowsRotation, of: r.body)
  }

  /// The item's shape, or each member's placed in the group's frame.
  private func shapeDefinitions(_ item: any DynamicItem, _ material: Material, _ filter: CollisionFilter)
    -> [ShapeDefinition]
  {
    guard let group = item as? DynamicItemGroup else { return [shapeDefinition(item, material, filter)] }
    return zip(group.items, group.placements).map { member, placement in
      var def = shapeDefinition(member, material, filter)
      def.geometry = def.geometry.placed(at: placement.offset, turnedBy: placement.rotation)
      return def
    }
  }

  private func shapeDefinition(_ item: any DynamicItem, _ material: Material, _ filter: CollisionFilter)
    -> ShapeDefinition
  {
    let w = max(item.bounds.width, 0.001)
    let h = max(item.bounds.height, 0.001)
    let geometry: ShapeGeometry
    switch item.collisionBounds {
    case .rectangle:
      geometry = .box(width: w, height: h)
    case .ellipse:
      if w == h {
        geometry = .circle(center: .zero, radius: w / 2)
      } else {
        geometry = .polygon(
          (0..<24).map { i in
            let a = 2 * Trig.pi * Double(i) / 24
            return Vector(dx: w / 2 * Trig.cos(a), dy: h / 2 * Trig.sin(a))
          })
      }
    case .path(let path):
      let hull = ConvexHull.of(path.polylines().flatMap { $0 }.map { Vector(dx: $0.x, dy: $0.y) })
      geometry = hull.count >= 3 ? .polygon(hull) : .box(width: w, height: h)
    }
    var def = ShapeDefinition(geometry: geometry)
    def.density = material.density
    def.friction = material.friction
    def.restitution = material.elasticity
    def.filter = filter
    def.reportsContacts = true
    return def
  }

  /// Makes the boundary body hold exactly `segments`. A boundary (one identifier of one group)
  /// with as many segments as before keeps its shapes, moved in place when its segments moved (a
  /// paddle re-added every frame costs no new shapes and keeps its contacts); others get new shapes.
  /// Returns whether shapes were added, removed or reordered, false when at most some moved.
  @discardableResult
  private func syncBoundaries(_ segments: [BoundarySegment]) -> Bool {
    if boundaryBody == nil {
      var def = BodyDefinition()
      def.type = .static
      boundaryBody = physics.createBody(def)
    }
    guard let body = boundaryBody else { return false }
    if segments.count == boundaries.count
      && segments.indices.allSatisfy({ segments[$0].isPart(of: boundaries[$0].segment) })
    {
      moveBoundaries(to: segments)
      return false
    }
    var old: [String: ArraySlice<(segment: BoundarySegment, shape: ShapeID)>] = [:]
    var first = 0
    while first < boundaries.count {
      var last = first + 1
      while last < boundaries.count && boundaries[last].segment.isPart(of: boundaries[first].segment) { last += 1 }
      old[boundaries[first].segment.name] = boundaries[first..<last]
      first = last
    }
    var next: [(segment: BoundarySegment, shape: ShapeID)] = []
    var moves: [(shape: ShapeID, a: Vector, b: Vector)] = []
    var start = 0
    while start < segments.count {
      var end = start + 1
      while end < segments.count && segments[end].isPart(of: segments[start]) { end += 1 }
      let name = segments[start].name
      let kept = old.removeValue(forKey: name) ?? []
      if kept.count == end - start {
        for (k, s) in segments[start..<end].enumerated() {
          let was = kept[kept.startIndex + k]
          let shape = was.shape
          if s.a != was.segment.a || s.b != was.segment.b {
            moves.append((shape, Vector(dx: s.a.x, dy: s.a.y), Vector(dx: s.b.x, dy: s.b.y)))
          }
          next.append((s, shape))
        }
      } else {
        for b in kept { physics.removeShape(b.shape) }
        for s in segments[start..<end] { next.append((s, addShape(s, to: body))) }
      }
      start = end
    }
    for leftovers in old.values { for b in leftovers { physics.removeShape(b.shape) } }
    if !moves.isEmpty { physics.moveSegments(moves) }
    boundaries = next
    return true
  }

  /// Moves each boundary shape to the segment at its place in `segments`, which lists the same
  /// boundaries with as many segments each, in the same order.
  private func moveBoundaries(to segments: [BoundarySegment]) {
    var moves: [(shape: ShapeID, a: Vector, b: Vector)] = []
    for (k, s) in segments.enumerated() where s.a != boundaries[k].segment.a || s.b != boundaries[k].segment.b {
      moves.append((boundaries[k].shape, Vector(dx: s.a.x, dy: s.a.y), Vector(dx: s.b.x, dy: s.b.y)))
      boundaries[k].segment = s
    }
    if !moves.isEmpty { physics.moveSegments(moves) }
  }

  private func addShape(_ s: BoundarySegment, to body: BodyID) -> ShapeID {
    var def = ShapeDefinition(geometry: .segment(Vector(dx: s.a.x, dy: s.a.y), Vector(dx: s.b.x, dy: s.b.y)))
    def.friction = 1
    def.restitution = 0
    def.filter = CollisionFilter(categoryBits: 1 << UInt64(32 + s.group), maskBits: ItemBodies.itemBit)
    def.reportsContacts = true
    return physics.addShape(def, to: body)
  }
}
