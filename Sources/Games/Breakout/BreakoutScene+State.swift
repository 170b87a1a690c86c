import Dynamics
import GameKit
import Geometry
import Stage

extension BreakoutScene {
  /// Writes `{"game":"breakout","score","lives","streak","paused","waiting","over","pushCooldown","pace",
  /// "gravity":{"x","y"},"paddle":{"x","y","width"},"balls":[{"x","y","vx","vy","radius","waiting"}],"bricks":[{"id","x","y","width","height","hitsLeft","kind"}]}`.
  public func writeState(to json: inout JSONWriter) {
    json.object { o in
      o.field("game") { $0.string(gameID) }
      o.field("score") { $0.number(game.scoring.score) }
      o.field("lives") { $0.number(game.scoring.lives) }
      o.field("streak") { $0.number(game.scoring.streak) }
      o.field("paused") { $0.bool(isPaused) }
      o.field("waiting") { $0.bool(isWaitingForPlayer) }
      o.field("over") { $0.bool(isOver) }
      o.field("pushCooldown") { $0.number(pushCooldownLeft) }
      o.field("pace") { $0.number(court.speedScale) }
      o.field("gravity") { g in
        g.object { f in
          f.field("x") { $0.number(gravity.gravityDirection.dx) }
          f.field("y") { $0.number(gravity.gravityDirection.dy) }
        }
      }
      o.field("paddle") { p in
        p.object { f in
          f.field("x") { $0.number(paddle.center.x) }
          f.field("y") { $0.number(paddle.center.y) }
          f.field("width") { $0.number(paddle.bounds.width) }
        }
      }
      o.field("balls") { list in
        list.array { a in
          for entry in balls {
            let v = ballBehavior.linearVelocity(for: entry.view)
            a.element { e in
              e.object { f in
                f.field("x") { $0.number(entry.view.center.x) }
                f.field("y") { $0.number(entry.view.center.y) }
                f.field("vx") { $0.number(v.dx) }
                f.field("vy") { $0.number(v.dy) }
                f.field("radius") { $0.number(entry.view.bounds.width / 2) }
                f.field("waiting") { $0.bool(entry.launchIn > 0) }
              }
            }
          }
        }
      }
      o.field("bricks") { list in
        list.array { a in
          for brick in game.wall.bricks {
            a.element { e in
              e.object { f in
                f.field("id") { $0.number(brick.id) }
                f.field("x") { $0.number(brick.frame.minX) }
                f.field("y") { $0.number(brick.frame.minY) }
                f.field("width") { $0.number(brick.frame.width) }
                f.field("height") { $0.number(brick.frame.height) }
                f.field("hitsLeft") { $0.number(brick.hitsLeft) }
                f.field("kind") { $0.string(BreakoutScene.kindName(brick.kind)) }
              }
            }
          }
        }
      }
    }
  }

  private static func kindName(_ kind: Brick.Kind) -> String {
    switch kind {
    case .plain: "plain"
    case .tough: "tough"
    case .extraBall: "extraBall"
    case .explosive: "explosive"
    }
  }

  /// Score, lives and bricks left.
  public var summary: String {
    "score \(game.scoring.score) lives \(game.scoring.lives) bricks \(game.wall.bricks.count)\(isOver ? " over" : "")"
  }

  /// Mixes the score, lives, bricks, paddle and every ball's place and velocity into `hasher`.
  public func hashState(into hasher: inout StateHasher) {
    hasher.combine(Int64(game.scoring.score))
    hasher.combine(Int64(game.scoring.lives))
    hasher.combine(Int64(game.wall.bricks.count))
    hasher.combine(paddle.center)
    hasher.combine(Int64(isPaused ? 1 : 0))
    for entry in balls {
      hasher.combine(entry.view.center)
      hasher.combine(ballBehavior.linearVelocity(for: entry.view))
    }
  }
}
