import Geometry
import Stage
import Testing

@testable import Games

/// The Incline's plane rocking under its balls, stepped frame by frame: a ball rolling on it stays
/// on its surface, no ball jumps, and the waiting ball keeps to the high end, rolling over to it
/// when the slope passes level instead of appearing there.
@Suite struct InclineRockingTests {
  /// How far a ball on the plane may be from resting on its surface, in points: the solver lets a
  /// resting ball sink into what it rests on by up to its slop, 0.25 pt.
  static let onSurface = 0.5
  /// A phone's canvas and a desktop's.
  static let sizes = [Size(width: 390, height: 640), Size(width: 1100, height: 760)]

  /// The farthest a ball may move in one frame at 60 frames a second, in points: what a fall
  /// from the top of the canvas to the ground gives, √(2·g·height) — about 19 pt on a phone. The
  /// waiting ball jumping across the plane moved 260 pt (phone) and 544 pt (desktop) in one frame.
  static func longestFrameStep(_ size: Size) -> Double {
    (2 * InclineLab.gravity * size.height).squareRoot() / 60
  }

  private func change(_ lab: InclineLab, _ input: String) {
    for control in lab.controls.apply(input) { lab.controlChanged(control) }
  }

  /// Rocks a lab of `size` for 12 s, letting the waiting ball roll `releaseAt` seconds in and
  /// dropping a ball at each of `drops` (seconds), and watches every frame.
  private func rock(_ size: Size, releaseAt: Double, drops: [Double] = []) -> Watch {
    let lab = InclineLab(size: size)
    change(lab, "rock=on")
    var watch = Watch()
    for frame in 0..<(12 * 60) {
      let t = Double(frame) / 60
      if abs(t - releaseAt) < 0.5 / 60 { change(lab, "release") }
      if drops.contains(where: { abs(t - $0) < 0.5 / 60 }) { change(lab, "drop") }
      lab.update(dt: 1.0 / 60)
      watch.look(at: lab)
    }
    return watch
  }

  @Test(arguments: sizes)
  func aBallRollingOnTheRockingPlaneStaysOnItsSurface(size: Size) {
    var worst = 0.0
    var atLevel = 0
    var atSteepest = 0
    // Let go at every phase of the swing: rising, at the ends, falling, across level.
    for releaseAt in stride(from: 0.0, to: 6.0, by: 0.5) {
      let watch = rock(size, releaseAt: releaseAt)
      worst = max(worst, watch.worstOffSurface)
      atLevel += watch.framesOnPlaneAtLevel
      atSteepest += watch.framesOnPlaneAtSteepest
    }
    #expect(worst <= InclineRockingTests.onSurface, "a rolling ball was \(worst) pt off the plane's surface")
    // The rolling balls were watched on the plane as it passed level and at its steepest.
    #expect(atLevel > 10 && atSteepest > 10, "watched at level \(atLevel) frames, at the steepest \(atSteepest)")
  }

  @Test(arguments: sizes)
  func noBallJumpsWhileThePlaneRocks(size: Size) {
    var worst = 0.0
    for releaseAt in stride(from: 0.0, to: 6.0, by: 0.5) {
      let watch = rock(size, releaseAt: releaseAt, drops: [1, 2.5, 4, 5.5, 7])
      worst = max(worst, watch.worstFrameStep)
    }
    #expect(worst <= InclineRockingTests.longestFrameStep(size), "a ball moved \(worst) pt in one frame")
  }

  @Test(arguments: sizes)
  func theWaitingBallKeepsToTheHighEndAsThePlaneRocks(size: Size) {
    let lab = InclineLab(size: size)
    change(lab, "rock=on")
    let ball = lab.balls[0]
    let r = ball.bounds.width / 2
    var previous = (slope: lab.slope, center: ball.center)
    var crossings = 0
    var steepChecks = (right: 0, left: 0)
    // Past level twice: 20° up to 30°, down through level to −30°, and back up through level.
    for _ in 0..<(7 * 60) {
      lab.update(dt: 1.0 / 60)
      let g = lab.geometry
      #expect(lab.waitingBall === ball)
      #expect(abs(g.heightAboveSlope(ball.center) - r) < 1e-6, "the waiting ball rests on the plane")
      let step = ball.center.distance(to: previous.center)
      #expect(step <= InclineRockingTests.longestFrameStep(size), "at slope \(lab.slope)° it moved \(step) pt")
      if (previous.slope > 0) != (lab.slope > 0) {
        crossings += 1
        // Passing level, the ball is still by the end it waited at: it has not jumped across.
        let fromOldEnd = previous.slope > 0 ? ball.center.x - g.baseLeft : g.baseRight - ball.center.x
        #expect(fromOldEnd < 0.25 * g.baseWidth, "passing level the ball is \(fromOldEnd) pt from its end")
      }
      if abs(lab.slope) > 29 {
        // At the swing's ends it waits at the top, as a fresh ball would.
        let top = g.restingCenter(diameter: 2 * r, distance: InclineLab.waitingDistance * 2 * r)
        #expect(ball.center.distance(to: top) < 0.5, "at slope \(lab.slope)° the ball is not at the top")
        if lab.slope > 0 { steepChecks.right += 1 } else { steepChecks.left += 1 }
      }
      previous = (lab.slope, ball.center)
    }
    #expect(crossings == 2)
    #expect(steepChecks.right > 0 && steepChecks.left > 0)
  }

