import Geometry
import Testing

@testable import Dynamics

/// `AttachmentBehavior` in each of UIKit's forms, through a `DynamicAnimator`.
@Suite struct AttachmentBehaviorTests {
  private let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))

  private func item(_ x: Double, _ y: Double, size: Double = 20) -> DynamicBody {
    DynamicBody(center: Point(x: x, y: y), size: Size(width: size, height: size))
  }

  @Test func anchorAttachmentKeepsItsLengthAndFollowsItsAnchor() {
    let lamp = item(600, 300)
    let anchor = Point(x: 500, y: 300)
    let rope = AttachmentBehavior(item: lamp, attachedToAnchor: anchor)
    #expect(rope.attachedBehaviorType == .anchor)
    #expect(abs(rope.length - 100) < 1e-9)
    animator.addBehavior(rope)
    animator.addBehavior(GravityBehavior(items: [lamp]))
    var worst = 0.0
    for _ in 0..<240 {
      animator.step()
      worst = max(worst, abs(lamp.center.distance(to: rope.anchorPoint) - 100))
    }
    #expect(worst < 1)
    rope.anchorPoint = Point(x: 300, y: 300)
    for _ in 0..<600 { animator.step() }
    #expect(abs(lamp.center.distance(to: rope.anchorPoint) - 100) < 1)
    #expect(abs(lamp.center.x - 300) < 60)
  }

  @Test func springAttachmentOscillatesAtItsFrequencyAndDampingStopsIt() {
    let ball = item(650, 500)
    let spring = AttachmentBehavior(item: ball, attachedToAnchor: Point(x: 500, y: 500))
    spring.length = 100
    spring.frequency = 2
    animator.addBehavior(spring)
    var crossings: [Double] = []
    var previous = ball.center.x - 600
    for _ in 0..<480 {
      animator.step()
      let x = ball.center.x - 600
      if previous > 0 && x <= 0 { crossings.append(animator.elapsedTime) }
      previous = x
    }
    #expect(crossings.count >= 3)
    let period = (crossings.last! - crossings.first!) / Double(crossings.count - 1)
    #expect(abs(period - 0.5) < 0.02)
    spring.damping = 1
    for _ in 0..<240 { animator.step() }
    #expect(abs(ball.center.x - 600) < 0.5)
  }

  @Test func pinAttachmentHoldsTwoItemsAtThePinAndLetsThemTurn() {
    let door = item(500, 500, size: 40)
    let frame = item(540, 500, size: 40)
    let anchored = DynamicItemBehavior(items: [frame])
    anchored.isAnchored = true
    let pin = AttachmentBehavior.pinAttachment(with: door, attachedTo: frame, attachmentAnchor: Point(x: 520, y: 500))
    animator.addBehavior(anchored)
    animator.addBehavior(pin)
    animator.addBehavior(GravityBehavior(items: [door]))
    for _ in 0..<360 { animator.step() }
    // The door swings down about the pin: its centre stays 20 pt from it.
    #expect(abs(door.center.distance(to: Point(x: 520, y: 500)) - 20) < 0.5)
    #expect(door.center.y > 505)
  }

  @Test func fixedAttachmentMovesTwoItemsAsOne() {
    let a = item(400, 500)
    let b = item(440, 500)
    let weld = AttachmentBehavior.fixedAttachment(with: a, attachedTo: b, attachmentAnchor: Point(x: 420, y: 500))
    let props = DynamicItemBehavior(items: [a, b])
    animator.addBehavior(weld)
    animator.addBehavior(props)
    props.addLinearVelocity(Vector(dx: 0, dy: 200), for: a)
    for _ in 0..<120 { animator.step() }
    let offset = b.center - a.center
    #expect(abs(offset.length - 40) < 0.5)
    #expect(abs(b.rotation - a.rotation) < 0.01)
    #expect(abs(a.rotation) > 0.1)
  }

  @Test func slidingAttachmentMovesOnlyAlongItsAxisWithinItsRange() {
    let bead = item(500, 500)
    let slide = AttachmentBehavior.slidingAttachment(
      with: bead, attachmentAnchor: Point(x: 500, y: 500), axisOfTranslation: Vector(dx: 1, dy: 1))
    slide.attachmentRange = FloatRange(minimum: -50, maximum: 100)
    animator.addBehavior(slide)
    animator.addBehavior(GravityBehavior(items: [bead]))
    for _ in 0..<240 { animator.step() }
    let moved = bead.center - Point(x: 500, y: 500)
    #expect(abs(moved.dx - moved.dy) < 0.5)
    #expect(abs(moved.length - 100) < 1)
    #expect(abs(bead.rotation) < 0.01)
  }

  @Test func limitAttachmentIsSlackWhenCloserAndTautAtItsLength() {
    let a = item(500, 500)
    let b = item(560, 500)
    let limit = AttachmentBehavior.limitAttachment(
      with: a, offsetFromCenter: .zero, attachedTo: b, offsetFromCenter: .zero)
    let props = DynamicItemBehavior(items: [a, b])
    animator.addBehavior(limit)
    animator.addBehavior(props)
    props.addLinearVelocity(Vector(dx: 100, dy: 0), for: a)
    for _ in 0..<36 { animator.step() }
    // Slack: a moves 30 pt toward b untouched.
    #expect(abs(a.center.x - 530) < 0.5)
    props.addLinearVelocity(Vector(dx: -300, dy: 0), for: a)
    for _ in 0..<120 { animator.step() }
    #expect(b.center.x - a.center.x <= 60.5)
    #expect(props.linearVelocity(for: b).dx < 0)
  }

  @Test func removingTheBehaviorFreesTheItem() {
    let lamp = item(500, 400)
    let rope = AttachmentBehavior(item: lamp, attachedToAnchor: Point(x: 500, y: 300))
    let gravity = GravityBehavior(items: [lamp])
    animator.addBehavior(rope)
    animator.addBehavior(gravity)
    for _ in 0..<60 { animator.step() }
    #expect(abs(lamp.center.y - 400) < 0.5)
    animator.removeBehavior(rope)
    for _ in 0..<60 { animator.step() }
    #expect(lamp.center.y > 500)
  }
}
