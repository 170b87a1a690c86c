import Geometry

extension PhysicsWorld {
  /// Speculative contacts are made at the step's start, each along the normal of then, and miss
  /// what a body meets after other bodies shove it aside or after it turns (a box's corner), so
  /// every body that moved more than half its radius is swept.
  /// Stops fast circles before they sink more than half their radius into a static shape this
  /// step — before they could tunnel through it (Box2D v3's continuous collision against static
  /// geometry); the next step's contact bounces them. Shallower contact is the solver's to handle,
  /// so a ball sliding along a wall is never held back. A circle that began the step already deep
  /// in a shape is still stopped before its centre enters it (a sweep of the centre alone), so
  /// other bodies cannot shove it through a wall. A body of one polygon is swept the same way as
  /// the circle it contains about its centre of mass: a fast box, shoved or turning, otherwise
  /// came out on the far side of a wall a few points thick.
  func solveContinuous() {
    for b in bodies.moving.buffer where bodies.infos[Int(b)].type == .dynamic {
      let i = Int(b)
      guard let (sole, r, start, end) = circleStep(of: i) ?? polygonStep(of: i) else { continue }
      let motion = end - start
      guard motion.length > 0.5 * r else { continue }
      let box = AABB(minX: start.x - r, minY: start.y - r, maxX: start.x + r, maxY: start.y + r).swept(by: motion)
      var best = 1.0
      broadPhase.stamp &+= 1
      let filter = shapes[Int(sole)].filter
      // The candidates are tested field by field: most fail, and copying each record whole to
      // find out cost more than the tests.
      func test(_ t: Int32) {
        let s = Int(t)
        guard broadPhase.shapeStamps[s] != broadPhase.stamp, shapes[s].aabb.overlaps(box) else { return }
        broadPhase.shapeStamps[s] = broadPhase.stamp
        let other = shapes[s].filter
        guard other.categoryBits & filter.maskBits != 0, filter.categoryBits & other.maskBits != 0 else { return }
        best = min(best, sweep(start, 0.5 * r, motion, against: s) ?? 1, sweep(start, 0, motion, against: s) ?? 1)
      }
      broadPhase.staticHash.forEachItem(touching: box, test)
      for t in broadPhase.staticHash.large { test(t) }
      guard best < 1 else { continue }
      let backoff = min(best, linearSlop / motion.length)
      let center = start + motion * (best - backoff)
      let shift = center - end
      bodies.sims[i].center = bodies.sims[i].center + shift
      bodies.sims[i].xf.p = bodies.sims[i].xf.p + shift
      updateShapeCache(Int(sole))
    }
  }

  /// A body made of one circle: that shape, its radius, and where its centre was at the step's
  /// start and is now (nil for any other body).
  func circleStep(of i: Int) -> (shape: Int32, radius: Double, start: Point, end: Point)? {
    let sole = bodies.soleShape[i]
    guard sole >= 0, shapes[Int(sole)].kind == .circle else { return nil }
    let local = shapes[Int(sole)].center
    let start = bodies.sims[i].center0 + bodies.sims[i].q0.apply(local - bodies.sims[i].localCenter)
    return (sole, shapes[Int(sole)].radius, start, bodies.sims[i].xf.apply(local))
  }

  /// A body made of one polygon: that shape, the radius of the largest circle about the centre
  /// of mass inside it (`BodyInfo.insideRadius`), and where the centre of mass was at the step's
  /// start and is now (nil for any other body).
  func polygonStep(of i: Int) -> (shape: Int32, radius: Double, start: Point, end: Point)? {
    let sole = bodies.soleShape[i]
    let inside = bodies.infos[i].insideRadius
    guard sole >= 0, inside > 0, shapes[Int(sole)].kind == .polygon else { return nil }
    return (sole, inside, bodies.sims[i].center0, bodies.sims[i].center)
  }

