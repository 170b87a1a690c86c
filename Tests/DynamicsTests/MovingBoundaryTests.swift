import Geometry
import Testing

@testable import Dynamics
@testable import Physics

/// A boundary re-added every frame at a new place (a paddle): it keeps its shapes, the static grid
/// follows it, and balls bounce off where it is now, never where it was.
@Suite struct MovingBoundaryTests {
  @Test func aBoundaryMovedEveryStepKeepsItsShapesAndBouncesBallsWhereItIsNow() throws {
    let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 800, height: 400))
    let ball = DynamicBody(center: Point(x: 100, y: 200), size: Size(width: 10, height: 10), collisionBounds: .ellipse)
    let collision = CollisionBehavior(items: [ball])
    for k in 0..<20 {
      let x = Double(k) * 12 + 20
      collision.addBoundary(withIdentifier: "brick-\(k)", from: Point(x: x, y: 20), to: Point(x: x + 10, y: 20))
    }
    let behavior = Self.launchLossless(ball, dx: 300, with: collision, in: animator)
    var wallX = 700.0
    var bounceX: Double?
    var shapeCounts = Set<Int>()
    for _ in 0..<240 {
      wallX -= 1
      collision.addBoundary(withIdentifier: "wall", for: Path(ovalIn: Rect(x: wallX, y: 150, width: 20, height: 100)))
      animator.step()
      shapeCounts.insert(animator.physics.shapes.count)
      if bounceX == nil && behavior.linearVelocity(for: ball).dx < 0 { bounceX = ball.center.x }
    }
    let x = try #require(bounceX)
    #expect(shapeCounts.count == 1, "moving the wall adds no shapes")
    #expect(x > 450 && x < 700, "the ball turned at the moving wall (\(x)), not at its first place")
    #expect(abs(behavior.linearVelocity(for: ball).dx + 300) < 1e-6, "an elastic bounce keeps the speed")
  }

  /// Contact events name the boundary a ball touched, whether the boundaries only moved since the
  /// last step (their shapes and names stay as they were) or others were removed before it.
  @Test func contactsWithAMovingWallNameItAlsoAfterOtherBoundariesGo() {
    let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 800, height: 400))
    let ball = DynamicBody(center: Point(x: 400, y: 200), size: Size(width: 10, height: 10), collisionBounds: .ellipse)
    let collision = CollisionBehavior(items: [ball])
    for k in 0..<6 {
      let y = Double(k) * 40 + 100
      collision.addBoundary(withIdentifier: "post-\(k)", from: Point(x: 20, y: y), to: Point(x: 20, y: y + 20))
    }
    var touched: [String] = []
    collision.contactHandler = { e in
      if e.began, case .boundary(let id) = e.partner { touched.append(id) }
    }
    Self.launchLossless(ball, dx: 400, with: collision, in: animator)
    for step in 0..<480 {
      let x = 700 - Double(step % 60)
      collision.addBoundary(withIdentifier: "wall", from: Point(x: x, y: 0), to: Point(x: x, y: 400))
      collision.addBoundary(withIdentifier: "back", from: Point(x: 800 - x, y: 0), to: Point(x: 800 - x, y: 400))
      if step == 150 { for k in 0..<3 { collision.removeBoundary(withIdentifier: "post-\(k)") } }
      animator.step()
    }
    #expect(touched.count >= 3, "the ball crossed the court between the walls (\(touched))")
    #expect(touched.allSatisfy { $0 == "wall" || $0 == "back" }, "\(touched)")
    #expect(Set(touched) == ["wall", "back"], "\(touched)")
  }

  /// Adds `collision` and a lossless, frictionless material for `ball` to `animator`, and sets
  /// `ball` moving at `dx` points per second along x; returns the material.
  @discardableResult
  private static func launchLossless(
    _ ball: DynamicBody, dx: Double, with collision: CollisionBehavior, in animator: DynamicAnimator
  ) -> DynamicItemBehavior {
    let behavior = DynamicItemBehavior(items: [ball])
    behavior.elasticity = 1
    behavior.friction = 0
    behavior.resistance = 0
    animator.addBehavior(collision)
    animator.addBehavior(behavior)
    behavior.addLinearVelocity(Vector(dx: dx, dy: 0), for: ball)
    return behavior
  }

  @Test func changingABoundarysShapeReplacesItsSegments() {
    let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 400))
    let ball = DynamicBody(center: Point(x: 200, y: 100), size: Size(width: 10, height: 10), collisionBounds: .ellipse)
    let collision = CollisionBehavior(items: [ball])
    let gravity = GravityBehavior(items: [ball])
    animator.addBehavior(collision)
    animator.addBehavior(gravity)
    collision.addBoundary(withIdentifier: "floor", for: Path(rect: Rect(x: 150, y: 200, width: 100, height: 20)))
    for _ in 0..<90 { animator.step() }
    #expect(abs(ball.center.y - 195) < 1, "the ball lies on the box (\(ball.center.y))")
    collision.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: 300), to: Point(x: 400, y: 300))
    for _ in 0..<90 { animator.step() }
    #expect(abs(ball.center.y - 295) < 1, "the box is gone and the ball lies on the new floor (\(ball.center.y))")
    collision.removeBoundary(withIdentifier: "floor")
    for _ in 0..<60 { animator.step() }
    #expect(ball.center.y > 400, "with the floor gone the ball falls out")
  }
}
