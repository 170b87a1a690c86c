import Games

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
