import Geometry

extension PhysicsWorld {
  /// Refreshes one shape's world vertices, normals and bounds from its body's transform.
  @_optimize(size)
  func updateShapeCache(_ s: Int) { refreshShapeCaches(of: CollectionOfOne(Int32(s))) }

  /// Refreshes the caches of moving shapes, and of static ones when they changed.
  func updateShapeCaches() {
    refreshShapeCaches(of: movingShapes.buffer)
    guard staticsChanged else { return }
    staticsChanged = false
    var count = 0
    var extent = 0.0
    for s in shapes.indices where shapes[s].isAlive && isStill(s) {
      updateShapeCache(s)
      count += 1
      extent += max(shapes[s].aabb.width, shapes[s].aabb.height)
    }
    staticHash.reset(cellSize: max(16, min(256, count > 0 ? extent / Double(count) : 64)), expectedEntries: count * 4)
    for s in shapes.indices where shapes[s].isAlive && isStill(s) {
      staticHash.insert(Int32(s), shapes[s].aabb)
    }
  }

  /// Refreshes the bounds of `list`'s shapes, and the world vertices and normals of the polygons
  /// and segments among them.
  private func refreshShapeCaches<List: Sequence<Int32>>(of list: List) {
    let shapesP = shapes.buffer
    let simsP = sims.buffer
    let localPointsP = localPoints.buffer
    let localNormalsP = localNormals.buffer
    let pointsP = polygonPoints.buffer
    let normalsP = polygonNormals.buffer
    for s in list {
      let i = Int(s)
      let xf = simsP[Int(shapesP[i].body)].xf
      guard shapesP[i].kind != .circle else {
        shapesP[i].aabb = PhysicsWorld.circleBounds(shapesP[i], xf)
        continue
      }
      let start = Int(shapesP[i].polygonStart)
      var box = AABB.empty
      for k in start..<(start + Int(shapesP[i].polygonCount)) {
        let p = xf.apply(localPointsP[k])
        pointsP[k] = p
        normalsP[k] = xf.q.apply(localNormalsP[k])
        box = AABB(
          minX: min(box.minX, p.x), minY: min(box.minY, p.y), maxX: max(box.maxX, p.x),
          maxY: max(box.maxY, p.y))
      }
      shapesP[i].aabb = box
    }
  }

  /// The bounds of circle `shape` on a body at `xf`.
  @inline(__always)
  private static func circleBounds(_ shape: ShapeRecord, _ xf: Transform) -> AABB {
    let p = xf.apply(shape.center)
    let r = shape.radius
    return AABB(minX: p.x - r, minY: p.y - r, maxX: p.x + r, maxY: p.y + r)
  }

  /// True for shapes of static and sleeping bodies: they live in the static grid.
  private func isStill(_ s: Int) -> Bool { shapes[s].isStatic || !infos[Int(shapes[s].body)].isAwake }

  /// Finds touching and nearly touching shape pairs and turns them into contact constraints: the
  /// broad phase lists candidate pairs (moving against moving, then moving against still), the
  /// narrow phase keeps those with contact points.
  func collide(dt: Double) {
    candidatePairs.removeAll()
    proxies.replace(with: movingShapes.buffer)
    proxyBoxes.lengthen(to: shapes.count, filling: .empty)
    var extent = 0.0
    let margin = speculativeDistance
    var fastest = 0.0
    var smallest = Double.infinity
    let boxes = proxyBoxes.buffer
    for s in movingShapes.buffer {
      let shape = shapes[Int(s)]
      let v = states[Int(shape.body)].v
      let box = shape.aabb.swept(by: v * dt).expanded(by: margin)
      boxes[Int(s)] = box
      extent += max(box.width, box.height)
      fastest = max(fastest, v.lengthSquared)
      smallest = min(smallest, 0.5 * max(shape.aabb.width, shape.aabb.height))
    }
    // Pairs are culled only when some body travels many times the size of some other this step
    // (`ProxyMotion.mayMeet` asks the same of each pair).
    let culls = fastest.squareRoot() * dt >= ProxyMotion.cullingSpeed * smallest
    if culls { recordProxyMotions(dt: dt) }
    if proxies.count <= PhysicsWorld.sweepAndPruneLimit {
      pairsBySweep(culls: culls)
    } else {
      gridPairs(cellSize: max(1, 1.5 * extent / Double(proxies.count)), dt: dt, culls: culls)
    }
    pairsWithStill()
    narrowPhase(dt: dt, culls: culls)
  }

