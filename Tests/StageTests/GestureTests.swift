import Geometry
import Testing

@testable import Stage

@Suite struct GestureTests {
  private func event(_ phase: PointerEvent.Phase, _ id: Int32, _ x: Double, _ y: Double, _ t: Double) -> PointerEvent {
    PointerEvent(phase: phase, id: id, location: Point(x: x, y: y), time: t)
  }

  @Test func panReportsTranslationAndVelocity() {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    var states: [GestureState] = []
    let pan = PanGestureRecognizer { states.append($0.state) }
    root.addGestureRecognizer(pan)
    let router = PointerRouter()
    router.handle(event(.down, 1, 100, 100, 0), in: root)
    router.handle(event(.move, 1, 105, 100, 0.01), in: root)
    router.handle(event(.move, 1, 120, 100, 0.02), in: root)
    router.handle(event(.move, 1, 140, 110, 0.04), in: root)
    #expect(states == [.began, .changed])
    #expect(pan.translation(in: root) == Vector(dx: 20, dy: 10))
    #expect(abs(pan.velocity(in: root).dx - 1000) < 1e-6)
    router.handle(event(.up, 1, 140, 110, 0.05), in: root)
    #expect(states.last == .ended)
    #expect(pan.state == .possible)
  }

  @Test func twoFingersDriveTwoPansOnTwoViews() {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let top = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let bottom = View(frame: Rect(x: 0, y: 400, width: 400, height: 400))
    root.addSubview(top)
    root.addSubview(bottom)
    let topPan = PanGestureRecognizer()
    topPan.minimumDistance = 0
    let bottomPan = PanGestureRecognizer()
    bottomPan.minimumDistance = 0
    top.addGestureRecognizer(topPan)
    bottom.addGestureRecognizer(bottomPan)
    let router = PointerRouter()
    router.handle(event(.down, 1, 100, 100, 0), in: root)
    router.handle(event(.down, 2, 300, 700, 0), in: root)
    router.handle(event(.move, 1, 150, 100, 0.1), in: root)
    router.handle(event(.move, 2, 250, 700, 0.1), in: root)
    #expect(topPan.location(in: nil) == Point(x: 150, y: 100))
    #expect(bottomPan.location(in: bottom) == Point(x: 250, y: 300))
  }

  @Test func doubleTapNeedsTwoQuickTapsInPlace() {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    var recognized = 0
    let tap = TapGestureRecognizer { _ in recognized += 1 }
    tap.numberOfTapsRequired = 2
    root.addGestureRecognizer(tap)
    let router = PointerRouter()
    router.handle(event(.down, 1, 10, 10, 0), in: root)
    router.handle(event(.up, 1, 10, 10, 0.05), in: root)
    #expect(recognized == 0)
    router.handle(event(.down, 1, 11, 10, 0.2), in: root)
    router.handle(event(.up, 1, 11, 10, 0.25), in: root)
    #expect(recognized == 1)
    router.handle(event(.down, 1, 10, 10, 1), in: root)
    router.handle(event(.move, 1, 60, 10, 1.05), in: root)
    router.handle(event(.up, 1, 60, 10, 1.1), in: root)
    #expect(recognized == 1)
  }
}
