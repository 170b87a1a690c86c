import Geometry

/// Runs a physics world for a tree of behaviors and writes the results back into their items
/// (UIKit's `UIDynamicAnimator`).
///
/// The world steps at a fixed rate (`timeStep`); `advance(by:)` runs as many steps as the frame
/// time owes. Items join when a behavior that names them is added, and leave when none does.
///
///     let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 390, height: 844))
///     let push = PushBehavior(items: [ball], mode: .instantaneous)
///     push.setAngle(Trig.pi / 3, magnitude: 0.5)
///     animator.addBehavior(push)
///     animator.advance(by: 1.0 / 60)
public final class DynamicAnimator {
  /// The fixed simulation step, in seconds.
  public static let timeStep = 1.0 / 120
  /// The most steps one `advance(by:)` runs; time beyond that is dropped, so a long pause never
  /// turns into a burst of catch-up work.
  public static let maxStepsPerAdvance = 30

  /// The rectangle, in points, whose edges a collision behavior may use as a boundary.
  public var referenceBounds: Rect { didSet { behaviorsChanged() } }
  /// The behaviors added to the animator (children are reached through them).
  public private(set) var behaviors: [DynamicBehavior] = []
  /// Simulated seconds since the animator was created.
  public private(set) var elapsedTime = 0.0

  let world = World()
  private var needsRebuild = true
  private var flatBehaviors: [DynamicBehavior] = []
  private var collisionBehaviors: [CollisionBehavior] = []
  private var owedTime = 0.0

  /// Creates an animator for a reference area, in points.
  public init(referenceBounds: Rect) {
    self.referenceBounds = referenceBounds
  }

  /// Adds a behavior (and its children); it takes effect on the next step.
  public func addBehavior(_ behavior: DynamicBehavior) {
    guard !behaviors.contains(where: { $0 === behavior }) else { return }
    behaviors.append(behavior)
    attach(behavior)
    behaviorsChanged()
  }

  /// Removes a behavior; items no behavior names any more leave the world.
  public func removeBehavior(_ behavior: DynamicBehavior) {
    behaviors.removeAll { $0 === behavior }
    detach(behavior)
    behaviorsChanged()
  }

  /// Removes every behavior.
  public func removeAllBehaviors() {
    for b in behaviors { detach(b) }
    behaviors.removeAll()
    behaviorsChanged()
  }

  /// True while any item moves or is pushed.
  public var isRunning: Bool {
    world.bodies.contains { b in
      b.isDynamic && (b.linearVelocity != .zero || b.angularVelocity != 0 || b.force != .zero)
    } || flatBehaviors.contains { ($0 as? PushBehavior)?.active == true || $0 is GravityBehavior }
  }

  /// Tells the animator that code moved, turned or resized `item`: the world takes its state from it.
  ///
  /// An anchored item glides to its new place over the next step, so fast items still collide with
  /// it on the way; any other item jumps there and keeps its velocity.
  public func updateItem(usingCurrentState item: any DynamicItem) {
    guard let i = world.existingIndex(of: item) else { return }
    world.bodies[i].shape = Shape(item: item)
    world.bodies[i].updateMass()
    world.bodies[i].angle = item.rotation
    if world.bodies[i].isDynamic {
      world.bodies[i].position = item.center
    } else {
      world.bodies[i].kinematicTarget = item.center
    }
  }

  /// The items whose shapes' bounding boxes meet `rect`.
  ///
  /// - Complexity: O(*n*) in the number of items.
  public func items(in rect: Rect) -> [any DynamicItem] {
    if needsRebuild { rebuild() }
    return world.bodies.filter { b in
      let r = b.shape.boundingRadius
      return Rect(x: b.position.x - r, y: b.position.y - r, width: 2 * r, height: 2 * r).intersects(rect)
    }.map { $0.item }
  }

  /// Runs the steps owed after `seconds` more of frame time (at most `maxStepsPerAdvance`).
  public func advance(by seconds: Double) {
    guard seconds.isFinite, seconds > 0 else { return }
    owedTime += seconds
    var steps = 0
    while owedTime >= DynamicAnimator.timeStep {
      owedTime -= DynamicAnimator.timeStep
      steps += 1
      if steps > DynamicAnimator.maxStepsPerAdvance {
        owedTime = 0
        break
      }
      step()
    }
  }

