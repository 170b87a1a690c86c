import Geometry
import Testing

@testable import Dynamics

@Suite struct BehaviorTests {
  private func world(_ items: [DynamicBody]) -> DynamicAnimator {
    DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
  }

  @Test func instantaneousPushFollowsUIKitUnits() {
    let item = DynamicBody(center: Point(x: 500, y: 500), size: Size(width: 100, height: 100))
    let animator = world([item])
    let push = PushBehavior(items: [item], mode: .instantaneous)
    push.setAngle(0, magnitude: 1)
    let props = DynamicItemBehavior(items: [item])
    animator.addBehavior(push)
    animator.addBehavior(props)
    animator.step()
    #expect(abs(props.linearVelocity(for: item).dx - 100) < 1e-9)
    #expect(push.active == false)
    animator.step()
    #expect(abs(props.linearVelocity(for: item).dx - 100) < 1e-9)
  }

  @Test func continuousPushAcceleratesAndDensityResists() {
    let light = DynamicBody(center: Point(x: 200, y: 500), size: Size(width: 100, height: 100))
    let heavy = DynamicBody(center: Point(x: 700, y: 500), size: Size(width: 100, height: 100))
    let animator = world([light, heavy])
    let push = PushBehavior(items: [light, heavy], mode: .continuous)
    push.pushDirection = Vector(dx: 1, dy: 0)
    let heavyProps = DynamicItemBehavior(items: [heavy])
    heavyProps.density = 4
    let lightProps = DynamicItemBehavior(items: [light])
    for b in [push, heavyProps, lightProps] as [DynamicBehavior] { animator.addBehavior(b) }
    for _ in 0..<120 { animator.step() }
    // The solver keeps velocities in Float: each of the 480 sub-steps rounds at 2⁻²⁴ of the speed.
    #expect(abs(lightProps.linearVelocity(for: light).dx - 100) < 1e-5 * 100)
    #expect(abs(heavyProps.linearVelocity(for: heavy).dx - 25) < 1e-5 * 25)
  }

  @Test func gravityIsAThousandPointsPerSecondSquared() {
    let item = DynamicBody(center: Point(x: 500, y: 100), size: Size(width: 10, height: 10))
    let animator = world([item])
    let gravity = GravityBehavior(items: [item])
    let props = DynamicItemBehavior(items: [item])
    animator.addBehavior(gravity)
    animator.addBehavior(props)
    for _ in 0..<120 { animator.step() }
    // Float velocities: each of the 480 sub-steps rounds at 2⁻²⁴ of the speed.
    #expect(abs(props.linearVelocity(for: item).dy - 1000) < 1e-5 * 1000)
    #expect(abs(animator.elapsedTime - 1) < 1e-9)
  }

  @Test func resistanceSlowsAndAnchoredItemsStayPut() {
    let item = DynamicBody(center: Point(x: 500, y: 500), size: Size(width: 10, height: 10))
    let anchor = DynamicBody(center: Point(x: 100, y: 100), size: Size(width: 10, height: 10))
    let animator = world([item, anchor])
    let props = DynamicItemBehavior(items: [item])
    props.resistance = 2
    let anchored = DynamicItemBehavior(items: [anchor])
    anchored.isAnchored = true
    let gravity = GravityBehavior(items: [item, anchor])
    gravity.magnitude = 0
    for b in [props, anchored, gravity] as [DynamicBehavior] { animator.addBehavior(b) }
    props.addLinearVelocity(Vector(dx: 100, dy: 0), for: item)
    anchored.addLinearVelocity(Vector(dx: 100, dy: 0), for: anchor)
    for _ in 0..<120 { animator.step() }
    #expect(props.linearVelocity(for: item).dx < 20)
    #expect(anchor.center == Point(x: 100, y: 100))
  }

  @Test func settingsOutOfRangeAreClamped() {
    let props = DynamicItemBehavior()
    props.elasticity = 7
    props.friction = -1
    props.resistance = .nan
    #expect(props.elasticity == 1)
    #expect(props.friction == 0)
    #expect(props.resistance == 0)
  }

  @Test func itemsLeaveWhenNoBehaviorNamesThem() {
    let item = DynamicBody(center: Point(x: 500, y: 500), size: Size(width: 10, height: 10))
    let animator = world([item])
    let gravity = GravityBehavior(items: [item])
    animator.addBehavior(gravity)
    #expect(animator.items(in: Rect(x: 0, y: 0, width: 1000, height: 1000)).count == 1)
    animator.removeBehavior(gravity)
    #expect(animator.items(in: Rect(x: 0, y: 0, width: 1000, height: 1000)).isEmpty)
    #expect(gravity.dynamicAnimator == nil)
  }
}
