import Testing

@testable import Geometry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct TrigTests {
  @Test func sineAndCosineMatchLibmWithinTwoUlps() {
    var random = SeededRandom(seed: 1)
    for _ in 0..<200_000 {
      let x = random.nextDouble(in: -1000, 1000)
      #expect(abs(Trig.sin(x) - sin(x)) <= 2 * Double.ulpOfOne)
      #expect(abs(Trig.cos(x) - cos(x)) <= 2 * Double.ulpOfOne)
    }
  }

  @Test func arctangentMatchesLibmInEveryQuadrant() {
    var random = SeededRandom(seed: 2)
    for _ in 0..<200_000 {
      let y = random.nextDouble(in: -50, 50)
      let x = random.nextDouble(in: -50, 50)
      #expect(abs(Trig.atan2(y, x) - atan2(y, x)) <= 4 * Double.ulpOfOne)
    }
  }

  @Test func specialValues() {
    #expect(Trig.sin(0) == 0)
    #expect(Trig.cos(0) == 1)
    #expect(Trig.atan2(0, -1) == Trig.pi)
    #expect(Trig.atan2(1, 0) == Trig.pi / 2)
    #expect(Trig.atan2(-1, 0) == -Trig.pi / 2)
    #expect(Trig.sin(.infinity).isNaN)
    #expect(Trig.atan(.infinity) == Trig.pi / 2)
  }
}
