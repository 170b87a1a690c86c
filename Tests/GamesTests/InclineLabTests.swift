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
    change(lab, "release")
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
    var turned = 0.0
    for _ in 0..<36 {
      let before = ball.rotation
      lab.update(dt: 1.0 / 60)
      // Angles wrap at ±π: a frame turns the ball far less than half a turn.
      var delta = ball.rotation - before
      if delta > Trig.pi { delta -= 2 * Trig.pi }
      if delta < -Trig.pi { delta += 2 * Trig.pi }
      turned += delta
    }
    let moved = ball.center - start
    #expect(moved.dot(lab.downhill) > 20)
    #expect(moved.dy > 0)
    // Rolling, not sliding: it turns clockwise on screen going right, anticlockwise going left,
    // by the distance travelled over its radius.
    #expect(turned * slope > 0)
    let rolled = moved.length / (ball.bounds.width / 2)
    #expect(abs(abs(turned) - rolled) < 0.1 * rolled)
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

  @Test(arguments: [Size(width: 390, height: 640), Size(width: 1100, height: 760)])
  func aDroppedBallsRollIsMeasuredOnceItHasLandedWithinTwoPercent(size: Size) {
    let lab = InclineLab(size: size)
    change(lab, "slope=25")
    run(lab, seconds: 1)
    change(lab, "drop")
    run(lab, seconds: 2.5)
    let theory = lab.theoreticalAcceleration
    let measured = lab.measuredAcceleration ?? 0
    #expect(abs(measured - theory) < 0.02 * theory)
  }

  @Test func dropAddsBallsUpToTheLimitAndResetLeavesOne() {
    let lab = scene(slope: 20)
    for _ in 0..<(InclineLab.maximumBalls + 3) {
      change(lab, "drop")
      lab.update(dt: 1.0 / 60)
    }
    #expect(lab.balls.count == InclineLab.maximumBalls)
    #expect(lab.rootView.subviews.count == InclineLab.maximumBalls + 3)
    change(lab, "reset")
    #expect(lab.balls.count == 1)
    #expect(lab.perform(.drop))
    #expect(lab.balls.count == 2)
    #expect(!lab.perform(.replay), "replay is the animation examples'")
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
    for size in [
      Size(width: 320, height: 400), Size(width: 390, height: 560), Size(width: 844, height: 250),
      Size(width: 1024, height: 700),
    ] {
      let lab = InclineLab(size: size)
      for slope in [-45.0, 0, 45] {
        change(lab, "slope=\(slope)")
        for _ in 0..<120 where lab.slope != slope { lab.update(dt: 1.0 / 60) }
        #expect(lab.slope == slope)
        let g = lab.geometry
        #expect(g.baseLeft >= 0 && g.baseRight <= size.width)
        #expect(g.highEnd.y > 0 && g.groundY < size.height)
        // The waiting ball sits wholly on the canvas, above the ground.
        let ball = lab.balls[0]
        #expect(ball.center.y - ball.bounds.height / 2 > 0 && ball.center.y < g.groundY)
      }
    }
  }

  @Test(arguments: [
    Size(width: 320, height: 400), Size(width: 390, height: 640), Size(width: 844, height: 250),
    Size(width: 1180, height: 700),
  ])
  func theWaitingBallRestsOnTheSlopeAfterEveryResize(size: Size) {
    let lab = InclineLab()
    for canvas in [size, Size(width: size.height, height: size.width), size] {
      lab.resize(to: canvas)
      run(lab, seconds: 1)
      let ball = lab.balls[0]
      let g = lab.geometry
      #expect(lab.waitingBall === ball)
      #expect(lab.ballBehavior.linearVelocity(for: ball).length < 1)
      #expect(g.isOverBase(ball.center.x))
      #expect(abs(g.heightAboveSlope(ball.center) - ball.bounds.width / 2) < 1)
      #expect(lab.measuredAcceleration == nil)
      #expect(lab.controls["measured"]?.text == "let the ball roll")
    }
  }

  @Test func aRollingBallStaysPutThroughAResize() {
    let lab = InclineLab(size: Size(width: 390, height: 640))
    change(lab, "release")
    run(lab, seconds: 0.3)
    lab.resize(to: Size(width: 844, height: 250))
    var fastest = 0.0
    for _ in 0..<30 {
      lab.update(dt: 1.0 / 60)
      fastest = max(fastest, lab.ballBehavior.linearVelocity(for: lab.balls[0]).length)
    }
    // Put back at rest on the slope, it rolls on from rest: nothing flings it.
    #expect(fastest < 300)
    #expect(lab.balls[0].center.y < lab.geometry.groundY)
  }

  @Test func theTriangleStandsOnTheGroundWithItsRightAngleUnderTheHighEnd() {
    let right = InclineGeometry(size: Size(width: 400, height: 600), slope: 30)
    #expect(right.lowEnd.y == right.groundY && right.lowEnd.x == right.baseRight)
    #expect(right.highEnd.x == right.baseLeft && right.highEnd.y < right.groundY)
    #expect(abs((right.lowEnd - right.highEnd).length - right.slopeLength) < 1e-9)
    #expect(right.upward.dy < 0 && right.upward.dx > 0)
    let left = InclineGeometry(size: Size(width: 400, height: 600), slope: -30)
    #expect(left.highEnd.x == left.baseRight && left.lowEnd.x == left.baseLeft)
    #expect(left.upward.dy < 0 && left.upward.dx < 0)
    #expect(InclineGeometry(size: Size(width: 400, height: 600), slope: 80).slope == 45)
  }

  @Test func theReadoutWaitsForARollAndKeepsItsReading() {
    let lab = InclineLab(size: Size(width: 390, height: 640))
    run(lab, seconds: 1)
    #expect(lab.measuredAcceleration == nil)
    change(lab, "release")
    run(lab, seconds: 3)
    // The ball has reached the ground: the reading of its roll stays.
    let reading = lab.measuredAcceleration
    #expect(reading != nil)
    #expect(abs((reading ?? 0) - lab.theoreticalAcceleration) < 0.02 * lab.theoreticalAcceleration)
    change(lab, "reset")
    #expect(lab.measuredAcceleration == nil)
  }
}
