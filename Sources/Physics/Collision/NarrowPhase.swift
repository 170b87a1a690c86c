import Geometry

/// Turns the broad phase's candidate pairs into contacts: for each pair, the filters, the
/// speculative margin, the manifold and the impulses carried over from last step's contact.
///
/// It reads the world through buffer pointers taken once for the whole pass, and writes what it
/// finds in place through pointers to the world's arrays (made long enough beforehand; when they
/// are full it stops, and the caller lengthens them and resumes), so the loop over pairs does no
/// array bookkeeping. Sleeping bodies that gain a contact are listed, and woken after the pass.
struct NarrowPhase {
  let shapes: UnsafeBufferPointer<ShapeRecord>
  let infos: UnsafeBufferPointer<BodyInfo>
  let sims: UnsafeBufferPointer<BodySim>
  let states: UnsafeBufferPointer<BodyState>
  let points: UnsafeBufferPointer<Point>
  let normals: UnsafeBufferPointer<Vector>
  let previousContacts: UnsafeBufferPointer<Contact>
  /// Last step's manifold caches (see `Contact.cacheIndex`).
  let previousCaches: UnsafeBufferPointer<ManifoldCache>
  /// Finds a pair in `previousContacts` (see `previousContact`).
  let previousIndex: PairTable
  /// The world's outline version (see `ManifoldCache.outlines`).
  let outlines: UInt32
  let speculativeDistance: Double
  let linearSlop: Double
  /// How far two bodies may move against each other (points) and still reuse their manifold; a
  /// contact whose bodies close faster than this in a step does not keep one.
  var recycleDistance: Double { 10 * linearSlop }
  let dt: Double
  /// Whether this step has bodies fast enough for the broad phase to cull their pairs (see
  /// `ProxyMotion`); only then are their contacts with still shapes culled too.
  let culls: Bool
  /// Whether the pass asks for shapes and bodies a few pairs ahead (see `Prefetch`): only when
  /// they are too many to stay in the cache.
  var prefetches: Bool {
    Prefetch.isWorthwhile(
      bytes: shapes.count * MemoryLayout<ShapeRecord>.stride + sims.count
        * (MemoryLayout<BodyInfo>.stride + MemoryLayout<BodyState>.stride + MemoryLayout<BodySim>.stride))
  }

  /// Where the pass writes what it finds: contacts and their manifolds (same order) and the
  /// manifold caches the contacts point to, each with room for `room` (caches are never more than
  /// contacts).
  struct Output {
    let contacts: UnsafeMutablePointer<Contact>
    let manifolds: UnsafeMutablePointer<Manifold>
    let caches: UnsafeMutablePointer<ManifoldCache>
    let room: Int
  }

  /// How far the pass got: how many contacts and caches it wrote, bodies to wake, and where it is
  /// in last step's contacts.
  struct Progress {
    var contactCount = 0
    var cacheCount = 0
    var toWake: [Int32] = []
    var cursor = 0
  }

  /// Runs the narrow phase on the pairs `(x, y)` of `pairs` (shape indices, either order) from
  /// `start` on and writes a contact for each that has points, until `out` is full. Returns where
  /// it stopped: `pairs.count` when it got through them all.
  func run(
    _ pairs: UnsafeBufferPointer<(Int32, Int32)>, from start: Int, into out: Output, _ progress: inout Progress
  ) -> Int {
    if prefetches { return run(pairs, from: start, into: out, &progress, prefetching: true) }
    return run(pairs, from: start, into: out, &progress, prefetching: false)
  }

  @inline(__always)
  private func run(
    _ pairs: UnsafeBufferPointer<(Int32, Int32)>, from start: Int, into out: Output, _ progress: inout Progress,
    prefetching: Bool
  ) -> Int {
    var cursor = progress.cursor
    var contactCount = progress.contactCount
    var cacheCount = progress.cacheCount
    defer {
      progress.cursor = cursor
      progress.contactCount = contactCount
      progress.cacheCount = cacheCount
    }
    for i in start..<pairs.count {
      guard contactCount < out.room else { return i }
      if prefetching { prefetch(pairs, ahead: i) }
      consider(pairs[i].0, pairs[i].1, out, &cursor, &contactCount, &cacheCount, &progress.toWake)
    }
    return pairs.count
  }

