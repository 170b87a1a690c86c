import GameKit
import Geometry
import Motion
import Stage

/// Concentration as the app plays it: a theme chooser that opens a game with
/// the chosen theme. On a tablet-sized canvas the chooser and the game stand side by side (a split
/// view); on a phone the game is pushed on top of the chooser and a back button returns to it.
/// The theme's name is the game's title; cards turn over with `Transition` flips and matched
/// pairs fade away.
public final class ConcentrationScene: GameScene {
  /// The catalog id.
  public let gameID = "concentration"
  /// The canvas: the chooser and the game are its subviews.
  public let rootView = View()

  /// The game being played, once a theme has been chosen.
  public private(set) var game: ConcentrationGame?
  /// On a phone, whether the game has been pushed on top of the chooser.
  public private(set) var isGamePushed = false
  /// Whether the time is frozen (the page is hidden).
  public private(set) var isPaused = false
  /// Whether cards cross-fade instead of flipping and the game appears instead of sliding in.
  public private(set) var reducesMotion = false

  let clock = Clock()
  var random: SeededRandom
  /// The events raised and the run asked for, until the host takes them.
  var outbox = SceneOutbox()

  let chooser = View()
  let chooserBar = View()
  let chooserTitle = View()
  var themeRows: [View] = []
  let divider = View()
  package let detail = View()
  let detailBar = View()
  let titleLabel = View()
  let backButton = View()
  let newGameButton = View()
  let statsLabel = View()
  /// Opens the score board (where each best run can be watched), at the end of the stats row.
  let boardButton = View()
  let placeholder = View()
  package let cardLayer = View()
  /// The views of the game's cards, in the model's order.
  package var cardViews: [ConcentrationCardView] = []

  /// Creates the scene seeded with `seed`, laid out for `size` points, showing the chooser.
  public init(seed: UInt64, size: Size = Size(width: 390, height: 700)) {
    random = SeededRandom(seed: seed)
    buildViews()
    resize(to: size)
  }

  /// Stops the clock's animations and timers, which would otherwise keep each other alive.
  deinit { clock.stopAll() }

  /// True when the canvas is large enough for the chooser and the game side by side.
  public var isSplit: Bool {
    min(rootView.bounds.width, rootView.bounds.height) >= ConcentrationStyle.splitMinimumSide
  }

  /// Which screen a phone shows, or `split`.
  var screenName: String { isSplit ? "split" : isGamePushed ? "game" : "chooser" }

  // MARK: GameScene

  /// Lays the chooser and the game out for `size`: side by side on a tablet, stacked on a phone
  /// (a game chosen in a split view stays on top when the canvas shrinks).
  public func resize(to size: Size) {
    let wasSplit = isSplit
    rootView.frame = Rect(x: 0, y: 0, width: max(size.width, 200), height: max(size.height, 240))
    if wasSplit && !isSplit && game != nil { isGamePushed = true }
    layOutViews()
  }

  /// Advances the flips, fades and slides.
  public func update(dt: Double) {
    guard dt > 0, !isPaused else { return }
    clock.advance(by: dt)
  }

  /// Escape goes back to the chooser on a phone.
  public func key(_ key: Key, isDown: Bool) {
    if isDown && key == .escape { goBack() }
  }

  /// `newGame` deals the chosen theme again, `back` returns to the chooser, `theme=NAME` chooses
  /// a theme, `pause` and `resume` freeze and thaw time.
  public func perform(_ action: GameAction) -> Bool {
    switch action {
    case .newGame: newGame()
    case .pause: isPaused = true
    case .resume: isPaused = false
    default:
      switch ConcentrationAction(action) {
      case .back: goBack()
      case .theme(let name):
        guard let theme = ConcentrationTheme.named(name) else { return false }
        choose(theme)
      case nil: return false
      }
    }
    return true
  }

  /// Flips become cross-fades and the game's slide in and out a direct move.
  public func setReduceMotionEnabled(_ enabled: Bool) { reducesMotion = enabled }
  /// Whether the player started a new run since the last call; cleared.
  public func takeRunRequest() -> Bool { outbox.takeRunRequest() }

  /// The settings, then the chosen theme (none before a theme is chosen).
  public var runStartLines: [String] {
    guard let theme = game?.theme else { return settingLines }
    return settingLines + ["action " + ConcentrationAction.theme(theme.name).text]
  }