  /// Adds the pairs of each moving shape with the static and sleeping shapes its box overlaps.
  private func pairsWithStill() {
    let stamps = shapeStamp.buffer
    let boxes = proxyBoxes.buffer
    for s in proxies.buffer {
      let box = boxes[Int(s)]
      stamp &+= 1
      let now = stamp
      staticHash.forEachItem(touching: box) { t in
        guard stamps[Int(t)] != now else { return }
        stamps[Int(t)] = now
        if shapes[Int(t)].aabb.overlaps(box) { candidatePairs.append((t, s)) }
      }
      for t in staticHash.large where shapes[Int(t)].aabb.overlaps(box) { candidatePairs.append((t, s)) }
    }
  }

  /// Runs the narrow phase over `candidatePairs` into `contacts` and `manifolds`, then wakes
  /// sleepers that gained a contact. The arrays are written in place: they keep their length from
  /// their last use, are lengthened only when that is too short, and cut to what was found at the
  /// end. The caches are not cut (only the contacts' `cacheIndex` reach them), so they need no new
  /// slots until the contacts outgrow them.
  private func narrowPhase(dt: Double, culls: Bool) {
    let pairCount = candidatePairs.count
    var progress = NarrowPhase.Progress()
    var next = 0
    var room = min(pairCount, max(contacts.count, 64))
    while next < pairCount {
      contacts.lengthen(to: room, filling: PhysicsWorld.emptyContact)
      manifolds.lengthen(to: room, filling: Manifold())
      manifoldCaches.lengthen(to: room, filling: ManifoldCache())
      next = narrowPhase(from: next, room: room, &progress, dt: dt, culls: culls)
      room = min(pairCount, room + max(64, room / 4))
    }
    contacts.removeLast(contacts.count - progress.contactCount)
    manifolds.removeLast(manifolds.count - progress.contactCount)
    for b in progress.toWake { wake(Int(b)) }
  }

  /// Runs the narrow phase over `candidatePairs` from `start` on, until `room` contacts are written
  /// or the pairs are done; returns where it stopped.
  private func narrowPhase(
    from start: Int, room: Int, _ progress: inout NarrowPhase.Progress, dt: Double, culls: Bool
  ) -> Int {
    let out = NarrowPhase.Output(
      contacts: contacts.buffer.baseAddress!, manifolds: manifolds.buffer.baseAddress!,
      caches: manifoldCaches.buffer.baseAddress!, room: room)
    let phase = NarrowPhase(
      shapes: UnsafeBufferPointer(shapes.buffer), infos: UnsafeBufferPointer(infos.buffer),
      sims: UnsafeBufferPointer(sims.buffer), states: UnsafeBufferPointer(states.buffer),
      points: UnsafeBufferPointer(polygonPoints.buffer), normals: UnsafeBufferPointer(polygonNormals.buffer),
      previousContacts: UnsafeBufferPointer(previousContacts.buffer),
      previousCaches: UnsafeBufferPointer(previousManifoldCaches.buffer), previousIndex: previousIndex,
      outlines: outlineVersion, speculativeDistance: speculativeDistance, linearSlop: linearSlop, dt: dt, culls: culls)
    return phase.run(UnsafeBufferPointer(candidatePairs.buffer), from: start, into: out, &progress)
  }

  /// What fills contact slots before the narrow phase writes them.
  private static let emptyContact = Contact(
    bodyA: -1, bodyB: -1, shapeA: -1, shapeB: -1, friction: 0, restitution: 0, bouncesEachSubstep: false,
    manifold: Manifold())

  /// Notes how each moving shape travels this step, for `ProxyMotion.mayMeet`.
  private func recordProxyMotions(dt: Double) {
    proxyMotions.lengthen(to: shapes.count, filling: ProxyMotion())
    let motions = proxyMotions.buffer
    for s in movingShapes.buffer {
      let body = Int(shapes[Int(s)].body)
      motions[Int(s)] = ProxyMotion(
        box: shapes[Int(s)].aabb, center: sims[body].center, velocity: states[body].v, dt: dt,
        isDynamic: infos[body].type == .dynamic)
    }
  }