  /// How many pairs ahead the pass asks for the shapes it will read, and (from those, by then in
  /// the cache) for their bodies.
  static let shapeLookahead = 8
  static let bodyLookahead = 4

  /// Asks for the shapes of the pair `shapeLookahead` after `i`, and for the bodies of the one
  /// `bodyLookahead` after it.
  @inline(__always)
  private func prefetch(_ pairs: UnsafeBufferPointer<(Int32, Int32)>, ahead i: Int) {
    if i + NarrowPhase.shapeLookahead < pairs.count {
      Prefetch.element(Int(pairs[i + NarrowPhase.shapeLookahead].0), of: shapes)
      Prefetch.element(Int(pairs[i + NarrowPhase.shapeLookahead].1), of: shapes)
    }
    if i + NarrowPhase.bodyLookahead < pairs.count {
      prefetchBodies(of: pairs[i + NarrowPhase.bodyLookahead].0)
      prefetchBodies(of: pairs[i + NarrowPhase.bodyLookahead].1)
    }
  }

  /// Asks for what the pass reads of shape `s`'s body.
  @inline(__always)
  private func prefetchBodies(of s: Int32) {
    let body = Int(shapes[Int(s)].body)
    Prefetch.element(body, of: infos)
    Prefetch.element(body, of: states)
    Prefetch.element(body, of: sims)
  }

  /// Where last step's contact of shapes `a` < `b` is in `previousContacts`, if it had one. Pairs
  /// come in much the same order each step, so it is most often the one after the last found
  /// (`cursor`, moved past the answer); otherwise the index says, built on first need.
  @inline(__always)
  private func previousContact(_ a: Int32, _ b: Int32, _ cursor: inout Int) -> Int32? {
    if cursor < previousContacts.count && previousContacts[cursor].shapeA == a && previousContacts[cursor].shapeB == b {
      cursor += 1
      return Int32(cursor - 1)
    }
    if !previousIndex.isBuilt { buildIndex() }
    guard let k = previousIndex.find(PairTable.key(a, b)) else { return nil }
    cursor = Int(k) + 1
    return k
  }

  /// Indexes `previousContacts` (at most once a step).
  private func buildIndex() { previousIndex.rebuild(previousContacts) }

