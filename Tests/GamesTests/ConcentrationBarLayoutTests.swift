import GameKit
import Geometry
import Testing

@testable import Games

/// The game's navigation bar at every width a canvas has, from the narrowest phone up: the title
/// has room for the longest theme name and lies clear of both buttons, which stay fingertip wide.
@Suite struct ConcentrationBarLayoutTests {
  private static let widths = Array(stride(from: 320.0, through: 2000.0, by: 1.0))

  @Test(arguments: [true, false])
  func theTitleHasRoomBetweenTheButtons(hasBack: Bool) {
    for width in Self.widths {
      let bar = ConcentrationBarLayout(width: width, height: 48, hasBack: hasBack)
      #expect(bar.title.width >= ConcentrationBarLayout.titleMinimumWidth, "title \(bar.title) at \(width)")
      #expect(
        bar.title.maxX + ConcentrationBarLayout.gap <= bar.newGame.minX,
        "title \(bar.title), New game \(bar.newGame) at \(width)")
      #expect(bar.newGame.maxX <= width - ShellChrome.helpButtonWidth, "New game \(bar.newGame) at \(width)")
      if hasBack {
        #expect(bar.title.minX >= bar.back.maxX, "title \(bar.title), back \(bar.back) at \(width)")
        #expect(bar.back.width >= 44, "back \(bar.back) at \(width)")
      }
    }
  }

  @Test func theTitleIsCentredWhenTheBarIsWide() {
    let bar = ConcentrationBarLayout(width: 1024, height: 48, hasBack: true)
    #expect(bar.title.midX == 512)
    #expect(!bar.isBackCompact && bar.backLabel == "‹ Themes")
  }

  @Test func aNarrowBarShortensTheBackButtonToItsChevron() {
    let bar = ConcentrationBarLayout(width: 320, height: 48, hasBack: true)
    #expect(bar.isBackCompact && bar.backLabel == "‹")
    #expect(!ConcentrationBarLayout(width: 320, height: 48, hasBack: false).isBackCompact)
  }
}
