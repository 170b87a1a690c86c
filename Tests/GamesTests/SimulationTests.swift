import Testing

@testable import Games
@testable import Host

@Suite struct SimulationTests {
  @Test func sameSeedSameChecksumOtherSeedOtherGame() throws {
    let a = try #require(Simulation.run(gameID: "pong", seed: 11, seconds: 30))
    let b = try #require(Simulation.run(gameID: "pong", seed: 11, seconds: 30))
    let c = try #require(Simulation.run(gameID: "pong", seed: 12, seconds: 30))
    #expect(a.checksum == b.checksum)
    #expect(a.stateJSON == b.stateJSON)
    #expect(a.checksum != c.checksum)
  }

  @Test func twoComputerPlayersRallyAndFinishAMatch() throws {
    let r = try #require(Simulation.run(gameID: "pong", seed: 4, seconds: 600))
    #expect(r.stateJSON.contains("\"phase\":\"over\""))
    #expect(r.events.contains { if case .alert = $0 { true } else { false } })
  }

  @Test func unknownGameIsRefused() {
    #expect(Simulation.run(gameID: "chess", seed: 1, seconds: 1) == nil)
  }
}

@Suite struct BubblePopSimulationTests {
  @Test func theComputerPlaysAWholeRunAndTheScoreStaysUnderTheServersLimit() throws {
    let a = try #require(Simulation.run(gameID: "bubblepop", seed: 3, seconds: 100))
    let b = try #require(Simulation.run(gameID: "bubblepop", seed: 3, seconds: 100))
    #expect(a.checksum == b.checksum)
    let score = try #require(
      a.events.compactMap { if case .score(_, let value, let name, _) = $0 { (value, name) } else { nil } }.first)
    #expect(score.0 > 100)
    #expect(score.0 <= BubblePopGame.maximumScore(for: BubblePopSettings()))
    #expect(score.1 == "Computer")
    #expect(a.stateJSON.contains("\"phase\":\"over\""))
  }
}

@Suite struct SetSimulationTests {
  @Test func theComputerFindsSetsAndTheSameSeedGivesTheSameGame() throws {
    let a = try #require(Simulation.run(gameID: "set", seed: 5, seconds: 90))
    let b = try #require(Simulation.run(gameID: "set", seed: 5, seconds: 90))
    #expect(a.checksum == b.checksum)
    #expect(a.summary.hasPrefix("score "))
    #expect(a.stateJSON.contains("\"game\":\"set\""))
    #expect(!a.stateJSON.contains("\"sets\":0,"), "\(a.summary)")
  }
}