  @inline(__always)
  private func consider(
    _ x: Int32, _ y: Int32, _ out: Output, _ cursor: inout Int, _ contactCount: inout Int, _ cacheCount: inout Int,
    _ toWake: inout [Int32]
  ) {
    let (sa, sb) = x < y ? (x, y) : (y, x)
    let a = Int(sa)
    let b = Int(sb)
    let bodyA = shapes[a].body
    let bodyB = shapes[b].body
    guard bodyA != bodyB, shapes[a].isAlive, shapes[b].isAlive else { return }
    let typeA = infos[Int(bodyA)].type
    let typeB = infos[Int(bodyB)].type
    guard typeA == .dynamic || typeB == .dynamic else { return }
    guard shapes[a].filter.categoryBits & shapes[b].filter.maskBits != 0,
      shapes[b].filter.categoryBits & shapes[a].filter.maskBits != 0
    else { return }
    let stateA = states[Int(bodyA)]
    let stateB = states[Int(bodyB)]
    let radiusA = radius(a)
    let radiusB = radius(b)
    let relative = stateA.v - stateB.v
    let bothDynamic = typeA == .dynamic && typeB == .dynamic
    // The margin covers how far the two close in one step: along the line between their centres
    // for two dynamic bodies (so a fast body meets another exactly, yet side-by-side neighbours in
    // a pile do not become bouncing contacts), and at full relative speed against a static or
    // kinematic partner, so nothing passes through it. `CircleReach.mayTouch` drops pairs of
    // circles by this same margin before they get here: the two must change together.
    let spin = abs(stateA.w) * radiusA + abs(stateB.w) * radiusB
    let approach: Double
    if bothDynamic {
      let line = (sims[Int(bodyB)].center - sims[Int(bodyA)].center).normalized
      approach = max(0, relative.dot(line)) + spin
    } else {
      approach = relative.length + spin
    }
    let speculative = speculativeDistance + approach * dt
    // Pairs with a circle are always computed: about as cheap as checking a kept manifold, and near a
    // polygon's corner a circle's normal turns as it moves. So are pairs moving against each other:
    // their relative pose will have changed by the next step.
    let keeps =
      (shapes[a].kind != .circle && shapes[b].kind != .circle)
      && relative.lengthSquared * (dt * dt) <= recycleDistance * recycleDistance
    var previous: Int32?
    var kept: Int32 = -1
    var m = Manifold()
    if keeps {
      previous = previousContact(sa, sb, &cursor)
      let extent = max(typeA == .static ? 0 : reach(a), typeB == .static ? 0 : reach(b))
      kept = reuseKeptManifold(previous, into: &m, a, b, extent: extent, speculative: speculative)
      if kept < 0 { m = manifold(a, b, speculative: speculative) }
      guard m.count > 0 else { return }
    } else {
      m = manifold(a, b, speculative: speculative)
      guard m.count > 0 else { return }
      previous = previousContact(sa, sb, &cursor)
    }
    let fastest = max(stateA.v.length, stateB.v.length) * dt
    let smallest = min(radiusA, radiusB)
    if culls && (typeA == .static || typeB == .static) && fastest >= ProxyMotion.cullingSpeed * smallest {
      // Against a static shape, only the closing speed along the contact's normal can bring the
      // surfaces together within the step: a fast body gliding past a wall needs no contact with
      // it (continuous collision keeps it from passing through). Pairs of fast dynamic bodies were
      // culled in the broad phase (see `ProxyMotion`); kinematic partners keep their margin.
      let closing = max(0, relative.dot(m.normal)) + spin
      let nearest = m.count > 1 ? min(m.point0.separation, m.point1.separation) : m.point0.separation
      guard nearest <= speculativeDistance + closing * dt else { return }
    }
    if !infos[Int(bodyA)].isAwake || !infos[Int(bodyB)].isAwake {
      toWake.append(bodyA)
      toWake.append(bodyB)
    }
    let contact = out.contacts + contactCount
    contact.initialize(
      to: Contact(
        bodyA: bodyA, bodyB: bodyB, shapeA: sa, shapeB: sb,
        friction: (shapes[a].friction * shapes[b].friction).squareRoot(),
        restitution: max(shapes[a].restitution, shapes[b].restitution),
        bouncesEachSubstep: typeA != .kinematic && typeB != .kinematic && fastest < 4 * smallest,
        manifold: m))
    if let k = previous {
      contact.pointee.carryImpulses(from: previousContacts[Int(k)], matching: m)
    }
    if keeps { contact.pointee.cacheIndex = keep(m, of: a, b, reusing: kept, into: out, &cacheCount) }
    (out.manifolds + contactCount).initialize(to: m)
    contactCount += 1
  }

  /// Writes into `m` the manifold last step's contact `previous` of shapes `ia` < `ib` kept, if
  /// their bodies have not moved against each other since it was computed (`extent`: how far the
  /// moving shapes reach from their middles, in points, for turns) and its points still lie where
  /// both shapes are; returns where that cache is in `previousCaches`, or -1 when the manifold must
  /// be computed.
  @inline(__always)
  private func reuseKeptManifold(
    _ previous: Int32?, into m: inout Manifold, _ ia: Int, _ ib: Int, extent: Double, speculative: Double
  ) -> Int32 {
    guard let k = previous else { return -1 }
    let c = previousContacts[Int(k)].cacheIndex
    guard c >= 0 else { return -1 }
    guard
      let drift = previousCaches[Int(c)].reuse(
        into: &m, at: placement(ia, ib), tolerance: recycleDistance, extent: extent, speculative: speculative,
        outlines: outlines)
    else { return -1 }
    // Points that moved less than the slop since they were computed on both shapes are on them still.
    return drift < linearSlop || liesOnBoth(m, ia, ib) ? c : -1
  }

  /// Whether each point of the reused manifold `m` of shapes `a` and `b` still lies where both shapes
  /// are: B's end of it within A's bounds and A's within B's, give or take the linear slop and the gap
  /// between them. Kept points slide with their bodies, and past the end of a face they would hold a
  /// body up over nothing: a box pushed slowly off a table's edge would hover.
  @inline(__always)
  private func liesOnBoth(_ m: Manifold, _ a: Int, _ b: Int) -> Bool {
    liesOnBoth(m.point0, m.normal, a, b) && (m.count < 2 || liesOnBoth(m.point1, m.normal, a, b))
  }

