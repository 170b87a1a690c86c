import GameKit
import Testing

@testable import Games

/// Each game's settings table is the one place its settings' ranges and defaults are written: the
/// panel the shell shows, the panel's fallbacks and the settings' defaults all agree with it.
@Suite struct SettingsTableTests {
  @Test func breakoutsPanelShowsTheTableAndItsDefaultsAreTheSettings() {
    let scene = BreakoutScene(seed: 1)
    typealias Table = BreakoutSettings.Table
    let numbers = [
      Table.rows, Table.columns, Table.balls, Table.ballSpeed, Table.bounciness, Table.gravity, Table.pushStrength,
      Table.pushCooldown, Table.lives,
    ]
    for row in numbers {
      #expect(scene.controls[row.id] == row.control, "\(row.id)")
      // The panel snaps to the step from the range's start: 0.3 shows as 0.30000000000000004.
      #expect(abs(row.value(in: scene.controls) - row.defaultValue) < 1e-12, "\(row.id)")
    }
    #expect(BreakoutSettings(panel: ControlPanel([])) == BreakoutSettings(), "a panel without the rows falls back")
    #expect(scene.settings.rows == BreakoutSettings().rows && scene.settings.lives == BreakoutSettings().lives)
    let ballSpeed = scene.controls["ballSpeed"]
    #expect(ballSpeed?.kind == .slider(250...900, step: 10))
    #expect(ballSpeed?.defaultValue == .number(450) && ballSpeed?.unit == " pt/s" && ballSpeed?.section == "Balls")
    #expect(scene.controls["paddle"]?.defaultValue == .option("medium"))
    #expect(BreakoutSettings().paddleWidth == 0.24)
    #expect(scene.controls["motionGravity"]?.request == .motion)
    #expect(
      scene.controls.controls.map(\.id) == [
        "rows", "columns", "specialBricks", "balls", "ballSpeed", "bounciness", "gravity", "motionGravity", "paddle",
        "pushStrength", "pushCooldown", "lives", "newGame", "defaults",
      ])
  }

  @Test func bubblePopsPanelShowsTheTableAndItsDefaultsAreTheSettings() {
    let scene = BubblePopScene(seed: 1)
    #expect(scene.settings == BubblePopSettings())
    #expect(BubblePopSettings(panel: ControlPanel([])) == BubblePopSettings())
    #expect(scene.controls["time"]?.kind == .stepper(5...300, step: 5))
    #expect(scene.controls["time"]?.defaultValue == .number(60))
  }

  @Test func theInclineStartsAtTheSlidersSlope() {
    let lab = InclineLab()
    #expect(lab.controls["slope"]?.defaultValue == .number(20))
    #expect(lab.slope == 20 && lab.targetSlope == 20)
    #expect(lab.controls["slope"]?.kind == .slider(-45...45, step: 1))
  }

  @Test func pongsOpponentStartsAsTheComputer() {
    let scene = PongScene(seed: 1)
    #expect(!scene.hasSecondPlayer)
    #expect(scene.controls.apply("opponent=person").count == 1)
    #expect(PongScene.opponentSetting.value(in: scene.controls) == 2)
    scene.controlChanged(scene.controls["opponent"]!)
    #expect(scene.hasSecondPlayer)
  }

  @Test func aRowClampsAndFallsBack() {
    let row = Setting.slider("x", title: "X", range: 1...2, step: 0.5, default: 1.5)
    #expect(row.clamped(.nan) == 1.5 && row.clamped(9) == 2 && row.clamped(-9) == 1)
    let count = Setting.stepper("n", title: "N", range: 1...4, default: 2)
    #expect(count.clamped(0) == 1 && count.clamped(7) == 4 && count.defaultInteger == 2)
    #expect(count.integer(in: ControlPanel([])) == 2)
  }

  @Test func aChoiceReadsTheNumberOfItsChosenOption() {
    let row = Setting.choice(
      "size", title: "Size",
      choices: [.init("small", title: "Small", value: 0.5), .init("large", title: "Large", value: 2)], default: 2,
      section: "Looks")
    let panel = ControlPanel([row.control])
    #expect(
      row.control.kind
        == .segmented([Control.Option("small", title: "Small"), Control.Option("large", title: "Large")]))
    #expect(row.control.defaultValue == .option("large") && row.control.section == "Looks")
    #expect(row.value(in: panel) == 2 && row.range == 0.5...2)
    #expect(panel.apply("size=small").count == 1)
    #expect(row.value(in: panel) == 0.5)
    #expect(row.value(in: ControlPanel([])) == 2, "a panel without the row falls back to the default")
  }

  @Test func aSwitchReadsOnAndOff() {
    let row = Setting.toggle("tilt", title: "Tilt", isOn: true, request: .motion)
    let panel = ControlPanel([row.control])
    #expect(row.control.kind == .toggle && row.control.isOn && row.control.request == .motion)
    #expect(row.isOnByDefault && row.isOn(in: panel))
    #expect(panel.apply("tilt=0").count == 1)
    #expect(!row.isOn(in: panel))
    #expect(Setting.toggle("quiet", title: "Quiet").isOn(in: ControlPanel([])) == false)
  }
}
