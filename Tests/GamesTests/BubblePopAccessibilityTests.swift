import Stage
import Testing

@testable import Games
@testable import Host

@Suite struct BubblePopAccessibilityTests {
  private func said(_ host: AppHost) -> [String] {
    host.takeEvents().compactMap { event -> String? in
      if case .announcement(let text) = event { return text }
      return nil
    }
  }

  @Test func aRunPlaysThroughTheElementsBestBubbleFirst() throws {
    let app = AccessibleHost("bubblepop", seconds: 0.2)
    app.host.control("name=Ada\ntime=15")
    app.run(seconds: 0.1)
    #expect(app.labels == ["Time left", "Score", "Best", "BubblePop"])
    #expect(app.element("Time left")?.value == "15 seconds")
    #expect(app.activate("BubblePop"))
    app.run(seconds: 1)
    #expect(app.labels.contains("Starting in 2"))
    app.run(seconds: 2.2)
    let scene = try #require(app.host.scene as? BubblePopScene)
    #expect(scene.phase == .playing)
    #expect(said(app.host).contains("Go! 15 seconds."))
    let bubbles = app.elements.filter { $0.container != 0 }
    #expect(!bubbles.isEmpty && bubbles.count == scene.game?.bubbles.count)
    let worth = bubbles.map { label -> Int in
      label.label.hasPrefix("gold") ? 1000 : Int(label.label.split(separator: " ")[2]) ?? -1
    }
    #expect(worth == worth.sorted(by: >), "the most valuable bubbles come first")
    #expect(bubbles.allSatisfy { $0.traits == .button && $0.label.contains(" bubble, ") })
    let best = bubbles[0]
    #expect(app.host.accessibilityAction(id: best.identifier, action: 0))
    app.run(seconds: 1.0 / 60)
    #expect((scene.game?.score ?? 0) > 0, "the activated bubble popped")
    #expect(!app.elements.contains { $0.identifier == best.identifier })
    #expect(said(app.host).contains { $0.hasSuffix("score \(scene.game?.score ?? 0)") })
    app.run(seconds: 5)
    #expect(said(app.host).contains("10 seconds left"))
    app.run(seconds: 12)
    #expect(scene.phase == .over)
    #expect(said(app.host).contains { $0.hasPrefix("Time’s up. Score ") })
    #expect(app.labels.contains { $0.hasPrefix("Time’s up") || $0.hasPrefix("New best") })
  }
}