  /// Whether `point` lies on both shapes (see `liesOnBoth(_:_:_:)`).
  @inline(__always)
  private func liesOnBoth(_ point: ManifoldPoint, _ normal: Vector, _ a: Int, _ b: Int) -> Bool {
    let half = normal * (0.5 * point.separation)
    let margin = linearSlop + max(0, point.separation)
    return shapes[a].aabb.contains(point.point + half + point.spread, margin: margin)
      && shapes[b].aabb.contains(point.point - half, margin: margin)
  }

  /// Where the bodies of shapes `a` and `b` are.
  @inline(__always)
  private func placement(_ a: Int, _ b: Int) -> PairPlacement {
    let simA = sims[Int(shapes[a].body)]
    let simB = sims[Int(shapes[b].body)]
    return PairPlacement(xfA: simA.xf, xfB: simB.xf, centerA: simA.center, centerB: simB.center)
  }

  /// Writes to `out`'s caches the cache of shapes `a` < `b`'s manifold `m`: last step's (at `kept`
  /// in `previousCaches`) when `m` was reused from it, else a new one. Returns its index.
  @inline(__always)
  private func keep(_ m: Manifold, of a: Int, _ b: Int, reusing kept: Int32, into out: Output, _ count: inout Int)
    -> Int32
  {
    let slot = out.caches + count
    if kept >= 0 {
      slot.initialize(to: previousCaches[Int(kept)])
    } else {
      let complete = m.count == (shapes[a].kind == .circle || shapes[b].kind == .circle ? 1 : 2)
      slot.initialize(to: ManifoldCache(m, at: placement(a, b), complete: complete, outlines: outlines))
    }
    count += 1
    return Int32(count - 1)
  }

  /// Half the larger side of a shape's bounds: how far its surface reaches from its middle.
  @inline(__always)
  private func radius(_ s: Int) -> Double {
    let box = shapes[s].aabb
    return 0.5 * max(box.width, box.height)
  }

  /// Half the diagonal of a shape's bounds: no point of the shape is farther from their middle.
  @inline(__always)
  private func reach(_ s: Int) -> Double {
    let box = shapes[s].aabb
    return 0.5 * (box.width * box.width + box.height * box.height).squareRoot()
  }

  /// The contact manifold of two shapes, normal from A to B.
  @inline(__always)
  private func manifold(_ ia: Int, _ ib: Int, speculative: Double) -> Manifold {
    let a = shapes[ia]
    let b = shapes[ib]
    switch (a.kind, b.kind) {
    case (.circle, .circle):
      let ca = sims[Int(a.body)].xf.apply(a.center)
      let cb = sims[Int(b.body)].xf.apply(b.center)
      return Collide.circles(ca, a.radius, cb, b.radius, speculative: speculative)
    case (.circle, _):
      return polygonCircle(b, sims[Int(a.body)].xf.apply(a.center), a.radius, speculative).flipped
    case (_, .circle):
      return polygonCircle(a, sims[Int(b.body)].xf.apply(b.center), b.radius, speculative)
    case (.segment, .segment):
      return Manifold()
    default:
      return Collide.polygons(
        vertices(a), edgeNormals(a), vertices(b), edgeNormals(b), speculative: speculative, slop: linearSlop)
    }
  }

  @inline(__always)
  private func polygonCircle(_ shape: ShapeRecord, _ c: Point, _ r: Double, _ speculative: Double) -> Manifold {
    if shape.kind == .segment {
      let start = Int(shape.polygonStart)
      return Collide.segmentCircle(points[start], points[start + 1], c, r, speculative: speculative)
    }
    return Collide.polygonCircle(vertices(shape), edgeNormals(shape), c, r, speculative: speculative)
  }

  /// A polygon's or segment's world vertices.
  @inline(__always)
  private func vertices(_ shape: ShapeRecord) -> UnsafeBufferPointer<Point> {
    let start = Int(shape.polygonStart)
    return UnsafeBufferPointer(rebasing: points[start..<(start + Int(shape.polygonCount))])
  }

  /// A polygon's or segment's world edge normals.
  @inline(__always)
  private func edgeNormals(_ shape: ShapeRecord) -> UnsafeBufferPointer<Vector> {
    let start = Int(shape.polygonStart)
    return UnsafeBufferPointer(rebasing: normals[start..<(start + Int(shape.polygonCount))])
  }
}
