import GameKit
import Geometry
import Replay
import Stage
import Testing

@testable import Games
@testable import Host

/// The player's pause in Pong, Breakout and BubblePop, played through the host as the browser plays:
/// P, Escape or the round button pause a run in motion, nothing changes while it is paused, and it
/// goes on exactly as a run that was never paused; a record with a pause replays to the same checksum.
@Suite struct PauseTests {
  static let games = ["pong", "breakout", "bubblepop"]

  /// A host with `gameID`'s run in motion (a served ball, a launched ball, a run past its 3-2-1),
  /// at 16 ms frames; `time` is the last frame's, in milliseconds.
  private struct Play {
    let host = AppHost(seed: 9)
    var time = 1000.0

    init(_ gameID: String) {
      host.resize(width: 390, height: 760, scale: 2)
      host.open(gameID)
      frames(1)
      if gameID == "bubblepop" {
        host.control("name=Ada")
        host.perform(BubblePopAction.start.action)
      } else {
        press(.space)
      }
      frames(gameID == "bubblepop" ? 260 : 90)
    }

    mutating func frames(_ count: Int) {
      for _ in 0..<count {
        time += 16
        host.frame(timeMs: time)
      }
    }

    func press(_ key: Key) {
      host.key(key, isDown: true)
      host.key(key, isDown: false)
    }

    /// A finger's tap at `point`, down and up one frame apart.
    mutating func tap(_ point: Point) {
      host.pointer(phase: .down, id: 4, x: point.x, y: point.y, timeMs: time)
      frames(1)
      host.pointer(phase: .up, id: 4, x: point.x, y: point.y, timeMs: time)
    }

    /// The open game's own state hash (the host's clock left out: it runs on while a game is paused).
    var sceneHash: String {
      var hasher = StateHasher()
      host.scene?.hashState(into: &hasher)
      return hasher.hex
    }

    var isPaused: Bool {
      switch host.scene {
      case let pong as PongScene: pong.isHeld
      case let breakout as BreakoutScene: breakout.isPaused
      case let bubblePop as BubblePopScene: bubblePop.isPaused
      default: false
      }
    }

    var pauseButton: PauseButton? {
      switch host.scene {
      case let pong as PongScene: pong.pauseButton
      case let breakout as BreakoutScene: breakout.pauseButton
      case let bubblePop as BubblePopScene: bubblePop.pauseButton
      default: nil
      }
    }

    /// The pause button's centre in the canvas.
    var pauseButtonCenter: Point? {
      guard let view = pauseButton?.view, let root = host.scene?.rootView else { return nil }
      return view.convert(view.bounds.center, to: root)
    }
  }

  /// A run the player pauses and the same run never paused, given the same frames. A frame's time
  /// step is the difference of two absolute times, so its last bits depend on when it comes: the
  /// never-paused run sees every frame too, with its clock held while the other run is paused, and
  /// so plays exactly the same steps of unpaused play.
  private struct Twins {
    var paused: Play
    var never: Play

    init(_ gameID: String) {
      paused = Play(gameID)
      never = Play(gameID)
    }

    mutating func frames(_ count: Int) {
      for _ in 0..<count {
        paused.frames(1)
        never.frames(1)
      }
    }

    /// Holds the never-paused run's clock exactly while the other run is paused.
    func follow() {
      if paused.isPaused && !never.host.clock.isPaused { never.host.clock.pause() }
      if !paused.isPaused && never.host.clock.isPaused { never.host.clock.resume() }
    }

    func press(_ key: Key) {
      paused.press(key)
      follow()
    }

    mutating func tap(_ point: Point) {
      paused.host.pointer(phase: .down, id: 4, x: point.x, y: point.y, timeMs: paused.time)
      follow()
      frames(1)
      paused.host.pointer(phase: .up, id: 4, x: point.x, y: point.y, timeMs: paused.time)
      follow()
    }

    /// Whether both runs stand exactly alike.
    var areAlike: Bool {
      paused.sceneHash == never.sceneHash && paused.host.stateJSON() == never.host.stateJSON()
    }
  }

