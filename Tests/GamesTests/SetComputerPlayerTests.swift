import Geometry
import Testing

@testable import Games

/// The computer player that `kinetic simulate set` will use: it finds sets, deals only when it
/// must, and repeats itself for a seed.
@Suite struct SetComputerPlayerTests {
  @Test(arguments: 0..<20)
  func theComputerPlayerFindsSetsUntilTheGameEnds(seed: UInt64) {
    var game = SetGame(seed: seed)
    var player = SetComputerPlayer()
    var random = SeededRandom(seed: seed &+ 100)
    let dt = 1.0 / 60
    var seconds = 0.0
    var deals = 0
    while !game.isOver && seconds < 600 {
      switch player.nextMove(in: game, dt: dt, random: &random) {
      case .choose(let card): #expect(game.choose(card) != .ignored)
      case .dealThreeMore:
        #expect(!SetRules.containsSet(game.table))
        #expect(game.dealThreeMore() == true)
        deals += 1
      case nil: break
      }
      seconds += dt
    }
    #expect(game.isOver)
    #expect(game.deck.isEmpty && !SetRules.containsSet(game.table))
    #expect(Set(game.table + game.discardPile) == Set(SetCard.all))
    #expect(game.discardPile.count == 3 * game.scoring.matches)
    #expect(game.scoring.mismatches == 0 && game.scoring.needlessDeals == 0 && game.scoring.hints == 0)
    #expect(game.score == SetScoring.matchPoints * game.scoring.matches)
    #expect(game.score <= SetScoring.highestPossibleScore)
    #expect(seconds > 60)
  }

  @Test func theComputerPlayerRepeatsItselfForTheSameSeed() {
    func play(_ seed: UInt64) -> [SetComputerPlayer.Move] {
      var game = SetGame(seed: seed)
      var player = SetComputerPlayer()
      var random = SeededRandom(seed: seed)
      var moves: [SetComputerPlayer.Move] = []
      for _ in 0..<3_600 {
        guard let move = player.nextMove(in: game, dt: 1.0 / 60, random: &random) else { continue }
        moves.append(move)
        if case .choose(let card) = move { game.choose(card) } else { game.dealThreeMore() }
      }
      return moves
    }
    #expect(play(4) == play(4))
    #expect(play(4) != play(5))
    #expect(play(4).count > 10)
  }
}
