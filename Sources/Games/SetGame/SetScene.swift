import Dynamics
import GameKit
import Geometry
import Motion
import Stage

/// Set as the app plays it, with an animation for every change on the table: cards dealt one at
/// a time from a deck on screen (face down, spinning twice, turned over in their slots), the table
/// rearranged smoothly as cards come and go (and, when the player asks, every card flying to another
/// place), a match flying away bouncing for two seconds before it snaps to the discard pile, and the
/// pile's top card turned face down once it rests there.
///
/// The rules live in `SetGame`; like a UIKit view controller's `updateViewFromModel`, `syncTable()`
/// starts every animation from the difference between the model and the views.
public final class SetScene: GameScene, DynamicAnimatorDelegate {
  /// The catalog id.
  public let gameID = "set"
  /// The table: every other view is its subview.
  public let rootView = View()
  /// When true the computer plays (headless simulations and demos).
  public var autopilot = false

  /// Seconds a dealt card flies from the deck to its slot.
  static let dealDuration = 0.5
  /// Seconds between two cards leaving the deck: less than a flight, so flights overlap a little,
  /// but two never leave together.
  static let dealInterval = 0.36
  /// Whole turns a dealt card spins on its way from the deck.
  static let dealTurns = 2
  /// Seconds a card takes to turn over.
  static let flipDuration = 0.3
  /// Seconds the cards take to move to new places.
  static let rearrangeDuration = 0.45
  /// Seconds a match bounces around before it snaps to the discard pile.
  static let bounceDuration = 2.0
  /// Seconds a snapping card takes to shrink to the discard pile's size.
  static let shrinkDuration = 0.5

  /// The rules.
  public internal(set) var game: SetGame
  /// Whether time is frozen (the page is hidden).
  public internal(set) var isPaused = false
  /// Whether decorations give way to short fades and direct moves (the player asked for less motion).
  public internal(set) var reducesMotion = false

  let clock = Clock()
  /// Throws matched cards around.
  let animator = DynamicAnimator(referenceBounds: .zero)
  let flyaway = SetFlyawayBehavior()
  /// Snaps them to the discard pile; its delegate hears when they rest there.
  let discardAnimator = DynamicAnimator(referenceBounds: .zero)
  let discardBehavior = SetDiscardBehavior()
  var random: SeededRandom
  /// The events raised and the run asked for, until the host takes them.
  var outbox = SceneOutbox()
  var computer = SetComputerPlayer()
  package var layout = SetTableLayout(count: 0, size: Size(width: 390, height: 700))

  let bar = View()
  let scoreLabel = View()
  /// Opens the score board (where each best run can be watched).
  let boardButton = View()
  let hintButton = View()
  /// Rearranges the table (as two fingers turning on it do).
  let rearrangeButton = View()
  /// Two fingers turning on the table rearrange it.
  let rotation = RotationGestureRecognizer()
  /// Whether the turn of the fingers under way has rearranged the table already (once a turn).
  var rotationRearranged = false
  let newGameButton = View()
  let pileLayer = View()
  let deckView = View()
  let deckLabel = View()
  let discardSlot = View()
  let discardLabel = View()
  let messageLabel = View()
  let tableLayer = View()
  let flyLayer = View()

  /// The views of the cards on the table, in table order.
  package var cardViews: [SetCardView] = []
  /// Cards waiting to be dealt, next first.
  package var dealQueue: [SetCardView] = []
  /// The earliest clock time the next card may leave the deck.
  var nextDealTime = 0.0
  /// How many times the player has had the table rearranged (each rearrangement's number).
  var rearrangements = 0
  /// When the running rearrangement ends (dealing waits for it, so no card lands in a moving slot).
  var rearrangementEnds = 0.0
  /// Matched cards bouncing around.
  package var bouncing: [SetCardView] = []
  /// Matched cards snapping to the discard pile.
  var snapping: [SetCardView] = []
  /// The card on top of the discard pile on screen, and how many cards have landed there.
  var discardTop: SetCardView?
  var landedCount = 0
  /// How many times the discard pile's top card has been turned face down.
  var discardFlips = 0
  /// The message under the table ("Not a set", …).
  var message = ""
  /// What a hint says when the table holds no set.
  static let noSetMessage = "No set here: deal 3 more"

  /// Creates a game seeded with `seed`, laid out for `size` points.
  public init(seed: UInt64, size: Size = Size(width: 390, height: 700)) {
    random = SeededRandom(seed: seed)
    game = SetGame(seed: random.next())
    buildViews()
    animator.addBehavior(flyaway)
    discardAnimator.delegate = self
    discardAnimator.addBehavior(discardBehavior)
    resize(to: size)
    syncTable()
  }

  /// Stops the clock's animations and timers, which would otherwise keep each other alive.
  deinit { clock.stopAll() }

  // MARK: GameScene