  @Test func onALevelPlaneTheWaitingBallKeepsTheEndItWaitedAt() {
    let lab = InclineLab(size: Size(width: 390, height: 640))
    let ball = lab.balls[0]
    let middle = lab.geometry.size.width / 2
    for (slope, atLeft) in [(0.0, true), (-10, false), (0, false), (10, true)] {
      change(lab, "slope=\(slope)")
      for _ in 0..<90 { lab.update(dt: 1.0 / 60) }
      #expect(lab.slope == slope)
      #expect((ball.center.x < middle) == atLeft, "at \(slope)° the ball waits at x \(ball.center.x)")
      #expect(lab.waitingSpot.speed == 0, "it has come to rest")
    }
  }

  @Test func switchedOffTheSwingComesToRestAtLevelOrAnEndWithoutAJerk() {
    let lab = InclineLab(size: Size(width: 1100, height: 760))
    change(lab, "rock=on")
    var slopes = [lab.slope]
    for frame in 0..<(6 * 60) {
      if frame == 80 { change(lab, "rock=off") }
      lab.update(dt: 1.0 / 60)
      slopes.append(lab.slope)
    }
    #expect(lab.swing == nil)
    #expect([-30.0, 0, 30].contains(lab.slope), "it came to rest at \(lab.slope)°")
    #expect(lab.controls["slope"]?.number == lab.slope)
    #expect(lab.controls["slope"]?.isEnabled == true)
    // The plane's turning speed changes gradually: from rest when switched on, to rest when off.
    var jerk = 0.0
    for k in 2..<slopes.count {
      jerk = max(jerk, abs((slopes[k] - slopes[k - 1]) - (slopes[k - 1] - slopes[k - 2])))
    }
    // 2·amplitude·(2π/period)² ≈ 66°/s² is the swing's sharpest change of speed: 0.018° a frame².
    #expect(jerk < 0.03, "the turn changed by \(jerk)° a frame in one frame")
  }
}

/// Follows every ball of a lab frame by frame: how far those rolling on the plane are from its
/// surface, and how far any ball moves in one frame.
private struct Watch {
  /// The farthest a rolling ball over the plane was from resting on its surface, in points.
  private(set) var worstOffSurface = 0.0
  /// The farthest any ball moved in one frame, in points.
  private(set) var worstFrameStep = 0.0
  /// Frames in which a rolling ball was watched on the plane with the slope within 1° of level.
  private(set) var framesOnPlaneAtLevel = 0
  /// Frames in which a rolling ball was watched on the plane with the slope within 1° of its swing's end.
  private(set) var framesOnPlaneAtSteepest = 0
  private var last: [ObjectIdentifier: Point] = [:]

  mutating func look(at lab: InclineLab) {
    let g = lab.geometry
    for ball in lab.balls {
      let id = ObjectIdentifier(ball)
      if let p = last[id] { worstFrameStep = max(worstFrameStep, p.distance(to: ball.center)) }
      last[id] = ball.center
      guard ball !== lab.waitingBall else { continue }
      let r = ball.bounds.width / 2
      let along = (ball.center - g.leftEnd).dot(g.rightward)
      let height = g.heightAboveSlope(ball.center)
      // Over the plane and above it, clear of its ends, where a ball rolls off the foot onto the
      // ground or falls off the top (balls on the ground under the raised end are below it).
      guard along > r && along < g.slopeLength - 2 * r && height > 0 else { continue }
      worstOffSurface = max(worstOffSurface, abs(height - r))
      if abs(lab.slope) < 1 { framesOnPlaneAtLevel += 1 }
      if abs(lab.slope) > 29 { framesOnPlaneAtSteepest += 1 }
    }
  }
}
