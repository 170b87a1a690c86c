import Geometry

extension PhysicsWorld {
  /// Refreshes one shape's world vertices, normals and bounds from its body's transform.
  func updateShapeCache(_ s: Int) {
    let xf = sims[Int(shapes[s].body)].xf
    let shape = shapes[s]
    if shape.kind == .circle {
      shapes[s].aabb = PhysicsWorld.circleBounds(shape, xf)
      return
    }
    var box = AABB.empty
    let start = Int(shape.polygonStart)
    for k in start..<(start + Int(shape.polygonCount)) {
      let p = xf.apply(localPoints[k])
      polygonPoints[k] = p
      polygonNormals[k] = xf.q.apply(localNormals[k])
      box = AABB(minX: min(box.minX, p.x), minY: min(box.minY, p.y), maxX: max(box.maxX, p.x), maxY: max(box.maxY, p.y))
    }
    shapes[s].aabb = box
  }

  /// The bounds of circle `shape` on a body at `xf`.
  @inline(__always)
  private static func circleBounds(_ shape: ShapeRecord, _ xf: Transform) -> AABB {
    let p = xf.apply(shape.center)
    let r = shape.radius
    return AABB(minX: p.x - r, minY: p.y - r, maxX: p.x + r, maxY: p.y + r)
  }

