import Geometry
import Testing

@testable import Dynamics

/// A `DynamicItemGroup` moves its members as one rigid body with their own outlines.
@Suite struct DynamicItemGroupTests {
  @Test func groupBoundsAndCentreCoverItsMembers() {
    let a = DynamicBody(center: Point(x: 100, y: 100), size: Size(width: 20, height: 20))
    let b = DynamicBody(center: Point(x: 200, y: 140), size: Size(width: 40, height: 20))
    let group = DynamicItemGroup(items: [a, b])
    #expect(group.center == Point(x: 155, y: 120))
    #expect(group.bounds.size == Size(width: 130, height: 60))
    // A quarter turn clockwise on screen takes a's offset (−55, −20) to (20, −55).
    group.rotation = Trig.pi / 2
    #expect(a.center.distance(to: Point(x: 175, y: 65)) < 1e-9)
    #expect(abs(b.rotation - Trig.pi / 2) < 1e-12)
  }

  @Test func aDumbbellFallsAsOneAndRestsOnBothEnds() {
    let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 600, height: 400))
    let left = DynamicBody(center: Point(x: 200, y: 100), size: Size(width: 40, height: 40), collisionBounds: .ellipse)
    let bar = DynamicBody(center: Point(x: 260, y: 100), size: Size(width: 80, height: 10))
    let right = DynamicBody(center: Point(x: 320, y: 100), size: Size(width: 40, height: 40), collisionBounds: .ellipse)
    let dumbbell = DynamicItemGroup(items: [left, bar, right])
    let collision = CollisionBehavior(items: [dumbbell])
    collision.translatesReferenceBoundsIntoBoundary = true
    var hits: [String] = []
    collision.contactHandler = { event in
      if event.began, case .boundary(let id) = event.partner, event.item === dumbbell { hits.append(id) }
    }
    let props = DynamicItemBehavior(items: [dumbbell])
    props.friction = 0.8
    animator.addBehavior(collision)
    animator.addBehavior(props)
    animator.addBehavior(GravityBehavior(items: [dumbbell]))
    dumbbell.rotation = 0.4
    animator.updateItem(usingCurrentState: dumbbell)
    let span = right.center - left.center
    for _ in 0..<(3 * 120) { animator.step() }
    // Members keep their distance exactly, and both balls end on the floor (y = 400 − 20).
    #expect(abs((right.center - left.center).length - span.length) < 1e-9)
    #expect(abs(left.center.y - 380) < 1)
    #expect(abs(right.center.y - 380) < 1)
    #expect(abs(bar.rotation - dumbbell.rotation) < 1e-12)
    #expect(!hits.isEmpty)
  }
}
