import Geometry

extension PhysicsWorld {
  /// Moves the ends of segment shapes in place (a boundary that moves, like a paddle): each keeps
  /// its index, filter and contacts, static ones move in the static grid without rebuilding it, and
  /// sleeping bodies the segments leave or reach wake up.
  /// Shapes that are not segments are skipped; a stale id is a programmer error.
  ///
  /// - Complexity: O(*k*) for *k* segments, plus one pass over the shapes when some body sleeps.
  @_optimize(size)
  public func moveSegments(_ moves: [(shape: ShapeID, a: Vector, b: Vector)]) {
    var swept = AABB.empty
    for move in moves {
      let s = slot(move.shape)
      guard shapes[s].kind == .segment else { continue }
      let k = Int(shapes[s].polygonStart)
      guard shapes.localPoints[k] != move.a || shapes.localPoints[k + 1] != move.b else { continue }
      let e = (move.b - move.a).normalized
      shapes.localPoints[k] = move.a
      shapes.localPoints[k + 1] = move.b
      shapes.localNormals[k] = Vector(dx: e.dy, dy: -e.dx)
      shapes.localNormals[k + 1] = Vector(dx: -e.dy, dy: e.dx)
      shapes.mass[s].geometry = CollisionGeometry(.segment(move.a, move.b))
      shapes.outlineVersion &+= 1
      let before = shapes[s].aabb
      updateShapeCache(s)
      swept = Self.union(swept, Self.union(before, shapes[s].aabb))
      guard shapes[s].isStatic else { continue }
      if broadPhase.staticsChanged || broadPhase.staticHash.needsCompaction {
        broadPhase.staticsChanged = true
      } else {
        broadPhase.staticHash.move(move.shape.index, from: before, to: shapes[s].aabb)
      }
    }
    guard swept.minX <= swept.maxX else { return }
    wakeSleepers(touching: swept)
  }

  private static func union(_ a: AABB, _ b: AABB) -> AABB {
    AABB(minX: min(a.minX, b.minX), minY: min(a.minY, b.minY), maxX: max(a.maxX, b.maxX), maxY: max(a.maxY, b.maxY))
  }

  /// Wakes every sleeping body with a shape near `box`.
  private func wakeSleepers(touching box: AABB) {
    guard bodies.infos.buffer.contains(where: { $0.isAlive && !$0.isAwake }) else { return }
    let reach = box.expanded(by: speculativeDistance + linearSlop)
    for s in shapes.indices where shapes[s].isAlive && !bodies.infos[Int(shapes[s].body)].isAwake {
      if shapes[s].aabb.overlaps(reach) { wake(Int(shapes[s].body)) }
    }
  }
}
