import Geometry

extension PhysicsWorld {
  /// The slot of a living body. A stale or unknown id is a programmer error: it stops the program
  /// rather than read or change another body that took the slot over.
  @inline(__always)
  func slot(_ id: BodyID) -> Int {
    require(isValid(id), "stale or unknown BodyID")
    return Int(id.index)
  }

  /// The body origin, in points.
  public func position(of id: BodyID) -> Point { bodies.sims[slot(id)].xf.p }
  /// The rotation, in radians.
  public func angle(of id: BodyID) -> Double { bodies.sims[slot(id)].xf.q.angle }
  /// The centre of mass in the world, in points.
  public func centerOfMass(of id: BodyID) -> Point { bodies.sims[slot(id)].center }
  /// The velocity of the centre of mass, in points/s.
  public func linearVelocity(of id: BodyID) -> Vector { bodies.states[slot(id)].v }
  /// The angular velocity, in radians/s.
  public func angularVelocity(of id: BodyID) -> Double { bodies.states[slot(id)].w }
  /// The mass (density × area, summed over shapes); 0 for static and kinematic bodies.
  public func mass(of id: BodyID) -> Double { bodies.infos[slot(id)].type == .dynamic ? bodies.sims[slot(id)].mass : 0 }
  /// The rotational inertia about the centre of mass, in mass·points²; 0 for bodies that cannot turn.
  public func rotationalInertia(of id: BodyID) -> Double {
    let sim = bodies.sims[slot(id)]
    return bodies.infos[slot(id)].type == .dynamic && sim.invInertia > 0 ? 1 / sim.invInertia : 0
  }
  /// The kinetic energy of the body's motion along its path, ½ m v², in mass·points²/s²; 0 for
  /// static and kinematic bodies.
  public func translationalKineticEnergy(of id: BodyID) -> Double {
    0.5 * mass(of: id) * linearVelocity(of: id).lengthSquared
  }
  /// The body's whole kinetic energy, ½ m v² + ½ I ω², in mass·points²/s²: what elastic contacts
  /// conserve. 0 for static and kinematic bodies.
  public func kineticEnergy(of id: BodyID) -> Double {
    let w = angularVelocity(of: id)
    return translationalKineticEnergy(of: id) + 0.5 * rotationalInertia(of: id) * w * w
  }
  /// The whole kinetic energy of `bodies`, summed, in mass·points²/s².
  public func kineticEnergy(of bodies: some Sequence<BodyID>) -> Double {
    bodies.reduce(0) { $0 + kineticEnergy(of: $1) }
  }
  /// The kind of body.
  public func type(of id: BodyID) -> BodyType { bodies.infos[slot(id)].type }

  /// Sets the velocity of the centre of mass (ignored for static bodies and non-finite values).
  public func setLinearVelocity(_ v: Vector, of id: BodyID) {
    guard v.isValid, bodies.infos[slot(id)].type != .static else { return }
    if v != .zero { wake(Int(id.index)) }
    bodies.states[slot(id)].v = v
  }

  /// Sets the angular velocity (ignored for static or fixed-rotation bodies).
  public func setAngularVelocity(_ w: Double, of id: BodyID) {
    guard w.isFinite, bodies.infos[slot(id)].type != .static, !bodies.infos[slot(id)].fixedRotation else {
      return
    }
    if w != 0 { wake(Int(id.index)) }
    bodies.states[slot(id)].w = w
  }

  /// Adds a force at the centre of mass for the next step, in mass·points/s²; a sleeping body
  /// wakes only when `wake` is true (gravity-like forces on resting bodies pass false).
  public func applyForce(_ f: Vector, to id: BodyID, wake: Bool = true) {
    guard f.isValid else { return }
    if wake && f != .zero { self.wake(Int(id.index)) }
    bodies.sims[slot(id)].force += f
  }

  /// Adds a force at a world point for the next step (it also turns the body).
  public func applyForce(_ f: Vector, at point: Point, to id: BodyID) {
    guard f.isValid, point.isValid else { return }
    if f != .zero { wake(Int(id.index)) }
    bodies.sims[slot(id)].force += f
    bodies.sims[slot(id)].torque += (point - bodies.sims[slot(id)].center).cross(f)
  }

  /// Adds a torque for the next step, in mass·points²/s².
  public func applyTorque(_ torque: Double, to id: BodyID) {
    guard torque.isFinite else { return }
    if torque != 0 { wake(Int(id.index)) }
    bodies.sims[slot(id)].torque += torque
  }

  /// Changes velocity at once by `impulse / mass` (and spin, when applied off-centre at `point`).
  public func applyLinearImpulse(_ impulse: Vector, at point: Point? = nil, to id: BodyID) {
    guard impulse.isValid, bodies.infos[slot(id)].type == .dynamic else { return }
    let i = Int(id.index)
    wake(i)
    bodies.states[i].v += impulse * bodies.sims[i].invMass
    if let point, point.isValid {
      bodies.states[i].w += bodies.sims[i].invInertia * (point - bodies.sims[i].center).cross(impulse)
    }
  }

  /// Moves a body at once (dynamic bodies keep their velocity; static shapes move too).
  public func setTransform(of id: BodyID, position: Point, angle: Double) {
    guard position.isValid, angle.isFinite else { return }
    let i = Int(id.index)
    wakeNeighbours(body: id.index)
    wake(i)
    bodies.sims[i].xf = Transform(p: position, q: Rotation(angle: angle))
    bodies.sims[i].center = bodies.sims[i].xf.apply(bodies.sims[i].localCenter)
    bodies.infos[i].kinematicTarget = nil
    if bodies.infos[i].type == .static { broadPhase.staticsChanged = true }
  }

  /// Makes a kinematic body glide to `position` and `angle` over the next step, so contacts see it move.
  public func moveKinematic(_ id: BodyID, to position: Point, angle: Double) {
    guard position.isValid, angle.isFinite, bodies.infos[slot(id)].type == .kinematic else { return }
    bodies.infos[slot(id)].kinematicTarget = Transform(p: position, q: Rotation(angle: angle))
  }

  /// Changes damping and gravity scale.
  public func setDamping(of id: BodyID, linear: Double, angular: Double, gravityScale: Double = 1) {
    bodies.sims[slot(id)].linearDamping = linear.isFinite ? max(0, linear) : 0
    bodies.sims[slot(id)].angularDamping = angular.isFinite ? max(0, angular) : 0
    bodies.sims[slot(id)].gravityScale = gravityScale.isFinite ? gravityScale : 1
  }

  /// Number of contact constraints in the last step.
  public var contactCount: Int { contacts.previous.count }
}

extension PhysicsWorld {
  /// Lets a body turn, or stops it from turning.
  public func setFixedRotation(_ fixed: Bool, of id: BodyID) {
    guard bodies.infos[slot(id)].fixedRotation != fixed else { return }
    bodies.infos[slot(id)].fixedRotation = fixed
    wake(Int(id.index))
    if fixed { bodies.states[slot(id)].w = 0 }
    updateMass(Int(id.index))
  }
}
