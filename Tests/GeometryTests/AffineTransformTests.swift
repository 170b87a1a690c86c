import Testing

@testable import Geometry

@Suite struct AffineTransformTests {
  @Test func concatenationAppliesLeftFirst() {
    let t = AffineTransform(scaleX: 2, y: 3).concatenating(AffineTransform(translationX: 10, y: 20))
    #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 23))
  }

  @Test func inverseUndoesTheTransform() throws {
    let t = AffineTransform(rotationAngle: 0.7).concatenating(AffineTransform(translationX: 5, y: -3))
    let p = Point(x: 3.5, y: -8)
    let back = try #require(t.inverted()).apply(to: t.apply(to: p))
    #expect(abs(back.x - p.x) < 1e-12 && abs(back.y - p.y) < 1e-12)
    #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
  }

  @Test func rotationTurnsClockwiseOnScreen() {
    let p = AffineTransform(rotationAngle: Trig.pi / 2).apply(to: Point(x: 1, y: 0))
    #expect(abs(p.x) < 1e-15 && abs(p.y - 1) < 1e-15)
    #expect(abs(AffineTransform(rotationAngle: 0.3).rotationAngle - 0.3) < 1e-15)
  }
}
