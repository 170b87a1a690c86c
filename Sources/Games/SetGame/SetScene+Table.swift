import Geometry
import Motion
import Stage

extension SetScene {
  /// Makes the views match the model (UIKit's `updateViewFromModel`): new cards join the deal
  /// queue, matched cards fly away, the rest move to their new places, and the borders show the
  /// selection, the hint and a mismatch.
  func syncTable() {
    var kept: [SetCardView] = []
    for card in game.table {
      if let view = cardViews.first(where: { $0.card == card }) {
        kept.append(view)
      } else {
        let view = SetCardView(card: card, faceUp: false, frame: layout.deck)
        view.isHidden = true
        tableLayer.addSubview(view)
        dealQueue.append(view)
        kept.append(view)
      }
    }
    let leaving = cardViews.filter { view in !kept.contains { $0 === view } }
    cardViews = kept
    dealQueue.removeAll { view in leaving.contains { $0 === view } }
    flyAway(leaving.filter { game.discardPile.contains($0.card) })
    for view in leaving { view.removeFromSuperview() }
    layOutCards(animated: true)
    updateHighlights()
    updateLabels()
    if game.isOver { finish() }
  }

  /// Gives every card its slot in the grid; cards in place glide there together (one property
  /// animator), a card in flight heads for its new slot, a waiting card just moves, and a card
  /// gathering into the middle of the table for a rearrangement flies out to its slot after.
  func layOutCards(animated: Bool) {
    let previous = layout
    layout = SetTableLayout(count: cardViews.count, size: rootView.bounds.size)
    if layout.deck != previous.deck || layout.discard != previous.discard { layOutChrome() }
    var moving: [SetCardView] = []
    for (view, slot) in zip(cardViews, layout.cards.frames) where slot != view.slot {
      view.slot = slot
      switch view.phase {
      case .waiting: view.frame = slot
      case .dealing: break
      case .placed: if !view.isGathering { moving.append(view) }
      }
    }
    guard !moving.isEmpty else { return }
    guard animated else {
      for view in moving { view.frame = view.slot }
      return
    }
    let rearrangement = PropertyAnimator(
      duration: SetScene.rearrangeDuration, timingParameters: .easeInOut, clock: clock
    ) {
      for view in moving { view.frame = view.slot }
    }
    rearrangement.startAnimation()
    rearrangementEnds = max(rearrangementEnds, clock.now + SetScene.rearrangeDuration)
  }

  /// Borders: a mismatch in red, the selection in blue, a hint in orange.
  func updateHighlights() {
    for view in cardViews {
      let card = view.card
      if game.selection.contains(card) {
        view.highlight = game.isShowingMismatch ? .mismatched : .selected
      } else {
        view.highlight = game.hint.contains(card) ? .hinted : .none
      }
    }
  }
}
