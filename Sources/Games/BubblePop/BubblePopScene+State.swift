import GameKit
import Geometry

extension BubblePopScene {
  /// Writes `{"game":"bubblepop","phase":…,"name":…,"timeRemaining":…,"score":…,"best":…,"bubbles":[…]}`;
  /// each bubble is `{"id","color","gold","x","y","radius"}` in canvas points.
  public func writeState(to json: inout JSONWriter) {
    json.object { o in
      o.field("game") { $0.string(gameID) }
      o.field("phase") { $0.string(phaseName) }
      o.field("paused") { $0.bool(isPaused) }
      o.field("name") { $0.string(runName?.text ?? "") }
      o.field("timeRemaining") { $0.number(game?.timeRemaining ?? settings.gameTime) }
      o.field("score") { $0.number(game?.score ?? 0) }
      o.field("best") { $0.number(bestScore) }
      o.field("newBest") { $0.bool(lastRunWasBest) }
      o.field("bubbles") { list in
        list.array { a in
          for bubble in game?.bubbles ?? [] {
            a.element { e in
              e.object { b in
                b.field("id") { $0.number(bubble.id) }
                b.field("color") { $0.string(bubble.color.rawValue) }
                b.field("gold") { $0.bool(bubble.isGold) }
                b.field("x") { $0.number(bubble.center.x) }
                b.field("y") { $0.number(bubble.center.y) }
                b.field("radius") { $0.number(bubble.radius) }
              }
            }
          }
        }
      }
    }
  }

  /// The phase's name in the state JSON.
  var phaseName: String {
    switch phase {
    case .ready: "ready"
    case .countdown: "countdown"
    case .playing: "playing"
    case .over: "over"
    }
  }

  /// The phase, time left and score.
  public var summary: String {
    "\(phaseName) score \(game?.score ?? 0) time \(game?.timeRemaining ?? settings.gameTime) best \(bestScore)"
  }

  /// Mixes the phase, the run's clock-visible state and every bubble into `hasher`.
  public func hashState(into hasher: inout StateHasher) {
    switch phase {
    case .ready: hasher.combine(UInt64(1))
    case .countdown(let left):
      hasher.combine(UInt64(2))
      hasher.combine(left)
    case .playing: hasher.combine(UInt64(3))
    case .over: hasher.combine(UInt64(4))
    }
    hasher.combine(Int64(game?.score ?? 0))
    hasher.combine(Int64(game?.timeRemaining ?? 0))
    hasher.combine(Int64(bestScore))
    for bubble in game?.bubbles ?? [] {
      hasher.combine(Int64(bubble.id))
      hasher.combine(bubble.center.x)
      hasher.combine(bubble.center.y)
    }
  }
}
