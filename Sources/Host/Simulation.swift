import GameKit
import Games
import Geometry

/// Runs a game headlessly at 60 frames per second with a computer player in the person's seat:
/// the scripted way to reproduce a game (`kinetic simulate`). The computer starts the game the way
/// a player does: it presses Space whenever the game waits for the player (a serve, a launch).
public enum Simulation {
  /// The canvas size simulations use, in points (a phone in portrait, above the tab bar).
  public static let size = Size(width: 390, height: 760)
  /// Frame interval, in milliseconds.
  public static let frameMs = 1000.0 / 60

  /// What a simulation ended with.
  public struct Result {
    /// The final model, as JSON.
    public var stateJSON: String
    /// The final score and phase, in words.
    public var summary: String
    /// The state checksum (16 hex digits).
    public var checksum: String
    /// Every event raised, in order.
    public var events: [GameEvent]
    /// Frames run.
    public var frames: Int
  }

  /// Plays `gameID` for `seconds` of game time from `seed` (stopping early when the game ends);
  /// nil for an unknown game.
  public static func run(gameID: String, seed: UInt64, seconds: Double) -> Result? {
    let host = AppHost(seed: seed)
    guard host.open(gameID) else { return nil }
    host.resize(width: size.width, height: size.height, scale: 1)
    let lastFrame = Int(max(0, min(seconds, 86_400)) * 60)
    var events: [GameEvent] = []
    var frame = 0
    while frame <= lastFrame {
      // A new run is a fresh scene: the computer takes each one's seat.
      (host.scene as? PongScene)?.playerAutopilot = true
      (host.scene as? BubblePopScene)?.autopilot = true
      (host.scene as? BreakoutScene)?.autopilot = true
      (host.scene as? SetScene)?.autopilot = true
      if host.scene?.isWaitingForPlayer == true {
        host.key(.space, isDown: true)
        host.key(.space, isDown: false)
      }
      host.frame(timeMs: Double(frame) * frameMs)
      events += host.takeEvents()
      if events.contains(where: { if case .score = $0 { return true } else { return false } }) { break }
      frame += 1
    }
    return Result(
      stateJSON: host.stateJSON(), summary: host.scene?.summary ?? "", checksum: host.checksum(), events: events,
      frames: min(frame, lastFrame))
  }
}
