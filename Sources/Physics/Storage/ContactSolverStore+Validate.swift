extension ContactSolverStore {
  /// Stops the program when `problems(contacts:bodies:)` finds any.
  func validate(contacts: ContactStore, bodies: BodyStore) {
    requireNoProblems(problems(contacts: contacts, bodies: bodies))
  }

  /// What is wrong with the last step's colouring and batches, checked against the contacts they
  /// were built from (now `contacts.previous`) and the `bodies`' mobility. Holds right after a step
  /// only: the next changes to contacts or mobility leave them behind until the next step.
  func problems(contacts: ContactStore, bodies: BodyStore) -> [String] {
    var p = StoreProblems("ContactSolverStore")
    let lanes = coloring.batches.buffer
    p.check(batches.count == lanes.count, "batches", "count \(batches.count), \(lanes.count) coloured batches")
    p.check(secondPoints.count >= batches.count, "secondPoints", "fewer than the batches")
    guard p.messages.isEmpty else { return p.messages }
    checkLanes(contacts, &p)
    guard p.messages.isEmpty else { return p.messages }
    checkColors(contacts, bodies, &p)
    checkOverflow(&p)
    for w in batches.indices { checkBatch(w, contacts, &p) }
    for (name, list) in [
      ("restitutionBatches", Array(restitutionBatches.buffer)), ("elasticCandidates", Array(elasticCandidates.buffer)),
      ("bounceCandidates", Array(bounceCandidates.buffer)),
    ] {
      p.check(list.allSatisfy { $0 >= 0 && Int($0) < batches.count }, name, "lists a batch out of range")
      p.check(zip(list, list.dropFirst()).allSatisfy { $0 < $1 }, name, "not in batch order, each once")
    }
    p.check(!bounceGuard.isActive, "bounceGuard", "still holds the step's groups")
    return p.messages
  }

  /// Each contact is in exactly one lane, and a batch's empty lanes come after its full ones.
  private func checkLanes(_ contacts: ContactStore, _ p: inout StoreProblems) {
    var lane = [Int: Int]()
    for (w, batch) in coloring.batches.buffer.enumerated() {
      p.check(batch[0] >= 0, "batch \(w)", "lane 0 is empty")
      for i in 0..<4 where batch[i] >= 0 {
        let k = Int(batch[i])
        p.check(i == 0 || batch[i - 1] >= 0, "batch \(w)", "lane \(i) follows an empty lane")
        guard k < contacts.previous.count else {
          p.check(false, "batch \(w)", "lane \(i) holds contact \(k) out of range")
          continue
        }
        if let other = lane.updateValue(w, forKey: k) { p.check(false, "contact \(k)", "in batches \(other) and \(w)") }
      }
    }
    for k in contacts.previous.indices where lane[k] == nil { p.check(false, "contact \(k)", "in no batch") }
  }

  /// No two contacts of a colour share a body that moves; two-point contacts come first.
  private func checkColors(_ contacts: ContactStore, _ bodies: BodyStore, _ p: inout StoreProblems) {
    var start = 0
    for (color, end) in coloring.colorEnds.buffer.map(Int.init).enumerated() {
      p.check(start <= end && end <= coloring.batches.count, "colour \(color)", "ends at batch \(end)")
      var used = Set<Int32>()
      var onePoint = false
      for w in start..<max(start, min(end, coloring.batches.count)) {
        for i in 0..<4 where coloring.batches[w][i] >= 0 {
          let c = contacts.previous[Int(coloring.batches[w][i])]
          for b in [c.bodyA, c.bodyB] where !bodies.mobility[Int(b)].isEmpty {
            p.check(used.insert(b).inserted, "colour \(color)", "two contacts move body \(b)")
          }
          p.check(!onePoint || c.count == 1, "batch \(w)", "a two-point contact after a one-point one")
          onePoint = onePoint || c.count == 1
        }
      }
      start = end
    }
  }

  /// The overflow contacts come last, one batch each, in order.
  private func checkOverflow(_ p: inout StoreProblems) {
    let first = Int(coloring.colorEnds.buffer.last ?? 0)
    let tail = Array(coloring.batches.buffer[min(first, coloring.batches.count)...])
    p.check(
      tail == coloring.overflow.buffer.map { SIMD4($0, -1, -1, -1) }, "overflow",
      "is not the batches after the last colour, one contact each")
  }

  /// Batch `w` was built from its coloured batch: the same contacts, with their bodies.
  private func checkBatch(_ w: Int, _ contacts: ContactStore, _ p: inout StoreProblems) {
    let batch = coloring.batches[w]
    p.check(batches[w].index == batch, "batch \(w)", "indexes other contacts than its coloured batch")
    for i in 0..<4 where batch[i] >= 0 {
      let c = contacts.previous[Int(batch[i])]
      p.check(
        batches[w].bodyA[i] == c.bodyA && batches[w].bodyB[i] == c.bodyB, "batch \(w)",
        "lane \(i) has other bodies than its contact")
    }
  }
}
