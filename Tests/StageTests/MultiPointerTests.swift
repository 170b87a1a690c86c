import Geometry
import Testing

@testable import Stage

/// Two pointers at once on two views (two players on one tablet) are tracked independently.
@Suite struct MultiPointerTests {
  private let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
  private let top = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
  private let bottom = View(frame: Rect(x: 0, y: 400, width: 400, height: 400))

  init() {
    root.addSubview(top)
    root.addSubview(bottom)
  }

  @Test func twoFingersDriveTwoPansOnTwoViews() {
    let topLog = StateLog()
    let bottomLog = StateLog()
    let topPan = PanGestureRecognizer { topLog.record($0) }
    let bottomPan = PanGestureRecognizer { bottomLog.record($0) }
    top.addGestureRecognizer(topPan)
    bottom.addGestureRecognizer(bottomPan)
    let script = PointerScript(root: root)
    script.down(1, 100, 100, at: 0)
    script.down(2, 300, 700, at: 0.01)
    for i in 1...10 {
      let t = Double(i) / 60
      script.move(1, 100 + 10 * Double(i), 100, at: t)
      script.move(2, 300 - 20 * Double(i), 700, at: t + 0.001)
    }
    #expect(topPan.location(in: nil) == Point(x: 200, y: 100))
    #expect(bottomPan.location(in: bottom) == Point(x: 100, y: 300))
    #expect(abs(topPan.velocity(in: nil).dx - 600) < 1e-6)
    #expect(abs(bottomPan.velocity(in: nil).dx + 1200) < 1e-6)
    script.up(1, 200, 100, at: 0.2)
    #expect(topLog.states.last == .ended)
    #expect(bottomLog.states.last == .changed, "the other finger is still down")
    script.move(2, 50, 700, at: 0.21)
    #expect(bottomPan.translation(in: nil).dx < -200)
    script.up(2, 50, 700, at: 0.22)
    #expect(bottomLog.states.last == .ended)
    #expect(topLog.states.filter { $0 == .began }.count == 1)
    #expect(bottomLog.states.filter { $0 == .began }.count == 1)
  }

  @Test func aTapOnOneViewWhileTheOtherIsPanned() {
    let tapLog = StateLog()
    let panLog = StateLog()
    top.addGestureRecognizer(TapGestureRecognizer { tapLog.record($0) })
    let pan = addEagerPan(to: bottom) { panLog.record($0) }
    let script = PointerScript(root: root)
    script.down(5, 200, 600, at: 0)
    script.move(5, 220, 600, at: 0.05)
    script.tap(6, 200, 200, at: 0.06)
    script.move(5, 240, 600, at: 0.1)
    #expect(tapLog.states == [.ended])
    #expect(tapLog.locations == [Point(x: 200, y: 200)])
    #expect(panLog.states == [.began, .changed, .changed])
    #expect(pan.translation(in: nil) == Vector(dx: 40, dy: 0))
  }

  @Test func aSecondFingerOnAPannedViewDoesNotHijackThePan() {
    let pan = addEagerPan(to: top)
    let script = PointerScript(root: root)
    script.down(1, 100, 100, at: 0)
    script.down(2, 300, 300, at: 0.01)
    script.move(2, 390, 390, at: 0.02)
    script.move(1, 120, 100, at: 0.03)
    #expect(pan.location(in: nil) == Point(x: 120, y: 100))
    script.up(2, 390, 390, at: 0.04)
    #expect(pan.state == .changed)
  }

  @Test func twoLongPressesHeldOnTwoViewsBothFire() {
    let topLog = StateLog()
    let bottomLog = StateLog()
    top.addGestureRecognizer(LongPressGestureRecognizer { topLog.record($0) })
    bottom.addGestureRecognizer(LongPressGestureRecognizer { bottomLog.record($0) })
    let script = PointerScript(root: root)
    script.down(1, 100, 100, at: 0)
    script.down(2, 100, 500, at: 0.25)
    script.frame(at: 0.5)
    #expect(topLog.states == [.began] && bottomLog.states.isEmpty)
    script.frame(at: 0.75)
    #expect(bottomLog.states == [.began])
  }

  @Test func aRepeatedDownCancelsTheStalePointer() {
    let log = StateLog()
    let pan = addEagerPan(to: top) { log.record($0) }
    let script = PointerScript(root: root)
    script.down(1, 100, 100, at: 0)
    script.down(1, 150, 150, at: 0.1)
    #expect(log.states == [.began, .cancelled, .began])
    #expect(script.router.trackedPointers == [1])
  }
}
