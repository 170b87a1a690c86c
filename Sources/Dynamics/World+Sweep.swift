import Geometry

extension World {
  /// What a moving circle hit first.
  private struct Impact {
    var time: Double
    var normal: Vector
    /// Velocity of the obstacle at the contact.
    var obstacleVelocity: Vector
    var elasticity: Double
    var friction: Double
    var partnerSerial: UInt32
  }

  /// Moves circle `i` through the step, stopping at each impact with a boundary or an anchored
  /// item to bounce, so it never passes through one whatever its speed.
  func sweep(_ i: Int, radius r: Double, dt: Double, kinematicVelocities: [Vector]) {
    var elapsed = 0.0
    var impactsLeft = World.maxImpactsPerStep
    while elapsed < dt {
      let remaining = dt - elapsed
      let motion = bodies[i].linearVelocity * remaining
      guard impactsLeft > 0,
        let impact = firstImpact(
          i, radius: r, motion: motion, elapsed: elapsed,
          remaining: remaining, kinematicVelocities: kinematicVelocities)
      else {
        if impactsLeft > 0 { bodies[i].position += motion }
        return
      }
      impactsLeft -= 1
      bodies[i].position += bodies[i].linearVelocity * (impact.time * remaining)
      elapsed += impact.time * remaining
      bounce(
        i, radius: r, normal: impact.normal, obstacleVelocity: impact.obstacleVelocity,
        elasticity: impact.elasticity, friction: impact.friction)
      impacts.append(pairKey(i, partnerSerial: impact.partnerSerial))
      if impact.time == 0 && bodies[i].linearVelocity.dot(impact.normal) < 0 { return }
    }
  }

  private func firstImpact(
    _ i: Int, radius r: Double, motion: Vector, elapsed: Double, remaining: Double, kinematicVelocities: [Vector]
  ) -> Impact? {
    let p = bodies[i].position
    let material = bodies[i].material
    var best: Impact?
    for s in segments where collides(i, boundaryGroup: s.group) {
      guard let hit = Sweep.circle(at: p, radius: r, moving: motion, segmentFrom: s.a, to: s.b),
        hit.fraction < (best?.time ?? 2)
      else { continue }
      best = Impact(
        time: hit.fraction, normal: hit.normal, obstacleVelocity: .zero,
        elasticity: material.elasticity, friction: material.friction, partnerSerial: s.serial)
    }
    for j in bodies.indices where !bodies[j].isDynamic && collides(i, j) {
      let vj = kinematicVelocities[j]
      let pj = bodies[j].position + vj * elapsed
      let relative = motion - vj * remaining
      let hit: SweepHit?
      switch bodies[j].shape {
      case .circle(let rj): hit = Sweep.circle(at: p, radius: r, moving: relative, circleAt: pj, radius: rj)
      case .polygon:
        hit = bodies[j].worldVertices(at: pj).withUnsafeBufferPointer {
          Sweep.circle(at: p, radius: r, moving: relative, polygon: $0)
        }
      }
      guard let hit, hit.fraction < (best?.time ?? 2) else { continue }
      let other = bodies[j].material
      best = Impact(
        time: hit.fraction, normal: hit.normal, obstacleVelocity: vj,
        elasticity: max(material.elasticity, other.elasticity),
        friction: (material.friction * other.friction).squareRoot(), partnerSerial: bodies[j].serial)
    }
    return best
  }

  /// Pushes circle `i` out of boundaries and anchored items it overlaps (they may have moved onto
  /// it), bouncing it off any it is moving into.
  func pushOutOfObstacles(_ i: Int, radius r: Double, kinematicVelocities: [Vector]) {
    let material = bodies[i].material
    for s in segments where collides(i, boundaryGroup: s.group) {
      let p = bodies[i].position
      guard let pen = Overlap.circle(at: p, radius: r, segmentFrom: s.a, to: s.b, fallback: -bodies[i].linearVelocity),
        pen.depth > Sweep.touchTolerance
      else { continue }
      bodies[i].position += pen.normal * pen.depth
      bounce(
        i, radius: r, normal: pen.normal, obstacleVelocity: .zero, elasticity: material.elasticity,
        friction: material.friction)
      impacts.append(pairKey(i, partnerSerial: s.serial))
    }
    for j in bodies.indices where !bodies[j].isDynamic && collides(i, j) {
      let p = bodies[i].position
      let pen: Penetration?
      switch bodies[j].shape {
      case .circle(let rj):
        let delta = p - bodies[j].position
        let dist = delta.length
        pen =
          dist < r + rj
          ? Penetration(normal: dist > 0 ? delta / dist : Vector(dx: 0, dy: -1), depth: r + rj - dist) : nil
      case .polygon: pen = Overlap.circle(at: p, radius: r, polygon: bodies[j].worldVertices(at: bodies[j].position))
      }
      guard let pen, pen.depth > Sweep.touchTolerance else { continue }
      bodies[i].position += pen.normal * pen.depth
      let other = bodies[j].material
      bounce(
        i, radius: r, normal: pen.normal, obstacleVelocity: kinematicVelocities[j],
        elasticity: max(material.elasticity, other.elasticity),
        friction: (material.friction * other.friction).squareRoot())
      impacts.append(pairKey(i, partnerSerial: bodies[j].serial))
    }
  }

  /// Applies the collision impulse of circle `i` against an immovable obstacle moving at
  /// `obstacleVelocity`, with the normal pointing toward the circle.
  ///
  /// Normal: Δvₙ = −(1 + e)·vₙ, exact for an axis-aligned normal, so e = 1 keeps the speed bit for bit.
  /// Friction: a tangential impulse that stops sliding at the contact, clamped to μ times the normal one.
  private func bounce(
    _ i: Int, radius r: Double, normal n: Vector, obstacleVelocity: Vector, elasticity e: Double, friction mu: Double
  ) {
    var b = bodies[i]
    let arm = n * -r
    let contactVelocity =
      b.linearVelocity + Vector(dx: -b.angularVelocity * arm.dy, dy: b.angularVelocity * arm.dx) - obstacleVelocity
    let vn = contactVelocity.dot(n)
    guard vn < 0 else { return }
    let normalChange = -(1 + e) * vn
    b.linearVelocity += n * normalChange
    if mu > 0 {
      let t = n.perpendicular
      let vt = contactVelocity.dot(t)
      let armCrossT = arm.cross(t)
      let k = b.invMass + b.invInertia * armCrossT * armCrossT
      let normalImpulse = normalChange * b.mass
      let jt = max(-mu * normalImpulse, min(mu * normalImpulse, -vt / k))
      b.linearVelocity += t * (jt * b.invMass)
      b.angularVelocity += b.invInertia * armCrossT * jt
    }
    bodies[i] = b
  }
}