  /// Refreshes the caches of moving shapes (circles in one pass over buffer pointers, then the
  /// others), and of static ones when they changed.
  func updateShapeCaches() {
    var others = false
    shapes.withUnsafeMutableBufferPointer { shapesP in
      sims.withUnsafeBufferPointer { simsP in
        for s in movingShapes {
          let i = Int(s)
          guard shapesP[i].kind == .circle else {
            others = true
            continue
          }
          shapesP[i].aabb = PhysicsWorld.circleBounds(shapesP[i], simsP[Int(shapesP[i].body)].xf)
        }
      }
    }
    if others {
      for s in movingShapes where shapes[Int(s)].kind != .circle { updateShapeCache(Int(s)) }
    }
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

  /// True for shapes of static and sleeping bodies: they live in the static grid.
  private func isStill(_ s: Int) -> Bool { shapes[s].isStatic || !infos[Int(shapes[s].body)].isAwake }

  /// Finds touching and nearly touching shape pairs and turns them into contact constraints.
  func collide(dt: Double) {
    contacts.removeAll(keepingCapacity: true)
    manifolds.removeAll(keepingCapacity: true)
    if shovedBodies.count != sims.count { shovedBodies = [Bool](repeating: false, count: sims.count) }
    for b in movingBodies { shovedBodies[Int(b)] = false }
    proxies.removeAll(keepingCapacity: true)
    proxies.append(contentsOf: movingShapes)
    if proxyBoxes.count < shapes.count { proxyBoxes = [AABB](repeating: .empty, count: shapes.count) }
    var extent = 0.0
    let margin = speculativeDistance
    proxyBoxes.withUnsafeMutableBufferPointer { boxes in
      for s in movingShapes {
        let box = shapes[Int(s)].aabb.swept(by: states[Int(shapes[Int(s)].body)].v * dt).expanded(by: margin)
        boxes[Int(s)] = box
        extent += max(box.width, box.height)
      }
    }
    if proxies.count <= PhysicsWorld.sweepAndPruneLimit {
      sweepAndPrune(dt: dt)
    } else {
      let cell = max(1, 1.5 * extent / Double(proxies.count))
      dynamicHash.reset(cellSize: cell, expectedEntries: proxies.count * 4)
      for s in proxies { dynamicHash.insert(s, proxyBoxes[Int(s)]) }
      dynamicHash.forEachPair(boxOf: { proxyBoxes[Int($0)] }, body: { a, b in consider(a, b, dt: dt) })
      for large in dynamicHash.large {
        for s in proxies where s != large && (!dynamicHash.large.contains(s) || s > large) {
          if proxyBoxes[Int(s)].overlaps(proxyBoxes[Int(large)]) { consider(large, s, dt: dt) }
        }
      }
    }
    shapeStamp.withUnsafeMutableBufferPointer { stamps in
      for s in proxies {
        let box = proxyBoxes[Int(s)]
        stamp &+= 1
        let now = stamp
        staticHash.forEachItem(touching: box) { t in
          guard stamps[Int(t)] != now else { return }
          stamps[Int(t)] = now
          if shapes[Int(t)].aabb.overlaps(box) { consider(t, s, dt: dt) }
        }
        for t in staticHash.large where shapes[Int(t)].aabb.overlaps(box) { consider(t, s, dt: dt) }
      }
    }
  }

  /// Up to this many moving shapes, pairs come from sweep and prune; above it, from the grid.
  static let sweepAndPruneLimit = 4096

  /// Pairs of moving shapes whose boxes overlap, from a list kept sorted by the boxes' left edges
  /// (nearly sorted already from the last step, so insertion sort is close to linear). The sweep
  /// runs over the boxes copied in that order, so it reads memory front to back.
  private func sweepAndPrune(dt: Double) {
    if sweepOrder.count != proxies.count || sweepOrderIsStale {
      sweepOrder = proxies
      sweepOrderIsStale = false
    }
    let n = sweepOrder.count
    guard n > 1 else { return }
    if sweepBoxes.count != n { sweepBoxes = [AABB](repeating: .empty, count: n) }
    proxyBoxes.withUnsafeBufferPointer { boxes in
      sweepOrder.withUnsafeMutableBufferPointer { order in
        sweepBoxes.withUnsafeMutableBufferPointer { sorted in
          PhysicsWorld.sortByLeftEdge(order, boxes, into: sorted)
        }
      }
    }
    sweepOrder.withUnsafeBufferPointer { order in
      sweepBoxes.withUnsafeBufferPointer { sorted in
        for i in 0..<n {
          let boxA = sorted[i]
          var j = i + 1
          while j < n {
            let boxB = sorted[j]
            if boxB.minX > boxA.maxX { break }
            if boxB.minY <= boxA.maxY && boxA.minY <= boxB.maxY { consider(order[i], order[j], dt: dt) }
            j += 1
          }
        }
      }
    }
  }

  /// Insertion-sorts `order` by its shapes' left edges in `boxes`, and copies the boxes in that order.
  private static func sortByLeftEdge(
    _ order: UnsafeMutableBufferPointer<Int32>, _ boxes: UnsafeBufferPointer<AABB>,
    into sorted: UnsafeMutableBufferPointer<AABB>
  ) {
    for i in 1..<order.count {
      let item = order[i]
      let key = boxes[Int(item)].minX
      var j = i - 1
      while j >= 0 && boxes[Int(order[j])].minX > key {
        order[j + 1] = order[j]
        j -= 1
      }
      order[j + 1] = item
    }
    for i in order.indices { sorted[i] = boxes[Int(order[i])] }
  }

  /// Runs the narrow phase on one candidate pair and keeps it as a contact when it has points.
  /// Reads only the shape fields it needs and builds the contact where it is stored.
  private func consider(_ x: Int32, _ y: Int32, dt: Double) {
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
    let radiusA = shapeRadius(a)
    let radiusB = shapeRadius(b)
    // The margin covers how far the two close in one step: along the line between their centres
    // for two dynamic bodies (so a fast body meets another exactly, yet side-by-side neighbours in
    // a pile do not become bouncing contacts), and at full relative speed against a static or
    // kinematic partner, so nothing passes through it.
    let spin = abs(stateA.w) * radiusA + abs(stateB.w) * radiusB
    let relative = stateA.v - stateB.v
    let approach: Double
    if typeA == .dynamic && typeB == .dynamic {
      let line = (sims[Int(bodyB)].center - sims[Int(bodyA)].center).normalized
      approach = max(0, relative.dot(line)) + spin
    } else {
      approach = relative.length + spin
    }
    let speculative = speculativeDistance + approach * dt
    let m = manifold(a, b, speculative: speculative)
    guard m.count > 0 else { return }
    if !infos[Int(bodyA)].isAwake || !infos[Int(bodyB)].isAwake {
      wake(Int(bodyA))
      wake(Int(bodyB))
    }
    let fastest = max(stateA.v.length, stateB.v.length) * dt
    contacts.append(
      ContactConstraint(
        bodyA: bodyA, bodyB: bodyB, shapeA: sa, shapeB: sb,
        friction: (shapes[a].friction * shapes[b].friction).squareRoot(),
        restitution: max(shapes[a].restitution, shapes[b].restitution),
        bouncesEachSubstep: typeA != .kinematic && typeB != .kinematic && fastest < 4 * min(radiusA, radiusB),
        manifold: m))
    if let k = previousIndex.find(PairTable.key(sa, sb)) {
      contacts.withUnsafeMutableBufferPointer { cs in
        previousContacts.withUnsafeBufferPointer { old in
          cs[cs.count - 1].carryImpulses(from: old[Int(k)], matching: m)
        }
      }
    }
    if typeA == .dynamic && typeB == .dynamic {
      shovedBodies[Int(bodyA)] = true
      shovedBodies[Int(bodyB)] = true
    }
    manifolds.append(m)
  }

  private func shapeRadius(_ s: Int) -> Double {
    let box = shapes[s].aabb
    return 0.5 * max(box.width, box.height)
  }

  /// The contact manifold of two shapes, normal from A to B.
  private func manifold(_ ia: Int, _ ib: Int, speculative: Double) -> Manifold {
    let a = shapes[ia]
    let b = shapes[ib]
    switch (a.kind, b.kind) {
    case (.circle, .circle):
      let ca = sims[Int(a.body)].xf.apply(a.center)
      let cb = sims[Int(b.body)].xf.apply(b.center)
      return Collide.circles(ca, a.radius, cb, b.radius, speculative: speculative)
    case (.circle, _):
      return polygonCircle(
        b.kind, b.polygonStart, b.polygonCount, sims[Int(a.body)].xf.apply(a.center), a.radius, speculative
      )
      .flipped
    case (_, .circle):
      return polygonCircle(
        a.kind, a.polygonStart, a.polygonCount, sims[Int(b.body)].xf.apply(b.center), b.radius, speculative)
    case (.segment, .segment):
      return Manifold()
    default:
      return polygonPair(a.polygonStart, a.polygonCount, b.polygonStart, b.polygonCount, speculative)
    }
  }

  private func polygonCircle(
    _ kind: ShapeKind, _ first: Int32, _ count: Int32, _ c: Point, _ r: Double, _ speculative: Double
  ) -> Manifold {
    let start = Int(first)
    if kind == .segment {
      return Collide.segmentCircle(polygonPoints[start], polygonPoints[start + 1], c, r, speculative: speculative)
    }
    return polygonPoints.withUnsafeBufferPointer { pts in
      polygonNormals.withUnsafeBufferPointer { nrm in
        Collide.polygonCircle(
          UnsafeBufferPointer(rebasing: pts[start..<(start + Int(count))]),
          UnsafeBufferPointer(rebasing: nrm[start..<(start + Int(count))]), c, r, speculative: speculative)
      }
    }
  }

  private func polygonPair(
    _ firstA: Int32, _ countA: Int32, _ firstB: Int32, _ countB: Int32, _ speculative: Double
  ) -> Manifold {
    polygonPoints.withUnsafeBufferPointer { pts in
      polygonNormals.withUnsafeBufferPointer { nrm in
        let ra = Int(firstA)..<Int(firstA + countA)
        let rb = Int(firstB)..<Int(firstB + countB)
        return Collide.polygons(
          UnsafeBufferPointer(rebasing: pts[ra]), UnsafeBufferPointer(rebasing: nrm[ra]),
          UnsafeBufferPointer(rebasing: pts[rb]), UnsafeBufferPointer(rebasing: nrm[rb]),
          speculative: speculative, slop: linearSlop)
      }
    }
  }

  /// Keeps this step's contacts for warm starting the next.
  func storeImpulses() {
    swap(&contacts, &previousContacts)
    previousContacts.withUnsafeBufferPointer { previousIndex.rebuild($0) }
  }
}
