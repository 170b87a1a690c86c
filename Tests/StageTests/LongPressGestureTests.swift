import Geometry
import Testing

@testable import Stage

@Suite struct LongPressGestureTests {
  private func setUp() -> (PointerScript, StateLog) {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let log = StateLog()
    root.addGestureRecognizer(LongPressGestureRecognizer { log.record($0) })
    return (PointerScript(root: root), log)
  }

  @Test func firesOnTheFrameThatReachesHalfASecondWhileHeld() {
    let (script, log) = setUp()
    script.down(1, 50, 50, at: 1)
    for frame in 1...29 { script.frame(at: 1 + Double(frame) / 60) }
    #expect(log.states.isEmpty)
    script.frame(at: 1 + 30.0 / 60)
    #expect(log.states == [.began])
    script.frame(at: 1.6)
    #expect(log.states == [.began])
    script.move(1, 80, 50, at: 1.7)
    #expect(log.states == [.began, .changed], "after it began the pointer may move freely")
    script.up(1, 80, 50, at: 1.8)
    #expect(log.states == [.began, .changed, .ended])
    #expect(log.locations.last == Point(x: 80, y: 50))
  }

  @Test func liftingEarlyFails() {
    let (script, log) = setUp()
    script.down(1, 50, 50, at: 0)
    script.frame(at: 0.3)
    script.up(1, 50, 50, at: 0.4)
    script.frame(at: 1)
    #expect(log.states.isEmpty)
  }

  @Test func wanderingMoreThanTenPointsFails() {
    let (script, log) = setUp()
    script.down(1, 50, 50, at: 0)
    script.move(1, 57, 57, at: 0.2)
    script.frame(at: 0.3)
    script.move(1, 58, 58, at: 0.35)
    script.frame(at: 0.6)
    #expect(log.states.isEmpty, "moved 11.3 pt")
  }

  @Test func smallWobbleWithinTenPointsStillFires() {
    let (script, log) = setUp()
    script.down(1, 50, 50, at: 0)
    script.move(1, 56, 56, at: 0.2)
    script.frame(at: 0.5)
    #expect(log.states == [.began])
  }

  @Test func aPointerEventAfterTheDurationAlsoFiresWithoutFrames() {
    let (script, log) = setUp()
    script.down(1, 50, 50, at: 0)
    script.move(1, 51, 50, at: 0.55)
    #expect(log.states == [.began])
  }
}
