import GameKit
import Geometry
import Motion
import Stage

/// BubblePop as the app plays it: the player starts a run under the name the app keeps (the shell
/// asks for one first when there is none); a flashing 3-2-1 leads into the countdown; bubbles pop on touch-down (several
/// fingers at once), bursting with their points floating up; at zero the score goes to the score
/// board (a `score` event the shell submits) and the overlay invites another run. The round button
/// in the bar's corner, P or Escape pause the 3-2-1 or the run (and so does leaving it): nothing
/// moves, no bubble pops and the time stands still until the player taps, presses Space, Enter, P or
/// Escape, or the button.
///
/// The rules live in `BubblePopGame`; this class turns them into views, animations, sounds and
/// controls. Settings (time, bubbles, drift) apply from the next run and are locked during one.
public final class BubblePopScene: GameScene {
  /// Where the scene is, around the rules' own phases.
  public enum Phase: Equatable, Sendable {
    /// Waiting for the player to start a run.
    case ready
    /// The 3-2-1 before a run, with the seconds left.
    case countdown(Double)
    /// A run is on.
    case playing
    /// The run is over; its score is on the overlay.
    case over
  }

  /// The catalog id.
  public let gameID = "bubblepop"
  /// The sky: every other view is its subview.
  public let rootView = View()
  /// The player's name (filled by the shell), start, settings and the score board button.
  public let controls = ControlPanel(BubblePopScene.controlSchema)
  /// When true the computer plays (headless simulations and demos).
  public var autopilot = false

  /// The panel's controls, in the order the shell shows them.
  static let controlSchema: [Control] = [
    .playerName("name"),
    .button("start", title: "Start"),
    BubblePopSettings.Table.gameTime.control,
    BubblePopSettings.Table.maximumBubbles.control,
    BubblePopSettings.Table.drift.control,
    .button("board", title: "Score board"),
  ]
  /// The controls locked while a run is on. They are hidden too, so on a phone the panel shrinks
  /// to the Score board and the bubbles get the screen.
  private static let lockedDuringRun = [
    "start", BubblePopSettings.Table.gameTime.id, BubblePopSettings.Table.maximumBubbles.id,
    BubblePopSettings.Table.drift.id,
  ]
  /// Seconds of the 3-2-1 before a run.
  static let countdownSeconds = 3.0
  /// Seconds after a run ends before a tap or key starts the next: a tap meant for a last bubble
  /// must not wipe the result.
  static let restartGraceSeconds = 1.0

  /// Where the scene is.
  public private(set) var phase = Phase.ready
  /// The clock's time when the last run ended (seconds).
  private var endedAt = -Double.infinity
  /// The current (or last) run's rules, if a run was started.
  public private(set) var game: BubblePopGame?
  /// The best score known: this device's runs and what the score board said.
  public private(set) var bestScore = 0
  /// The highest score on the board, anyone's, as the shell last told it (0: not known); shown, never scored.
  public private(set) var boardTopScore = 0
  /// Whether the last run beat the best known before it.
  public private(set) var lastRunWasBest = false
  /// The name the current run is played under.
  public private(set) var runName: PlayerName?
  /// Whether time is frozen: the player paused the 3-2-1 or the run, or left it.
  public private(set) var isPaused = false

  let clock = Clock()
  let bar = View()
  let timeLabel = View()
  let scoreLabel = View()
  let bestLabel = View()
  /// The board's highest score, under the player's best once the shell has told it.
  let topLabel = View()
  let bubbleLayer = View()
  let effectsLayer = View()
  let overlay = View()
  let overlayTitle = View()
  let overlayDetail = View()
  let countdownLabel = View()
  /// Pauses the 3-2-1 or the run and lets it go on.
  let pauseButton = PauseButton(ink: BubblePopStyle.barText)
  /// The views of the bubbles on screen, in the order the rules list them.
  var bubbleViews: [(id: Int, view: View)] = []
  /// The events raised and the run asked for, until the host takes them.
  var outbox = SceneOutbox()
  var random: SeededRandom
  var computer = BubblePopComputerPlayer()
  lazy var effects = BubblePopEffects(layer: effectsLayer, clock: clock)

  /// Creates the scene seeded with `seed`, laid out for `size` points.
  public init(seed: UInt64, size: Size = Size(width: 390, height: 700)) {
    random = SeededRandom(seed: seed)
    buildViews()
    resize(to: size)
    showOverlay()
  }

  /// Stops the clock's animations and timers, which would otherwise keep each other alive.
  deinit { clock.stopAll() }

  // MARK: GameScene

