import Testing

@testable import Games
@testable import Host

@Suite struct AppHostTests {
  @Test func opensKnownGamesOnly() {
    let host = AppHost(seed: 1)
    #expect(host.open("pong"))
    #expect(!host.open("nope"))
    #expect(host.scene?.gameID == "pong")
    #expect(host.stateJSON().hasPrefix("{\"game\":\"pong\""))
  }

  @Test func pauseFreezesTheGame() {
    let host = AppHost(seed: 1)
    host.open("pong")
    host.resize(width: 390, height: 760, scale: 3)
    for i in 0...120 { host.frame(timeMs: Double(i) * 16) }
    let before = host.stateJSON()
    host.perform("pause")
    for i in 121...240 { host.frame(timeMs: Double(i) * 16) }
    #expect(host.stateJSON() == before)
    host.perform("resume")
    host.frame(timeMs: 241 * 16)
    host.frame(timeMs: 242 * 16)
    #expect(host.stateJSON() != before)
  }

  @Test func leavingATabFreezesItsGameAndComingBackItWaitsThenResumesExactly() throws {
    let host = AppHost(seed: 5)
    host.resize(width: 390, height: 760, scale: 3)
    host.open("breakout")
    host.key(.space, isDown: true)
    host.key(.space, isDown: false)
    for i in 0...150 { host.frame(timeMs: Double(i) * 16) }
    let breakout = try #require(host.scene as? BreakoutScene)
    #expect(breakout.balls.contains { $0.launchIn <= 0 })
    let velocities = breakout.balls.map { breakout.ballBehavior.linearVelocity(for: $0.view) }
    let centers = breakout.balls.map(\.view.center)
    host.open("bubblepop")
    for i in 151...400 { host.frame(timeMs: Double(i) * 16) }
    #expect(host.open("breakout"))
    host.resize(width: 390, height: 760, scale: 3)
    #expect(host.scene === breakout)
    for i in 401...460 { host.frame(timeMs: Double(i) * 16) }
    #expect(breakout.isWaitingForPlayer, "the game left mid-play waits for the player")
    #expect(breakout.balls.map(\.view.center) == centers)
    #expect(breakout.balls.map { breakout.ballBehavior.linearVelocity(for: $0.view) } == velocities)
    host.key(.space, isDown: true)
    host.key(.space, isDown: false)
    #expect(breakout.balls.map { breakout.ballBehavior.linearVelocity(for: $0.view) } == velocities)
    host.frame(timeMs: 461 * 16)
    #expect(breakout.balls.map(\.view.center) != centers)
    host.reseed(9)
    #expect(host.scene !== breakout)
  }

  @Test func framesRenderTheCourt() {
    let host = AppHost(seed: 1)
    host.open("pong")
    host.resize(width: 390, height: 760, scale: 2)
    host.frame(timeMs: 0)
    #expect(host.displayList.floats.count > 50)
    #expect(!host.displayList.strings.isEmpty)
  }

  @Test func badSizesAreIgnored() {
    let host = AppHost(seed: 1)
    host.open("pong")
    host.resize(width: .nan, height: 100, scale: 1)
    host.resize(width: -5, height: 100, scale: 1)
    #expect(host.size.width == 390)
  }
}