  /// Lays the table out for `size`: the cards glide to their new places (a turn of the device
  /// mid-animation simply redirects them), the piles move, flying cards keep to the canvas.
  public func resize(to size: Size) {
    let w = max(size.width, 200)
    let h = max(size.height, 240)
    rootView.frame = Rect(x: 0, y: 0, width: w, height: h)
    animator.referenceBounds = rootView.bounds
    discardAnimator.referenceBounds = rootView.bounds
    layOutChrome()
    layOutCards(animated: true)
    discardBehavior.moveSnaps(to: layout.discard.center)
  }

  /// Advances the animations, the dynamics and the dealer by `dt` seconds (nothing moves while paused).
  public func update(dt: Double) {
    guard dt > 0, !isPaused else { return }
    clock.advance(by: dt)
    animator.advance(by: dt)
    discardAnimator.advance(by: dt)
    dealNextCardIfDue()
    if autopilot { playForThePlayer(dt: dt) }
  }

  /// Space deals three more cards; Enter shows a hint; R rearranges the table.
  public func key(_ key: Key, isDown: Bool) {
    guard isDown else { return }
    switch key {
    case .space: dealThreeMore()
    case .enter: showHint()
    case .letterR: rearrange()
    default: break
    }
  }

  /// `newGame`, `deal`, `hint`, `rearrange`, `pause` and `resume`.
  public func perform(_ action: GameAction) -> Bool {
    switch action {
    case .newGame:
      outbox.requestRun()
      newGame()
    case .pause: isPaused = true
    case .resume: isPaused = false
    default:
      switch SetAction(action) {
      case .deal: dealThreeMore()
      case .hint: showHint()
      case .rearrange: rearrange()
      case nil: return false
      }
    }
    return true
  }

  /// Deals fade in and matches fade out to the discard pile instead of flying, spinning and bouncing.
  public func setReduceMotionEnabled(_ enabled: Bool) { reducesMotion = enabled }
  /// Whether the player started a new run since the last call; cleared.
  public func takeRunRequest() -> Bool { outbox.takeRunRequest() }

  /// Hands over the alerts and score events raised since the last call.
  public func takeEvents() -> [GameEvent] { outbox.takeEvents() }

  // MARK: Intents

  /// Chooses `card`: selects it, or completes a match (which flies away and is replaced by three
  /// dealt cards) or a mismatch (shown until the next touch).
  package func choose(_ card: SetCard) {
    switch game.choose(card) {
    case .matched:
      message = "Set!"
      outbox.post(.sound(name: GameSound.match, pitch: 1))
      announce("Set! Score \(game.score).")
    case .mismatched:
      message = "Not a set"
      outbox.post(.sound(name: GameSound.wrong, pitch: 1))
      announce("Not a set. Score \(game.score).")
    case .selected:
      message = ""
      outbox.post(.sound(name: GameSound.select, pitch: 1))
    case .deselected:
      message = ""
      outbox.post(.sound(name: GameSound.select, pitch: 0.75))
    case .ignored: return
    }
    syncTable()
  }

  /// Deals three more cards (the deck was tapped).
  package func dealThreeMore() {
    guard game.dealThreeMore() else { return }
    message = ""
    announce("3 cards dealt, \(game.table.count) on the table.")
    syncTable()
  }

  /// Highlights a set on the table, or says there is none.
  func showHint() {
    let hint = game.showHint()
    message = hint == nil ? (game.isOver ? "" : SetScene.noSetMessage) : ""
    let said = hint.map { "Hint: \($0.map { $0.spokenName }.joined(separator: ", "))." } ?? message
    announce(said)
    syncTable()
  }

  /// Starts over with a new deck: every animation stops, every card leaves.
  package func newGame() {
    for running in clock.runningAnimators { running.stopAnimation(true) }
    for card in flyaway.cards { _ = flyaway.release(card) }
    for card in discardBehavior.cards { discardBehavior.release(card) }
    for view in cardViews + bouncing + snapping { view.removeFromSuperview() }
    discardTop?.removeFromSuperview()
    cardViews = []
    dealQueue = []
    bouncing = []
    snapping = []
    discardTop = nil
    landedCount = 0
    message = ""
    nextDealTime = clock.now
    rearrangementEnds = clock.now
    game = SetGame(seed: random.next())
    computer = SetComputerPlayer()
    outbox.post(.screenChanged)
    announce("New game.")
    syncTable()
  }

  /// The game ended: an alert with the score, and the score for the board (the board ranks scores
  /// from 0 up, so a game that ended below 0 is not sent).
  func finish() {
    let sets = game.scoring.matches
    outbox.post(.sound(name: GameSound.win, pitch: 1))
    announce("Game over. \(sets) set\(sets == 1 ? "" : "s"), score \(game.score).")
    outbox.post(
      .alert(
        title: "Game over", message: "You found \(sets) set\(sets == 1 ? "" : "s") and scored \(game.score).",
        actions: [AlertAction(title: "Play again", action: .newGame)]))
    if game.score >= 0 { outbox.post(.score(game: gameID, value: Int64(game.score))) }
  }

  // MARK: DynamicAnimatorDelegate

  /// The cards snapping to the discard pile have come to rest there: they land.
  public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { landOnDiscardPile() }

  /// Nothing to do when the flights start.
  public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
}
