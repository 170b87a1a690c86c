import Geometry
import Testing

@testable import Stage

@Suite struct PanGestureTests {
  private func setUp(minimumDistance: Double = 8) -> (PointerScript, PanGestureRecognizer, StateLog) {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let log = StateLog()
    let pan = PanGestureRecognizer { log.record($0) }
    pan.minimumDistance = minimumDistance
    root.addGestureRecognizer(pan)
    return (PointerScript(root: root), pan, log)
  }

  @Test func beginsAfterTheMinimumDistanceAndReportsTranslation() {
    let (script, pan, log) = setUp()
    script.down(1, 100, 100, at: 0)
    script.move(1, 105, 100, at: 0.01)
    #expect(log.states.isEmpty)
    script.move(1, 110, 100, at: 0.02)
    #expect(log.states == [.began])
    #expect(pan.translation(in: nil) == .zero)
    script.move(1, 140, 110, at: 0.04)
    #expect(log.states == [.began, .changed])
    #expect(pan.translation(in: nil) == Vector(dx: 30, dy: 10))
    script.up(1, 140, 110, at: 0.05)
    #expect(log.states == [.began, .changed, .ended])
    #expect(pan.state == .possible)
  }

  @Test func velocityOfASteadyDragIsItsSpeed() {
    let (script, pan, _) = setUp(minimumDistance: 0)
    var ended: Vector?
    pan.action = { if $0.state == .ended { ended = pan.velocity(in: nil) } }
    script.down(1, 0, 0, at: 0)
    for i in 1...12 {
      let t = Double(i) / 120
      script.move(1, 600 * t, -300 * t, at: t)
    }
    let v = pan.velocity(in: nil)
    #expect(abs(v.dx - 600) < 1e-6 && abs(v.dy + 300) < 1e-6)
    script.up(1, 60, -30, at: 0.1 + 1.0 / 120)
    #expect(ended.map { abs($0.dx - 600) < 1e-6 && abs($0.dy + 300) < 1e-6 } == true)
  }

  @Test func velocityIgnoresOneJitteryEvent() {
    let (script, pan, _) = setUp(minimumDistance: 0)
    script.down(1, 0, 0, at: 0)
    for i in 1...12 {
      let t = Double(i) / 120
      let jitter = i == 11 ? 6.0 : 0
      script.move(1, 1000 * t + jitter, 0, at: t)
    }
    let v = pan.velocity(in: nil)
    let naive = (1000 * 12.0 / 120 - (1000 * 11.0 / 120 + 6)) * 120
    #expect(abs(v.dx - 1000) < 150, "least squares: \(v.dx)")
    #expect(abs(naive - 1000) > 600, "two-sample difference would be \(naive)")
  }

  @Test func restingBeforeLiftingMeansNoVelocity() {
    let (script, pan, _) = setUp(minimumDistance: 0)
    var ended = Vector(dx: .nan, dy: .nan)
    pan.action = { if $0.state == .ended { ended = pan.velocity(in: nil) } }
    script.down(1, 0, 0, at: 0)
    for i in 1...6 { script.move(1, Double(i) * 10, 0, at: Double(i) / 60) }
    script.frame(at: 0.2)
    #expect(pan.velocity(in: nil) == .zero, "held still for 0.1 s")
    script.up(1, 60, 0, at: 0.3)
    #expect(ended == .zero)
  }

  @Test func translationAndVelocityInARotatedView() {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let turned = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
    turned.transform = AffineTransform(rotationAngle: Trig.pi / 2)
    root.addSubview(turned)
    let pan = addEagerPan(to: turned)
    let script = PointerScript(root: root)
    script.down(1, 200, 200, at: 0)
    script.move(1, 200, 230, at: 0.05)
    script.move(1, 200, 260, at: 0.1)
    let t = pan.translation(in: turned)
    #expect(abs(t.dx - 60) < 1e-9 && abs(t.dy) < 1e-9, "down the screen is +x in a view turned a quarter")
    let v = pan.velocity(in: turned)
    #expect(abs(v.dx - 600) < 1e-6 && abs(v.dy) < 1e-6)
    pan.setTranslation(Vector(dx: 10, dy: 0), in: turned)
    let reset = pan.translation(in: turned)
    #expect(abs(reset.dx - 10) < 1e-9 && abs(reset.dy) < 1e-9)
  }

  @Test func cancelReportsCancelled() {
    let (script, _, log) = setUp(minimumDistance: 0)
    script.down(1, 0, 0, at: 0)
    script.cancel(1, 0, 0, at: 0.1)
    #expect(log.states == [.began, .cancelled])
  }
}
