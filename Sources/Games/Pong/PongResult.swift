/// How a finished match reads on its result card: who won, with the winner's points first
/// ("Blue wins 7–3"), naming the paddles by colour when two people share the device.
struct PongResult: Equatable {
  /// The card's title, e.g. "You win 7–3" or "Red wins 7–5".
  let title: String
  /// The card's message: both scores, each side named.
  let message: String

  init(game: PongGame, winner: PongSide, hasSecondPlayer: Bool) {
    let score = "\(game.score(of: winner))–\(game.score(of: winner.other))"
    if hasSecondPlayer {
      title = "\(PongResult.colorName(winner)) wins \(score)"
      message =
        "Blue (bottom) \(game.playerScore), Red (top) \(game.opponentScore). First to \(PongRules.winningScore) wins."
    } else {
      title = winner == .player ? "You win \(score)" : "The computer wins \(score)"
      message =
        "You \(game.playerScore), the computer \(game.opponentScore). First to \(PongRules.winningScore) wins."
    }
  }

  /// The colour a side's paddle is drawn in.
  static func colorName(_ side: PongSide) -> String { side == .player ? "Blue" : "Red" }
}
