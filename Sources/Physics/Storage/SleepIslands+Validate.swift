extension SleepIslands {
  /// Stops the program when `problems(bodies:justStepped:)` finds any.
  func validate(bodies: BodyStore, justStepped: Bool) {
    requireNoProblems(problems(bodies: bodies, justStepped: justStepped))
  }

  /// What is wrong with the islands' arrays, checked against the `bodies` they group: they fit the
  /// bodies (all of them right after a step with sleep on: pass `justStepped`), and every parent
  /// is a body at or before its child. The rest times are scratch of the last step: not checked.
  func problems(bodies: BodyStore, justStepped: Bool) -> [String] {
    var p = StoreProblems("SleepIslands")
    p.check(rest.count == parent.count, "rest", "count \(rest.count), \(parent.count) parents")
    p.check(parent.count <= bodies.infos.count, "parent", "count \(parent.count), only \(bodies.infos.count) bodies")
    p.check(
      !justStepped || parent.count == bodies.infos.count, "parent",
      "count \(parent.count), \(bodies.infos.count) bodies")
    for i in parent.indices { p.check(parent[i] >= 0 && Int(parent[i]) <= i, "body \(i)", "parent \(parent[i])") }
    return p.messages
  }
}
