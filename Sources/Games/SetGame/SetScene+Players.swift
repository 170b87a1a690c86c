extension SetScene {
  /// The computer's turn: it taps the cards of a set it has found (only cards already face up, as
  /// a person would) or the deck.
  func playForThePlayer(dt: Double) {
    guard let move = computer.nextMove(in: game, dt: dt, random: &random) else { return }
    switch move {
    case .choose(let card):
      guard cardViews.contains(where: { $0.card == card && $0.isFaceUp }) else { return }
      choose(card)
    case .dealThreeMore:
      dealThreeMore()
    }
  }
}
