import Geometry
import Stage
import Testing

@testable import GameKit
@testable import Games

/// The shell's "?" button covers the canvas's top-right corner; no game puts a control or a label
/// under it.
@Suite struct ShellChromeTests {
  private static let sizes = [
    Size(width: 320, height: 500), Size(width: 390, height: 700), Size(width: 844, height: 330),
    Size(width: 1180, height: 760),
  ]

  private func corner(_ size: Size) -> Rect {
    Rect(x: size.width - ShellChrome.helpButtonWidth, y: 0, width: ShellChrome.helpButtonWidth, height: 44)
  }

  @Test(arguments: sizes)
  func theTopRightCornerIsLeftToTheHowToButton(size: Size) {
    let set = SetScene(seed: 1, size: size)
    let bubbles = BubblePopScene(seed: 1, size: size)
    let concentration = ConcentrationScene(seed: 1, size: size)
    concentration.choose(ConcentrationTheme.all[0])
    let views = [set.newGameButton, set.hintButton, bubbles.bestLabel, concentration.newGameButton]
    for view in views {
      let frame = frameInRoot(view)
      #expect(!frame.intersects(corner(size)), "\(frame) at \(size.width)×\(size.height)")
    }
  }
}
