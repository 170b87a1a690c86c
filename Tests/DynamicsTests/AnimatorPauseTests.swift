import Geometry
import Testing

@testable import Dynamics

/// The animator tells its delegate when everything comes to rest and when it moves again.
@Suite struct AnimatorPauseTests {
  private final class Recorder: DynamicAnimatorDelegate {
    var log: [String] = []
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { log.append("pause") }
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator) { log.append("resume") }
  }

  @Test func pausesWhenEverythingRestsAndResumesWhenPushed() {
    let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 400))
    let recorder = Recorder()
    animator.delegate = recorder
    let boxes = (0..<4).map { k in
      DynamicBody(center: Point(x: 60 + 80 * Double(k), y: 100 + 30 * Double(k)), size: Size(width: 40, height: 40))
    }
    let collision = CollisionBehavior(items: boxes)
    collision.translatesReferenceBoundsIntoBoundary = true
    let props = DynamicItemBehavior(items: boxes)
    props.friction = 0.5
    animator.addBehavior(collision)
    animator.addBehavior(GravityBehavior(items: boxes))
    animator.addBehavior(props)
    animator.step()
    #expect(recorder.log == ["resume"])
    #expect(animator.isRunning)
    var pausedAt: Double?
    for _ in 0..<(5 * 120) {
      animator.step()
      if pausedAt == nil && recorder.log.last == "pause" { pausedAt = animator.elapsedTime }
    }
    #expect(recorder.log == ["resume", "pause"])
    #expect(!animator.isRunning)
    // Falling at most 300 pt takes under 0.8 s; resting 0.5 s more puts the boxes to sleep.
    #expect((pausedAt ?? 99) < 2)
    for b in boxes { #expect(b.center.y > 375 && b.center.y < 381) }
    let push = PushBehavior(items: [boxes[0]], mode: .instantaneous)
    push.setAngle(-Trig.pi / 2, magnitude: 2)
    animator.addBehavior(push)
    animator.step()
    #expect(recorder.log == ["resume", "pause", "resume"])
    for _ in 0..<(5 * 120) { animator.step() }
    #expect(recorder.log == ["resume", "pause", "resume", "pause"])
  }

  @Test func aSnappedItemPausesOnItsPointAndResumesWhenThePointMoves() {
    let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 400))
    let recorder = Recorder()
    animator.delegate = recorder
    let card = DynamicBody(center: Point(x: 50, y: 50), size: Size(width: 40, height: 60))
    let snap = SnapBehavior(item: card, snapTo: Point(x: 300, y: 200))
    animator.addBehavior(snap)
    for _ in 0..<(4 * 120) { animator.step() }
    #expect(recorder.log == ["resume", "pause"])
    #expect(card.center.distance(to: Point(x: 300, y: 200)) < 0.5)
    snap.snapPoint = Point(x: 100, y: 100)
    for _ in 0..<(4 * 120) { animator.step() }
    #expect(recorder.log == ["resume", "pause", "resume", "pause"])
    #expect(card.center.distance(to: Point(x: 100, y: 100)) < 0.5)
  }
}
