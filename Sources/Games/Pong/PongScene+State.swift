import Dynamics
import GameKit
import Geometry
import Stage

extension PongScene {
  /// Writes the match as JSON: court, ball, paddles, scores, phase, whether it waits for a player
  /// (and is held mid-rally), whether a second person plays, and the rally.
  public func writeState(to json: inout JSONWriter) {
    let v = ballBehavior.linearVelocity(for: ball)
    json.object { o in
      o.field("game") { $0.string(gameID) }
      o.field("court") { c in
        c.object { f in
          f.field("width") { $0.number(rootView.bounds.width) }
          f.field("height") { $0.number(rootView.bounds.height) }
        }
      }
      o.field("ball") { b in
        b.object { f in
          f.field("x") { $0.number(ball.center.x) }
          f.field("y") { $0.number(ball.center.y) }
          f.field("vx") { $0.number(v.dx) }
          f.field("vy") { $0.number(v.dy) }
          f.field("size") { $0.number(ball.bounds.width) }
        }
      }
      o.field("player") { writePaddle(playerPaddle, score: game.playerScore, to: &$0) }
      o.field("opponent") { writePaddle(opponentPaddle, score: game.opponentScore, to: &$0) }
      o.field("phase") { p in
        switch game.phase {
        case .serving: p.string("serving")
        case .playing: p.string("playing")
        case .over: p.string("over")
        }
      }
      o.field("winner") { w in
        if let winner = game.winner { w.string(winner.rawValue) } else { w.null() }
      }
      o.field("waiting") { $0.bool(isWaitingForPlayer) }
      o.field("held") { $0.bool(isHeld) }
      o.field("secondPlayer") { $0.bool(hasSecondPlayer) }
      o.field("rally") { $0.number(game.rally) }
      o.field("serveSpeed") { $0.number(serveSpeed) }
      o.field("time") { $0.number(animator.elapsedTime) }
    }
  }

  /// Scores and phase, e.g. `player 3 opponent 7 over winner=opponent`.
  public var summary: String {
    var line = "player \(game.playerScore) opponent \(game.opponentScore)"
    switch game.phase {
    case .serving: line += " serving"
    case .playing where isHeld: line += " held rally=\(game.rally)"
    case .playing: line += " playing rally=\(game.rally)"
    case .over(let winner): line += " over winner=\(winner.rawValue)"
    }
    return line
  }

  /// Mixes ball, paddles, scores, phase, rally, hold, opponent and simulated time into `hasher`.
  public func hashState(into hasher: inout StateHasher) {
    hasher.combine(ball.center)
    hasher.combine(ballBehavior.linearVelocity(for: ball))
    hasher.combine(playerPaddle.center)
    hasher.combine(opponentPaddle.center)
    hasher.combine(game.playerScore)
    hasher.combine(game.opponentScore)
    hasher.combine(game.rally)
    switch game.phase {
    case .serving(let side):
      hasher.combine(Int64(side == .player ? 1 : 2))
    case .playing: hasher.combine(Int64(3))
    case .over(let side): hasher.combine(Int64(side == .player ? 4 : 5))
    }
    hasher.combine(Int64((isHeld ? 1 : 0) + (hasSecondPlayer ? 2 : 0)))
    hasher.combine(animator.elapsedTime)
  }

  private func writePaddle(_ paddle: Stage.View, score: Int64, to json: inout JSONWriter) {
    json.object { f in
      f.field("x") { $0.number(paddle.center.x) }
      f.field("y") { $0.number(paddle.center.y) }
      f.field("width") { $0.number(paddle.bounds.width) }
      f.field("height") { $0.number(paddle.bounds.height) }
      f.field("score") { $0.number(score) }
    }
  }
}
