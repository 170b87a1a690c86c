import Geometry
import Stage
import Testing

@testable import Games
@testable import Host

/// WCAG 2.2 contrast of every game's text (4.5:1, or 3:1 for large text) and of its essential
/// graphics, the accessibility elements drawn as shapes (3:1), against what they are drawn on: the
/// backgrounds of the view and its superviews, composited from the root up.
@Suite struct ContrastTests {
  struct Finding: CustomStringConvertible {
    let game: String
    let what: String
    let ratio: Double
    let needed: Double
    var description: String { "\(game): \(what) \(String(Int(ratio * 100))) / \(Int(needed * 100))" }
  }

  static func luminance(_ c: Color) -> Double {
    func linear(_ x: Double) -> Double { x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4) }
    return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
  }

  static func ratio(_ a: Color, _ b: Color) -> Double {
    let la = luminance(a)
    let lb = luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }

  /// `top` painted over the opaque `bottom`.
  static func over(_ top: Color, _ bottom: Color) -> Color {
    let a = top.alpha
    return Color(
      red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
      blue: top.blue * a + bottom.blue * (1 - a))
  }

  private static func pow(_ x: Double, _ y: Double) -> Double { Trig.exp(y * Trig.log(x)) }

  /// The opaque colour behind `view`'s content: its and its ancestors' backgrounds, root first.
  static func backdrop(of view: View, includingOwn: Bool) -> Color {
    var chain: [View] = []
    var v: View? = includingOwn ? view : view.superview
    while let x = v {
      chain.append(x)
      v = x.superview
    }
    var color = Color.white
    for x in chain.reversed() { if let b = x.backgroundColor { color = over(b, color) } }
    return color
  }

  /// Whether `view` or a subview shows text (a button named by its words needs no 3:1 outline).
  static func hasText(_ view: View) -> Bool {
    if case .text = view.content { return true }
    return view.subviews.contains { hasText($0) }
  }

  static func findings(in game: String, root: View) -> [Finding] {
    var found: [Finding] = []
    func visit(_ view: View) {
      guard !view.isHidden, view.alpha >= 0.99 else { return }
      if case .text(let text) = view.content,
        text.string.unicodeScalars.contains(where: {
          $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
        })
      {
        let back = backdrop(of: view, includingOwn: true)
        let large = text.size >= 24 || (text.size >= 18.66 && text.weight >= 700)
        let r = ratio(over(text.color, back), back)
        let needed = large ? 3.0 : 4.5
        if r < needed - 0.005 {
          found.append(Finding(game: game, what: "text \"\(text.string)\"", ratio: r, needed: needed))
        }
      }
      if view.isAccessibilityElement, let fill = view.backgroundColor, fill.alpha > 0.5, !hasText(view) {
        let back = backdrop(of: view, includingOwn: false)
        let edge = view.borderWidth >= 1 ? ratio(over(view.borderColor, back), back) : 0
        let r = max(ratio(over(fill, back), back), edge)
        if r < 2.995 {
          found.append(Finding(game: game, what: "graphic \(view.accessibilityLabel ?? "?")", ratio: r, needed: 3))
        }
      }
      for sub in view.subviews { visit(sub) }
    }
    visit(root)
    return found
  }

  /// Each game in a few states, at rest.
  static func states() -> [(String, AppHost)] {
    var hosts: [(String, AppHost)] = []
    func host(_ game: String, _ setUp: (AccessibleHost) -> Void = { _ in }) -> AppHost {
      let app = AccessibleHost(game, seconds: 6)
      setUp(app)
      app.run(seconds: 2)
      return app.host
    }
    hosts.append(("set", host("set")))
    hosts.append(("set hint", host("set") { $0.activate("Hint") }))
    hosts.append(("concentration", host("concentration")))
    for theme in ConcentrationTheme.all {
      hosts.append(("concentration \(theme.name)", host("concentration") { $0.host.perform("theme=\(theme.name)") }))
    }
    hosts.append(("bubblepop", host("bubblepop")))
    hosts.append(
      (
        "bubblepop run",
        host("bubblepop") {
          $0.host.control("name=Ada")
          $0.host.perform("start")
          $0.run(seconds: 4)
        }
      ))
    hosts.append(("pong", host("pong")))
    hosts.append(("breakout", host("breakout")))
    hosts.append(("lab", host("lab")))
    return hosts
  }

  @Test func everyGamesTextAndEssentialGraphicsMeetWCAGAA() {
    var all: [Finding] = []
    for (name, host) in ContrastTests.states() {
      guard let root = host.scene?.rootView else { continue }
      all += ContrastTests.findings(in: name, root: root)
    }
    #expect(all.isEmpty, "\(all.map(\.description).joined(separator: "\n"))")
  }

  @Test func theRatioIsWCAGs() {
    #expect(abs(ContrastTests.ratio(.black, .white) - 21) < 1e-9)
    #expect(abs(ContrastTests.ratio(Color(hex: 0x767676), .white) - 4.54) < 0.01)
  }
}
