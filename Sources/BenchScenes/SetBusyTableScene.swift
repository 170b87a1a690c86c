import GameKit
import Games
import Geometry
import Stage

/// A benchmark scene, not a game: Set's busy table, to time frames with many cards in motion
/// (`kinetic bench frames bench-set`, `Benchmarks/frames.sh bench-set`) and to compare a busy Set
/// across builds (the determinism check's Set cases). It plays the app's own `SetScene`, keeping 21
/// cards on the table and matching a set whenever the last match has flown away and the dealer is
/// idle, so three cards fly away while three are dealt; a finished deck starts a new game. What a
/// player would be told (announcements, the game-over alert and its score) stays in the scene.
public final class SetBusyTableScene: GameScene {
  /// The id ``BenchScenes/make(_:seed:size:)`` knows it by.
  public static let id = "bench-set"
  /// The id `AppHost.open` knows it by.
  public let gameID = SetBusyTableScene.id
  /// Cards the scene keeps on the table.
  public static let tableSize = 21
  /// The Set scene it plays.
  public let setScene: SetScene

  /// Set seeded with `seed`, laid out for `size` points, its table kept busy from the first frame.
  public init(seed: UInt64, size: Size) {
    setScene = SetScene(seed: seed, size: size)
  }

  /// Set's views.
  public var rootView: View { setScene.rootView }
  /// Set's controls.
  public var controls: ControlPanel { setScene.controls }
  /// Set's how-to.
  public var howTo: HowTo { setScene.howTo }
  /// Set's one-line summary.
  public var summary: String { setScene.summary }
  /// Set's lines that start a run.
  public var runStartLines: [String] { setScene.runStartLines }
  /// Whether Set waits for its player.
  public var isWaitingForPlayer: Bool { setScene.isWaitingForPlayer }
  /// Whether Set has no run yet.
  public var isBeforeRun: Bool { setScene.isBeforeRun }
  /// Whether Set tells the letter keys from the arrows.
  public var separatesLetterKeys: Bool { setScene.separatesLetterKeys }

  /// Lays Set out for `size`.
  public func resize(to size: Size) { setScene.resize(to: size) }

  /// Advances Set, then plays the busy table's next move (none while time stands still).
  public func update(dt: Double) {
    setScene.update(dt: dt)
    guard dt > 0, !setScene.isPaused else { return }
    playNextMove()
  }

  /// Set's keys.
  public func key(_ key: Key, isDown: Bool) { setScene.key(key, isDown: isDown) }
  /// Suspends Set.
  public func suspend() { setScene.suspend() }
  /// Set's actions.
  public func perform(_ action: GameAction) -> Bool { setScene.perform(action) }
  /// Set's controls changed.
  public func controlChanged(_ control: Control) { setScene.controlChanged(control) }
  /// The device's tilt, for Set.
  public func deviceMotion(gravity: Vector) { setScene.deviceMotion(gravity: gravity) }
  /// Reduced motion, for Set.
  public func setReduceMotionEnabled(_ enabled: Bool) { setScene.setReduceMotionEnabled(enabled) }
  /// Whether Set asked for a new run.
  public func takeRunRequest() -> Bool { setScene.takeRunRequest() }

  /// Set's events but what a player would be told: announcements, alerts and scores.
  public func takeEvents() -> [GameEvent] {
    setScene.takeEvents().filter { event in
      switch event {
      case .announcement, .alert, .score: false
      default: true
      }
    }
  }

  /// Set's state.
  public func writeState(to json: inout JSONWriter) { setScene.writeState(to: &json) }
  /// Set's state, hashed.
  public func hashState(into hasher: inout StateHasher) { setScene.hashState(into: &hasher) }

  /// Deals up to ``tableSize`` cards, then matches the first set on the table once the last match
  /// has flown and nothing waits to be dealt; a game over, or a deck too short to fill the table,
  /// starts a new game.
  private func playNextMove() {
    let cards = setScene.cardViews.count
    if setScene.game.isOver || (setScene.game.deck.isEmpty && cards < SetBusyTableScene.tableSize) {
      setScene.newGame()
      return
    }
    if cards < SetBusyTableScene.tableSize {
      setScene.dealThreeMore()
      return
    }
    guard setScene.bouncing.isEmpty, setScene.dealQueue.isEmpty, let match = SetRules.firstSet(in: setScene.game.table)
    else {
      return
    }
    for card in match { setScene.choose(card) }
  }
}
