import Geometry

extension PhysicsWorld {
  /// Stops circles from sinking into kinematic bodies (paddles code moves) by more than the slop.
  /// A ball's speculative contact is made at the step's start, along the normal it had then; when
  /// the ball turns mid-step (off a wall) and meets another face of a moving paddle, that contact
  /// does not guard it (a few seeded shots ended inside a sliding paddle). Each
  /// circle is swept in the kinematic body's frame — from its start position in the body's start
  /// frame to its end position in the end frame — and, when it would sink in, placed where it
  /// first touched, relative to where the body ended. Costs nothing in worlds without kinematic bodies.
  func solveContinuousAgainstKinematic() {
    guard bodies.moving.buffer.contains(where: { bodies.infos[Int($0)].type == .kinematic }) else { return }
    for b in bodies.moving.buffer where bodies.infos[Int(b)].type == .dynamic {
      let i = Int(b)
      guard let (sole, r, start, reached) = circleStep(of: i) else { continue }
      var end = reached
      let filter = shapes[Int(sole)].filter
      for k in bodies.moving.buffer where bodies.infos[Int(k)].type == .kinematic {
        let kin = bodies.sims[Int(k)]
        let from = Transform(p: kin.center0 - kin.q0.apply(kin.localCenter), q: kin.q0)
        let to = kin.xf
        let a = from.q.inverseApply(start - from.p)
        let motion = to.q.inverseApply(end - to.p) - a
        guard motion.length > linearSlop else { continue }
        var best = 1.0
        for s in bodies.infos[Int(k)].shapes where shapes[Int(s)].isAlive {
          let shape = shapes[Int(s)]
          guard shape.filter.categoryBits & filter.maskBits != 0, filter.categoryBits & shape.filter.maskBits != 0
          else {
            continue
          }
          let p = Point.zero + a
          best = min(best, localSweep(p, r - 2 * linearSlop, motion, shape) ?? 1, localSweep(p, 0, motion, shape) ?? 1)
        }
        guard best < 1 else { continue }
        let backoff = min(best, linearSlop / motion.length)
        end = to.apply(a + motion * (best - backoff))
        let shift = end - bodies.sims[i].xf.apply(shapes[Int(sole)].center)
        bodies.sims[i].center = bodies.sims[i].center + shift
        bodies.sims[i].xf.p = bodies.sims[i].xf.p + shift
        updateShapeCache(Int(sole))
      }
    }
  }

  /// The fraction of `motion` at which a circle at `start` (in the shape's body frame) first touches it.
  private func localSweep(_ start: Point, _ r: Double, _ motion: Vector, _ shape: ShapeRecord) -> Double? {
    let first = Int(shape.polygonStart)
    switch shape.kind {
    case .circle:
      return Sweep.circle(
        at: start, radius: r, moving: motion, circleAt: Point.zero + shape.center, radius: shape.radius)?
        .fraction
    case .segment:
      return Sweep.circle(
        at: start, radius: r, moving: motion, segmentFrom: Point.zero + shapes.localPoints[first],
        to: Point.zero + shapes.localPoints[first + 1])?.fraction
    case .polygon:
      let points = (first..<(first + Int(shape.polygonCount))).map { Point.zero + shapes.localPoints[$0] }
      return points.withUnsafeBufferPointer {
        Sweep.circle(at: start, radius: r, moving: motion, polygon: $0)?.fraction
      }
    }
  }
}
