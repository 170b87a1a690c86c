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

  /// The benchmark's busy table: 21 cards, and a set matched whenever the last match has flown
  /// and the dealer is idle, so three cards fly away while three are dealt; a finished deck
  /// starts a new game.
  func benchmarkStep() {
    if game.isOver || (game.deck.isEmpty && cardViews.count < SetScene.benchmarkTableSize) {
      newGame()
      return
    }
    if cardViews.count < SetScene.benchmarkTableSize {
      dealThreeMore()
      return
    }
    guard bouncing.isEmpty, dealQueue.isEmpty, let set = SetRules.firstSet(in: game.table) else { return }
    for card in set { choose(card) }
  }
}
