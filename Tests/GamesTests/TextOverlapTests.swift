import Geometry
import Host
import Stage
import Testing

@testable import GameKit
@testable import Games

/// No game draws a line of text over another, at any canvas size from a small phone to a wide
/// desktop, in its first screen and in play: a title squeezed under a button reads as neither.
@Suite struct TextOverlapTests {
  private static let sizes = [
    Size(width: 320, height: 480), Size(width: 320, height: 568), Size(width: 360, height: 640),
    Size(width: 375, height: 667), Size(width: 390, height: 844), Size(width: 430, height: 932),
    Size(width: 568, height: 320), Size(width: 844, height: 390), Size(width: 768, height: 1024),
    Size(width: 820, height: 1180), Size(width: 1180, height: 820), Size(width: 1440, height: 900),
    Size(width: 2000, height: 1200),
  ]
  /// Boxes may touch or share a hairline: more than this much overlap, in points, both ways, is text over text.
  private static let tolerance = 1.0

  /// A visible view that draws text, with its box in the root view's coordinates.
  private struct TextBox {
    let view: View
    let string: String
    let frame: Rect
  }

  private func covers(_ outer: Rect, _ inner: Rect) -> Bool {
    inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY
  }

  /// Every text a player sees under `view`, in drawing order: hidden and transparent subtrees draw
  /// nothing, and a view with an opaque background covers the texts drawn before it that it holds
  /// (a pushed screen over the one it came from).
  private func visibleTexts(under view: View, into found: inout [TextBox]) {
    guard !view.isHidden, view.alpha > 0 else { return }
    let frame = frameInRoot(view)
    if let background = view.backgroundColor, background.alpha >= 1, view.alpha >= 1 {
      found.removeAll { covers(frame, $0.frame) }
    }
    if case .text(let text) = view.content, !text.string.isEmpty {
      found.append(TextBox(view: view, string: text.string, frame: frame))
    }
    for subview in view.subviews { visibleTexts(under: subview, into: &found) }
  }

  /// The pairs of texts in `scene` whose boxes lie over each other, described for a failure.
  private func overlaps(in scene: any GameScene) -> [String] {
    let root = scene.rootView
    var boxes: [TextBox] = []
    visibleTexts(under: root, into: &boxes)
    boxes.removeAll { !root.bounds.intersects($0.frame) }
    var found: [String] = []
    for (i, a) in boxes.enumerated() {
      for b in boxes[(i + 1)...] where !a.view.isDescendant(of: b.view) && !b.view.isDescendant(of: a.view) {
        let width = min(a.frame.maxX, b.frame.maxX) - max(a.frame.minX, b.frame.minX)
        let height = min(a.frame.maxY, b.frame.maxY) - max(a.frame.minY, b.frame.minY)
        if width > Self.tolerance && height > Self.tolerance {
          found.append("\"\(a.string)\" \(a.frame) over \"\(b.string)\" \(b.frame)")
        }
      }
    }
    return found
  }

  /// The game's scene at `size`: its first screen, then a few seconds into play (Concentration: in
  /// each theme, whose names differ in length).
  private func states(of game: GameInfo, at size: Size) -> [(String, any GameScene)] {
    let first = game.makeScene(7, size)
    var states: [(String, any GameScene)] = [("first screen", first)]
    if first is ConcentrationScene {
      for theme in ConcentrationTheme.all {
        guard let scene = game.makeScene(7, size) as? ConcentrationScene else { continue }
        scene.choose(theme)
        run(scene, seconds: 1)
        states.append(("\(theme.name) chosen", scene))
      }
    } else {
      let scene = game.makeScene(7, size)
      scene.key(.space, isDown: true)
      scene.key(.space, isDown: false)
      run(scene, seconds: 3)
      states.append(("3 s in", scene))
    }
    return states
  }

  @Test(arguments: Catalog.games.filter(\.isPlayable).map(\.id))
  func noTextLiesOverOtherText(gameID: String) throws {
    let game = try #require(Catalog.game(gameID))
    for size in Self.sizes {
      for (state, scene) in states(of: game, at: size) {
        let found = overlaps(in: scene)
        #expect(found.isEmpty, "\(gameID) at \(size.width)×\(size.height), \(state): \(found.joined(separator: "; "))")
      }
    }
  }
}
