import Geometry

extension BodyStore {
  /// Stops the program when `problems(shapes:)` finds any.
  func validate(shapes: ShapeStore) { requireNoProblems(problems(shapes: shapes)) }

  /// What is wrong with the bodies, checked against their `shapes`; holds between any two calls
  /// of the public API. Generations are not checked: no store keeps an id to compare them with.
  func problems(shapes: ShapeStore) -> [String] {
    var p = StoreProblems("BodyStore")
    let count = infos.count
    p.check(
      sims.count == count && states.count == count && mobility.count == count, "", "parallel arrays differ in count")
    guard p.messages.isEmpty else { return p.messages }
    let free = p.checkFreeList("free", free.buffer, slotCount: count) { infos[$0].isAlive }
    for i in infos.indices {
      p.check(infos[i].isAlive || free.contains(i), "body \(i)", "dead but not free")
      if infos[i].isAlive {
        checkLiving(i, shapes, &p)
      } else {
        checkDead(i, &p)
      }
    }
    if !listsAreStale { checkLists(&p) }
    return p.messages
  }

  /// A living body: its shapes point back to it, its mobility matches its sim, a body that cannot
  /// sleep is awake, a sleeping or static one is still, and nothing is NaN.
  private func checkLiving(_ i: Int, _ shapes: ShapeStore, _ p: inout StoreProblems) {
    let info = infos[i]
    let slot = "body \(i)"
    p.check(Set(info.shapes).count == info.shapes.count, slot, "lists a shape twice")
    for s in info.shapes.map(Int.init) {
      guard s >= 0 && s < shapes.count else {
        p.check(false, slot, "shape \(s) out of range")
        continue
      }
      p.check(shapes[s].isAlive, slot, "shape \(s) is dead")
      p.check(shapes[s].body == Int32(i), slot, "shape \(s) names body \(shapes[s].body)")
    }
    p.check(mobility[i] == Mobility(sims[i]), slot, "mobility does not match the inverse mass and inertia")
    p.check(info.type == .dynamic || info.isAwake, slot, "a \(info.type) body sleeps")
    p.check(info.isAwake || info.sleepIsland >= 0, slot, "sleeps in no island")
    if !info.isAwake || info.type == .static {
      p.check(states[i].motion == .zero, slot, "moves while \(info.isAwake ? "static" : "asleep")")
    }
    let sim = sims[i]
    let finite = [sim.xf.p.x, sim.xf.p.y, sim.xf.q.c, sim.xf.q.s, sim.center.x, sim.center.y]
    p.check(finite.allSatisfy(\.isFinite), slot, "position is not finite")
    p.check(states[i].v.isValid && states[i].w.isFinite, slot, "velocity is not finite")
  }

  /// A destroyed body: no shapes, no mobility, no motion.
  private func checkDead(_ i: Int, _ p: inout StoreProblems) {
    p.check(infos[i].shapes.isEmpty, "body \(i)", "dead but has shapes")
    p.check(mobility[i].isEmpty, "body \(i)", "dead but mobile")
    p.check(states[i].motion == .zero, "body \(i)", "dead but moving")
  }

  /// The lists of what moves, as `rebuildLists` makes them.
  private func checkLists(_ p: inout StoreProblems) {
    var expected: [Int32] = []
    var expectedShapes: [Int32] = []
    for i in infos.indices where infos[i].isAlive && infos[i].type != .static && infos[i].isAwake {
      expected.append(Int32(i))
      expectedShapes += infos[i].shapes
    }
    p.check(Array(moving.buffer) == expected, "moving", "is not the awake, living, non-static bodies in slot order")
    p.check(Array(movingShapes.buffer) == expectedShapes, "movingShapes", "are not the moving bodies' shapes")
    p.check(soleShape.count == infos.count, "soleShape", "count \(soleShape.count), \(infos.count) bodies")
    for i in infos.indices where i < soleShape.count {
      p.check(soleShape[i] == (infos[i].shapes.count == 1 ? infos[i].shapes[0] : -1), "body \(i)", "wrong sole shape")
    }
  }
}