  /// Lays the sky out for `size`; bubbles keep their relative places and stay on screen.
  public func resize(to size: Size) {
    let w = max(size.width, 200)
    let h = max(size.height, 240)
    rootView.frame = Rect(x: 0, y: 0, width: w, height: h)
    layOutViews()
    game?.resize(to: playArea)
    syncBubbles()
  }

  /// Advances the countdown, the run and the animations by `dt` seconds (nothing moves while paused).
  public func update(dt: Double) {
    guard dt > 0, !isPaused else { return }
    clock.advance(by: dt)
    switch phase {
    case .ready, .over:
      if autopilot { start() }
    case .countdown(let left):
      advanceCountdown(from: left, by: dt)
    case .playing:
      if autopilot { playForThePlayer(dt: dt) }
      let before = game?.timeRemaining ?? 0
      game?.advance(by: dt)
      announceTime(from: before, to: game?.timeRemaining ?? 0)
      syncBubbles()
      if game?.phase == .over { finishRun() }
    }
    updateBar()
  }

  /// Space or Enter starts a run when none is on, or goes on after a pause; P and Escape pause the
  /// 3-2-1 or the run and go on.
  public func key(_ key: Key, isDown: Bool) {
    guard isDown else { return }
    switch key {
    case .letterP, .escape: togglePause()
    case .space, .enter:
      if isPaused { goOn() } else { startIfNoRunIsOn() }
    default: break
    }
  }

  /// A tap or key away from the bubbles starts a run when none is on, once the last one's result has
  /// stood for ``restartGraceSeconds``.
  private func startIfNoRunIsOn() {
    let graceOver = clock.now - endedAt >= BubblePopScene.restartGraceSeconds
    if phase == .ready || (phase == .over && graceOver) { start() }
  }

  /// Whether the 3-2-1 or a run is on: what a pause holds.
  var isInRun: Bool {
    switch phase {
    case .countdown, .playing: true
    case .ready, .over: false
    }
  }

  /// The player paused (the button, P or Escape) the 3-2-1 or the run, or goes on with a paused one.
  func togglePause() {
    if isPaused {
      goOn()
    } else if isInRun {
      isPaused = true
      outbox.post(.announcement(PauseButton.pausedAnnouncement))
      showOverlay()
    }
  }

  /// A paused 3-2-1 or run goes on from exactly where it stood.
  func goOn() {
    guard isPaused else { return }
    isPaused = false
    showOverlay()
  }

  /// The player left a 3-2-1 or a run (the page was hidden, the help opened, another game chosen): it
  /// holds still until they say to go on, so the time left is theirs.
  public func suspend() {
    guard isInRun, !isPaused else { return }
    isPaused = true
    showOverlay()
  }

  /// A paused 3-2-1 or run waits for the player (a headless computer player presses Space).
  public var isWaitingForPlayer: Bool { isPaused && isInRun }

  /// `start`/`newGame` start a run, `pause`/`resume` freeze and thaw time, `board` asks the shell for
  /// the score board, `best=N` tells the scene the board's best score for this player and `top=N` the
  /// board's highest.
  public func perform(_ action: GameAction) -> Bool {
    switch action {
    case .newGame: start()
    case .pause:
      isPaused = true
      showOverlay()
    case .resume: goOn()
    case .board: outbox.post(.showBoard(game: gameID))
    case .best(let best):
      bestScore = max(bestScore, best)
      updateBar()
    case .top(let top):
      boardTopScore = top
      layOutViews()
    default:
      guard BubblePopAction(action) == .start else { return false }
      start()
    }
    return true
  }

  /// The buttons act.
  public func controlChanged(_ control: Control) {
    switch control.id {
    case "start": start()
    case "board": outbox.post(.showBoard(game: gameID))
    default: break
    }
  }

  /// Bubbles fade in and out instead of growing, bursting and floating their points; the 3-2-1
  /// flashes without swelling.
  public func setReduceMotionEnabled(_ enabled: Bool) { effects.reducesMotion = enabled }
  /// Whether the player started a new run since the last call; cleared.
  public func takeRunRequest() -> Bool { outbox.takeRunRequest() }

  /// The settings (the name among them), the best score and the board's top known, then `start`.
  public var runStartLines: [String] {
    settingLines + (bestScore > 0 ? ["action " + GameAction.best(bestScore).text] : [])
      + (boardTopScore > 0 ? ["action " + GameAction.top(boardTopScore).text] : []) + [
        "action " + BubblePopAction.start.text
      ]
  }

