import Geometry
import Testing

@testable import Dynamics

@Suite struct SnapBehaviorTests {
  /// Snaps a 40 × 40 item from (0, 0) to (300, 200); returns its largest overshoot past the point
  /// along the way (in points) and where it ends after `seconds`.
  private func snap(damping: Double, seconds: Double) -> (overshoot: Double, end: Point, speed: Double) {
    let animator = DynamicAnimator(referenceBounds: Rect(x: -500, y: -500, width: 1500, height: 1500))
    let item = DynamicBody(center: .zero, size: Size(width: 40, height: 40))
    item.rotation = 0.8
    let target = Point(x: 300, y: 200)
    let snap = SnapBehavior(item: item, snapTo: target)
    snap.damping = damping
    let props = DynamicItemBehavior(items: [item])
    animator.addBehavior(snap)
    animator.addBehavior(props)
    let direction = (target - Point.zero).normalized
    var overshoot = 0.0
    for _ in 0..<Int(seconds * 120) {
      animator.step()
      overshoot = max(overshoot, (item.center - target).dot(direction))
    }
    return (overshoot, item.center, props.linearVelocity(for: item).length)
  }

  @Test func arrivesAndRestsAtThePoint() {
    let r = snap(damping: 0.5, seconds: 3)
    #expect(r.end.distance(to: Point(x: 300, y: 200)) < 0.5)
    #expect(r.speed < 1)
  }

  @Test func fullDampingDoesNotOvershootAndNoDampingWobbles() {
    #expect(snap(damping: 1, seconds: 2).overshoot < 0.5)
    #expect(snap(damping: 0, seconds: 2).overshoot > 20)
  }

  @Test func turnsTheItemUpright() {
    let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 500, height: 500))
    let item = DynamicBody(center: Point(x: 100, y: 100), size: Size(width: 40, height: 20))
    item.rotation = 1.2
    animator.addBehavior(SnapBehavior(item: item, snapTo: Point(x: 250, y: 250)))
    for _ in 0..<360 { animator.step() }
    #expect(abs(item.rotation) < 0.01)
  }

  @Test func dampingIsClampedToItsRange() {
    let snap = SnapBehavior(item: DynamicBody(center: .zero, size: Size(width: 1, height: 1)), snapTo: .zero)
    snap.damping = 7
    #expect(snap.damping == 1)
    snap.damping = .nan
    #expect(snap.damping == 0.5)
  }
}
