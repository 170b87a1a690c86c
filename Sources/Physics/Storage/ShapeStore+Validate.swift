import Geometry

extension ShapeStore {
  /// Stops the program when `problems(bodies:broadPhase:)` finds any.
  func validate(bodies: BodyStore, broadPhase: BroadPhase) {
    requireNoProblems(problems(bodies: bodies, broadPhase: broadPhase))
  }

  /// What is wrong with the shapes, checked against their `bodies` and whether `broadPhase` has the
  /// still shapes' caches to refresh; holds between any two calls of the public API.
  func problems(bodies: BodyStore, broadPhase: BroadPhase) -> [String] {
    var p = StoreProblems("ShapeStore")
    p.check(mass.count == count && reporting.count == count, "", "parallel arrays differ in count")
    let outlines = localPoints.count
    p.check(
      localNormals.count == outlines && worldPoints.count == outlines && worldNormals.count == outlines, "",
      "outline arrays differ in count")
    guard p.messages.isEmpty else { return p.messages }
    let free = p.checkFreeList("free", free.buffer, slotCount: count) { records[$0].isAlive }
    let retired = p.checkFreeList("retired", retired.buffer, slotCount: count) { records[$0].isAlive }
    for s in indices {
      p.check(!(free.contains(s) && retired.contains(s)), "shape \(s)", "both free and retired")
      p.check(
        records[s].isAlive || free.contains(s) || retired.contains(s), "shape \(s)", "dead but neither free nor retired"
      )
      guard records[s].isAlive else { continue }
      checkBody(s, bodies, &p)
      checkOutlineRange(s, &p)
    }
    checkOutlinesApart(&p)
    // Moving shapes' caches are stale by design between steps: they are refreshed from their
    // bodies' transforms as the next step begins. Still shapes' are fresh unless marked changed.
    if !broadPhase.staticsChanged && p.messages.isEmpty { checkStillCaches(bodies, &p) }
    return p.messages
  }

  /// A living shape's body is alive, lists it, and is static exactly when the shape says so.
  private func checkBody(_ s: Int, _ bodies: BodyStore, _ p: inout StoreProblems) {
    let b = Int(records[s].body)
    guard b >= 0 && b < bodies.infos.count else { return p.check(false, "shape \(s)", "body \(b) out of range") }
    p.check(bodies.infos[b].isAlive, "shape \(s)", "body \(b) is dead")
    p.check(bodies.infos[b].shapes.contains(Int32(s)), "shape \(s)", "body \(b) does not list it")
    p.check(records[s].isStatic == (bodies.infos[b].type == .static), "shape \(s)", "isStatic disagrees with body \(b)")
  }

  /// A living shape's outline lies inside the outline arrays and has as many points as its kind.
  private func checkOutlineRange(_ s: Int, _ p: inout StoreProblems) {
    let start = Int(records[s].polygonStart)
    let n = Int(records[s].polygonCount)
    p.check(start >= 0 && n >= 0 && start + n <= localPoints.count, "shape \(s)", "outline \(start)+\(n) out of range")
    switch records[s].kind {
    case .circle: p.check(n == 0, "shape \(s)", "circle with \(n) outline points")
    case .segment: p.check(n == 2, "shape \(s)", "segment with \(n) outline points")
    case .polygon: p.check(n >= 3, "shape \(s)", "polygon with \(n) outline points")
    }
  }

  /// No two living shapes share outline points.
  private func checkOutlinesApart(_ p: inout StoreProblems) {
    let ranges = indices.filter { records[$0].isAlive && records[$0].polygonCount > 0 }
      .sorted { records[$0].polygonStart < records[$1].polygonStart }
    for (s, t) in zip(ranges, ranges.dropFirst()) {
      p.check(
        records[s].polygonStart + records[s].polygonCount <= records[t].polygonStart, "shape \(s)",
        "outline overlaps shape \(t)'s")
    }
  }

  /// The shapes of static and sleeping bodies have the bounds, world points and normals their
  /// bodies' transforms give, exactly as `PhysicsWorld.refreshShapeCaches` computes them.
  private func checkStillCaches(_ bodies: BodyStore, _ p: inout StoreProblems) {
    for s in indices where records[s].isAlive {
      let shape = records[s]
      guard shape.isStatic || !bodies.infos[Int(shape.body)].isAwake else { continue }
      let xf = bodies.sims[Int(shape.body)].xf
      var box = AABB.empty
      if shape.kind == .circle {
        let c = xf.apply(shape.center)
        box = AABB(
          minX: c.x - shape.radius, minY: c.y - shape.radius, maxX: c.x + shape.radius, maxY: c.y + shape.radius)
      }
      for k in Int(shape.polygonStart)..<Int(shape.polygonStart + shape.polygonCount) {
        let point = xf.apply(localPoints[k])
        p.check(worldPoints[k] == point, "shape \(s)", "world point \(k) is not its local point moved by its body")
        p.check(
          worldNormals[k] == xf.q.apply(localNormals[k]), "shape \(s)", "world normal \(k) is not turned by its body")
        box = AABB(
          minX: min(box.minX, point.x), minY: min(box.minY, point.y), maxX: max(box.maxX, point.x),
          maxY: max(box.maxY, point.y))
      }
      p.check(Self.same(shape.aabb, box), "shape \(s)", "bounds are not its outline's at its body's transform")
    }
  }

  /// Whether two boxes have the same bounds.
  private static func same(_ a: AABB, _ b: AABB) -> Bool {
    a.minX == b.minX && a.minY == b.minY && a.maxX == b.maxX && a.maxY == b.maxY
  }
}
