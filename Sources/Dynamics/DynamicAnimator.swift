import Geometry
import Physics

/// Runs a physics world for a tree of behaviors and writes the results back into their items
/// (UIKit's `UIDynamicAnimator`).
///
/// The world steps at a fixed rate (`timeStep`); `advance(by:)` runs as many steps as the frame
/// time owes. Items join when a behavior that names them is added, and leave when none does.
/// Inside, each item is a body of a `PhysicsWorld`; anchored items are kinematic bodies.
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

  /// The rigid-body world the items live in.
  let physics = PhysicsWorld()
  let items = ItemBodies()
  private var needsRebuild = true
  private var needsBoundarySync = false
  private var flatBehaviors: [DynamicBehavior] = []
  private var collisionBehaviors: [CollisionBehavior] = []
  private var attachments: [AttachmentBehavior] = []
  private var owedTime = 0.0
  /// Whether the delegate was last told the animator runs.
  private var reportedRunning = false

  /// Creates an animator for a reference area, in points.
  public init(referenceBounds: Rect) {
    self.referenceBounds = referenceBounds
    items.attach(to: physics)
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

  /// Told when the animator comes to rest and starts again; not retained.
  public unowned(unsafe) var delegate: (any DynamicAnimatorDelegate)?

  /// True while any item is awake: moving, or resting for less than the world's `timeToSleep`.
  public var isRunning: Bool {
    if needsRebuild { rebuild() }
    return items.records.contains { !$0.isAnchored && physics.isAwake($0.body) }
  }

  /// Tells the animator that code moved, turned or resized `item`: the world takes its state from it.
  ///
  /// An anchored item glides to its new place over the next step, so fast items still collide with
  /// it on the way; any other item jumps there and keeps its velocity.
  public func updateItem(usingCurrentState item: any DynamicItem) {
    if needsRebuild { rebuild() }
    items.update(item, jumps: false)
  }

  /// Tells the animator that code laid `item` out anew (the court was resized): the world takes its
  /// state from it, and even an anchored item jumps there, sweeping nothing on the way.
  public func relocateItem(usingCurrentState item: any DynamicItem) {
    if needsRebuild { rebuild() }
    items.update(item, jumps: true)
  }

  /// The items whose bounding circles meet `rect`.
  ///
  /// - Complexity: O(*n*) in the number of items.
  public func items(in rect: Rect) -> [any DynamicItem] {
    if needsRebuild { rebuild() }
    return items.records.filter { r in
      let s = r.item.bounds.size
      let radius = 0.5 * (s.width * s.width + s.height * s.height).squareRoot()
      let c = r.item.center
      return Rect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius).intersects(rect)
    }.map { $0.item }
  }

  /// Runs the steps owed after `seconds` more of frame time (at most `maxStepsPerAdvance`).
  public func advance(by seconds: Double) { advance(by: seconds) {} }

  /// Runs the steps owed after `seconds` more of frame time (at most `maxStepsPerAdvance`), calling
  /// `prepare` before each: for code that moves items a step at a time (an anchored item turned a
  /// little every step glides evenly, where turned once a frame it would jump in the first step).
  public func advance(by seconds: Double, beforeEachStep prepare: () -> Void) {
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
      prepare()
      step()
    }
  }

  /// Runs exactly one fixed step of `timeStep` seconds.
  public func step() {
    if needsRebuild {
      rebuild()
    } else if needsBoundarySync {
      needsBoundarySync = false
      items.replaceBoundaries(boundarySegments())
    }
    for b in flatBehaviors { b.applyForces(in: self) }
    if !reportedRunning && isRunning {
      reportedRunning = true
      delegate?.dynamicAnimatorWillResume(self)
    }
    physics.step(dt: DynamicAnimator.timeStep)
    items.writeBack()
    elapsedTime += DynamicAnimator.timeStep
    for event in items.contactEvents() where event.group < collisionBehaviors.count {
      collisionBehaviors[event.group].deliver(event)
    }
    for b in flatBehaviors { b.action?() }
    if reportedRunning && !isRunning {
      reportedRunning = false
      delegate?.dynamicAnimatorDidPause(self)
    }
  }

  /// Marks the behavior tree as changed; the world is rebuilt before the next step.
  func behaviorsChanged() { needsRebuild = true }

  /// Marks a collision behavior's boundaries as changed; they alone are synced before the next step.
  func boundariesChanged() { needsBoundarySync = true }

  /// The body of `item`, rebuilding first when behaviors changed; nil when no behavior names it.
  func body(for item: any DynamicItem) -> BodyID? {
    if needsRebuild { rebuild() }
    return items.body(for: item)
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
    needsBoundarySync = false
    for b in behaviors { attach(b) }
    flatBehaviors = []
    flatten(behaviors, into: &flatBehaviors)
    collisionBehaviors = flatBehaviors.compactMap { $0 as? CollisionBehavior }
    precondition(collisionBehaviors.count <= 31, "at most 31 collision behaviors per animator")
    var wanted: [ItemBodies.Wanted] = []
    var seen = Set<ObjectIdentifier>()
    for b in flatBehaviors {
      for item in b.dynamicItems where seen.insert(ObjectIdentifier(item as AnyObject)).inserted {
        wanted.append(ItemBodies.Wanted(item: item))
      }
    }
    var position: [ObjectIdentifier: Int] = [:]
    for (k, w) in wanted.enumerated() { position[ObjectIdentifier(w.item as AnyObject)] = k }
    for b in flatBehaviors {
      guard let itemBehavior = b as? DynamicItemBehavior else { continue }
      for item in itemBehavior.items {
        if let k = position[ObjectIdentifier(item as AnyObject)] { wanted[k].material = itemBehavior.material }
      }
    }
    for (g, collision) in collisionBehaviors.enumerated() {
      let bit: UInt64 = 1 << UInt64(g)
      for item in collision.items {
        guard let k = position[ObjectIdentifier(item as AnyObject)] else { continue }
        if collision.collisionMode.contains(.items) { wanted[k].itemGroups |= bit }
        if collision.collisionMode.contains(.boundaries) { wanted[k].boundaryGroups |= bit }
      }
    }
    items.sync(wanted, boundaries: boundarySegments())
    let current = flatBehaviors.compactMap { $0 as? AttachmentBehavior }
    for old in attachments where !current.contains(where: { $0 === old }) { old.disconnect(from: physics) }
    attachments = current
    for a in attachments { a.connect(in: self) }
  }

  /// Every collision behavior's boundary segments, the reference bounds' among them where asked.
  private func boundarySegments() -> [ItemBodies.BoundarySegment] {
    var boundaries: [ItemBodies.BoundarySegment] = []
    for (g, collision) in collisionBehaviors.enumerated() {
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
        for (a, b) in segments { boundaries.append(.init(identifier: identifier, group: g, a: a, b: b)) }
      }
    }
    return boundaries
  }
}
