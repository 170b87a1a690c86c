import Testing

@testable import Motion

/// Timing curves and springs match their definitions.
@Suite struct TimingTests {
  /// y at x for a Bézier, by brute force: sample the parameter finely and interpolate.
  private func bruteForce(_ c: CubicBezier, _ x: Double) -> Double {
    func point(_ t: Double) -> (Double, Double) {
      let u = 1 - t
      return (
        3 * u * u * t * c.x1 + 3 * u * t * t * c.x2 + t * t * t, 3 * u * u * t * c.y1 + 3 * u * t * t * c.y2 + t * t * t
      )
    }
    let n = 20_000
    var previous = point(0)
    for i in 1...n {
      let p = point(Double(i) / Double(n))
      if p.0 >= x {
        let f = p.0 > previous.0 ? (x - previous.0) / (p.0 - previous.0) : 0
        return previous.1 + f * (p.1 - previous.1)
      }
      previous = p
    }
    return 1
  }

  @Test func namedCurvesAreTheCSSCurvesAtManyPoints() {
    let css: [(CubicBezier, CubicBezier)] = [
      (.easeInOut, CubicBezier(0.42, 0, 0.58, 1)), (.easeIn, CubicBezier(0.42, 0, 1, 1)),
      (.easeOut, CubicBezier(0, 0, 0.58, 1)), (.linear, CubicBezier(0, 0, 1, 1)),
    ]
    for (named, definition) in css {
      for i in 0...200 {
        let x = Double(i) / 200
        #expect(abs(named.progress(at: x) - bruteForce(definition, x)) < 1e-4)
      }
    }
    #expect(CubicBezier.linear.progress(at: 0.37) == 0.37)
  }

  @Test func anyBezierIsSolvedAccurately() {
    for curve in [CubicBezier(0.17, 0.67, 0.83, 0.67), CubicBezier(0.68, -0.55, 0.27, 1.55), CubicBezier(1, 0, 0, 1)] {
      for i in 1..<100 {
        let x = Double(i) / 100
        #expect(abs(curve.progress(at: x) - bruteForce(curve, x)) < 1e-4)
      }
    }
    #expect(CubicBezier.easeIn.progress(at: 0.3) < 0.3)
    #expect(CubicBezier.easeOut.progress(at: 0.3) > 0.3)
    #expect(CubicBezier.easeInOut.progress(at: -1) == 0)
    #expect(CubicBezier.easeInOut.progress(at: .nan) == 0)
  }

  @Test func criticallyDampedSpringNeverOvershootsAndSettlesInItsDuration() {
    let spring = Spring(dampingRatio: 1, settlingIn: 0.5)
    var peak = 0.0
    for i in 0...2000 { peak = max(peak, spring.value(at: Double(i) / 2000)) }
    #expect(peak <= 1)
    #expect(abs(spring.value(at: 0.5) - 1) < 0.002)
    #expect(spring.value(at: 0.05) > 0.05)
  }

  @Test func lightlyDampedSpringOvershootsThenSettles() {
    let spring = Spring(dampingRatio: 0.3, settlingIn: 1)
    var peak = 0.0
    for i in 0...2000 { peak = max(peak, spring.value(at: Double(i) / 2000)) }
    #expect(peak > 1.2)
    #expect(abs(spring.value(at: 1) - 1) < 0.002)
  }

  @Test func physicalSpringRingsAtItsNaturalFrequency() {
    // m = 1, k = 400 → ω₀ = 20 rad/s; light damping: zero crossings of y − 1 every π/ω_d.
    let spring = Spring(mass: 1, stiffness: 400, damping: 2)
    #expect(abs(spring.angularFrequency - 20) < 1e-12)
    #expect(abs(spring.dampingRatio - 0.05) < 1e-12)
    let wd = 20 * (1 - 0.0025).squareRoot()
    var crossings: [Double] = []
    var previous = spring.value(at: 0) - 1
    for i in 1...20_000 {
      let t = Double(i) / 10_000
      let y = spring.value(at: t) - 1
      if (previous < 0) != (y < 0) { crossings.append(t) }
      previous = y
    }
    #expect(crossings.count > 4)
    #expect(abs((crossings[4] - crossings[0]) / 4 - Double.pi / wd) < 1e-3)
    #expect(spring.settlingDuration > 5 && spring.settlingDuration < 8)
  }

  @Test func overDampedSpringWithInitialVelocityMovesAtThatSpeedFirst() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 40, initialVelocity: 5)
    #expect(abs(spring.value(at: 1e-5) / 1e-5 - 5) < 0.01)
    #expect(spring.value(at: 5) > 0.99)
  }
}
