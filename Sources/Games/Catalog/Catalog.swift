/// One game of the app: its id (used in URLs, the API and `kinetic.open`), title and score limits.
public struct GameInfo: Sendable {
  /// Lowercase identifier, e.g. `pong`.
  public let id: String
  /// The name shown in the tab bar.
  public let title: String
  /// The name a narrow tab bar shows (a phone's, at most about 8 letters); `title` when short already.
  public let shortTitle: String
  /// Whether the game is playable in this build (only playable games get a tab).
  public let isPlayable: Bool
  /// The highest score one game can award; the score server refuses anything above it.
  public let maximumScore: Int64

  /// A game called `title` (`shortTitle` on narrow tab bars).
  public init(id: String, title: String, shortTitle: String? = nil, isPlayable: Bool, maximumScore: Int64) {
    self.id = id
    self.title = title
    self.shortTitle = shortTitle ?? title
    self.isPlayable = isPlayable
    self.maximumScore = maximumScore
  }
}

/// The games Kinetic knows, in tab-bar order.
public enum Catalog {
  /// Every game, playable or still to come.
  public static let games: [GameInfo] = [
    GameInfo(id: "pong", title: "Pong", isPlayable: true, maximumScore: PongRules.winningScore),
    GameInfo(
      id: "breakout", title: "Breakout", isPlayable: true, maximumScore: BreakoutScoring.highestPossibleScore),
    GameInfo(id: "set", title: "Set", isPlayable: true, maximumScore: SetScoring.highestPossibleScore),
    GameInfo(
      id: "concentration", title: "Concentration", shortTitle: "Memory", isPlayable: true,
      maximumScore: ConcentrationGame.highestPossibleScore),
    GameInfo(
      id: "bubblepop", title: "BubblePop", shortTitle: "Bubbles", isPlayable: true,
      maximumScore: BubblePopGame.highestPossibleScore),
    GameInfo(id: "lab", title: "Lab", isPlayable: true, maximumScore: 0),
  ]

  /// The game with `id`, if Kinetic knows it.
  public static func game(_ id: String) -> GameInfo? { games.first { $0.id == id } }
}