  /// Before the first Start: the settings and the name, no bubbles.
  public var isBeforeRun: Bool { phase == .ready }

  /// Hands over the score, sound and board events raised since the last call.
  public func takeEvents() -> [GameEvent] { outbox.takeEvents() }

  // MARK: Runs

  /// Starts a run under the player's name with the panel's settings; without a name, asks the shell
  /// for one (the run starts once it is given).
  func start() {
    if autopilot && PlayerName.problem(with: controls["name"]?.text ?? "") != nil {
      _ = controls.set("name", to: .text("Computer"))
    }
    guard phase == .ready || phase == .over else { return }
    guard let name = try? PlayerName(validating: controls["name"]?.text ?? "") else {
      outbox.post(.nameNeeded(game: gameID, then: BubblePopAction.start.action))
      return
    }
    runName = name
    outbox.requestRun()
    game = BubblePopGame(settings: settings, bounds: playArea, seed: random.next())
    lastRunWasBest = false
    lockSettings(true)
    removeAllBubbleViews()
    phase = .countdown(BubblePopScene.countdownSeconds)
    play("tick", pitch: 1)
    showOverlay()
  }

  /// Locks (disables and hides) the settings a run must not change, or gives them back.
  private func lockSettings(_ locked: Bool) {
    for id in BubblePopScene.lockedDuringRun {
      controls.setEnabled(id, !locked)
      controls.setHidden(id, locked)
    }
  }

  /// The settings the panel shows, validated by `BubblePopSettings`.
  var settings: BubblePopSettings {
    BubblePopSettings(panel: controls)
  }

  private func advanceCountdown(from left: Double, by dt: Double) {
    let now = left - dt
    if now <= 0 {
      phase = .playing
      game?.start()
      syncBubbles()
      play("go", pitch: 1)
      outbox.post(.announcement("Go! \(game?.timeRemaining ?? 0) seconds."))
    } else {
      if now.rounded(.up) < left.rounded(.up) { play("tick", pitch: 1) }
      phase = .countdown(now)
    }
    showOverlay()
  }

  private func finishRun() {
    guard let game, let runName else { return }
    phase = .over
    endedAt = clock.now
    lastRunWasBest = game.score > bestScore
    bestScore = max(bestScore, game.score)
    outbox.post(.score(game: gameID, value: Int64(game.score), name: runName.text))
    outbox.post(.announcement("Time’s up. Score \(game.score)\(lastRunWasBest ? ", a new best" : "")."))
    play("end", pitch: 1)
    lockSettings(false)
    controls.setTitle("start", "Play again")
    removeAllBubbleViews()
    showOverlay()
  }

  /// A press at `point`: on the pause button it pauses or goes on; in a paused game it goes on and
  /// pops nothing; otherwise it pops the bubble there, if a run is on and there is one.
  func press(at point: Point) {
    if pauseButton.contains(point) { return togglePause() }
    if isPaused { return goOn() }
    guard phase == .playing, let bubble = game?.bubble(at: point), let earned = game?.pop(bubble.id) else {
      startIfNoRunIsOn()
      return
    }
    let combo = game?.scoring.combo ?? 1
    guard let index = bubbleViews.firstIndex(where: { $0.id == bubble.id }) else { return }
    let view = bubbleViews.remove(at: index).view
    orderBubbleElements()
    outbox.post(
      .announcement(
        bubble.isGold
          ? "+\(BubblePopGame.goldBonusSeconds) seconds"
          : "+\(earned)\(combo > 1 ? " combo" : ""), score \(game?.score ?? 0)"))
    if bubble.isGold {
      effects.burst(view, color: BubblePopStyle.gold)
      effects.floatLabel(
        "+\(BubblePopGame.goldBonusSeconds) s", at: bubble.center, color: BubblePopStyle.ink, size: 22)
      play("gold", pitch: 1)
    } else {
      let fill = BubblePopStyle.fill(bubble.color)
      effects.burst(view, color: fill)
      effects.floatLabel(
        combo > 1 ? "+\(earned) ×1.5" : "+\(earned)", at: bubble.center, color: fill, size: combo > 1 ? 24 : 20)
      play("pop", pitch: BubblePopStyle.pitch(bubble.color) * (combo > 1 ? 1.06 : 1))
    }
    outbox.post(.haptic)
    updateBar()
  }

  private func play(_ sound: String, pitch: Double) {
    outbox.post(.sound(name: sound, pitch: pitch))
  }

  private func playForThePlayer(dt: Double) {
    guard let game, let target = computer.choose(in: game, dt: dt, random: &random) else { return }
    press(at: target)
  }
}