  /// Runs exactly one fixed step of `timeStep` seconds.
  public func step() {
    if needsRebuild { rebuild() }
    let dt = DynamicAnimator.timeStep
    for b in flatBehaviors { b.applyForces(in: world, dt: dt) }
    world.step(dt: dt)
    for b in world.bodies {
      b.item.center = b.position
      b.item.rotation = b.angle
    }
    elapsedTime += dt
    for event in world.events where event.group < collisionBehaviors.count {
      collisionBehaviors[event.group].deliver(event)
    }
    for b in flatBehaviors { b.action?() }
  }

  /// Marks the behavior tree as changed; the world is rebuilt before the next step.
  func behaviorsChanged() { needsRebuild = true }

  /// The body for `item`, rebuilding first when behaviors changed.
  func prepareBody(for item: any DynamicItem) -> Int {
    if needsRebuild { rebuild() }
    return world.bodyIndex(for: item)
  }

  private func attach(_ behavior: DynamicBehavior) {
    behavior.dynamicAnimator = self
    for c in behavior.childBehaviors { attach(c) }
  }

  private func detach(_ behavior: DynamicBehavior) {
    behavior.dynamicAnimator = nil
    for c in behavior.childBehaviors { detach(c) }
  }

  private func flatten(_ list: [DynamicBehavior], into out: inout [DynamicBehavior]) {
    for b in list {
      out.append(b)
      flatten(b.childBehaviors, into: &out)
    }
  }

  /// Re-derives bodies, materials, collision groups and boundaries from the behavior tree.
  private func rebuild() {
    needsRebuild = false
    for b in behaviors { attach(b) }
    flatBehaviors = []
    flatten(behaviors, into: &flatBehaviors)
    var keep = Set<ObjectIdentifier>()
    for b in flatBehaviors {
      for item in b.dynamicItems {
        keep.insert(ObjectIdentifier(item as AnyObject))
        _ = world.bodyIndex(for: item)
      }
    }
    world.retainBodies(keep)
    for i in world.bodies.indices {
      world.bodies[i].material = Material()
      world.bodies[i].itemMask = 0
      world.bodies[i].boundaryMask = 0
    }
    for b in flatBehaviors {
      guard let itemBehavior = b as? DynamicItemBehavior else { continue }
      for item in itemBehavior.items {
        if let i = world.existingIndex(of: item) { world.bodies[i].material = itemBehavior.material }
      }
    }
    for i in world.bodies.indices { world.bodies[i].updateMass() }
    collisionBehaviors = flatBehaviors.compactMap { $0 as? CollisionBehavior }
    precondition(collisionBehaviors.count <= 64, "at most 64 collision behaviors per animator")
    var oldSerials: [String: UInt32] = [:]
    for s in world.segments where oldSerials[segmentKey(s)] == nil { oldSerials[segmentKey(s)] = s.serial }
    world.segments = []
    for (g, collision) in collisionBehaviors.enumerated() {
      let bit: UInt64 = 1 << UInt64(g)
      for item in collision.items {
        guard let i = world.existingIndex(of: item) else { continue }
        if collision.collisionMode.contains(.items) { world.bodies[i].itemMask |= bit }
        if collision.collisionMode.contains(.boundaries) { world.bodies[i].boundaryMask |= bit }
      }
      var lines = collision.boundaries
      if collision.translatesReferenceBoundsIntoBoundary {
        let r = referenceBounds.inset(by: collision.referenceBoundsInsets)
        let tl = r.origin
        let tr = Point(x: r.maxX, y: r.minY)
        let br = Point(x: r.maxX, y: r.maxY)
        let bl = Point(x: r.minX, y: r.maxY)
        lines.append((CollisionBehavior.referenceBoundsIdentifier, [(tl, tr), (tr, br), (br, bl), (bl, tl)]))
      }
      for (identifier, segments) in lines {
        for (a, b) in segments {
          var segment = BoundarySegment(a: a, b: b, identifier: identifier, group: g, serial: 0)
          segment = BoundarySegment(
            a: a, b: b, identifier: identifier, group: g,
            serial: oldSerials[segmentKey(segment)] ?? world.makeSerial())
          world.segments.append(segment)
        }
      }
    }
  }

  /// Identifies a segment across rebuilds, so contacts with an unchanged boundary persist.
  private func segmentKey(_ s: BoundarySegment) -> String {
    "\(s.group)|\(s.identifier)|\(s.a.x),\(s.a.y)|\(s.b.x),\(s.b.y)"
  }
}
