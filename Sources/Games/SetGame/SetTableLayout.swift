import Geometry

/// Where everything of Set goes on a canvas: the bar (score, hint, new game) across the top, the
/// deck and the discard pile along the bottom in portrait or down the right side in landscape,
/// and the cards in a grid that takes all the room left, each card as large as the room allows.
package struct SetTableLayout: Equatable {
  /// The bar across the top.
  let bar: Rect
  /// The room the cards share.
  let grid: Rect
  /// The deck's place.
  let deck: Rect
  /// Where a touch deals from the deck: the deck, grown to a fingertip's 44 points where it is
  /// drawn smaller (a phone's pile room is narrow).
  package var deckTarget: Rect {
    let grow = Vector(dx: max(0, 44 - deck.width) / 2, dy: max(0, 44 - deck.height) / 2)
    return Rect(
      x: deck.minX - grow.dx, y: deck.minY - grow.dy, width: deck.width + 2 * grow.dx,
      height: deck.height + 2 * grow.dy)
  }
  /// The discard pile's place.
  let discard: Rect
  /// The grid for the cards on the table: their frames, in table order.
  let cards: GridLayout

  /// The layout of `count` cards on a canvas of `size` points.
  init(count: Int, size: Size) {
    let gap = SetStyle.gap
    let w = max(size.width, 1)
    let h = max(size.height, 1)
    bar = Rect(x: 0, y: 0, width: w, height: SetStyle.barHeight)
    let below = Rect(x: 0, y: bar.maxY, width: w, height: max(h - bar.maxY, 1))
    let landscape = w > h
    // Piles take a card's room at the edge: a tenth of the long side, a little more on small screens.
    let pileRoom = min(max((landscape ? w : h) * 0.14, 70), 140)
    let pileArea: Rect
    if landscape {
      grid = Rect(x: below.minX, y: below.minY, width: max(below.width - pileRoom, 1), height: below.height)
      pileArea = Rect(x: grid.maxX, y: below.minY, width: pileRoom, height: below.height)
    } else {
      grid = Rect(x: below.minX, y: below.minY, width: below.width, height: max(below.height - pileRoom, 1))
      pileArea = Rect(x: below.minX, y: grid.maxY, width: below.width, height: pileRoom)
    }
    let inner = grid.insetBy(dx: gap, dy: gap)
    cards = SetTableLayout.bestGrid(count: count, in: inner, spacing: gap)
    let pileSize = SetTableLayout.fit(
      aspect: cards.itemSize, in: Size(width: pileRoom - 2 * gap, height: pileRoom - 2 * gap))
    if landscape {
      deck = Rect(center: Point(x: pileArea.midX, y: pileArea.minY + pileRoom / 2), size: pileSize)
      discard = Rect(center: Point(x: pileArea.midX, y: pileArea.maxY - pileRoom / 2), size: pileSize)
    } else {
      deck = Rect(center: Point(x: pileArea.minX + pileRoom / 2, y: pileArea.midY), size: pileSize)
      discard = Rect(center: Point(x: pileArea.maxX - pileRoom / 2, y: pileArea.midY), size: pileSize)
    }
  }

  /// Upright or lying cards, whichever makes them larger for this many in this room.
  private static func bestGrid(count: Int, in rect: Rect, spacing: Double) -> GridLayout {
    let upright = GridLayout(count: count, aspectRatio: SetStyle.uprightAspect, in: rect, spacing: spacing)
    let lying = GridLayout(count: count, aspectRatio: 1 / SetStyle.uprightAspect, in: rect, spacing: spacing)
    let uprightArea = upright.itemSize.width * upright.itemSize.height
    return lying.itemSize.width * lying.itemSize.height > uprightArea * 1.05 ? lying : upright
  }

  /// The largest size of `aspect`'s shape that fits in `room`.
  private static func fit(aspect: Size, in room: Size) -> Size {
    let ratio = aspect.height > 0 ? aspect.width / aspect.height : SetStyle.uprightAspect
    let width = min(room.width, room.height * ratio)
    return Size(width: max(width, 1), height: max(width / ratio, 1))
  }
}