  /// Notes what the narrow phase asks of each moving circle, for `CircleReach.mayTouch`.
  private func recordCircleReaches() {
    proxyReaches.lengthen(to: shapes.count, filling: CircleReach())
    let reaches = proxyReaches.buffer
    for s in movingShapes.buffer {
      let shape = shapes[Int(s)]
      guard shape.kind == .circle else {
        reaches[Int(s)] = CircleReach()
        continue
      }
      let body = Int(shape.body)
      let xf = sims[body].xf
      reaches[Int(s)] = CircleReach(
        center: xf.apply(shape.center), radius: shape.radius, bodyCenter: sims[body].center,
        velocity: states[body].v, spin: states[body].w, size: 0.5 * max(shape.aabb.width, shape.aabb.height),
        isDynamic: infos[body].type == .dynamic)
    }
  }

  /// Pairs of moving shapes whose boxes overlap, from a grid of `cellSize` points: the packed grid
  /// over the crowd's bounds, or the hashed one when the crowd is spread too thin for it. Pairs of
  /// circles that `CircleReach` shows apart are left out: in a crowd, nearly half of the pairs whose
  /// boxes overlap. Sweep and prune does not ask: its smaller crowds keep nearly every pair, and
  /// the test cost more than it saved there.
  private func gridPairs(cellSize: Double, dt: Double, culls: Bool) {
    let margin = speculativeDistance
    recordCircleReaches()
    let items = UnsafeBufferPointer(proxies.buffer)
    let boxes = UnsafeBufferPointer(proxyBoxes.buffer)
    let motions = proxyMotions.buffer
    let reaches = proxyReaches.buffer
    @inline(__always)
    func keep(_ a: Int32, _ b: Int32) -> Bool {
      CircleReach.mayTouch(reaches[Int(a)], reaches[Int(b)], dt: dt, margin: margin)
        && (!culls || ProxyMotion.mayMeet(motions[Int(a)], motions[Int(b)], margin: margin))
    }
    // Kept pairs were found among grown boxes and are tested against the boxes themselves; pairs the
    // grid listed for this step's boxes overlap already.
    let cached = gridCache.cover(items, boxes: boxes, grid: packedGrid, cellSize: cellSize)
    let listed = cached || gridCache.list(items, boxes: boxes, grid: packedGrid, cellSize: cellSize)
    if listed {
      for (a, b) in gridCache.pairs.buffer where (!cached || boxes[Int(a)].overlaps(boxes[Int(b)])) && keep(a, b) {
        candidatePairs.append((a, b))
      }
    } else {
      dynamicHash.reset(cellSize: cellSize, expectedEntries: items.count * 4)
      for s in items { dynamicHash.insert(s, boxes[Int(s)]) }
      dynamicHash.forEachPair(boxes: boxes) { a, b in
        if keep(a, b) { candidatePairs.append((a, b)) }
      }
    }
    let large = listed ? gridCache.large : dynamicHash.large
    for l in large {
      for s in items where s != l && (!large.contains(s) || s > l) {
        guard boxes[Int(s)].overlaps(boxes[Int(l)]),
          !culls || ProxyMotion.mayMeet(motions[Int(l)], motions[Int(s)], margin: margin)
        else { continue }
        candidatePairs.append((l, s))
      }
    }
  }

  /// Up to this many moving shapes, pairs come from sweep and prune; above it, from the grid.
  static let sweepAndPruneLimit = 4096

  /// Pairs of moving shapes whose boxes overlap, from sweep and prune.
  private func pairsBySweep(culls: Bool) {
    guard proxies.count > 1 else { return }
    let margin = speculativeDistance
    let items = UnsafeBufferPointer(proxies.buffer)
    let boxes = UnsafeBufferPointer(proxyBoxes.buffer)
    guard culls else {
      sweepAndPrune.findPairs(of: items, boxes: boxes, into: &candidatePairs) { _, _ in true }
      return
    }
    let motions = proxyMotions.buffer
    sweepAndPrune.findPairs(of: items, boxes: boxes, into: &candidatePairs) {
      ProxyMotion.mayMeet(motions[Int($0)], motions[Int($1)], margin: margin)
    }
  }

  /// Keeps this step's contacts for warm starting the next.
  func storeImpulses() {
    swap(&contacts, &previousContacts)
    swap(&manifoldCaches, &previousManifoldCaches)
    previousIndex.invalidate()
  }
}
