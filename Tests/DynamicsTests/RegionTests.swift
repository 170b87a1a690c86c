import Dynamics
import Geometry
import Testing

@Suite struct RegionTests {
  @Test func basicShapes() {
    #expect(Region.infinite.contains(Point(x: 1e12, y: -1e12)))
    let box = Region(size: Size(width: 100, height: 40))
    #expect(box.contains(Point(x: 50, y: 20)))
    #expect(box.contains(Point(x: -50, y: -20)))
    #expect(!box.contains(Point(x: 51, y: 0)))
    #expect(!box.contains(Point(x: 0, y: 21)))
    let disc = Region(radius: 10)
    #expect(disc.contains(Point(x: 6, y: 8)))
    #expect(!disc.contains(Point(x: 7.1, y: 7.1)))
    #expect(!Region(radius: .nan).contains(.zero))
    #expect(!Region(radius: -1).contains(.zero))
    #expect(!Region.infinite.inverse().contains(.zero))
  }

  @Test func combinations() {
    let big = Region(radius: 100)
    let small = Region(radius: 50)
    let wide = Region(size: Size(width: 300, height: 20))
    let ring = big.byDifference(from: small)
    #expect(ring.contains(Point(x: 75, y: 0)))
    #expect(!ring.contains(Point(x: 25, y: 0)))
    #expect(!ring.contains(Point(x: 125, y: 0)))
    #expect(small.inverse().contains(Point(x: 75, y: 0)))
    #expect(!small.inverse().contains(.zero))
    let cross = big.byUnion(with: wide)
    #expect(cross.contains(Point(x: 140, y: 0)))
    #expect(cross.contains(Point(x: 0, y: 90)))
    #expect(!cross.contains(Point(x: 140, y: 50)))
    let band = big.byIntersection(with: wide)
    #expect(band.contains(Point(x: 90, y: 5)))
    #expect(!band.contains(Point(x: 140, y: 0)))
    #expect(!band.contains(Point(x: 0, y: 50)))
    #expect(ring == big.byDifference(from: small))
  }
}
