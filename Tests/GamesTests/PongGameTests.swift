import Testing

@testable import Games

@Suite struct PongGameTests {
  private func play(_ m: inout PongGame) {
    let served = m.serve()
    #expect(served)
  }

  @Test func firstServeIsThePlayersAndTheLoserServesNextWhenAPlayerSaysSo() {
    var m = PongGame()
    #expect(m.phase == .serving(by: .player))
    #expect(m.isWaitingForServe)
    let served = m.serve()
    let servedAgain = m.serve()
    #expect(served)
    #expect(!servedAgain, "a ball in play cannot be served again")
    #expect(m.phase == .playing)
    m.pointScored(by: .player)
    #expect(m.playerScore == 1)
    #expect(m.phase == .serving(by: .opponent), "the ball waits for the next serve")
  }

  @Test func pointsCountOnlyDuringPlay() {
    var m = PongGame()
    m.pointScored(by: .opponent)
    #expect(m.opponentScore == 0)
    m.paddleHit()
    #expect(m.rally == 0)
  }

  @Test func firstToSevenWinsAndTheMatchStops() {
    var m = PongGame()
    for i in 1...6 {
      play(&m)
      m.pointScored(by: .opponent)
      #expect(m.opponentScore == Int64(i))
      #expect(m.winner == nil)
    }
    play(&m)
    m.pointScored(by: .player)
    play(&m)
    m.pointScored(by: .opponent)
    #expect(m.winner == .opponent)
    #expect(m.phase == .over(winner: .opponent))
    let serveAfterWin = m.serve()
    #expect(!serveAfterWin, "no serve after the match is won")
    m.pointScored(by: .player)
    #expect(m.playerScore == 1)
  }

  @Test func rallySpeedsUpUpToTheCap() {
    var m = PongGame()
    play(&m)
    for _ in 0..<5 { m.paddleHit() }
    #expect(m.rally == 5)
    #expect(abs(PongRules.speedFactor(afterHits: 5) - 1.2) < 1e-12)
    #expect(PongRules.speedFactor(afterHits: 1000) == PongRules.maximumSpeedFactor)
    m.pointScored(by: .player)
    play(&m)
    #expect(m.rally == 0)
  }
}
