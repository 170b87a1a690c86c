import Geometry
import Testing

@testable import Stage

@Suite struct RotationGestureTests {
  private func setUp() -> (PointerScript, RotationGestureRecognizer, StateLog) {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let log = StateLog()
    let rotation = RotationGestureRecognizer { log.record($0) }
    root.addGestureRecognizer(rotation)
    return (PointerScript(root: root), rotation, log)
  }

  /// Two fingers 100 points either side of (200, 200), turned together by `angle` radians.
  private func turn(_ script: PointerScript, to angle: Double, at t: Double) {
    let dx = 100 * Trig.cos(angle)
    let dy = 100 * Trig.sin(angle)
    script.move(1, 200 - dx, 200 - dy, at: t)
    script.move(2, 200 + dx, 200 + dy, at: t)
  }

  @Test func beginsPastTheMinimumTurnAndMeasuresTheTurnClockwise() {
    let (script, rotation, log) = setUp()
    script.down(1, 100, 200, at: 0)
    script.down(2, 300, 200, at: 0)
    turn(script, to: 0.05, at: 0.02)
    #expect(log.states.isEmpty)
    turn(script, to: 0.3, at: 0.04)
    #expect(log.states.first == .began && log.states.dropFirst().allSatisfy { $0 == .changed })
    #expect(abs(rotation.rotation - 0.3) < 1e-9)
    turn(script, to: 0.5, at: 0.06)
    #expect(log.states.last == .changed)
    #expect(abs(rotation.velocity - 0.2 / 0.02) < 1e-6)
    #expect(rotation.midpoint.map { abs($0.x - 200) < 1e-9 && abs($0.y - 200) < 1e-9 } == true)
    script.up(2, 200 + 100 * Trig.cos(0.5), 200 + 100 * Trig.sin(0.5), at: 0.08)
    #expect(log.states.last == .ended)
    #expect(abs(rotation.rotation - 0.5) < 1e-9, "the turn is still there when the gesture ends")
    #expect(rotation.state == .possible)
  }

  @Test func keepsCountingPastAHalfTurnAndTheOtherWayIsNegative() {
    let (script, rotation, _) = setUp()
    script.down(1, 100, 200, at: 0)
    script.down(2, 300, 200, at: 0)
    for step in 1...16 { turn(script, to: -Double(step) * 0.25, at: Double(step) / 60) }
    #expect(abs(rotation.rotation + 4) < 1e-9, "four radians counterclockwise: \(rotation.rotation)")
  }

  @Test func oneFingerAloneNeverRotatesAndAThirdIsNotFollowed() {
    let (script, rotation, log) = setUp()
    script.down(1, 100, 200, at: 0)
    for step in 1...10 { script.move(1, 100 + Double(step) * 10, 200 + Double(step) * 10, at: Double(step) / 60) }
    #expect(log.states.isEmpty)
    script.down(2, 300, 200, at: 0.2)
    #expect(!rotation.acceptsAnotherPointer)
    script.down(3, 50, 50, at: 0.21)
    script.move(3, 350, 350, at: 0.22)
    #expect(log.states.isEmpty, "a third finger does not turn the line between the first two")
  }

  @Test func aCancelledPointerCancelsTheRotation() {
    let (script, _, log) = setUp()
    script.down(1, 100, 200, at: 0)
    script.down(2, 300, 200, at: 0)
    turn(script, to: 0.4, at: 0.03)
    script.cancel(1, 100, 200, at: 0.05)
    #expect(log.states.first == .began && log.states.last == .cancelled)
    #expect(log.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
  }

  @Test func liftingAFingerBeforeTheTurnRecognisesNothing() {
    let (script, rotation, log) = setUp()
    script.down(1, 100, 200, at: 0)
    script.down(2, 300, 200, at: 0)
    turn(script, to: 0.05, at: 0.02)
    script.up(1, 100, 200, at: 0.04)
    script.up(2, 300, 200, at: 0.05)
    #expect(log.states.isEmpty)
    #expect(rotation.acceptsAnotherPointer)
  }
}
