import Geometry
import Stage

/// A look for Concentration: a name, the emoji its pairs are drawn from, its colours and how many
/// pairs a game deals.
public struct ConcentrationTheme: Equatable, Sendable {
  /// Shown to the player, and unique among the themes.
  public let name: String
  /// The emoji pairs are drawn from, all different, at least `pairCount` of them.
  public let emoji: [String]
  /// Pairs dealt in a game with this theme.
  public let pairCount: Int
  /// The table behind the cards.
  public let backgroundColor: Color
  /// The back of a face-down card.
  public let cardBackColor: Color
  /// The face of a face-up card, behind its emoji.
  public let cardFaceColor: Color
  /// Labels (flips, score) drawn on the background.
  public let textColor: Color

  /// The themes, in the order a theme chooser lists them.
  public static let all: [ConcentrationTheme] = [
    ConcentrationTheme(
      name: "Halloween", emoji: ["🎃", "👻", "🦇", "🍬", "🍭", "😈", "💀", "🧙", "🍫", "🌕", "🧛", "🔮"], pairCount: 8,
      backgroundColor: Color(hex: 0x1C1C1E), cardBackColor: Color(hex: 0xFF9500), cardFaceColor: Color(hex: 0xFFF4E0),
      textColor: Color(hex: 0xFF9500)),
    ConcentrationTheme(
      name: "Animals",
      emoji: ["🐶", "🐱", "🐭", "🐹", "🐰", "🦊", "🐻", "🐼", "🐨", "🐯", "🦁", "🐮", "🐷", "🐸"], pairCount: 10,
      backgroundColor: Color(hex: 0xE8F5E9), cardBackColor: Color(hex: 0x2E9E4A), cardFaceColor: .white,
      textColor: Color(hex: 0x1B5E20)),
    ConcentrationTheme(
      name: "Sports", emoji: ["⚽", "🏀", "🏈", "⚾", "🎾", "🏐", "🏉", "🎱", "🏓", "🏸", "🥊", "⛳"], pairCount: 8,
      backgroundColor: Color(hex: 0x0A3D62), cardBackColor: Color(hex: 0x4DA3FF), cardFaceColor: .white,
      textColor: .white),
    ConcentrationTheme(
      name: "Faces",
      emoji: ["😀", "😂", "😍", "😎", "🤔", "😴", "🤯", "🥳", "😡", "🤠", "😇", "🥶", "🤓", "😱"], pairCount: 12,
      backgroundColor: Color(hex: 0xFFF8E1), cardBackColor: Color(hex: 0xC77C00), cardFaceColor: .white,
      textColor: Color(hex: 0x5D4037)),
    ConcentrationTheme(
      name: "Food", emoji: ["🍎", "🍌", "🍇", "🍉", "🍓", "🍒", "🍍", "🥝", "🥑", "🍕", "🍔", "🌮", "🍩", "🧁"],
      pairCount: 10,
      backgroundColor: Color(hex: 0xFFEBEE), cardBackColor: Color(hex: 0xE53935), cardFaceColor: .white,
      textColor: Color(hex: 0xB71C1C)),
    ConcentrationTheme(
      name: "Vehicles", emoji: ["🚗", "🚕", "🚌", "🚓", "🚑", "🚒", "🚜", "🚲", "🛵", "🚀", "🚂", "🚁"], pairCount: 6,
      backgroundColor: Color(hex: 0xECEFF1), cardBackColor: Color(hex: 0x5856D6), cardFaceColor: .white,
      textColor: Color(hex: 0x263238)),
    ConcentrationTheme(
      name: "Ocean", emoji: ["🐙", "🦀", "🐠", "🐡", "🐬", "🐳", "🦈", "🐚", "🦞", "🐢", "🦑", "🌊"], pairCount: 8,
      backgroundColor: Color(hex: 0x003049), cardBackColor: Color(hex: 0x00A6A0), cardFaceColor: Color(hex: 0xE0F7FA),
      textColor: .white),
  ]

  /// The theme called `name`, if there is one.
  public static func named(_ name: String) -> ConcentrationTheme? { all.first { $0.name == name } }

  /// A theme picked at random, as Concentration's New Game does.
  public static func random(using random: inout SeededRandom) -> ConcentrationTheme {
    all[Int(random.next(below: UInt64(all.count)))]
  }
}
