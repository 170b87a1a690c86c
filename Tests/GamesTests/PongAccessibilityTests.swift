import Stage
import Testing

@testable import Games

@Suite struct PongAccessibilityTests {
  @Test func theCourtReadsScorePromptPaddlesAndBallAndAPointIsAnnounced() throws {
    let app = AccessibleHost("pong", seconds: 0.2)
    let scene = try #require(app.host.scene as? PongScene)
    #expect(app.labels.count == 6)
    #expect(app.labels.first == "Pause" && app.elements.first?.traits == .button)
    #expect(app.labels[1] == "Score" && app.elements[1].value == "0 to 0")
    #expect(Array(app.labels.suffix(3)) == ["Your paddle", "Computer's paddle", "Ball"])
    let prompt = app.elements[2]
    #expect(prompt.label.hasPrefix("Tap or press Space to serve") && prompt.traits == .button)
    #expect(app.host.accessibilityAction(id: prompt.identifier, action: 0))
    #expect(!scene.isWaitingForPlayer, "activating the prompt serves")
    app.run(seconds: 1.0 / 60)
    #expect(!app.labels.contains(prompt.label), "the prompt hides during a rally")
    #expect(app.activate("Pause"))
    #expect(scene.isHeld)
    let said = app.host.takeEvents().compactMap { if case .announcement(let t) = $0 { t } else { nil } }
    #expect(said == ["Paused. Tap, or press Space, P or Esc, to go on"])
    app.run(seconds: 1.0 / 60)
    #expect(app.labels.contains("Paused. Tap, or press Space, P or Esc, to go on"))
    #expect(app.activate("Resume"))
    #expect(!scene.isHeld)
    _ = app.host.takeEvents()
    var points: [String] = []
    for _ in 0..<40 where points.isEmpty {
      app.run(seconds: 0.5)
      points = app.host.takeEvents().compactMap { if case .announcement(let t) = $0 { t } else { nil } }
    }
    let score = "\(scene.game.playerScore) to \(scene.game.opponentScore)"
    #expect(points == ["Point to you. \(score)."] || points == ["Point to the computer. \(score)."])
    #expect(app.element("Score")?.value == score)
  }
}
