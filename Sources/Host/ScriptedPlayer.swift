import GameKit
import Games
import Geometry
import Stage

/// A computer player that plays a scoring game through the host's input calls only — taps, drags
/// and keys at 60 frames per second with a little jitter, as a person's browser sends them — so
/// that the run's record holds everything the run needed: tests and `kinetic bench verify` make
/// records with it.
public enum ScriptedPlayer {
  /// The games it plays.
  public static let games = ["pong", "breakout", "bubblepop", "set", "concentration"]

  /// The name it plays under where a game asks for one.
  public static let name = "Ada"

  /// Opens `gameID` on `host` (which may have history), starts a new run the way a player does
  /// and plays it until it raises its score event, frames starting after `startMs` milliseconds;
  /// returns that event and the time of the last frame, or nil when no score came within
  /// `maximumFrames`. A `ticket` is offered once the run has begun, before the player's first move,
  /// so the run played begins again from it (unless a ticket waited for the game already: the run
  /// began from that one).
  public static func playRun(
    _ gameID: String, on host: AppHost, seed: UInt64, startMs: Double, maximumFrames: Int = 60 * 900,
    ticket: RunTicket? = nil
  ) -> (score: GameEvent, lastMs: Double)? {
    guard games.contains(gameID), host.open(gameID) else { return nil }
    var random = SeededRandom(seed: seed)
    var t = startMs
    func frame() -> GameEvent? {
      t += 16 + Double(random.next(below: 2))
      host.frame(timeMs: t)
      return host.takeEvents().first { if case .score = $0 { true } else { false } }
    }
    _ = frame()
    switch gameID {
    case "bubblepop":
      host.control("name=" + name)
      host.perform(BubblePopAction.start.action)
    case "concentration":
      let themes = ConcentrationTheme.all
      host.perform(ConcentrationAction.theme(themes[Int(random.next(below: UInt64(themes.count)))].name).action)
    default:
      host.perform(.newGame)
    }
    if let ticket { host.offerTicket(ticket, for: gameID) }
    var player = Moves()
    for n in 0..<maximumFrames {
      player.move(host: host, frame: n, time: t, random: &random)
      if let score = frame() { return (score, t) }
    }
    return nil
  }

  /// What the player holds between frames.
  private struct Moves {
    var heldKey: Key?
    var aim = 0.0
    var tapsLeft: [Point] = []

    mutating func move(host: AppHost, frame n: Int, time t: Double, random: inout SeededRandom) {
      if host.scene?.isWaitingForPlayer == true && n % 20 == 0 {
        host.key(.space, isDown: true)
        host.key(.space, isDown: false)
        aim = random.nextDouble(in: -1, 1)
        return
      }
      switch host.scene {
      case let pong as PongScene:
        let target = pong.ball.center.x + aim * pong.playerPaddle.bounds.width * 0.6
        steer(host, from: pong.playerPaddle.center.x, to: target)
      case let breakout as BreakoutScene:
        guard let lowest = breakout.balls.max(by: { $0.view.center.y < $1.view.center.y }) else { return }
        steer(host, from: breakout.paddle.center.x, to: lowest.view.center.x + aim * breakout.paddle.bounds.width * 0.7)
        if n % 240 == 0 { aim = random.nextDouble(in: -1, 1) }
      case let bubblePop as BubblePopScene:
        guard n % 12 == 0, let bubbles = bubblePop.game?.bubbles, !bubbles.isEmpty else { return }
        let bubble = bubbles[Int(random.next(below: UInt64(bubbles.count)))]
        tap(host, at: bubble.center, time: t)
      case let set as SetScene:
        if tapsLeft.isEmpty && n % 30 == 0 { tapsLeft = ScriptedPlayer.nextTaps(in: set) }
        if n % 6 == 0, !tapsLeft.isEmpty { tap(host, at: tapsLeft.removeFirst(), time: t) }
      case let concentration as ConcentrationScene:
        guard n % 24 == 0, let point = ScriptedPlayer.nextCard(in: concentration) else { return }
        tap(host, at: point, time: t)
      default:
        return
      }
    }

    /// Holds ← or → while the paddle at `x` is more than 8 points from `target`.
    private mutating func steer(_ host: AppHost, from x: Double, to target: Double) {
      let want: Key? = target < x - 8 ? .left : target > x + 8 ? .right : nil
      guard want != heldKey else { return }
      if let heldKey { host.key(heldKey, isDown: false) }
      if let want { host.key(want, isDown: true) }
      heldKey = want
    }

    private func tap(_ host: AppHost, at point: Point, time t: Double) {
      host.pointer(phase: .down, id: 2, x: point.x, y: point.y, timeMs: t)
      host.pointer(phase: .up, id: 2, x: point.x, y: point.y, timeMs: t)
    }
  }

  /// The taps that leave one set of Set's table selected, or the deck when the table holds none.
  /// A tap on a selected card deselects it, so the selected cards outside the set are tapped first
  /// and the set's selected cards are not tapped again (a mismatch on show clears at the next tap).
  static func nextTaps(in set: SetScene) -> [Point] {
    let placed = set.cardViews.filter { $0.isFaceUp && $0.phase == .placed }
    guard let found = SetRules.firstSet(in: placed.map { $0.card }) else {
      let deck = set.layout.deckTarget
      return [Point(x: deck.midX, y: deck.midY)]
    }
    let selected = set.game.isShowingMismatch ? [] : set.game.selection
    let taps = selected.filter { !found.contains($0) } + found.filter { !selected.contains($0) }
    return taps.compactMap { card in placed.first { $0.card == card }?.center }
  }

  /// Where to tap next in Concentration: the partner of a lone face-up card, or a face-down one.
  private static func nextCard(in scene: ConcentrationScene) -> Point? {
    guard let game = scene.game else { return nil }
    let open = game.cards.filter { $0.isFaceUp && !$0.isMatched }
    let card: ConcentrationCard?
    if open.count == 1 {
      card = game.cards.first { $0.pairID == open[0].pairID && $0.id != open[0].id }
    } else {
      card = game.cards.first { !$0.isFaceUp && !$0.isMatched }
    }
    guard let card, let k = game.cards.firstIndex(where: { $0.id == card.id }), k < scene.cardViews.count else {
      return nil
    }
    let frame = scene.cardViews[k].frame
    let origin = Vector(
      dx: scene.detail.frame.minX + scene.cardLayer.frame.minX, dy: scene.detail.frame.minY + scene.cardLayer.frame.minY
    )
    return Point(x: frame.midX + origin.dx, y: frame.midY + origin.dy)
  }
}
