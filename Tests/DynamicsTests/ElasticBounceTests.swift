import Geometry
import Testing

@testable import Dynamics

/// A ball with elasticity 1 keeps its speed bounce after bounce, as Pong needs.
@Suite struct ElasticBounceTests {
  @Test func speedUnchangedAfterTenThousandBounces() {
    let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 120, height: 160))
    let ball = DynamicBody(center: Point(x: 30, y: 30), size: Size(width: 10, height: 10), collisionBounds: .ellipse)
    let paddle = DynamicBody(center: Point(x: 60, y: 120), size: Size(width: 40, height: 8))
    let collision = CollisionBehavior(items: [ball, paddle])
    collision.translatesReferenceBoundsIntoBoundary = true
    var bounces = 0
    var paddleBounces = 0
    collision.contactHandler = { event in
      guard event.began else { return }
      bounces += 1
      if case .item = event.partner { paddleBounces += 1 }
    }
    let ballBehavior = DynamicItemBehavior(items: [ball])
    ballBehavior.elasticity = 1
    ballBehavior.friction = 0
    ballBehavior.resistance = 0
    ballBehavior.allowsRotation = false
    let paddleBehavior = DynamicItemBehavior(items: [paddle])
    paddleBehavior.isAnchored = true
    for b in [collision, ballBehavior, paddleBehavior] as [DynamicBehavior] { animator.addBehavior(b) }
    ballBehavior.addLinearVelocity(Vector(dx: 2317.3, dy: 1601.9), for: ball)
    let speed0 = ballBehavior.linearVelocity(for: ball).length
    var steps = 0
    while bounces < 10_000 && steps < 2_000_000 {
      animator.step()
      steps += 1
    }
    let speed = ballBehavior.linearVelocity(for: ball).length
    #expect(bounces >= 10_000)
    #expect(paddleBounces > 500)
    // The solver keeps velocities in Float: a bounce rounds them at 2⁻²⁴ of the speed.
    #expect(abs(speed - speed0) / speed0 < 1e-6)
    #expect(paddle.center == Point(x: 60, y: 120))
  }
}
