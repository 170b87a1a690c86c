extension BroadPhase {
  /// Stops the program when `problems(shapes:bodies:)` finds any.
  func validate(shapes: ShapeStore, bodies: BodyStore) { requireNoProblems(problems(shapes: shapes, bodies: bodies)) }

  /// What is wrong with the broad phase, checked against the `shapes` it finds pairs of and the
  /// `bodies` that say which move; holds between any two calls of the public API. The boxes,
  /// motions and reaches are scratch of the last step, lengthened as it needs them: not checked.
  func problems(shapes: ShapeStore, bodies: BodyStore) -> [String] {
    var p = StoreProblems("BroadPhase")
    p.check(shapeStamps.count == shapes.count, "shapeStamps", "count \(shapeStamps.count), \(shapes.count) shapes")
    p.check(
      Array(proxies.buffer) == Array(bodies.movingShapes.buffer), "proxies",
      "are not the moving shapes the last step listed")
    checkPairs(shapes, &p)
    if !staticsChanged { checkStaticHash(shapes, bodies, &p) }
    return p.messages
  }

  /// The last step's candidate pairs join two different shapes, each pair once.
  private func checkPairs(_ shapes: ShapeStore, _ p: inout StoreProblems) {
    var seen = Set<UInt64>()
    for (k, (a, b)) in pairs.buffer.enumerated() {
      guard a >= 0 && b >= 0 && Int(a) < shapes.count && Int(b) < shapes.count && a != b else {
        p.check(false, "pair \(k)", "(\(a), \(b)) is not two shape slots")
        continue
      }
      p.check(seen.insert(PairTable.key(min(a, b), max(a, b))).inserted, "pair \(k)", "(\(a), \(b)) listed twice")
    }
  }

  /// The static grid holds exactly the living shapes of static and sleeping bodies.
  private func checkStaticHash(_ shapes: ShapeStore, _ bodies: BodyStore, _ p: inout StoreProblems) {
    let entered = staticHash.items
    for s in shapes.indices {
      let still = shapes[s].isAlive && (shapes[s].isStatic || !bodies.infos[Int(shapes[s].body)].isAwake)
      p.check(
        entered.contains(Int32(s)) == still, "shape \(s)",
        still ? "still but not in the static grid" : "in the static grid but not a living still shape")
    }
    for s in entered where s < 0 || Int(s) >= shapes.count {
      p.check(false, "staticHash", "holds slot \(s) out of range")
    }
  }
}
