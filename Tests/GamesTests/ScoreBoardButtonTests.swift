import Geometry
import Stage
import Testing

@testable import GameKit
@testable import Games

/// Set and Concentration draw their own top bar, so each has its own score board button in the canvas: a
/// fingertip's target, read as a button, clear of the cards and of the shell's "?" corner, at phone and
/// tablet sizes.
@Suite struct ScoreBoardButtonTests {
  static let sizes: [(width: Double, height: Double)] = [(390, 760), (844, 390), (820, 1180)]

  @Test(arguments: sizes)
  func setsBoardButtonFitsAndOpensTheBoard(size: (width: Double, height: Double)) throws {
    let app = AccessibleHost("set", width: size.width, height: size.height)
    try expectBoardButton(in: app, size: size, cards: app.elements.filter { $0.container != 0 })
    #expect(app.activate("Score board"))
    #expect(app.host.takeEvents().contains(.showBoard(game: "set")))
  }

  @Test(arguments: sizes)
  func concentrationsBoardButtonFitsAndOpensTheBoard(size: (width: Double, height: Double)) throws {
    let app = AccessibleHost("concentration", seconds: 0.5, width: size.width, height: size.height)
    #expect(app.element("Score board") == nil, "no board button before a theme is chosen")
    #expect(app.activate("Animals"))
    app.run(seconds: 1)
    _ = app.host.takeEvents()
    try expectBoardButton(in: app, size: size, cards: app.elements.filter { $0.label.hasPrefix("card ") })
    #expect(app.activate("Score board"))
    #expect(app.host.takeEvents().contains(.showBoard(game: "concentration")))
    let scene = try #require(app.host.scene as? ConcentrationScene)
    #expect(scene.game?.flipCount == 0, "the button turned no card")
  }

  @Test func aTapOnSetsBoardButtonOpensTheBoardAndChangesNothingElse() throws {
    let app = AccessibleHost("set")
    let scene = try #require(app.host.scene as? SetScene)
    let before = scene.game
    let button = try #require(app.element("Score board"))
    _ = app.host.takeEvents()
    app.host.pointer(phase: .down, id: 1, x: button.frame.midX, y: button.frame.midY, timeMs: app.timeMs)
    app.host.pointer(phase: .up, id: 1, x: button.frame.midX, y: button.frame.midY, timeMs: app.timeMs + 50)
    app.run(seconds: 0.2)
    #expect(app.host.takeEvents().contains(.showBoard(game: "set")))
    #expect(scene.game == before)
  }

  private func expectBoardButton(
    in app: AccessibleHost, size: (width: Double, height: Double), cards: [AccessibilityElement]
  ) throws {
    let button = try #require(app.element("Score board"), "at \(size)")
    let frame = button.frame
    #expect(button.traits == .button)
    #expect(frame.width >= 44 && frame.height >= 44, "a 44-point target at \(size): \(frame)")
    #expect(
      frame.minX >= 0 && frame.minY >= 0 && frame.maxX <= size.width && frame.maxY <= size.height,
      "on the canvas at \(size): \(frame)")
    let helpCorner = Rect(x: size.width - ShellChrome.helpButtonWidth, y: 0, width: 44, height: 44)
    #expect(!frame.intersects(helpCorner), "clear of the shell's ? at \(size): \(frame)")
    #expect(!cards.isEmpty)
    for card in cards { #expect(!frame.intersects(card.frame), "clear of \(card.label) at \(size)") }
  }
}
