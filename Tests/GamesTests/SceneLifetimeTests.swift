import Testing

@testable import GameKit
@testable import Host
@testable import Motion

/// A game's scene, and its clock with the animations running on it, go when nothing needs them:
/// after a new run replaces the scene, and with its host. What a scene leaves alive grows a long
/// session's memory, and the server's, which replays every verified score on a host of its own.
@Suite struct SceneLifetimeTests {
  @Test(arguments: Catalog.games.map(\.id))
  func aSceneIsFreedWhenANewRunReplacesItAndWithItsHost(gameID: String) {
    weak var replaced: (any GameScene)?
    weak var last: (any GameScene)?
    var clocks: [WeakClock] = []
    do {
      let host = AppHost(seed: 3)
      host.resize(width: 390, height: 844, scale: 2)
      host.open(gameID)
      replaced = host.scene
      var timeMs = 1000.0
      Self.play(host, timeMs: &timeMs)
      clocks += Self.clocks(in: host.scene)
      host.reseed(9)
      #expect(replaced == nil, "the replaced run's scene of \(gameID) is still alive")
      last = host.scene
      Self.play(host, timeMs: &timeMs)
      clocks += Self.clocks(in: host.scene)
      #expect(host.scene != nil)
    }
    #expect(last == nil, "the scene of \(gameID) outlived its host")
    #expect(clocks.allSatisfy { $0.clock == nil }, "a clock of \(gameID) outlived its scene")
  }

  /// The clocks a scene holds, in its properties or theirs.
  private static func clocks(in scene: (any GameScene)?) -> [WeakClock] {
    guard let scene else { return [] }
    var found: [WeakClock] = []
    for child in Mirror(reflecting: scene).children {
      if let clock = child.value as? Clock { found.append(WeakClock(clock: clock)) }
      for grandchild in Mirror(reflecting: child.value).children {
        if let clock = grandchild.value as? Clock { found.append(WeakClock(clock: clock)) }
      }
    }
    return found
  }

  /// Three seconds of taps across the screen and Space presses, so animations are running.
  private static func play(_ host: AppHost, timeMs: inout Double) {
    for frame in 0..<180 {
      timeMs += 1000.0 / 60
      if frame % 20 == 5 {
        let x = 40 + Double(frame % 7) * 50
        let y = 120 + Double(frame % 11) * 60
        host.pointer(phase: .down, id: 1, x: x, y: y, timeMs: timeMs)
        host.pointer(phase: .up, id: 1, x: x, y: y, timeMs: timeMs + 40)
        host.key(.space, isDown: true)
        host.key(.space, isDown: false)
      }
      host.frame(timeMs: timeMs)
    }
  }
}

/// A clock held without keeping it alive.
private struct WeakClock {
  weak var clock: Clock?
}
