extension PhysicsWorld {
  /// Validates every store, stopping the program at the first that has a problem (see
  /// `problems(justStepped:)`), the stores that others are checked against first.
  func validate(justStepped: Bool = false) {
    bodies.validate(shapes: shapes)
    shapes.validate(bodies: bodies, broadPhase: broadPhase)
    joints.validate(bodies: bodies)
    broadPhase.validate(shapes: shapes, bodies: bodies)
    contacts.validate(shapes: shapes, bodies: bodies)
    islands.validate(bodies: bodies, justStepped: justStepped && enableSleep)
    if justStepped { solver.validate(contacts: contacts, bodies: bodies) }
  }

  /// What is wrong with the stores: the invariants that hold between any two calls of the public
  /// API, and when `justStepped` (nothing called since the last step) those that hold right after
  /// a step. Only reads. The stores that others are checked against come first, and a later group
  /// is checked only when the earlier ones are sound, since its checks index through them.
  func problems(justStepped: Bool = false) -> [String] {
    let owners = bodies.problems(shapes: shapes) + shapes.problems(bodies: bodies, broadPhase: broadPhase)
    guard owners.isEmpty else { return owners }
    let users =
      joints.problems(bodies: bodies) + broadPhase.problems(shapes: shapes, bodies: bodies)
      + contacts.problems(shapes: shapes, bodies: bodies)
      + islands.problems(bodies: bodies, justStepped: justStepped && enableSleep)
    guard users.isEmpty, justStepped else { return users }
    return solver.problems(contacts: contacts, bodies: bodies)
  }
}
