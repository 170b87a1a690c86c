extension ContactStore {
  /// Stops the program when `problems(shapes:bodies:)` finds any.
  func validate(shapes: ShapeStore, bodies: BodyStore) { requireNoProblems(problems(shapes: shapes, bodies: bodies)) }

  /// What is wrong with the last step's contacts (`previous`, with `manifolds` and
  /// `previousCaches`) and touching pairs, checked against the `shapes` and `bodies` they name;
  /// holds between any two calls of the public API. `current` and `caches` are the step before's,
  /// overwritten in place by the next narrow phase: not checked.
  func problems(shapes: ShapeStore, bodies: BodyStore) -> [String] {
    var p = StoreProblems("ContactStore")
    p.check(manifolds.count == previous.count, "manifolds", "count \(manifolds.count), \(previous.count) contacts")
    let known = Self.knownShapes(shapes)
    var keys = Set<UInt64>()
    var cacheUsers = [Int32: Int]()
    for k in previous.indices {
      let c = previous[k]
      checkShapes(c, k, known, shapes, bodies, &p)
      p.check(c.count == 1 || c.count == 2, "contact \(k)", "has \(c.count) points")
      p.check(
        k >= manifolds.count || Int32(manifolds[k].count) == c.count, "contact \(k)",
        "point count differs from its manifold's")
      p.check(keys.insert(PairTable.key(c.shapeA, c.shapeB)).inserted, "contact \(k)", "its pair has another contact")
      p.check(
        c.cacheIndex >= -1 && Int(c.cacheIndex) < previousCaches.count, "contact \(k)",
        "cacheIndex \(c.cacheIndex) out of range")
      if c.cacheIndex >= 0, let other = cacheUsers.updateValue(k, forKey: c.cacheIndex) {
        p.check(false, "contact \(k)", "shares cache \(c.cacheIndex) with contact \(other)")
      }
    }
    if previousIndex.isBuilt { checkIndex(&p) }
    checkTouching(known, &p)
    return p.messages
  }

  /// Contact `k` joins shapes `shapeA` < `shapeB` of different bodies, at least one dynamic, each
  /// shape known (see `knownShapes`) and on the body the contact names.
  private func checkShapes(
    _ c: Contact, _ k: Int, _ known: (Int32) -> Bool, _ shapes: ShapeStore, _ bodies: BodyStore,
    _ p: inout StoreProblems
  ) {
    guard known(c.shapeA) && known(c.shapeB) && c.shapeA < c.shapeB else {
      return p.check(false, "contact \(k)", "shapes (\(c.shapeA), \(c.shapeB)) are not two known shapes in order")
    }
    guard shapes[Int(c.shapeA)].body == c.bodyA && shapes[Int(c.shapeB)].body == c.bodyB else {
      return p.check(false, "contact \(k)", "bodies (\(c.bodyA), \(c.bodyB)) are not its shapes' bodies")
    }
    p.check(c.bodyA != c.bodyB, "contact \(k)", "joins body \(c.bodyA) to itself")
    let types = [c.bodyA, c.bodyB].map { bodies.infos[Int($0)].type }
    p.check(types.contains(.dynamic), "contact \(k)", "joins no dynamic body")
  }

  /// When built, the index finds each contact by its pair.
  private func checkIndex(_ p: inout StoreProblems) {
    for k in previous.indices {
      let found = previousIndex.find(PairTable.key(previous[k].shapeA, previous[k].shapeB))
      p.check(found == Int32(k), "contact \(k)", "the pair index finds \(found.map(String.init) ?? "nothing")")
    }
  }

  /// The touching pairs are sorted, each once, of known shapes in order.
  private func checkTouching(_ known: (Int32) -> Bool, _ p: inout StoreProblems) {
    for (k, key) in touching.enumerated() {
      let a = Int32(truncatingIfNeeded: key >> 32)
      let b = Int32(truncatingIfNeeded: key)
      p.check(known(a) && known(b) && a < b, "touching \(k)", "(\(a), \(b)) are not two known shapes in order")
      p.check(k == 0 || touching[k - 1] < key, "touching \(k)", "not after the pair before it")
    }
  }

  /// Whether a slot holds a shape the last step may name: a living one, or one retired since
  /// (its slot is reused only after the next step).
  private static func knownShapes(_ shapes: ShapeStore) -> (Int32) -> Bool {
    let retired = Set(shapes.retired.buffer)
    return { s in s >= 0 && Int(s) < shapes.count && (shapes[Int(s)].isAlive || retired.contains(s)) }
  }
}
