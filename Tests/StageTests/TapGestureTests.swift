import Geometry
import Testing

@testable import Stage

@Suite struct TapGestureTests {
  private func setUp(taps: Int) -> (PointerScript, StateLog) {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let log = StateLog()
    let tap = TapGestureRecognizer { log.record($0) }
    tap.numberOfTapsRequired = taps
    root.addGestureRecognizer(tap)
    return (PointerScript(root: root), log)
  }

  @Test func singleTapIsRecognizedOnRelease() {
    let (script, log) = setUp(taps: 1)
    script.down(1, 10, 10, at: 0)
    #expect(log.states.isEmpty)
    script.up(1, 12, 11, at: 0.1)
    #expect(log.states == [.ended])
    #expect(log.locations == [Point(x: 12, y: 11)])
  }

  @Test func pressTooLongOrMovedTooFarIsNoTap() {
    let (script, log) = setUp(taps: 1)
    script.tap(1, 10, 10, at: 0, duration: 0.5)
    script.down(1, 10, 10, at: 1)
    script.move(1, 25, 10, at: 1.05)
    script.up(1, 10, 10, at: 1.1)
    script.down(1, 10, 10, at: 2)
    script.up(1, 30, 10, at: 2.05)
    #expect(log.states.isEmpty)
  }

  @Test func doubleTapNeedsTwoQuickTapsInPlace() {
    let (script, log) = setUp(taps: 2)
    script.tap(1, 10, 10, at: 0)
    #expect(log.states.isEmpty)
    script.tap(1, 14, 12, at: 0.2)
    #expect(log.states == [.ended])
    script.tap(1, 10, 10, at: 1)
    script.tap(1, 10, 10, at: 1.5)
    #expect(log.states == [.ended], "second tap came 0.45 s after the first went up")
    script.tap(1, 10, 10, at: 2)
    script.tap(1, 80, 10, at: 2.1)
    #expect(log.states == [.ended], "second tap landed 70 pt away")
    script.tap(1, 80, 10, at: 2.3)
    #expect(log.states == [.ended, .ended], "the far tap started a new double tap, finished here")
  }

  @Test func tripleTapCountsThree() {
    let (script, log) = setUp(taps: 3)
    script.tap(1, 50, 50, at: 0)
    script.tap(1, 50, 50, at: 0.15)
    #expect(log.states.isEmpty)
    script.tap(1, 50, 50, at: 0.3)
    #expect(log.states == [.ended])
  }

  @Test func eachTapMayUseAnotherPointerID() {
    let (script, log) = setUp(taps: 2)
    script.tap(7, 10, 10, at: 0)
    script.tap(8, 10, 10, at: 0.2)
    #expect(log.states == [.ended])
  }

  @Test func cancelledPointerResetsTheCount() {
    let (script, log) = setUp(taps: 2)
    script.tap(1, 10, 10, at: 0)
    script.down(1, 10, 10, at: 0.1)
    script.cancel(1, 10, 10, at: 0.15)
    script.tap(1, 10, 10, at: 0.2)
    #expect(log.states.isEmpty)
  }
}
