import Geometry

extension PhysicsWorld {
  /// Refreshes one shape's world vertices, normals and bounds from its body's transform.
  @_optimize(size)
  func updateShapeCache(_ s: Int) { refreshShapeCaches(of: CollectionOfOne(Int32(s))) }

  /// Refreshes the caches of moving shapes, and of static ones when they changed.
  func updateShapeCaches() {
    refreshShapeCaches(of: bodies.movingShapes.buffer)
    guard broadPhase.staticsChanged else { return }
    broadPhase.staticsChanged = false
    var count = 0
    var extent = 0.0
    for s in shapes.indices where shapes[s].isAlive && isStill(s) {
      updateShapeCache(s)
      count += 1
      extent += max(shapes[s].aabb.width, shapes[s].aabb.height)
    }
    broadPhase.staticHash.reset(
      cellSize: max(16, min(256, count > 0 ? extent / Double(count) : 64)), expectedEntries: count * 4)
    for s in shapes.indices where shapes[s].isAlive && isStill(s) {
      broadPhase.staticHash.insert(Int32(s), shapes[s].aabb)
    }
  }

  /// Refreshes the bounds of `list`'s shapes, and the world vertices and normals of the polygons
  /// and segments among them.
  private func refreshShapeCaches<List: Sequence<Int32>>(of list: List) {
    let shapesP = shapes.records.buffer
    let simsP = bodies.sims.buffer
    let localPointsP = shapes.localPoints.buffer
    let localNormalsP = shapes.localNormals.buffer
    let pointsP = shapes.worldPoints.buffer
    let normalsP = shapes.worldNormals.buffer
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
  private func isStill(_ s: Int) -> Bool { shapes[s].isStatic || !bodies.infos[Int(shapes[s].body)].isAwake }

  /// Finds touching and nearly touching shape pairs and turns them into contact constraints: the
  /// broad phase lists candidate pairs (moving against moving, then moving against still), the
  /// narrow phase keeps those with contact points.
  func collide(dt: Double) {
    giveBackWokenContacts()
    broadPhase.pairs.removeAll()
    broadPhase.proxies.replace(with: bodies.movingShapes.buffer)
    broadPhase.boxes.lengthen(to: shapes.count, filling: .empty)
    var extent = 0.0
    let margin = speculativeDistance
    var fastest = 0.0
    var smallest = Double.infinity
    let boxes = broadPhase.boxes.buffer
    for s in bodies.movingShapes.buffer {
      let shape = shapes[Int(s)]
      let v = bodies.states[Int(shape.body)].v
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
    if broadPhase.proxies.count <= PhysicsWorld.sweepAndPruneLimit {
      pairsBySweep(culls: culls)
    } else {
      gridPairs(cellSize: max(1, 1.5 * extent / Double(broadPhase.proxies.count)), dt: dt, culls: culls)
    }
    pairsWithStill()
    narrowPhase(dt: dt, culls: culls)
  }

  /// Adds the pairs of each moving shape with the static and sleeping shapes its box overlaps.
  private func pairsWithStill() {
    let stamps = broadPhase.shapeStamps.buffer
    let boxes = broadPhase.boxes.buffer
    for s in broadPhase.proxies.buffer {
      let box = boxes[Int(s)]
      broadPhase.stamp &+= 1
      let now = broadPhase.stamp
      broadPhase.staticHash.forEachItem(touching: box) { t in
        guard stamps[Int(t)] != now else { return }
        stamps[Int(t)] = now
        if shapes[Int(t)].aabb.overlaps(box) { broadPhase.pairs.append((t, s)) }
      }
      for t in broadPhase.staticHash.large where shapes[Int(t)].aabb.overlaps(box) { broadPhase.pairs.append((t, s)) }
    }
  }

  /// Runs the narrow phase over `candidatePairs` into `contacts` and `manifolds`, then wakes
  /// sleepers that gained a contact. The arrays are written in place: they keep their length from
  /// their last use, are lengthened only when that is too short, and cut to what was found at the
  /// end. The caches are not cut (only the contacts' `cacheIndex` reach them), so they need no new
  /// slots until the contacts outgrow them.
  private func narrowPhase(dt: Double, culls: Bool) {
    let pairCount = broadPhase.pairs.count
    var progress = NarrowPhase.Progress()
    var next = 0
    var room = min(pairCount, max(contacts.count, 64))
    while next < pairCount {
      contacts.current.lengthen(to: room, filling: PhysicsWorld.emptyContact)
      contacts.manifolds.lengthen(to: room, filling: Manifold())
      contacts.caches.lengthen(to: room, filling: ManifoldCache())
      next = narrowPhase(from: next, room: room, &progress, dt: dt, culls: culls)
      room = min(pairCount, room + max(64, room / 4))
    }
    contacts.current.removeLast(contacts.count - progress.contactCount)
    contacts.manifolds.removeLast(contacts.manifolds.count - progress.contactCount)
    for b in progress.toWake { wake(Int(b)) }
  }

  /// Runs the narrow phase over `candidatePairs` from `start` on, until `room` contacts are written
  /// or the pairs are done; returns where it stopped.
  private func narrowPhase(
    from start: Int, room: Int, _ progress: inout NarrowPhase.Progress, dt: Double, culls: Bool
  ) -> Int {
    let out = NarrowPhase.Output(
      contacts: contacts.current.buffer.baseAddress!, manifolds: contacts.manifolds.buffer.baseAddress!,
      caches: contacts.caches.buffer.baseAddress!, room: room)
    let phase = NarrowPhase(
      shapes: UnsafeBufferPointer(shapes.records.buffer), infos: UnsafeBufferPointer(bodies.infos.buffer),
      sims: UnsafeBufferPointer(bodies.sims.buffer), states: UnsafeBufferPointer(bodies.states.buffer),
      points: UnsafeBufferPointer(shapes.worldPoints.buffer), normals: UnsafeBufferPointer(shapes.worldNormals.buffer),
      previousContacts: UnsafeBufferPointer(contacts.previous.buffer),
      previousCaches: UnsafeBufferPointer(contacts.previousCaches.buffer), previousIndex: contacts.previousIndex,
      outlines: shapes.outlineVersion, speculativeDistance: speculativeDistance, linearSlop: linearSlop, dt: dt,
      culls: culls)
    return phase.run(UnsafeBufferPointer(broadPhase.pairs.buffer), from: start, into: out, &progress)
  }

  /// What fills contact slots before the narrow phase writes them.
  private static let emptyContact = Contact(
    bodyA: -1, bodyB: -1, shapeA: -1, shapeB: -1, friction: 0, restitution: 0, bouncesEachSubstep: false,
    manifold: Manifold())

  /// Notes how each moving shape travels this step, for `ProxyMotion.mayMeet`.
  private func recordProxyMotions(dt: Double) {
    broadPhase.motions.lengthen(to: shapes.count, filling: ProxyMotion())
    let motions = broadPhase.motions.buffer
    for s in bodies.movingShapes.buffer {
      let body = Int(shapes[Int(s)].body)
      motions[Int(s)] = ProxyMotion(
        box: shapes[Int(s)].aabb, center: bodies.sims[body].center, velocity: bodies.states[body].v, dt: dt,
        isDynamic: bodies.infos[body].type == .dynamic)
    }
  }

  /// Notes what the narrow phase asks of each moving circle, for `CircleReach.mayTouch`.
  private func recordCircleReaches() {
    broadPhase.reaches.lengthen(to: shapes.count, filling: CircleReach())
    let reaches = broadPhase.reaches.buffer
    for s in bodies.movingShapes.buffer {
      let shape = shapes[Int(s)]
      guard shape.kind == .circle else {
        reaches[Int(s)] = CircleReach()
        continue
      }
      let body = Int(shape.body)
      let xf = bodies.sims[body].xf
      reaches[Int(s)] = CircleReach(
        center: xf.apply(shape.center), radius: shape.radius, bodyCenter: bodies.sims[body].center,
        velocity: bodies.states[body].v, spin: bodies.states[body].w,
        size: 0.5 * max(shape.aabb.width, shape.aabb.height),
        isDynamic: bodies.infos[body].type == .dynamic)
    }
  }

  /// Pairs of moving shapes whose boxes overlap, from a grid of `cellSize` points: the packed grid
  /// over the crowd's bounds, or the hashed one when the crowd is spread too thin for it. Pairs of
  /// circles that `CircleReach` shows apart are left out: in a crowd, many of the pairs whose boxes
  /// overlap. Sweep and prune does not ask: its smaller crowds keep nearly every pair, and
  /// the test cost more than it saved there.
  private func gridPairs(cellSize: Double, dt: Double, culls: Bool) {
    let margin = speculativeDistance
    recordCircleReaches()
    let items = UnsafeBufferPointer(broadPhase.proxies.buffer)
    let boxes = UnsafeBufferPointer(broadPhase.boxes.buffer)
    let motions = broadPhase.motions.buffer
    let reaches = broadPhase.reaches.buffer
    @inline(__always)
    func keep(_ a: Int32, _ b: Int32) -> Bool {
      CircleReach.mayTouch(reaches[Int(a)], reaches[Int(b)], dt: dt, margin: margin)
        && (!culls || ProxyMotion.mayMeet(motions[Int(a)], motions[Int(b)], margin: margin))
    }
    // Kept pairs were found among grown boxes and are tested against the boxes themselves; pairs the
    // grid listed for this step's boxes overlap already.
    let cached = broadPhase.gridCache.cover(items, boxes: boxes, grid: broadPhase.packedGrid, cellSize: cellSize)
    let listed =
      cached || broadPhase.gridCache.list(items, boxes: boxes, grid: broadPhase.packedGrid, cellSize: cellSize)
    if listed {
      for (a, b) in broadPhase.gridCache.pairs.buffer
      where (!cached || boxes[Int(a)].overlaps(boxes[Int(b)])) && keep(a, b) {
        broadPhase.pairs.append((a, b))
      }
    } else {
      broadPhase.dynamicHash.reset(cellSize: cellSize, expectedEntries: items.count * 4)
      for s in items { broadPhase.dynamicHash.insert(s, boxes[Int(s)]) }
      broadPhase.dynamicHash.forEachPair(boxes: boxes) { a, b in
        if keep(a, b) { broadPhase.pairs.append((a, b)) }
      }
    }
    let large = listed ? broadPhase.gridCache.large : broadPhase.dynamicHash.large
    for l in large {
      for s in items where s != l && (!large.contains(s) || s > l) {
        guard boxes[Int(s)].overlaps(boxes[Int(l)]),
          !culls || ProxyMotion.mayMeet(motions[Int(l)], motions[Int(s)], margin: margin)
        else { continue }
        broadPhase.pairs.append((l, s))
      }
    }
  }

  /// Up to this many moving shapes, pairs come from sweep and prune; above it, from the grid.
  static let sweepAndPruneLimit = 4096

  /// Pairs of moving shapes whose boxes overlap, from sweep and prune.
  private func pairsBySweep(culls: Bool) {
    guard broadPhase.proxies.count > 1 else { return }
    let margin = speculativeDistance
    let items = UnsafeBufferPointer(broadPhase.proxies.buffer)
    let boxes = UnsafeBufferPointer(broadPhase.boxes.buffer)
    guard culls else {
      broadPhase.sweepAndPrune.findPairs(of: items, boxes: boxes, into: &broadPhase.pairs) { _, _ in true }
      return
    }
    let motions = broadPhase.motions.buffer
    broadPhase.sweepAndPrune.findPairs(of: items, boxes: boxes, into: &broadPhase.pairs) {
      ProxyMotion.mayMeet(motions[Int($0)], motions[Int($1)], margin: margin)
    }
  }
}