  @Test(arguments: games)
  func pHoldsEverythingStillForTenSecondsAndTheRunGoesOnAsIfNeverPaused(gameID: String) {
    var twins = Twins(gameID)
    #expect(twins.areAlike)
    #expect(twins.paused.pauseButton?.view.isHidden == false, "the button shows while the run is in motion")
    #expect(twins.paused.pauseButton?.view.accessibilityLabel == "Pause")

    twins.press(.letterP)
    #expect(twins.paused.isPaused)
    let state = twins.paused.host.stateJSON()
    let hash = twins.paused.sceneHash
    twins.frames(600)
    #expect(twins.paused.host.stateJSON() == state, "nothing moves in 10 s of paused frames")
    #expect(twins.paused.sceneHash == hash)
    #expect(twins.paused.pauseButton?.showsResume == true)
    #expect(twins.paused.pauseButton?.view.accessibilityLabel == "Resume")

    twins.press(.letterP)
    #expect(!twins.paused.isPaused)
    #expect(twins.paused.pauseButton?.view.accessibilityLabel == "Pause")
    twins.frames(120)
    #expect(twins.areAlike, "2 s after going on, as after 2 s more of the run never paused")
    #expect(twins.paused.host.stateJSON() != state, "and it moved")
  }

  @Test(arguments: games)
  func theButtonPausesAndResumesAndEscapeDoesToo(gameID: String) throws {
    var twins = Twins(gameID)
    let button = try #require(twins.paused.pauseButtonCenter)
    #expect(button.x < 46 && button.y < 46, "the button is in the canvas's top-left corner")

    twins.tap(button)
    #expect(twins.paused.isPaused)
    let state = twins.paused.host.stateJSON()
    twins.frames(600)
    #expect(twins.paused.host.stateJSON() == state)
    twins.tap(button)
    #expect(!twins.paused.isPaused)
    twins.frames(60)
    #expect(twins.areAlike, "the button's taps neither served, launched, pushed nor popped")

    twins.press(.escape)
    #expect(twins.paused.isPaused)
    twins.frames(300)
    twins.press(.escape)
    #expect(!twins.paused.isPaused)
    twins.frames(60)
    #expect(twins.areAlike)
  }

  @Test(arguments: games)
  func aRecordWithAPauseReplaysToTheLiveChecksum(gameID: String) throws {
    var play = Play(gameID)
    play.press(.letterP)
    play.frames(600)
    let button = try #require(play.pauseButtonCenter)
    play.tap(button)
    play.frames(200)
    play.press(.escape)
    play.frames(100)
    play.press(.space)
    play.frames(100)
    let record = try #require(play.host.openRunRecord)
    #expect(record.contains("\nk \(Key.letterP.rawValue) 1\n"), "the P key is in the record")
    let replayed = try InputLog.play(record)
    #expect(replayed.checksum() == play.host.checksum())
    #expect(replayed.stateJSON() == play.host.stateJSON())
  }

  @Test func aPausedBubblePopPopsNothingAndATapOnlyGoesOn() throws {
    var play = Play("bubblepop")
    let scene = try #require(play.host.scene as? BubblePopScene)
    play.press(.letterP)
    let bubble = try #require(scene.game?.bubbles.first)
    let score = scene.game?.score
    play.tap(bubble.center)
    #expect(scene.game?.score == score)
    #expect(scene.game?.bubbles.contains { $0.id == bubble.id } == true)
    #expect(!scene.isPaused, "the tap went on instead of popping")
  }

  @Test func leavingABubblePopRunHoldsItUntilThePlayerGoesOn() throws {
    var play = Play("bubblepop")
    let scene = try #require(play.host.scene as? BubblePopScene)
    play.host.perform(.pause)
    play.host.perform(.resume)
    let left = scene.game?.timeRemaining
    play.frames(300)
    #expect(scene.isPaused && scene.isWaitingForPlayer)
    #expect(scene.game?.timeRemaining == left)
    play.press(.space)
    play.frames(120)
    #expect(!scene.isPaused && (scene.game?.timeRemaining ?? 0) < (left ?? 0))
  }

  @Test func bubblePopHasNothingToPauseBeforeARun() throws {
    let host = AppHost(seed: 2)
    host.resize(width: 390, height: 760, scale: 2)
    host.open("bubblepop")
    host.frame(timeMs: 16)
    let scene = try #require(host.scene as? BubblePopScene)
    host.key(.letterP, isDown: true)
    #expect(!scene.isPaused && scene.pauseButton.view.isHidden)
  }
}
