import Geometry
import Stage
import Testing

@testable import GameKit
@testable import Games

/// Pong turned mid-rally: the ball keeps its place between the paddles and its pace, and nobody
/// scores because the screen turned.
@Suite struct PongCourtScaleTests {
  /// The courts a screen turns between.
  static let turns = [
    (Size(width: 390, height: 844), Size(width: 844, height: 390)),
    (Size(width: 844, height: 390), Size(width: 390, height: 844)),
    (Size(width: 320, height: 568), Size(width: 2560, height: 1440)),
    (Size(width: 2560, height: 1440), Size(width: 844, height: 390)),
  ]

  /// Matches of the autopilot against the computer, each turned at one of many moments of a rally.
  /// Right after the turn the ball is on the court, between the paddles and clear of both if it was
  /// between them, going the same way at the new court's pace; the paddles jump to their new places
  /// rather than sweep the court, so a ball that was between them scores no point in the next frame.
  @Test(arguments: turns.indices)
  func turningMidRallyScoresNoPoint(turn: Int) {
    let (from, to) = Self.turns[turn]
    for seed in UInt64(1)...3 {
      for frame in stride(from: 20, through: 900, by: 19) {
        let turned = rally(seed: seed, size: from, frames: frame)
        guard turned.game.winner == nil, turned.game.phase == .playing else { continue }
        let moment = "seed \(seed) frame \(frame) \(from.width)×\(from.height) → \(to.width)×\(to.height)"
        let between =
          turned.ball.center.y > turned.opponentPaddle.center.y && turned.ball.center.y < turned.playerPaddle.center.y
        let velocity = turned.ballBehavior.linearVelocity(for: turned.ball)
        let pace = velocity.length / turned.serveSpeed
        turned.resize(to: to)
        let ball = turned.ball
        let r = ball.bounds.width / 2
        #expect(ball.center.x >= r - 1e-9 && ball.center.x <= to.width + 1e-9 - r, "\(moment)")
        if between {
          #expect(ball.frame.minY >= turned.opponentPaddle.frame.maxY, "\(moment)")
          #expect(ball.frame.maxY <= turned.playerPaddle.frame.minY, "\(moment)")
        }
        let turnedVelocity = turned.ballBehavior.linearVelocity(for: ball)
        #expect(abs(turnedVelocity.length / turned.serveSpeed - pace) < 1e-3, "\(moment)")
        #expect(turnedVelocity.dx * velocity.dx >= 0 && turnedVelocity.dy * velocity.dy > 0, "\(moment)")
        let points = turned.game.playerScore + turned.game.opponentScore
        turned.update(dt: 1.0 / 60)
        if between { #expect(turned.game.playerScore + turned.game.opponentScore == points, "\(moment)") }
      }
    }
  }

  /// A match on `size` with the autopilot serving and playing for `frames` frames.
  private func rally(seed: UInt64, size: Size, frames: Int) -> PongScene {
    let scene = PongScene(seed: seed, size: size)
    scene.playerAutopilot = true
    for _ in 0..<frames {
      if scene.game.isWaitingForServe {
        scene.key(.space, isDown: true)
        scene.key(.space, isDown: false)
      }
      scene.update(dt: 1.0 / 60)
    }
    return scene
  }
}
