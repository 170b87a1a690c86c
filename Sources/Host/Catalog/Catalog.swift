import GameKit
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
      id: "set", title: "Set", icon: GameIcons.set, isPlayable: true, maximumScore: SetScoring.highestPossibleScore,
      actions: SetAction.self
    ) { SetScene(seed: $0, size: $1) },
    GameInfo(
      id: "concentration", title: "Concentration", shortTitle: "Memory", icon: GameIcons.concentration,
      isPlayable: true, maximumScore: ConcentrationGame.highestPossibleScore, longestRunMinutes: 30,
      actions: ConcentrationAction.self
    ) { ConcentrationScene(seed: $0, size: $1) },
    GameInfo(
      id: "bubblepop", title: "BubblePop", shortTitle: "Bubbles", icon: GameIcons.bubblePop, isPlayable: true,
      maximumScore: BubblePopGame.highestPossibleScore, longestRunMinutes: 15, showsRankAfterGame: true,
      actions: BubblePopAction.self
    ) { BubblePopScene(seed: $0, size: $1) },
    GameInfo(
      id: "lab", title: "Lab", icon: GameIcons.lab, isPlayable: true, maximumScore: 0, makesSounds: false,
      actions: LabAction.self
    ) { LabScene(size: $1) },
  ]

  /// The game with `id`, if Kinetic knows it.
  public static func game(_ id: String) -> GameInfo? { games.first { $0.id == id } }

  /// Every action's name, the app's (``GameAction/Name``) and then each game's in tab-bar order,
  /// each once: the whole vocabulary of `kinetic_action`, alert buttons and records.
  public static let actionNames: [String] = {
    var names = GameAction.Name.allCases.map { $0.rawValue }
    for game in games {
      for name in game.actionNames where !names.contains(name) { names.append(name) }
    }
    return names
  }()

  /// The action `text` names: an app action, or one some game takes (``GameInfo/takes(_:)``); nil
  /// for any other text.
  public static func action(_ text: String) -> GameAction? {
    guard let action = GameAction(text), knows(action) else { return nil }
    return action
  }

  /// Whether `action` is the app's or one some game takes.
  public static func knows(_ action: GameAction) -> Bool {
    guard case .game = action else { return true }
    return games.contains { $0.takes(action) }
  }
}
