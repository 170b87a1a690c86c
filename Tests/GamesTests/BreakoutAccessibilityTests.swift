import Stage
import Testing

@testable import Games

@Suite struct BreakoutAccessibilityTests {
  @Test func theCourtReadsScoreLivesBricksLeftPromptAndPaddle() throws {
    let app = AccessibleHost("breakout", seconds: 0.2)
    let scene = try #require(app.host.scene as? BreakoutScene)
    #expect(app.labels == ["Pause", "Score", "Lives", "Bricks left", "Tap or press Space to launch", "Paddle"])
    #expect(app.element("Bricks left")?.value == "\(scene.game.wall.bricks.count)")
    #expect(app.element("Lives")?.value == "\(scene.game.scoring.lives)")
    let wall = try #require(app.element("Bricks left")).frame
    #expect(scene.game.wall.bricks.allSatisfy { wall.insetBy(dx: -1, dy: -1).contains($0.frame.center) })
    #expect(app.activate("Tap or press Space to launch"))
    #expect(!scene.isWaitingForPlayer, "activating the prompt launches the ball")
    let bricks = scene.game.wall.bricks.count
    for _ in 0..<60 where scene.game.wall.bricks.count == bricks { app.run(seconds: 0.25) }
    #expect(app.element("Bricks left")?.value == "\(scene.game.wall.bricks.count)")
    #expect(!app.labels.contains("Tap or press Space to launch"))
    #expect(app.activate("Pause"))
    #expect(scene.isPaused && app.labels.contains("Paused. Tap, or press Space, P or Esc, to go on"))
    #expect(app.activate("Resume"))
    #expect(!scene.isPaused && app.labels.first == "Pause")
  }
}
