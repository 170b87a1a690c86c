import Geometry
import Testing

@testable import Stage

@Suite struct ViewTests {
  @Test func convertsThroughTransformsBothWays() {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let card = View(frame: Rect(x: 100, y: 100, width: 100, height: 50))
    card.transform = AffineTransform(rotationAngle: Trig.pi / 2)
    root.addSubview(card)
    let p = card.convert(Point(x: 100, y: 25), to: root)
    #expect(abs(p.x - 150) < 1e-9 && abs(p.y - 175) < 1e-9)
    let back = card.convert(p, from: root)
    #expect(abs(back.x - 100) < 1e-9 && abs(back.y - 25) < 1e-9)
  }

  @Test func layoutRunsWhenTheSizeChanges() {
    final class Counting: View {
      var layouts = 0
      override func layoutSubviews() { layouts += 1 }
    }
    let v = Counting(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    v.layoutIfNeeded()
    v.layoutIfNeeded()
    #expect(v.layouts == 1)
    v.center = Point(x: 40, y: 40)
    v.layoutIfNeeded()
    #expect(v.layouts == 1)
    v.bounds = Rect(x: 0, y: 0, width: 20, height: 10)
    v.layoutIfNeeded()
    #expect(v.layouts == 2)
  }
}
