import GameKit
import Geometry
import Stage

extension ConcentrationScene {
  /// Writes `{"game":"concentration","screen":"chooser"|"game"|"split","split","theme","title",
  /// "flips","score","finished","detail":{frame},"themes":[{"name","x","y","width","height"}],
  /// "back":{frame}|null,"newGame":{frame},"cards":[{"id","pair","emoji","faceUp","shownFaceUp",
  /// "matched","alpha","x","y","width","height"}]}`; frames are in canvas points.
  public func writeState(to json: inout JSONWriter) {
    let origin = Vector(dx: detail.frame.minX, dy: detail.frame.minY)
    let cardsOrigin = origin + Vector(dx: cardLayer.frame.minX, dy: cardLayer.frame.minY)
    json.object { o in
      o.field("game") { $0.string(gameID) }
      o.field("screen") { $0.string(screenName) }
      o.field("split") { $0.bool(isSplit) }
      o.field("paused") { $0.bool(isPaused) }
      o.field("theme") { if let game { $0.string(game.theme.name) } else { $0.null() } }
      o.field("title") { $0.string(game?.theme.name ?? "Themes") }
      o.field("flips") { $0.number(game?.flipCount ?? 0) }
      o.field("score") { $0.number(game?.score ?? 0) }
      o.field("finished") { $0.bool(game?.isFinished ?? false) }
      o.field("detail") { $0.rect(detail.frame) }
      o.field("themes") { list in
        list.array { a in
          for (theme, row) in zip(ConcentrationTheme.all, themeRows) {
            a.element { e in
              let frame = row.frame.offsetBy(Vector(dx: chooser.frame.minX, dy: chooser.frame.minY))
              e.object { t in
                t.field("name") { $0.string(theme.name) }
                t.field("frame") { $0.rect(frame) }
              }
            }
          }
        }
      }
      o.field("back") { b in
        if isSplit { b.null() } else { b.rect(backButton.frame.offsetBy(origin)) }
      }
      o.field("newGame") { $0.rect(newGameButton.frame.offsetBy(origin)) }
      o.field("cards") { list in
        list.array { a in
          guard let game else { return }
          for (card, view) in zip(game.cards, cardViews) {
            a.element { e in
              e.object { c in
                c.field("id") { $0.number(card.id) }
                c.field("pair") { $0.number(card.pairID) }
                c.field("emoji") { $0.string(view.emoji) }
                c.field("faceUp") { $0.bool(card.isFaceUp) }
                c.field("shownFaceUp") { $0.bool(view.isShowingFace) }
                c.field("matched") { $0.bool(card.isMatched) }
                c.field("alpha") { $0.number(view.alpha) }
                c.field("frame") { $0.rect(view.frame.offsetBy(cardsOrigin)) }
              }
            }
          }
        }
      }
    }
  }

  /// The screen, theme, flips and score.
  public var summary: String {
    "\(screenName) theme \(game?.theme.name ?? "none") flips \(game?.flipCount ?? 0) score \(game?.score ?? 0)"
  }

  /// Mixes the screen, the theme and every card's state into `hasher`.
  public func hashState(into hasher: inout StateHasher) {
    hasher.combine(UInt64(isGamePushed ? 1 : 0))
    hasher.combine(Int64(game?.flipCount ?? 0))
    hasher.combine(Int64(game?.score ?? 0))
    for card in game?.cards ?? [] {
      hasher.combine(Int64(card.id))
      hasher.combine(UInt64((card.isFaceUp ? 1 : 0) + (card.isMatched ? 2 : 0)))
    }
    for view in cardViews { hasher.combine(view.alpha) }
  }
}
