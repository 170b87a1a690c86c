import Geometry

extension PhysicsWorld {
  /// The body origin, in points.
  public func position(of id: BodyID) -> Point { sims[Int(id.index)].xf.p }
  /// The rotation, in radians.
  public func angle(of id: BodyID) -> Double { sims[Int(id.index)].xf.q.angle }
  /// The centre of mass in the world, in points.
  public func centerOfMass(of id: BodyID) -> Point { sims[Int(id.index)].center }
  /// The velocity of the centre of mass, in points/s.
  public func linearVelocity(of id: BodyID) -> Vector { states[Int(id.index)].v }
  /// The angular velocity, in radians/s.
  public func angularVelocity(of id: BodyID) -> Double { states[Int(id.index)].w }
  /// The mass (density × area, summed over shapes); 0 for static and kinematic bodies.
  public func mass(of id: BodyID) -> Double { infos[Int(id.index)].type == .dynamic ? sims[Int(id.index)].mass : 0 }
  /// The rotational inertia about the centre of mass, in mass·points²; 0 for bodies that cannot turn.
  public func rotationalInertia(of id: BodyID) -> Double {
    let sim = sims[Int(id.index)]
    return infos[Int(id.index)].type == .dynamic && sim.invInertia > 0 ? 1 / sim.invInertia : 0
  }
  /// The kind of body.
  public func type(of id: BodyID) -> BodyType { infos[Int(id.index)].type }

  /// Sets the velocity of the centre of mass (ignored for static bodies and non-finite values).
  public func setLinearVelocity(_ v: Vector, of id: BodyID) {
    guard isValid(id), v.isValid, infos[Int(id.index)].type != .static else { return }
    if v != .zero { wake(Int(id.index)) }
    states[Int(id.index)].v = v
  }

  /// Sets the angular velocity (ignored for static or fixed-rotation bodies).
  public func setAngularVelocity(_ w: Double, of id: BodyID) {
    guard isValid(id), w.isFinite, infos[Int(id.index)].type != .static, !infos[Int(id.index)].fixedRotation else {
      return
    }
    if w != 0 { wake(Int(id.index)) }
    states[Int(id.index)].w = w
  }

  /// Adds a force at the centre of mass for the next step, in mass·points/s²; a sleeping body
  /// wakes only when `wake` is true (gravity-like forces on resting bodies pass false).
  public func applyForce(_ f: Vector, to id: BodyID, wake: Bool = true) {
    guard isValid(id), f.isValid else { return }
    if wake && f != .zero { self.wake(Int(id.index)) }
    sims[Int(id.index)].force += f
  }

  /// Adds a force at a world point for the next step (it also turns the body).
  public func applyForce(_ f: Vector, at point: Point, to id: BodyID) {
    guard isValid(id), f.isValid, point.isValid else { return }
    if f != .zero { wake(Int(id.index)) }
    sims[Int(id.index)].force += f
    sims[Int(id.index)].torque += (point - sims[Int(id.index)].center).cross(f)
  }

  /// Adds a torque for the next step, in mass·points²/s².
  public func applyTorque(_ torque: Double, to id: BodyID) {
    guard isValid(id), torque.isFinite else { return }
    if torque != 0 { wake(Int(id.index)) }
    sims[Int(id.index)].torque += torque
  }

  /// Changes velocity at once by `impulse / mass` (and spin, when applied off-centre at `point`).
  public func applyLinearImpulse(_ impulse: Vector, at point: Point? = nil, to id: BodyID) {
    guard isValid(id), impulse.isValid, infos[Int(id.index)].type == .dynamic else { return }
    let i = Int(id.index)
    wake(i)
    states[i].v += impulse * sims[i].invMass
    if let point, point.isValid { states[i].w += sims[i].invInertia * (point - sims[i].center).cross(impulse) }
  }

  /// Moves a body at once (dynamic bodies keep their velocity; static shapes move too).
  public func setTransform(of id: BodyID, position: Point, angle: Double) {
    guard isValid(id), position.isValid, angle.isFinite else { return }
    let i = Int(id.index)
    wakeNeighbours(body: id.index)
    wake(i)
    sims[i].xf = Transform(p: position, q: Rotation(angle: angle))
    sims[i].center = sims[i].xf.apply(sims[i].localCenter)
    infos[i].kinematicTarget = nil
    if infos[i].type == .static { staticsChanged = true }
  }

  /// Makes a kinematic body glide to `position` and `angle` over the next step, so contacts see it move.
  public func moveKinematic(_ id: BodyID, to position: Point, angle: Double) {
    guard isValid(id), position.isValid, angle.isFinite, infos[Int(id.index)].type == .kinematic else { return }
    infos[Int(id.index)].kinematicTarget = Transform(p: position, q: Rotation(angle: angle))
  }

  /// Changes damping and gravity scale.
  public func setDamping(of id: BodyID, linear: Double, angular: Double, gravityScale: Double = 1) {
    guard isValid(id) else { return }
    sims[Int(id.index)].linearDamping = linear.isFinite ? max(0, linear) : 0
    sims[Int(id.index)].angularDamping = angular.isFinite ? max(0, angular) : 0
    sims[Int(id.index)].gravityScale = gravityScale.isFinite ? gravityScale : 1
  }

  /// The index of the body a shape belongs to.
  public func body(ofShape shape: Int32) -> Int32 { shapes[Int(shape)].body }
  /// The owner's number stored with a shape.
  public func userData(ofShape shape: Int32) -> UInt64 { shapes[Int(shape)].userData }
  /// Number of contact constraints in the last step.
  public var contactCount: Int { previousContacts.count }
}

extension PhysicsWorld {
  /// Changes a shape's material and filter, updating its body's mass when the density changed.
  public func updateShape(
    _ shape: Int32, density: Double, friction: Double, restitution: Double, filter: CollisionFilter
  ) {
    let s = Int(shape)
    guard s >= 0, s < shapes.count, shapes[s].isAlive else { return }
    let densityChanged = shapes[s].density != density
    wake(Int(shapes[s].body))
    shapes[s].friction = max(0, friction.isFinite ? friction : 0)
    shapes[s].restitution = min(1, max(0, restitution.isFinite ? restitution : 0))
    shapes[s].filter = filter
    if densityChanged {
      shapes[s].density = max(0, density)
      shapeMass[s].density = shapes[s].density
      updateMass(Int(shapes[s].body))
    }
  }

  /// Removes one shape from its body.
  public func removeShape(_ shape: Int32) {
    let s = Int(shape)
    guard s >= 0, s < shapes.count, shapes[s].isAlive else { return }
    wakeNeighbours(ofShape: shape)
    shapes[s].isAlive = false
    let b = Int(shapes[s].body)
    wake(b)
    infos[b].shapes.removeAll { $0 == shape }
    bodiesChanged = true
    if shapes[s].isStatic { staticsChanged = true }
    sweepOrderIsStale = true
    updateMass(b)
  }

  /// Lets a body turn, or stops it from turning.
  public func setFixedRotation(_ fixed: Bool, of id: BodyID) {
    guard isValid(id), infos[Int(id.index)].fixedRotation != fixed else { return }
    infos[Int(id.index)].fixedRotation = fixed
    wake(Int(id.index))
    if fixed { states[Int(id.index)].w = 0 }
    updateMass(Int(id.index))
  }
}
