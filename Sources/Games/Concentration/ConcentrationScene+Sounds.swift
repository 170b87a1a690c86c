import GameKit

extension ConcentrationScene {
  /// The sounds of a touch: every card turned over flips, then a pair found, a miss or the game's end.
  func playSound(for outcome: ConcentrationGame.Outcome, finished: Bool) {
    outbox.post(.sound(name: GameSound.flip, pitch: 1))
    switch outcome {
    case .matched: outbox.post(.sound(name: finished ? GameSound.win : GameSound.match, pitch: 1))
    case .mismatched: outbox.post(.sound(name: GameSound.wrong, pitch: 1))
    case .flipped, .ignored: break
    }
  }
}
