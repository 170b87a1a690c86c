import Geometry
import Stage
import Testing

@Suite("Press gesture")
struct PressGestureTests {
  @Test func everyPointerDownIsOnePressEvenWithSeveralFingersDown() {
    let root = View()
    root.frame = Rect(x: 0, y: 0, width: 200, height: 200)
    var presses: [Point] = []
    let press = PressGestureRecognizer { recognizer in
      #expect(recognizer.state == .ended)
      presses.append(recognizer.location(in: root))
    }
    root.addGestureRecognizer(press)
    let router = PointerRouter()
    router.handle(PointerEvent(phase: .down, id: 1, location: Point(x: 10, y: 20), time: 0), in: root)
    router.handle(PointerEvent(phase: .down, id: 2, location: Point(x: 150, y: 60), time: 0.01), in: root)
    router.handle(PointerEvent(phase: .move, id: 1, location: Point(x: 40, y: 20), time: 0.02), in: root)
    router.handle(PointerEvent(phase: .up, id: 1, location: Point(x: 40, y: 20), time: 0.03), in: root)
    router.handle(PointerEvent(phase: .up, id: 2, location: Point(x: 150, y: 60), time: 0.04), in: root)
    #expect(presses == [Point(x: 10, y: 20), Point(x: 150, y: 60)])
    #expect(press.state == .possible)
  }
}
