import Geometry
import Testing

@testable import Games

@Suite struct PongComputerPlayerTests {
  @Test func predictionFoldsOffTheSideWalls() {
    var random = SeededRandom(seed: 5)
    for _ in 0..<1000 {
      var p = Point(x: random.nextDouble(in: 10, 380), y: random.nextDouble(in: 200, 600))
      var v = Vector(dx: random.nextDouble(in: -900, 900), dy: -random.nextDouble(in: 100, 900))
      let predicted = PongComputerPlayer.predictedX(ball: p, velocity: v, lineY: 40, minX: 10, maxX: 380)!
      let dt = 1e-4
      while p.y > 40 {
        p += v * dt
        if p.x < 10 {
          p.x = 20 - p.x
          v.dx = -v.dx
        }
        if p.x > 380 {
          p.x = 760 - p.x
          v.dx = -v.dx
        }
      }
      #expect(abs(predicted - p.x) < 1)
    }
  }

  @Test func ballMovingAwayMeansNoPrediction() {
    #expect(
      PongComputerPlayer.predictedX(
        ball: Point(x: 100, y: 300), velocity: Vector(dx: 50, dy: 300), lineY: 40, minX: 0, maxX: 390) == nil)
  }

  @Test func paddleMovesTowardTheBallAtLimitedSpeed() {
    let ai = PongComputerPlayer()
    let next = ai.nextX(
      current: 300, ball: Point(x: 100, y: 400), velocity: Vector(dx: 0, dy: -500),
      lineY: 40, courtWidth: 390, ballRadius: 8, dt: 1.0 / 60)
    #expect(next < 300)
    #expect(abs(300 - next - ai.maximumSpeedFactor * 390 / 60) < 1e-9)
    let arrived = ai.nextX(
      current: 100.5, ball: Point(x: 100, y: 400), velocity: Vector(dx: 0, dy: -500),
      lineY: 40, courtWidth: 390, ballRadius: 8, dt: 1.0 / 60)
    #expect(arrived == 100)
  }
}
