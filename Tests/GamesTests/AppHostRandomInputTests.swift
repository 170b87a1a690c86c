import Geometry
import Testing

@testable import GameKit
@testable import Host
@testable import Stage

/// Drives the whole app with random calls in every order the shell can make them: pointers that
/// stay down across game switches, resizes and new runs, accessibility actions on elements read
/// frames ago, keys, motion and actions; then checks the host and every scene it showed are freed.
/// Under `swift test --sanitize=address` (run by hand; `make test` does not) a read of a freed view or
/// scene fails at once; without it, only a crash does.
@Suite struct AppHostRandomInputTests {
  private static let sizes: [(Double, Double)] = [
    (390, 844), (844, 390), (820, 1180), (1180, 820), (1024, 768), (334, 600), (2000, 1200),
  ]
  private static let actions = [
    "newGame", "start", "pause", "resume", "settingsClosed", "reducedMotion 1", "reducedMotion 0", "board",
    "deal", "hint", "rearrange", "back", "release", "drop", "reset", "replay", "best 10",
  ]
  private static let pointerIDs: [Int32] = [1, 1, 2, 3, 7, 1000, 0, .max]

  @Test(arguments: 1...24 as ClosedRange<UInt64>)
  func randomCallsInAnyOrderAreSafe(seed: UInt64) {
    var scenes: [WeakScene] = []
    weak var weakHost: AppHost?
    do {
      let host = AppHost(seed: seed)
      weakHost = host
      play(host, seed: seed) { scene in
        if !scenes.contains(where: { $0.scene === scene }) { scenes.append(WeakScene(scene: scene)) }
      }
    }
    #expect(weakHost == nil, "the host outlived its last use")
    let alive = scenes.compactMap { $0.scene?.gameID }
    #expect(alive.isEmpty, "scenes outlived their host: \(alive)")
  }

  /// Makes 1,500 random calls to `host`, telling `saw` the scene open after each.
  private func play(_ host: AppHost, seed: UInt64, saw: (any GameScene) -> Void) {
    var random = SeededRandom(seed: seed &* 7919)
    var size = Self.sizes[0]
    var timeMs = 1000.0
    var down: Set<Int32> = []
    host.resize(width: size.0, height: size.1, scale: 2)
    host.open(Catalog.games[Int(random.next(below: UInt64(Catalog.games.count)))].id)
    for _ in 0..<1500 {
      let p = random.nextDouble()
      switch p {
      case ..<0.02:
        host.open(Catalog.games[Int(random.next(below: UInt64(Catalog.games.count)))].id)
      case ..<0.04:
        size = Self.sizes[Int(random.next(below: UInt64(Self.sizes.count)))]
        host.resize(width: size.0, height: size.1, scale: Double(1 + random.next(below: 3)))
      case ..<0.06:
        host.perform(Self.actions[Int(random.next(below: UInt64(Self.actions.count)))])
      case ..<0.30:
        timeMs += [0, 16.7, 16.7, 16.7, 8, 33, 100, 1000, 5000][Int(random.next(below: 9))]
        host.frame(timeMs: timeMs)
      case ..<0.75:
        let id = Self.pointerIDs[Int(random.next(below: UInt64(Self.pointerIDs.count)))]
        let x = random.nextDouble(in: -0.1 * size.0, 1.1 * size.0)
        let y = random.nextDouble(in: -0.1 * size.1, 1.1 * size.1)
        let phase: PointerEvent.Phase
        if down.contains(id) {
          phase = random.nextDouble() < 0.8 ? .move : [.up, .cancel, .down][Int(random.next(below: 3))]
        } else {
          phase = random.nextDouble() < 0.85 ? .down : [.move, .up, .cancel][Int(random.next(below: 3))]
        }
        if phase == .down { down.insert(id) } else if phase == .up || phase == .cancel { down.remove(id) }
        host.pointer(phase: phase, id: id, x: x, y: y, timeMs: timeMs + [0, 0, 3, 10, 40][Int(random.next(below: 5))])
      case ..<0.85:
        if let key = Key(rawValue: Int32(random.next(below: 13))) { host.key(key, isDown: random.nextDouble() < 0.5) }
      case ..<0.87:
        host.deviceMotion(x: random.nextDouble(in: -2, 2), y: random.nextDouble(in: -2, 2))
      case ..<0.93:
        let element = Int32(random.next(below: 60))
        host.accessibilityAction(id: element, action: Int32(random.next(below: 3)))
      case ..<0.95:
        host.leaveOpenGame()
      default:
        _ = host.accessibilityJSON()
        _ = host.stateJSON()
        _ = host.takeEventsJSON()
        _ = host.controlsJSON()
      }
      if let scene = host.scene { saw(scene) }
    }
  }
}

/// A scene held without keeping it alive.
private struct WeakScene {
  weak var scene: (any GameScene)?
}
