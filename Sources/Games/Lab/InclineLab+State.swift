import Dynamics
import GameKit
import Geometry
import Stage

extension InclineLab {
  /// Adds the section's fields to the Lab's state: slope, rocking, the balls (which one waits at
  /// the top), the plane (its slab, and the triangle's base, top and ground line) and the two accelerations.
  public func writeFields(to o: inout JSONWriter.ObjectWriter) {
    o.field("slope") { $0.number(slope) }
    o.field("rocking") { $0.bool(isRocking) }
    o.field("balls") { list in
      list.array { a in
        for ball in balls {
          let v = ballBehavior.linearVelocity(for: ball)
          a.element { e in
            e.object { f in
              f.field("x") { $0.number(ball.center.x) }
              f.field("y") { $0.number(ball.center.y) }
              f.field("vx") { $0.number(v.dx) }
              f.field("vy") { $0.number(v.dy) }
              f.field("rotation") { $0.number(ball.rotation) }
              f.field("size") { $0.number(ball.bounds.width) }
              f.field("waiting") { $0.bool(ball === waitingBall) }
            }
          }
        }
      }
    }
    o.field("plane") { p in
      p.object { f in
        f.field("x") { $0.number(plane.center.x) }
        f.field("y") { $0.number(plane.center.y) }
        f.field("length") { $0.number(plane.bounds.width) }
        f.field("rotation") { $0.number(plane.rotation) }
        f.field("left") { $0.number(geometry.baseLeft) }
        f.field("right") { $0.number(geometry.baseRight) }
        f.field("top") { $0.number(geometry.highEnd.y) }
        f.field("ground") { $0.number(geometry.groundY) }
      }
    }
    o.field("measured") { m in
      if let a = measuredAcceleration { m.number(a) } else { m.null() }
    }
    o.field("theory") { $0.number(theoreticalAcceleration) }
    o.field("time") { $0.number(animator.elapsedTime) }
  }

  /// Slope, ball count and accelerations, e.g. `slope 20 balls 1 measured 244 theory 244`.
  public var summary: String {
    var line = "slope \(Int(slope.rounded())) balls \(balls.count)"
    if let a = measuredAcceleration { line += " measured \(Int(a.rounded()))" }
    return line + " theory \(Int(theoreticalAcceleration.rounded()))"
  }

  /// Mixes the slope, every ball's state and simulated time into `hasher`.
  public func hashState(into hasher: inout StateHasher) {
    hasher.combine(slope)
    hasher.combine(Int64(isRocking ? 1 : 0))
    hasher.combine(Int64(waitingBall == nil ? 0 : 1))
    for ball in balls {
      hasher.combine(ball.center)
      hasher.combine(ball.rotation)
      hasher.combine(ballBehavior.linearVelocity(for: ball))
    }
    hasher.combine(animator.elapsedTime)
  }
}
