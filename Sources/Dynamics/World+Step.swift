import Geometry

extension World {
  /// Most impacts one circle may resolve in one step before it stops for the rest of the step.
  static let maxImpactsPerStep = 24
  /// Distance within which a circle counts as touching an obstacle, in points.
  static let contactSlop = 0.5

  /// Advances every body by `dt` seconds: forces to velocities, then motion with continuous collision.
  func step(dt: Double) {
    impacts.removeAll(keepingCapacity: true)
    integrateVelocities(dt: dt)
    let kinematicVelocities = prepareKinematics(dt: dt)
    for i in bodies.indices where bodies[i].isDynamic {
      if case .circle(let r) = bodies[i].shape {
        pushOutOfObstacles(i, radius: r, kinematicVelocities: kinematicVelocities)
        sweep(i, radius: r, dt: dt, kinematicVelocities: kinematicVelocities)
      } else {
        bodies[i].position += bodies[i].linearVelocity * dt
      }
      bodies[i].angle += bodies[i].angularVelocity * dt
    }
    for i in bodies.indices where !bodies[i].isDynamic {
      bodies[i].position += kinematicVelocities[i] * dt
      if let target = bodies[i].kinematicTarget { bodies[i].position = target }
      bodies[i].kinematicTarget = nil
    }
    for i in bodies.indices where bodies[i].isDynamic {
      if case .circle(let r) = bodies[i].shape {
        pushOutOfObstacles(i, radius: r, kinematicVelocities: kinematicVelocities)
      }
    }
    resolveCircleOverlaps()
    for i in bodies.indices {
      bodies[i].force = .zero
      bodies[i].torque = 0
    }
    updateContacts()
  }

  /// v += F/m·dt, then damping by resistance.
  private func integrateVelocities(dt: Double) {
    for i in bodies.indices where bodies[i].isDynamic {
      var b = bodies[i]
      b.linearVelocity = (b.linearVelocity + b.force * (b.invMass * dt)) * (1 / (1 + dt * b.material.resistance))
      if b.material.allowsRotation {
        b.angularVelocity =
          (b.angularVelocity + b.torque * b.invInertia * dt) * (1 / (1 + dt * b.material.angularResistance))
      } else {
        b.angularVelocity = 0
      }
      bodies[i] = b
    }
  }

  /// Velocity of each anchored body over the coming step: from its target, or zero.
  private func prepareKinematics(dt: Double) -> [Vector] {
    bodies.map { b in
      guard !b.isDynamic, let target = b.kinematicTarget else { return .zero }
      return (target - b.position) / dt
    }
  }

  /// True when body `i` collides with boundary group `g`.
  func collides(_ i: Int, boundaryGroup g: Int) -> Bool { bodies[i].boundaryMask & (1 << UInt64(g)) != 0 }
  /// True when bodies `i` and `j` collide with each other.
  func collides(_ i: Int, _ j: Int) -> Bool { i != j && bodies[i].itemMask & bodies[j].itemMask != 0 }

  /// Pair key for a body and a partner serial, used to track contacts.
  func pairKey(_ i: Int, partnerSerial: UInt32) -> UInt64 {
    let a = bodies[i].serial
    let (lo, hi) = a < partnerSerial ? (a, partnerSerial) : (partnerSerial, a)
    return UInt64(lo) << 32 | UInt64(hi)
  }
}
