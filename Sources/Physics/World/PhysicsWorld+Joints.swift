import Geometry

extension PhysicsWorld {
  /// Creates a joint between two bodies, or between a body and a fixed world point.
  @discardableResult
  public func createJoint(_ def: JointDefinition) -> JointID {
    require(isValid(def.bodyA) && (def.bodyB.map(isValid) ?? true), "createJoint on a destroyed body")
    require(def.anchorA.isValid && def.anchorB.isValid, "joint anchors must be finite")
    let a = Int(def.bodyA.index)
    let xfA = bodies.sims[a].xf
    var j = JointConstraint(
      kind: def.kind, bodyA: def.bodyA.index, bodyB: def.bodyB?.index ?? -1,
      localAnchorA: xfA.q.inverseApply(def.anchorA - xfA.p), localAnchorB: def.anchorB - Point.zero)
    if let b = def.bodyB {
      let xfB = bodies.sims[Int(b.index)].xf
      j.localAnchorB = xfB.q.inverseApply(def.anchorB - xfB.p)
      j.referenceAngle = xfA.q.relative(to: xfB.q).angle
    } else {
      j.referenceAngle = xfA.q.relative(to: .identity).angle
    }
    j.localAxisA = xfA.q.inverseApply(
      def.axis.isValid && def.axis != .zero ? def.axis.normalized : Vector(dx: 1, dy: 0))
    j.length = max(0, finite(def.length, or: 0))
    j.minLength = max(0, finite(def.minLength, or: 0))
    j.maxLength = max(j.minLength, def.maxLength.isNaN ? .infinity : def.maxLength)
    j.hertz = max(0, finite(def.hertz, or: 0))
    j.dampingRatio = max(0, finite(def.dampingRatio, or: 0))
    j.enableSpring = def.enableSpring
    j.frictionTorque = max(0, finite(def.frictionTorque, or: 0))
    j.enableLimit = def.enableLimit
    let lower = finite(def.lowerTranslation, or: 0)
    let upper = max(lower, finite(def.upperTranslation, or: 0))
    // The solver measures B's slide relative to A; against the world, body A is the one sliding.
    j.lowerTranslation = def.bodyB == nil ? -upper : lower
    j.upperTranslation = def.bodyB == nil ? -lower : upper
    wake(Int(j.bodyA))
    if j.bodyB >= 0 { wake(Int(j.bodyB)) }
    let index: Int32
    if let reused = joints.free.popLast() {
      index = reused
      j.generation = joints[Int(index)].generation &+ 1
      joints[Int(index)] = j
    } else {
      index = Int32(joints.count)
      joints.records.append(j)
    }
    return JointID(index: index, generation: j.generation)
  }

  /// Destroys a joint; stale ids are ignored.
  public func destroyJoint(_ id: JointID) {
    guard isValid(id) else { return }
    wake(Int(joints[Int(id.index)].bodyA))
    if joints[Int(id.index)].bodyB >= 0 { wake(Int(joints[Int(id.index)].bodyB)) }
    joints[Int(id.index)].isAlive = false
    joints.free.append(id.index)
  }

  /// True when `id` names a living joint.
  public func isValid(_ id: JointID) -> Bool {
    id.index >= 0 && Int(id.index) < joints.count && joints[Int(id.index)].isAlive
      && joints[Int(id.index)].generation == id.generation
  }

  /// Moves the world point a body-to-world joint holds body A to, in points.
  public func setJointWorldAnchor(_ point: Point, of id: JointID) {
    guard isValid(id), point.isValid, joints[Int(id.index)].bodyB < 0 else { return }
    wake(Int(joints[Int(id.index)].bodyA))
    joints[Int(id.index)].localAnchorB = point - Point.zero
  }

  /// Changes a distance joint's rest length, in points (a rigid rod's range follows it).
  public func setJointLength(_ length: Double, of id: JointID) {
    guard isValid(id), length.isFinite else { return }
    let k = Int(id.index)
    wake(Int(joints[k].bodyA))
    if joints[k].bodyB >= 0 { wake(Int(joints[k].bodyB)) }
    let rigid = !joints[k].enableSpring
    joints[k].length = max(0, length)
    if rigid {
      joints[k].minLength = joints[k].length
      joints[k].maxLength = joints[k].length
    }
  }

  /// Changes a distance joint's spring, in hertz and damping ratio (0 hertz is rigid).
  public func setJointSpring(hertz: Double, dampingRatio: Double, of id: JointID) {
    guard isValid(id) else { return }
    joints[Int(id.index)].hertz = max(0, finite(hertz, or: 0))
    joints[Int(id.index)].dampingRatio = max(0, finite(dampingRatio, or: 0))
  }

  /// Changes a revolute joint's friction torque (mass·pt²/s²).
  public func setJointFrictionTorque(_ torque: Double, of id: JointID) {
    guard isValid(id) else { return }
    joints[Int(id.index)].frictionTorque = max(0, finite(torque, or: 0))
  }

  /// The distance between a joint's two anchors now, in points.
  public func jointSeparation(of id: JointID) -> Double {
    guard isValid(id) else { return 0 }
    let (a, b) = jointAnchors(of: id)
    return (b - a).length
  }

  /// A joint's two anchors in world points now (the second is the world point for world joints).
  public func jointAnchors(of id: JointID) -> (Point, Point) {
    guard isValid(id) else { return (.zero, .zero) }
    let j = joints[Int(id.index)]
    let a = bodies.sims[Int(j.bodyA)].xf.apply(j.localAnchorA)
    let b = j.bodyB >= 0 ? bodies.sims[Int(j.bodyB)].xf.apply(j.localAnchorB) : Point.zero + j.localAnchorB
    return (a, b)
  }

  private func finite(_ x: Double, or fallback: Double) -> Double { x.isFinite ? x : fallback }
}
