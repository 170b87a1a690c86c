import Stage
import Testing

@testable import Games

@Suite struct PongAccessibilityTests {
  @Test func theCourtReadsScorePromptPaddlesAndBallAndAPointIsAnnounced() throws {
    let app = AccessibleHost("pong", seconds: 0.2)
    let scene = try #require(app.host.scene as? PongScene)
    #expect(app.labels.count == 5)
    #expect(app.labels.first == "Score" && app.elements.first?.value == "0 to 0")
    #expect(Array(app.labels.suffix(3)) == ["Your paddle", "Computer's paddle", "Ball"])
    let prompt = app.elements[1]
    #expect(prompt.label.hasPrefix("Tap or press Space to serve") && prompt.traits == .button)
    #expect(app.host.accessibilityAction(id: prompt.identifier, action: 0))
    #expect(!scene.isWaitingForPlayer, "activating the prompt serves")
    app.run(seconds: 1.0 / 60)
    #expect(!app.labels.contains(prompt.label), "the prompt hides during a rally")
    var said: [String] = []
    for _ in 0..<40 where said.isEmpty {
      app.run(seconds: 0.5)
      said = app.host.takeEvents().compactMap { if case .announcement(let t) = $0 { t } else { nil } }
    }
    let score = "\(scene.game.playerScore) to \(scene.game.opponentScore)"
    #expect(said == ["Point to you. \(score)."] || said == ["Point to the computer. \(score)."])
    #expect(app.element("Score")?.value == score)
  }
}
