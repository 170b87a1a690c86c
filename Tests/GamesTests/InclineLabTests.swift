import Geometry
import Stage
import Testing

@testable import Dynamics
@testable import Games

/// The Incline lab rolls balls downhill by physics and measures what theory predicts.
@Suite struct InclineLabTests {
  /// A lab whose plane has turned to `slope`, with one fresh ball at the top.
  private func scene(slope: Double) -> InclineLab {
    let lab = InclineLab(size: Size(width: 390, height: 600))
    change(lab, "slope=\(slope)")
    for _ in 0..<120 where lab.slope != slope { lab.update(dt: 1.0 / 60) }
    #expect(lab.slope == slope)
    change(lab, "reset")
    return lab
  }

  /// Applies `input` the way the app host does: validate, then tell the scene.
  private func change(_ lab: InclineLab, _ input: String) {
    for control in lab.controls.apply(input) { lab.controlChanged(control) }
  }

  private func run(_ lab: InclineLab, seconds: Double) {
    for _ in 0..<Int(seconds * 60) { lab.update(dt: 1.0 / 60) }
  }

  @Test(arguments: [20.0, -20.0])
  func theBallRollsDownhillWhicheverWayThePlaneLeans(slope: Double) {
    let lab = scene(slope: slope)
    let ball = lab.balls[0]
    let start = ball.center
    run(lab, seconds: 0.6)
    let moved = ball.center - start
    #expect(moved.dot(lab.downhill) > 20)
    #expect(moved.dy > 0)
    // Rolling, not sliding: it turns clockwise on screen going right, anticlockwise going left.
    #expect(ball.rotation * slope > 0.5 * abs(slope) / 20)
  }

  @Test(arguments: [10.0, 20.0, 30.0, -25.0])
  func measuredAccelerationMatchesRollingTheoryWithinTwoPercent(slope: Double) {
    let lab = scene(slope: slope)
    var readings: [Double] = []
    for _ in 0..<60 {
      lab.update(dt: 1.0 / 60)
      if let a = lab.measuredAcceleration { readings.append(a) }
    }
    let theory = 5.0 / 7.0 * 1000 * abs(Trig.sin(slope * Trig.pi / 180))
    #expect(abs(lab.theoreticalAcceleration - theory) < 1e-9)
    #expect(readings.count > 20)
    let measured = readings.last ?? 0
    #expect(abs(measured - theory) < 0.02 * theory)
    #expect(lab.controls["measured"]?.text == "\(Int(measured.rounded())) pt/s²")
  }

  @Test func aBallAtRestOnALevelPlaneRollsWhenTheSlopeChanges() {
    let lab = scene(slope: 0)
    run(lab, seconds: 2)
    let ball = lab.balls[0]
    let resting = ball.center
    run(lab, seconds: 1)
    #expect(ball.center.distance(to: resting) < 0.5)
    change(lab, "slope=-15")
    run(lab, seconds: 0.5)
    #expect(ball.center.x < resting.x - 10)
  }

  @Test func dropAddsBallsUpToTheLimitAndResetLeavesOne() {
    let lab = scene(slope: 20)
    for _ in 0..<(InclineLab.maximumBalls + 3) {
      change(lab, "drop")
      lab.update(dt: 1.0 / 60)
    }
    #expect(lab.balls.count == InclineLab.maximumBalls)
    #expect(lab.rootView.subviews.count == InclineLab.maximumBalls + 1)
    change(lab, "reset")
    #expect(lab.balls.count == 1)
    #expect(lab.perform("drop"))
    #expect(lab.balls.count == 2)
    #expect(!lab.perform("jump"))
  }

  @Test func rockingSwingsTheSlopeAndTheSliderFollows() {
    let lab = scene(slope: 0)
    change(lab, "rock=on")
    #expect(lab.controls["slope"]?.isEnabled == false)
    var seen: [Double] = []
    for _ in 0..<(6 * 60) {
      lab.update(dt: 1.0 / 60)
      seen.append(lab.slope)
    }
    #expect((seen.max() ?? 0) > 29)
    #expect((seen.min() ?? 0) < -29)
    #expect(lab.controls["slope"]?.number == lab.slope.rounded())
    change(lab, "rock=off")
    #expect(lab.controls["slope"]?.isEnabled == true)
  }

  @Test func slopeOutOfRangeIsClampedAndGarbageIgnored() {
    let lab = scene(slope: 20)
    change(lab, "slope=90")
    #expect(lab.targetSlope == 45)
    #expect(lab.controls["slope"]?.number == 45)
    change(lab, "slope=banana")
    #expect(lab.targetSlope == 45)
    change(lab, "slope=-1e9")
    #expect(lab.targetSlope == -45)
  }

  @Test func aBigSlopeChangeTurnsThePlaneBrisklyNotAtOnce() {
    let lab = scene(slope: 20)
    change(lab, "slope=-40")
    lab.update(dt: 1.0 / 60)
    #expect(abs(lab.slope - (20 - InclineLab.turnRate / 60)) < 1e-9)
    run(lab, seconds: 1)
    #expect(lab.slope == -40)
  }

  @Test func fitsPhoneAndTabletSizesAtEverySlope() {
    for size in [Size(width: 390, height: 560), Size(width: 560, height: 330), Size(width: 1024, height: 700)] {
      let lab = InclineLab(size: size)
      for slope in [-45.0, 0, 45] {
        change(lab, "slope=\(slope)")
        for _ in 0..<120 where lab.slope != slope { lab.update(dt: 1.0 / 60) }
        #expect(lab.slope == slope)
        // The plane's corners stay inside the canvas.
        let half = Vector(dx: lab.plane.bounds.width / 2, dy: lab.plane.bounds.height / 2)
        for corner in [
          Vector(dx: -half.dx, dy: -half.dy), Vector(dx: half.dx, dy: -half.dy), Vector(dx: 0, dy: half.dy),
        ] {
          let p = lab.plane.center + corner.rotated(by: lab.plane.rotation)
          #expect(p.x >= 0 && p.x <= size.width && p.y >= 0 && p.y <= size.height)
        }
      }
    }
  }
}
