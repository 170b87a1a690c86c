import Geometry

/// One game of the app: its id (used in URLs, the API and `kinetic.open`), how its tab looks, its
/// score limits and how to make its scene.
public struct GameInfo: Sendable {
  /// Lowercase identifier, e.g. `pong`.
  public let id: String
  /// The name shown in the tab bar.
  public let title: String
  /// The name a narrow tab bar shows (a phone's, at most about 8 letters); `title` when short already.
  public let shortTitle: String
  /// The tab's icon: SVG path data on a 24 × 24 point grid.
  public let icon: String
  /// Whether the game is playable in this build (only playable games get a tab).
  public let isPlayable: Bool
  /// The highest score one game can award; the score server refuses anything above it.
  public let maximumScore: Int64
  /// The longest run a score's record may hold, in minutes of frames (waits and pauses included).
  public let longestRunMinutes: Int
  /// Whether the game's end shows the player's rank on its board, so its score is sent at once
  /// rather than queued in the background.
  public let showsRankAfterGame: Bool
  /// Makes a fresh scene of the game from a seed, laid out for a canvas size in points.
  public let makeScene: @Sendable (_ seed: UInt64, _ size: Size) -> any GameScene

  /// A game called `title` (`shortTitle` on narrow tab bars) whose scenes `makeScene` makes.
  public init(
    id: String, title: String, shortTitle: String? = nil, icon: String, isPlayable: Bool, maximumScore: Int64,
    longestRunMinutes: Int = 60, showsRankAfterGame: Bool = false,
    makeScene: @escaping @Sendable (_ seed: UInt64, _ size: Size) -> any GameScene
  ) {
    self.id = id
    self.title = title
    self.shortTitle = shortTitle ?? title
    self.icon = icon
    self.isPlayable = isPlayable
    self.maximumScore = maximumScore
    self.longestRunMinutes = longestRunMinutes
    self.showsRankAfterGame = showsRankAfterGame
    self.makeScene = makeScene
  }
}

/// The games Kinetic knows, in tab-bar order: the one list the app host, the browser shell and the
/// score server read.
///
/// The longest runs: a BubblePop run lasts two minutes plus its countdown; a match of Pong to 7 or
/// a game of Concentration takes minutes, a wall of Breakout or a deck of Set longer, and a player
/// may wait or pause within them.
public enum Catalog {
  /// Every game, playable or still to come.
  public static let games: [GameInfo] = [
    GameInfo(
      id: "pong", title: "Pong", icon: GameIcons.pong, isPlayable: true, maximumScore: PongRules.winningScore,
      longestRunMinutes: 30
    ) { PongScene(seed: $0, size: $1) },
    GameInfo(
      id: "breakout", title: "Breakout", icon: GameIcons.breakout, isPlayable: true,
      maximumScore: BreakoutScoring.highestPossibleScore
    ) { BreakoutScene(seed: $0, size: $1) },
    GameInfo(
      id: "set", title: "Set", icon: GameIcons.set, isPlayable: true, maximumScore: SetScoring.highestPossibleScore
    ) { SetScene(seed: $0, size: $1) },
    GameInfo(
      id: "concentration", title: "Concentration", shortTitle: "Memory", icon: GameIcons.concentration,
      isPlayable: true, maximumScore: ConcentrationGame.highestPossibleScore, longestRunMinutes: 30
    ) { ConcentrationScene(seed: $0, size: $1) },
    GameInfo(
      id: "bubblepop", title: "BubblePop", shortTitle: "Bubbles", icon: GameIcons.bubblePop, isPlayable: true,
      maximumScore: BubblePopGame.highestPossibleScore, longestRunMinutes: 15, showsRankAfterGame: true
    ) { BubblePopScene(seed: $0, size: $1) },
    GameInfo(id: "lab", title: "Lab", icon: GameIcons.lab, isPlayable: true, maximumScore: 0) { LabScene(size: $1) },
  ]

  /// The game with `id`, if Kinetic knows it.
  public static func game(_ id: String) -> GameInfo? { games.first { $0.id == id } }
}
