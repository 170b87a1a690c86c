import Testing

@testable import GameKit

@Suite struct ControlPanelTests {
  /// The controls the Incline lab asks for, plus one of every other kind.
  private func inclinePanel() -> ControlPanel {
    ControlPanel([
      .slider("slope", title: "Slope", range: -45...45, step: 1, value: 20, unit: "°"),
      .toggle("animate", title: "Animate the slope"),
      .button("drop", title: "Drop ball"),
      .button("reset", title: "Reset"),
      .readout("acceleration", title: "Acceleration", text: "—"),
      .stepper("balls", title: "Balls", range: 1...5, value: 1),
      .segmented(
        "surface", title: "Surface", options: [.init("ice", title: "Ice"), .init("wood", title: "Wood")],
        selected: "wood"),
    ])
  }

  @Test func schemaJSONIsPinned() {
    var json = JSONWriter()
    inclinePanel().write(to: &json)
    let expected =
      #"{"revision":0,"presentation":"beside","controls":["#
      + #"{"id":"slope","kind":"slider","title":"Slope","enabled":true,"value":20,"default":20,"#
      + #""min":-45,"max":45,"step":1,"unit":"°"},"#
      + #"{"id":"animate","kind":"switch","title":"Animate the slope","enabled":true,"value":false,"default":false},"#
      + #"{"id":"drop","kind":"button","title":"Drop ball","enabled":true},"#
      + #"{"id":"reset","kind":"button","title":"Reset","enabled":true},"#
      + #"{"id":"acceleration","kind":"readout","title":"Acceleration","enabled":true,"value":"—"},"#
      + #"{"id":"balls","kind":"stepper","title":"Balls","enabled":true,"value":1,"default":1,"#
      + #""min":1,"max":5,"step":1,"unit":""},"#
      + #"{"id":"surface","kind":"segmented","title":"Surface","enabled":true,"value":"wood","default":"wood","#
      + #""options":[{"id":"ice","title":"Ice"},{"id":"wood","title":"Wood"}]}]}"#
    #expect(json.text == expected)
  }

  @Test func aSettingsScreenWritesItsPresentationSectionsAndPermissions() {
    let panel = ControlPanel(
      [
        .toggle("tilt", title: "Tilt").requesting(.motion).inSection("Balls"),
        .button("defaults", title: "Reset to defaults"),
      ], presentation: .settingsScreen)
    var json = JSONWriter()
    panel.write(to: &json)
    let expected =
      #"{"revision":0,"presentation":"settings","controls":["#
      + #"{"id":"tilt","kind":"switch","title":"Tilt","enabled":true,"section":"Balls","requests":"motion","#
      + #""value":false,"default":false},"#
      + #"{"id":"defaults","kind":"button","title":"Reset to defaults","enabled":true}]}"#
    #expect(json.text == expected)
  }

  @Test func numbersAreClampedToTheRangeAndSnappedToTheStep() {
    let panel = inclinePanel()
    #expect(panel.apply("slope=90").map(\.id) == ["slope"])
    #expect(panel["slope"]?.number == 45)
    panel.apply("slope=-1e999")
    #expect(panel["slope"]?.number == -45)
    panel.apply("slope=12.4")
    #expect(panel["slope"]?.number == 12)
    panel.apply("slope= 12.6 ")
    #expect(panel["slope"]?.number == 13)
    panel.apply("balls=0")
    #expect(panel["balls"]?.number == 1)
    panel.apply("balls=4.5e0")
    #expect(panel["balls"]?.number == 5, "4.5 rounds to the nearest step, half away from zero")
  }

  @Test func aRangeWhoseEndIsOffTheStepGridStopsAtTheLastStep() {
    let panel = ControlPanel([.slider("x", title: "X", range: 0...1, step: 0.3, value: 5)])
    #expect(panel["x"]?.number == 0.8999999999999999, "0.9 as 3 × 0.3")
    #expect(panel["x"]?.defaultValue == .number(0.8999999999999999), "the default was clamped too")
  }

  @Test func garbageIsIgnoredWithoutChangingAnything() {
    let panel = inclinePanel()
    let before = panel.controls
    let garbage = [
      "", "=", "slope", "slope=", "slope=abc", "slope=nan", "slope=inf", "slope=1.2.3", "slope=--1", "slope=1e",
      "slope=0x10", "animate=maybe", "animate=", "surface=stone", "surface=", "acceleration=hacked", "nope=1",
      "SLOPE=1", "slope=1=2", "\u{0}", "slope\n=5", String(repeating: "9", count: 400) + "=1",
    ]
    for line in garbage {
      #expect(panel.apply(line).isEmpty, "\(line)")
    }
    #expect(panel.controls == before)
    #expect(panel.revision == 0)
  }

  @Test func switchesSegmentsAndButtonsReportWhatChanged() {
    let panel = inclinePanel()
    let changed = panel.apply("animate=on\nsurface=ice\ndrop\nreset=1\nslope=20\nanimate=true")
    #expect(
      changed.map(\.id) == ["animate", "surface", "drop", "reset"], "slope and the second animate changed nothing")
    #expect(panel["animate"]?.isOn == true && panel["surface"]?.selectedOption == "ice")
    #expect(panel.revision == 2, "buttons do not change the revision")
  }

  @Test func disabledControlsAndReadoutsIgnoreTheUser() {
    let panel = inclinePanel()
    panel.setEnabled("slope", false)
    #expect(panel.apply("slope=10\ndrop").map(\.id) == ["drop"])
    panel.setEnabled("drop", false)
    #expect(panel.apply("drop").isEmpty)
    #expect(panel["slope"]?.number == 20)
  }

  @Test func theSceneUpdatesValuesThroughTheSameValidation() {
    let panel = inclinePanel()
    #expect(panel.setText("acceleration", "measured a = 512 pt/s²"))
    #expect(!panel.setText("acceleration", "measured a = 512 pt/s²"), "same text is no change")
    #expect(panel.setNumber("slope", 100) && panel["slope"]?.number == 45)
    #expect(!panel.setNumber("slope", .nan))
    #expect(!panel.setText("slope", "x"), "wrong kind")
    #expect(!panel.setOn("nope", true))
    #expect(panel.revision == 2)
    panel.setTitle("drop", "Drop another ball")
    #expect(panel["drop"]?.title == "Drop another ball" && panel.revision == 3)
  }

  @Test func savedValuesReadBackAndResetRestoresDefaults() {
    let panel = inclinePanel()
    panel.apply("slope=-30\nanimate=1\nballs=3\nsurface=ice")
    #expect(panel.savedValues == "slope=-30.0\nanimate=1\nballs=3.0\nsurface=ice")
    let copy = inclinePanel()
    copy.apply(panel.savedValues)
    #expect(copy.controls == panel.controls)
    #expect(panel.resetToDefaults().map(\.id) == ["slope", "animate", "balls", "surface"])
    #expect(panel.controls.map(\.value) == inclinePanel().controls.map(\.value))
  }
}
