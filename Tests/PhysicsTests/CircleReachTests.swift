import Geometry
import Testing

@testable import Physics

/// The broad phase drops pairs of circles that `CircleReach` says cannot touch; the narrow phase
/// must never have found a contact for any of them.
@Suite struct CircleReachTests {
  /// A moving circle as both the test's oracle and `CircleReach` see it.
  private struct Ball {
    var center: Point
    var radius: Double
    var velocity: Vector
    var spin: Double
    var isDynamic: Bool

    var reach: CircleReach {
      CircleReach(
        center: center, radius: radius, bodyCenter: center, velocity: velocity, spin: spin, size: radius,
        isDynamic: isDynamic)
    }
  }

  private static let dt = 1.0 / 60
  private static let margin = 1.0

  /// Whether the narrow phase gives the pair a manifold: its speculative margin (the margin plus
  /// how fast the two approach, along the line between the centres for two dynamic bodies) and
  /// `Collide.circles`.
  private func narrowPhaseTouches(_ a: Ball, _ b: Ball) -> Bool {
    let relative = a.velocity - b.velocity
    let spin = abs(a.spin) * a.radius + abs(b.spin) * b.radius
    let approach =
      a.isDynamic && b.isDynamic
      ? max(0, relative.dot((b.center - a.center).normalized)) + spin : relative.length + spin
    let speculative = Self.margin + approach * Self.dt
    return Collide.circles(a.center, a.radius, b.center, b.radius, speculative: speculative).count > 0
  }

  private func mayTouch(_ a: Ball, _ b: Ball) -> Bool {
    CircleReach.mayTouch(a.reach, b.reach, dt: Self.dt, margin: Self.margin)
  }

  @Test func everyPairTheNarrowPhaseKeepsIsKeptAndMostOthersAreDropped() {
    var random = SeededRandom(seed: 7)
    var balls: [Ball] = []
    for k in 0..<400 {
      let speed = [0.0, 50, 800, 5_000][k % 4]
      balls.append(
        Ball(
          center: Point(x: random.nextDouble(in: 0, 200), y: random.nextDouble(in: 0, 200)),
          radius: random.nextDouble(in: 1, 12),
          velocity: Vector(dx: random.nextDouble(in: -speed, speed), dy: random.nextDouble(in: -speed, speed)),
          spin: random.nextDouble(in: -30, 30), isDynamic: k % 7 != 0))
    }
    var touching = 0
    var dropped = 0
    for i in balls.indices {
      for j in balls.indices where j != i {
        let touches = narrowPhaseTouches(balls[i], balls[j])
        let kept = mayTouch(balls[i], balls[j])
        #expect(!touches || kept, "pair \(i), \(j) has a contact but was dropped")
        #expect(kept == mayTouch(balls[j], balls[i]), "pair \(i), \(j) is not symmetric")
        if touches { touching += 1 }
        if !kept { dropped += 1 }
      }
    }
    // Far more pairs are apart than touch; the test must drop nearly all of those.
    let pairs = balls.count * (balls.count - 1)
    #expect(touching > 0)
    #expect(dropped > (pairs - touching) * 9 / 10)
  }

  @Test func pairsAtTheEdgeOfTheMarginAreKept() {
    // Gaps a hair inside the speculative margin, at rest and closing, in several directions.
    for angle in stride(from: 0.0, to: 6.3, by: 0.37) {
      let direction = Vector(angle: angle)
      for closing in [0.0, 120, 9_000] {
        let a = Ball(center: Point(x: 3, y: -7), radius: 5, velocity: direction * closing, spin: 0, isDynamic: true)
        let gap = Self.margin + closing * Self.dt
        for nudge in [-1e-12, 0, 1e-12] {
          let distance = 5 + 2.5 + gap * (1 + nudge)
          let b = Ball(
            center: a.center + direction * distance, radius: 2.5, velocity: .zero, spin: 0, isDynamic: true)
          #expect(!narrowPhaseTouches(a, b) || mayTouch(a, b), "angle \(angle), closing \(closing), nudge \(nudge)")
        }
        let far = Ball(
          center: a.center + direction * (5 + 2.5 + gap + 0.01), radius: 2.5, velocity: .zero, spin: 0,
          isDynamic: true)
        #expect(!mayTouch(a, far), "angle \(angle), closing \(closing): apart by 0.01 beyond the margin")
      }
    }
  }

  @Test func shapesThatAreNotCirclesAndPositionsNotNumbersAreKept() {
    let ball = Ball(center: .zero, radius: 1, velocity: .zero, spin: 0, isDynamic: true).reach
    let farBox = CircleReach()
    #expect(CircleReach.mayTouch(ball, farBox, dt: Self.dt, margin: Self.margin))
    let lost = Ball(center: Point(x: .nan, y: 0), radius: 1, velocity: .zero, spin: 0, isDynamic: true).reach
    #expect(CircleReach.mayTouch(ball, lost, dt: Self.dt, margin: Self.margin))
    let racing = Ball(
      center: Point(x: 1e6, y: 0), radius: 1, velocity: Vector(dx: -.infinity, dy: 0), spin: 0, isDynamic: true)
    #expect(CircleReach.mayTouch(ball, racing.reach, dt: Self.dt, margin: Self.margin))
  }

  @Test func aLatticeCrowdHandsTheNarrowPhaseOnlyItsContacts() {
    // Diagonal neighbours' boxes overlap at their corners, but the balls are 13.4 points apart,
    // beyond the margin. Above the sweep's limit the grid drops those pairs.
    let count = PhysicsWorld.sweepAndPruneLimit + 100
    let world = LatticeCrowd.world(count)
    let side = Int(Double(count).squareRoot().rounded(.up))
    world.step(dt: Self.dt)
    #expect(world.profile.contacts > 2 * count - 4 * side)
    #expect(world.profile.candidatePairs == world.profile.contacts)
  }
}
