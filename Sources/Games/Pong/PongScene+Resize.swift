import Geometry
import Stage

extension PongScene {
  /// Where the ball goes as the court is resized: at the same share of the court's width, and
  /// between the same lines (the edges and the paddles' centre lines, `oldLines` on the old court)
  /// at the same fraction of the way; a ball that was between the paddles stays clear of both.
  func keptBallCenter(oldLines: [Double], scaleX: Double, wasBetween: Bool) -> Point {
    let r = ball.bounds.width / 2
    let lines = [0, opponentPaddle.center.y, playerPaddle.center.y, rootView.bounds.height]
    var y = CourtMap(from: oldLines, to: lines)(ball.center.y)
    if wasBetween {
      let reach = playerPaddle.bounds.height / 2 + r + 0.5
      y = min(max(y, lines[1] + reach), lines[2] - reach)
    }
    return Point(x: min(max(ball.center.x * scaleX, r), rootView.bounds.width - r), y: y)
  }
}
