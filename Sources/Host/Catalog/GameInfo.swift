import GameKit
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
  /// Whether the game plays sounds: the shell makes no audio context for one that does not, so a
  /// player's music is never interrupted by a game that stays silent.
  public let makesSounds: Bool
  /// Makes a fresh scene of the game from a seed, laid out for a canvas size in points.
  public let makeScene: @Sendable (_ seed: UInt64, _ size: Size) -> any GameScene
  /// The names of the game's own actions (``GameSpecificAction/names``), in its order; empty for none.
  public let actionNames: [String]
  /// The names among ``actionNames`` whose actions take an argument
  /// (``GameSpecificAction/namesTakingArgument``).
  public let actionNamesTakingArgument: [String]

  /// A game called `title` (`shortTitle` on narrow tab bars) whose scenes `makeScene` makes and
  /// whose own actions are `actions`' (none when nil).
  public init<Action: GameSpecificAction>(
    id: String, title: String, shortTitle: String? = nil, icon: String, isPlayable: Bool, maximumScore: Int64,
    longestRunMinutes: Int = 60, showsRankAfterGame: Bool = false, makesSounds: Bool = true, actions: Action.Type,
    makeScene: @escaping @Sendable (_ seed: UInt64, _ size: Size) -> any GameScene
  ) {
    self.init(
      id: id, title: title, shortTitle: shortTitle, icon: icon, isPlayable: isPlayable, maximumScore: maximumScore,
      longestRunMinutes: longestRunMinutes, showsRankAfterGame: showsRankAfterGame, makesSounds: makesSounds,
      actionNames: Action.names,
      actionNamesTakingArgument: Action.namesTakingArgument, makeScene: makeScene)
  }

  /// A game called `title` (`shortTitle` on narrow tab bars) whose scenes `makeScene` makes, with
  /// no actions of its own.
  public init(
    id: String, title: String, shortTitle: String? = nil, icon: String, isPlayable: Bool, maximumScore: Int64,
    longestRunMinutes: Int = 60, showsRankAfterGame: Bool = false, makesSounds: Bool = true,
    makeScene: @escaping @Sendable (_ seed: UInt64, _ size: Size) -> any GameScene
  ) {
    self.init(
      id: id, title: title, shortTitle: shortTitle, icon: icon, isPlayable: isPlayable, maximumScore: maximumScore,
      longestRunMinutes: longestRunMinutes, showsRankAfterGame: showsRankAfterGame, makesSounds: makesSounds,
      actionNames: [],
      actionNamesTakingArgument: [], makeScene: makeScene)
  }

  private init(
    id: String, title: String, shortTitle: String?, icon: String, isPlayable: Bool, maximumScore: Int64,
    longestRunMinutes: Int, showsRankAfterGame: Bool, makesSounds: Bool, actionNames: [String],
    actionNamesTakingArgument: [String],
    makeScene: @escaping @Sendable (_ seed: UInt64, _ size: Size) -> any GameScene
  ) {
    self.actionNames = actionNames
    self.actionNamesTakingArgument = actionNamesTakingArgument
    self.id = id
    self.title = title
    self.shortTitle = shortTitle ?? title
    self.icon = icon
    self.isPlayable = isPlayable
    self.maximumScore = maximumScore
    self.longestRunMinutes = longestRunMinutes
    self.showsRankAfterGame = showsRankAfterGame
    self.makesSounds = makesSounds
    self.makeScene = makeScene
  }

  /// Whether `action` is one of the game's own (``GameAction/game(name:argument:)``): one of its
  /// names, with an argument where the name takes one and without where it does not, as its action
  /// type reads them.
  public func takes(_ action: GameAction) -> Bool {
    guard case .game(let name, let argument) = action, actionNames.contains(name) else { return false }
    return actionNamesTakingArgument.contains(name) == (argument != nil)
  }
}
