import Geometry
import Testing

@testable import Dynamics
@testable import Physics

@Suite struct CollisionEventTests {
  @Test func beganAndEndedAreReportedOncePerBounce() {
    let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 200, height: 200))
    let ball = DynamicBody(center: Point(x: 100, y: 100), size: Size(width: 10, height: 10), collisionBounds: .ellipse)
    let collision = CollisionBehavior(items: [ball])
    collision.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: 150), to: Point(x: 200, y: 150))
    var log: [String] = []
    collision.contactHandler = { e in
      if case .boundary(let id) = e.partner { log.append((e.began ? "began " : "ended ") + id) }
    }
    let props = DynamicItemBehavior(items: [ball])
    props.elasticity = 1
    animator.addBehavior(collision)
    animator.addBehavior(props)
    props.addLinearVelocity(Vector(dx: 0, dy: 300), for: ball)
    for _ in 0..<60 { animator.step() }
    #expect(log == ["began floor", "ended floor"])
    #expect(ball.center.y < 145)
  }

  @Test func concavePathBoundaryHoldsABall() {
    let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 400))
    let ball = DynamicBody(center: Point(x: 200, y: 100), size: Size(width: 12, height: 12), collisionBounds: .ellipse)
    var cup = Path()
    cup.move(to: Point(x: 100, y: 50))
    cup.addLine(to: Point(x: 150, y: 300))
    cup.addLine(to: Point(x: 250, y: 300))
    cup.addLine(to: Point(x: 300, y: 50))
    let collision = CollisionBehavior(items: [ball])
    collision.addBoundary(withIdentifier: "cup", for: cup)
    let gravity = GravityBehavior(items: [ball])
    let props = DynamicItemBehavior(items: [ball])
    props.elasticity = 0.5
    props.addLinearVelocity(.zero, for: ball)
    for b in [collision, gravity, props] as [DynamicBehavior] { animator.addBehavior(b) }
    props.addLinearVelocity(Vector(dx: 900, dy: 0), for: ball)
    for _ in 0..<600 { animator.step() }
    #expect(ball.center.y <= 300 - 6 + PhysicsWorld().linearSlop)
    #expect(ball.center.x > 150 && ball.center.x < 250)
  }

  @Test func removingABoundaryLetsTheBallFall() {
    let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 200, height: 200))
    let ball = DynamicBody(center: Point(x: 100, y: 100), size: Size(width: 10, height: 10), collisionBounds: .ellipse)
    let collision = CollisionBehavior(items: [ball])
    collision.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: 150), to: Point(x: 200, y: 150))
    animator.addBehavior(collision)
    animator.addBehavior(GravityBehavior(items: [ball]))
    for _ in 0..<120 { animator.step() }
    #expect(abs(ball.center.y - 145) < 0.01)
    collision.removeBoundary(withIdentifier: "floor")
    for _ in 0..<60 { animator.step() }
    #expect(ball.center.y > 200)
  }
}