  /// The fraction of `motion` at which a circle first touches shape `s`, if it does.
  private func sweep(_ start: Point, _ r: Double, _ motion: Vector, against s: Int) -> Double? {
    let hit: SweepHit?
    let first = Int(shapes[s].polygonStart)
    switch shapes[s].kind {
    case .circle:
      hit = Sweep.circle(
        at: start, radius: r, moving: motion, circleAt: bodies.sims[Int(shapes[s].body)].xf.apply(shapes[s].center),
        radius: shapes[s].radius)
    case .segment:
      hit = Sweep.circle(
        at: start, radius: r, moving: motion, segmentFrom: shapes.worldPoints[first], to: shapes.worldPoints[first + 1])
    case .polygon:
      let count = Int(shapes[s].polygonCount)
      let polygon = UnsafeBufferPointer(rebasing: shapes.worldPoints.buffer[first..<(first + count)])
      hit = Sweep.circle(at: start, radius: r, moving: motion, polygon: polygon)
    }
    return hit?.fraction
  }

  /// Compares touching pairs with the last step's and records began and ended events. Compiled for
  /// size, as bookkeeping that takes no measurable share of a step: the browser's module is smaller.
  @_optimize(size)
  func updateTouching() {
    contactEvents.removeAllKeepingCapacity()
    var now: [UInt64] = []
    var points: [UInt64: Point] = [:]
    // Indices, not elements: most contacts report nothing, and are not copied to find out.
    let cs = contacts.current.buffer
    let reporting = shapes.reporting.buffer
    for k in cs.indices where reporting[Int(cs[k].shapeA)] || reporting[Int(cs[k].shapeB)] {
      let c = cs[k]
      guard c.pushed || c.minSeparation < linearSlop else { continue }
      let key = PairTable.key(c.shapeA, c.shapeB)
      now.append(key)
      points[key] = bodies.sims[Int(c.bodyA)].center + c.anchorA
    }
    // Sleeping bodies make no contacts, but what they rest on still touches them.
    for key in contacts.touching where restsAsleep(key) { now.append(key) }
    now.sort()
    now = now.indices.compactMap { k in k > 0 && now[k] == now[k - 1] ? nil : now[k] }
    var a = 0
    var b = 0
    while a < contacts.touching.count || b < now.count {
      if b == now.count || (a < contacts.touching.count && contacts.touching[a] < now[b]) {
        contactEvents.append(event(contacts.touching[a], began: false, at: nil))
        a += 1
      } else if a == contacts.touching.count || now[b] < contacts.touching[a] {
        contactEvents.append(event(now[b], began: true, at: points[now[b]]))
        b += 1
      } else {
        a += 1
        b += 1
      }
    }
    contacts.touching = now
  }

  /// True when both shapes of a touching pair are alive and neither body is awake and moving.
  private func restsAsleep(_ key: UInt64) -> Bool {
    let a = Int(key >> 32)
    let b = Int(key & 0xFFFF_FFFF)
    guard shapes[a].isAlive, shapes[b].isAlive else { return false }
    let bodyA = bodies.infos[Int(shapes[a].body)]
    let bodyB = bodies.infos[Int(shapes[b].body)]
    return (!bodyA.isAwake || bodyA.type == .static) && (!bodyB.isAwake || bodyB.type == .static)
      && (!bodyA.isAwake || !bodyB.isAwake)
  }

  private func event(_ key: UInt64, began: Bool, at point: Point?) -> ShapeContactEvent {
    let sa = Int32(bitPattern: UInt32(truncatingIfNeeded: key >> 32))
    let sb = Int32(bitPattern: UInt32(truncatingIfNeeded: key))
    let ca = bodies.sims[Int(shapes[Int(sa)].body)].center
    let cb = bodies.sims[Int(shapes[Int(sb)].body)].center
    return ShapeContactEvent(
      began: began, shapeA: shapeID(sa), shapeB: shapeID(sb),
      point: point ?? Point(x: 0.5 * (ca.x + cb.x), y: 0.5 * (ca.y + cb.y)))
  }
}
