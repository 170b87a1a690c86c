import Dynamics
import GameKit
import Geometry
import Stage

extension SetScene {
  /// Writes the game and its animations as JSON for tests and tools:
  /// `{"game":"set","score","sets","deck","discard","landed","over","selection":[ids],"hint":[ids],
  /// "mismatch","message","layout":{…},"cards":[…],"flying":[…],"dealQueue","dealing",
  /// "flyawayRunning","discardRunning","discardTop":{…}|null,"discardFlips","rearrangements","rearranging"}`. A card's id is its index (0..<81);
  /// frames are in canvas points.
  public func writeState(to json: inout JSONWriter) {
    json.object { o in
      o.field("game") { $0.string(gameID) }
      o.field("score") { $0.number(game.score) }
      o.field("sets") { $0.number(game.scoring.matches) }
      o.field("deck") { $0.number(game.deck.count) }
      o.field("discard") { $0.number(game.discardPile.count) }
      o.field("landed") { $0.number(landedCount) }
      o.field("over") { $0.bool(game.isOver) }
      o.field("paused") { $0.bool(isPaused) }
      o.field("selection") { $0.array { a in for c in game.selection { a.element { $0.number(c.index) } } } }
      o.field("hint") { $0.array { a in for c in game.hint { a.element { $0.number(c.index) } } } }
      o.field("mismatch") { $0.bool(game.isShowingMismatch) }
      o.field("message") { $0.string(message) }
      o.field("layout") { l in
        l.object { f in
          f.field("bar") { $0.rect(layout.bar) }
          f.field("grid") { $0.rect(layout.grid) }
          f.field("deck") { $0.rect(layout.deck) }
          f.field("deckTarget") { $0.rect(layout.deckTarget) }
          f.field("discard") { $0.rect(layout.discard) }
          f.field("hintButton") { $0.rect(hintButton.frame) }
          f.field("newGameButton") { $0.rect(newGameButton.frame) }
          f.field("rearrangeButton") { $0.rect(rearrangeButton.frame) }
          f.field("columns") { $0.number(layout.cards.columns) }
          f.field("rows") { $0.number(layout.cards.rows) }
        }
      }
      o.field("cards") { list in
        list.array { a in for view in cardViews { a.element { SetScene.write(view, to: &$0) } } }
      }
      o.field("flying") { list in
        list.array { a in
          for view in bouncing + snapping { a.element { SetScene.write(view, to: &$0) } }
        }
      }
      o.field("bouncing") { $0.number(bouncing.count) }
      o.field("snapping") { $0.number(snapping.count) }
      o.field("dealQueue") { $0.number(dealQueue.count) }
      o.field("dealing") { $0.number(cardViews.filter { $0.phase == .dealing }.count) }
      o.field("flyawayRunning") { $0.bool(animator.isRunning) }
      o.field("discardRunning") { $0.bool(discardAnimator.isRunning) }
      o.field("discardFlips") { $0.number(discardFlips) }
      o.field("rearrangements") { $0.number(rearrangements) }
      o.field("rearranging") { $0.number(cardViews.filter { $0.rearrangement != nil }.count) }
      o.field("discardTop") { top in
        if let discardTop { SetScene.write(discardTop, to: &top) } else { top.null() }
      }
    }
  }

  private static func write(_ view: SetCardView, to json: inout JSONWriter) {
    let card = view.card
    json.object { c in
      c.field("id") { $0.number(card.index) }
      c.field("number") { $0.number(card.number.count) }
      c.field("shape") { $0.number(card.shape.rawValue) }
      c.field("shading") { $0.number(card.shading.rawValue) }
      c.field("color") { $0.number(card.color.rawValue) }
      c.field("phase") { $0.string(view.phase.rawValue) }
      c.field("faceUp") { $0.bool(view.isFaceUp) }
      c.field("turning") { $0.bool(view.shade > 0) }
      c.field("highlight") { $0.string(view.highlight.name) }
      c.field("x") { $0.number(view.center.x) }
      c.field("y") { $0.number(view.center.y) }
      c.field("width") { $0.number(view.bounds.width) }
      c.field("height") { $0.number(view.bounds.height) }
      c.field("rotation") { $0.number(view.rotation) }
      c.field("slot") { $0.rect(view.slot) }
    }
  }

  /// The score, sets, deck and table.
  public var summary: String {
    "score \(game.score) sets \(game.scoring.matches) deck \(game.deck.count) table \(game.table.count)"
      + " discard \(game.discardPile.count)\(game.isOver ? " over" : "")"
  }

  /// Mixes the model and every card's place on screen into `hasher`.
  public func hashState(into hasher: inout StateHasher) {
    hasher.combine(Int64(game.score))
    hasher.combine(Int64(game.deck.count))
    hasher.combine(Int64(landedCount))
    for card in game.table + game.selection + game.hint { hasher.combine(Int64(card.index)) }
    for view in cardViews + bouncing + snapping {
      hasher.combine(Int64(view.card.index))
      hasher.combine(view.center)
      hasher.combine(view.rotation)
    }
  }
}

extension SetCardView.Highlight {
  /// The highlight's name in the state JSON.
  var name: String {
    switch self {
    case .none: "none"
    case .selected: "selected"
    case .hinted: "hinted"
    case .mismatched: "mismatched"
    }
  }
}
