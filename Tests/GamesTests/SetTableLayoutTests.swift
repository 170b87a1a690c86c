import Geometry
import Testing

@testable import Games

/// Set's layout uses the whole canvas on phones and tablets, in portrait and landscape.
@Suite struct SetTableLayoutTests {
  static let sizes = [
    Size(width: 390, height: 760), Size(width: 844, height: 330), Size(width: 820, height: 1100),
    Size(width: 1180, height: 740),
  ]

  @Test(arguments: sizes) func cardsDeckAndDiscardPileFitWithoutOverlapping(size: Size) {
    let canvas = Rect(origin: .zero, size: size)
    for count in [12, 15, 18, 21, 24, 27] {
      let layout = SetTableLayout(count: count, size: size)
      let frames = layout.cards.frames
      #expect(frames.count == count)
      for (i, a) in frames.enumerated() {
        #expect(layout.grid.insetBy(dx: -0.001, dy: -0.001).contains(a.origin))
        #expect(a.maxX <= layout.grid.maxX + 0.001 && a.maxY <= layout.grid.maxY + 0.001)
        for b in frames[(i + 1)...] { #expect(!a.intersects(b)) }
      }
      for pile in [layout.deck, layout.discard] {
        #expect(canvas.contains(pile.origin) && pile.maxX <= size.width && pile.maxY <= size.height)
        #expect(!pile.intersects(layout.grid) && !pile.intersects(layout.bar))
        #expect(pile.width > 30 && pile.height > 30)
      }
      #expect(!layout.deck.intersects(layout.discard))
    }
  }

  @Test(arguments: sizes + [Size(width: 320, height: 460)])
  func theDeckTakesAFingertipsTouchEvenWhereItIsDrawnSmall(size: Size) {
    let layout = SetTableLayout(count: 12, size: size)
    let target = layout.deckTarget
    #expect(target.width >= 44 && target.height >= 44)
    #expect(target.contains(layout.deck.origin) && target.maxX >= layout.deck.maxX && target.maxY >= layout.deck.maxY)
    #expect(!target.intersects(layout.discard) && !target.intersects(layout.bar))
    #expect(target.minX >= 0 && target.maxX <= size.width && target.maxY <= size.height)
  }

  @Test(arguments: sizes) func twelveCardsFillMostOfTheirRoom(size: Size) {
    let layout = SetTableLayout(count: 12, size: size)
    let used = 12 * layout.cards.itemSize.width * layout.cards.itemSize.height
    #expect(used >= 0.45 * layout.grid.width * layout.grid.height)
  }
}
