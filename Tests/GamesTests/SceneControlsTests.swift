import Geometry
import Stage
import Testing

@testable import GameKit
@testable import Host

/// A tiny scene with controls, for tests only: a bar whose angle a slider sets.
private final class TiltDemoScene: GameScene {
  let gameID = "tilt-demo"
  let rootView = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
  let controls = ControlPanel([
    .slider("angle", title: "Angle", range: -45...45, step: 5, value: 0, unit: "°"),
    .button("zero", title: "Level"),
    .readout("shown", title: "Shown"),
  ])
  var angle = 0.0
  var reactions: [String] = []

  func controlChanged(_ control: Control) {
    reactions.append(control.id)
    switch control.id {
    case "angle": angle = control.number
    case "zero":
      angle = 0
      controls.setNumber("angle", 0)
    default: break
    }
    controls.setText("shown", "\(Int(angle))°")
  }

  func resize(to size: Size) {}
  func update(dt: Double) {}
  func key(_ key: Key, isDown: Bool) {}
  func perform(_ action: GameAction) -> Bool { false }
  func takeEvents() -> [GameEvent] { [] }
  func writeState(to json: inout JSONWriter) { json.object { _ in } }
  var summary: String { "" }
  func hashState(into hasher: inout StateHasher) { hasher.combine(angle) }
  var howTo: HowTo { HowTo(title: "Tilt", sections: []) }
}

@Suite struct SceneControlsTests {
  @Test func pongHasOnlyItsOpponentSettingAndIgnoresOtherControlInput() {
    let host = AppHost(seed: 1)
    host.open("pong")
    #expect(host.controlsJSON().hasPrefix(#"{"revision":1,"presentation":"settings","controls":[{"id":"opponent","#))
    let checksum = host.checksum()
    #expect(host.control("slope=30\ngarbage\n=") == 0)
    #expect(host.checksum() == checksum)
  }

  @Test func changesReachTheSceneClampedAndTheRevisionMoves() {
    let host = AppHost(seed: 1)
    let scene = TiltDemoScene()
    host.show(scene)
    let first = host.controlsRevision
    #expect(host.control("angle=62") == 1)
    #expect(scene.angle == 45 && scene.reactions == ["angle"])
    #expect(host.controlsRevision > first)
    #expect(host.controlsJSON().contains(#""value":"45°""#))
    let second = host.controlsRevision
    #expect(host.control("angle=banana\nangle=45") == 0, "garbage and an unchanged value")
    #expect(host.controlsRevision == second)
    #expect(host.control("zero") == 1)
    #expect(scene.angle == 0 && scene.controls["angle"]?.number == 0)
  }

  @Test func openingAnotherGameNeverRepeatsARevision() {
    let host = AppHost(seed: 1)
    host.show(TiltDemoScene())
    host.control("angle=10")
    host.control("angle=20")
    let shown = host.controlsRevision
    host.open("pong")
    #expect(host.controlsRevision == shown + 1)
    host.show(TiltDemoScene())
    #expect(host.controlsRevision == shown + 2)
  }

  /// Every game of the catalog opened after every other, coming back to games left earlier, with a control
  /// changed on the way where the game has one of these, and the game left for nothing (a replay's `away`):
  /// each change of what is shown gives a revision never seen before, so the shell always rebuilds the new
  /// game's controls.
  @Test func switchingBetweenCatalogGamesNeverRepeatsARevision() {
    let host = AppHost(seed: 1)
    let ids = Catalog.games.filter(\.isPlayable).map(\.id)
    var seen: Set<Int32> = []
    func expectNew(_ what: String) {
      #expect(seen.insert(host.controlsRevision).inserted, "\(what): revision \(host.controlsRevision) again")
    }
    for from in ids {
      for to in ids where to != from {
        host.open(from)
        expectNew("opening \(from)")
        if host.control("time=10\nrows=3\nslope=10") > 0 { expectNew("a control of \(from)") }
        host.open(to)
        expectNew("\(from) → \(to)")
        host.leaveOpenGame()
        expectNew("leaving \(to)")
      }
    }
  }
}
