import Testing

@testable import Geometry

@Suite struct PathTests {
  @Test func rectangleFlattensToAClosedRing() {
    let lines = Path(rect: Rect(x: 0, y: 0, width: 10, height: 5)).polylines()
    #expect(lines.count == 1)
    #expect(lines[0].first == lines[0].last)
    #expect(lines[0].count == 5)
  }

  @Test func ovalPointsLieOnTheEllipse() {
    let r = Rect(x: 10, y: 20, width: 40, height: 20)
    for p in Path(ovalIn: r).polylines(segmentsPerCurve: 16)[0] {
      let u = (p.x - r.midX) / 20
      let v = (p.y - r.midY) / 10
      #expect(abs(u * u + v * v - 1) < 0.001)
    }
  }

  @Test func boundingBoxCoversRoundedRect() {
    let r = Rect(x: -5, y: 2, width: 30, height: 12)
    #expect(Path(roundedRect: r, cornerRadius: 4).boundingBox == r)
  }

  @Test func openSubpathsStaySeparate() {
    var p = Path()
    p.move(to: .zero)
    p.addLine(to: Point(x: 1, y: 0))
    p.move(to: Point(x: 5, y: 5))
    p.addQuadCurve(to: Point(x: 7, y: 5), control: Point(x: 6, y: 3))
    let lines = p.polylines(segmentsPerCurve: 4)
    #expect(lines.count == 2)
    #expect(lines[1].count == 5)
    #expect(lines[1].last == Point(x: 7, y: 5))
  }
}