  /// Before a theme is first chosen: the chooser, no cards dealt.
  public var isBeforeRun: Bool { cardViews.isEmpty }

  /// Hands over the alert and score events raised since the last call.
  public func takeEvents() -> [GameEvent] { outbox.takeEvents() }

  // MARK: Navigation

  /// Opens a game with `theme` (the detail of the split view, or pushed on a phone).
  func choose(_ theme: ConcentrationTheme) {
    outbox.requestRun()
    game = ConcentrationGame(theme: theme, seed: random.next())
    rebuildCards()
    layOutViews()
    outbox.post(.screenChanged)
    guard !isSplit, !isGamePushed else { return }
    isGamePushed = true
    updateAccessibility()
    detail.isHidden = false
    guard !reducesMotion else {
      detail.center = Point(x: rootView.bounds.midX, y: rootView.bounds.midY)
      return
    }
    detail.center = Point(x: rootView.bounds.width * 1.5, y: rootView.bounds.midY)
    let push = PropertyAnimator(
      duration: ConcentrationStyle.pushDuration, timingParameters: .easeOut, clock: clock
    ) { [unowned(unsafe) self] in
      self.detail.center = Point(x: self.rootView.bounds.midX, y: self.rootView.bounds.midY)
    }
    push.startAnimation()
  }

  /// Pops the game off a phone's chooser, sliding it away.
  func goBack() {
    guard !isSplit, isGamePushed else { return }
    isGamePushed = false
    updateChooser()
    updateAccessibility()
    outbox.post(.screenChanged)
    guard !reducesMotion else {
      detail.center = Point(x: rootView.bounds.width * 1.5, y: rootView.bounds.midY)
      detail.isHidden = true
      return
    }
    let pop = PropertyAnimator(
      duration: ConcentrationStyle.pushDuration, timingParameters: .easeIn, clock: clock
    ) { [unowned(unsafe) self] in
      self.detail.center = Point(x: self.rootView.bounds.width * 1.5, y: self.rootView.bounds.midY)
    }
    pop.addCompletion { [unowned(unsafe) self] _ in
      if !self.isGamePushed && !self.isSplit { self.detail.isHidden = true }
    }
    pop.startAnimation()
  }

  /// Deals the chosen theme again.
  func newGame() {
    guard let theme = game?.theme else { return }
    outbox.requestRun()
    game = ConcentrationGame(theme: theme, seed: random.next())
    rebuildCards()
    layOutViews()
    outbox.post(.announcement("New game: \(theme.name), \(theme.pairCount) pairs"))
  }

  // MARK: Play

  /// Touches the card with `id`: the model decides, and the views follow with flips and fades.
  func touchCard(id: Int) {
    guard var played = game else { return }
    let outcome = played.flipCard(id: id)
    guard outcome != .ignored else { return }
    game = played
    syncCards()
    updateStats()
    updateAccessibility()
    announce(outcome, card: id, in: played)
    playSound(for: outcome, finished: played.isFinished)
    if played.isFinished {
      outbox.post(
        .alert(
          title: "All pairs found",
          message: "\(played.theme.name): \(played.score) points in \(played.flipCount) flips.",
          actions: [AlertAction(title: "Play again", action: .newGame)]))
      if played.score >= 0 { outbox.post(.score(game: gameID, value: Int64(played.score))) }
    }
  }

  /// Turns over each card whose face differs from the model's, and fades out the matched ones.
  func syncCards() {
    guard let game else { return }
    for (card, view) in zip(game.cards, cardViews) where !view.isGone {
      if card.isFaceUp != view.isShowingFace {
        let faceUp = card.isFaceUp
        let turn: Transition = reducesMotion ? .crossDissolve : faceUp ? .flipFromLeft : .flipFromRight
        Transition.run(
          turn, on: view, duration: ConcentrationStyle.flipDuration, clock: clock
        ) {
          view.showFace(faceUp)
        }
      }
      guard card.isMatched else { continue }
      view.isGone = true
      let fade = PropertyAnimator(
        duration: ConcentrationStyle.fadeDuration, timingParameters: .easeIn, clock: clock
      ) {
        view.alpha = 0
      }
      fade.startAnimation(afterDelay: ConcentrationStyle.flipDuration + ConcentrationStyle.fadeDelay)
    }
  }
}
