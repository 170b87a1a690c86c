extension JointStore {
  /// Stops the program when `problems(bodies:)` finds any.
  func validate(bodies: BodyStore) { requireNoProblems(problems(bodies: bodies)) }

  /// What is wrong with the joints, checked against the `bodies` they join; holds between any two
  /// calls of the public API.
  func problems(bodies: BodyStore) -> [String] {
    var p = StoreProblems("JointStore")
    let free = p.checkFreeList("free", free.buffer, slotCount: count) { records[$0].isAlive }
    for k in indices {
      p.check(records[k].isAlive || free.contains(k), "joint \(k)", "dead but not free")
      guard records[k].isAlive else { continue }
      let j = records[k]
      p.check(Self.isLiving(j.bodyA, bodies), "joint \(k)", "body A \(j.bodyA) is not a living body")
      p.check(j.bodyB == -1 || Self.isLiving(j.bodyB, bodies), "joint \(k)", "body B \(j.bodyB) is not a living body")
    }
    return p.messages
  }

  /// Whether `b` is the slot of a living body.
  private static func isLiving(_ b: Int32, _ bodies: BodyStore) -> Bool {
    b >= 0 && Int(b) < bodies.infos.count && bodies.infos[Int(b)].isAlive
  }
}
