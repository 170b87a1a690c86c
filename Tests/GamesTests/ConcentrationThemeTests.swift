import Foundation
import Geometry
import Stage
import Testing

@testable import Games

/// Concentration's themes are valid data: enough distinct emoji, readable colours.
@Suite struct ConcentrationThemeTests {
  /// WCAG relative luminance of an sRGB colour.
  private func luminance(_ c: Color) -> Double {
    func linear(_ v: Double) -> Double { v <= 0.039_28 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
  }

  /// WCAG contrast ratio, 1…21.
  private func contrast(_ a: Color, _ b: Color) -> Double {
    let (l1, l2) = (luminance(a), luminance(b))
    return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
  }

  @Test func thereAreAtLeastSixThemesWithDifferentNames() {
    #expect(ConcentrationTheme.all.count >= 6)
    #expect(Set(ConcentrationTheme.all.map(\.name)).count == ConcentrationTheme.all.count)
    #expect(ConcentrationTheme.all.allSatisfy { !$0.name.isEmpty && ConcentrationTheme.named($0.name) == $0 })
    #expect(ConcentrationTheme.named("No such theme") == nil)
  }

  @Test(arguments: ConcentrationTheme.all.map(\.name))
  func eachThemeHasEnoughDistinctEmojiForItsPairs(name: String) throws {
    let theme = try #require(ConcentrationTheme.named(name))
    #expect(theme.pairCount >= 4)
    #expect(theme.emoji.count >= theme.pairCount)
    #expect(Set(theme.emoji).count == theme.emoji.count)
    for emoji in theme.emoji {
      #expect(emoji.count == 1, "\(emoji) is one character")
      let scalars = Array(emoji.unicodeScalars)
      let showsAsEmoji = scalars[0].properties.isEmojiPresentation || scalars.dropFirst().first == "\u{FE0F}"
      #expect(showsAsEmoji, "\(emoji) is drawn as an emoji, not as text")
    }
  }

  @Test(arguments: ConcentrationTheme.all.map(\.name))
  func eachThemesColoursCanBeToldApart(name: String) throws {
    let theme = try #require(ConcentrationTheme.named(name))
    #expect(contrast(theme.textColor, theme.backgroundColor) >= 4.5)
    #expect(contrast(theme.cardBackColor, theme.backgroundColor) >= 1.5)
    #expect(contrast(theme.cardFaceColor, theme.cardBackColor) >= 1.5)
    #expect(theme.backgroundColor.alpha == 1 && theme.cardBackColor.alpha == 1 && theme.cardFaceColor.alpha == 1)
  }

  @Test func aRandomThemeIsEveryThemeSometimes() {
    var random = SeededRandom(seed: 3)
    let picked = Set((0..<500).map { _ in ConcentrationTheme.random(using: &random).name })
    #expect(picked.count == ConcentrationTheme.all.count)
  }

  @Test func theHighestScoreIsTwoPointsForEachPairOfTheLargestTheme() {
    #expect(ConcentrationGame.highestPossibleScore == 24)
  }
}
