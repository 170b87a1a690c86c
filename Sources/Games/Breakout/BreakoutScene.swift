import Dynamics
import GameKit
import Geometry
import Motion
import Stage

/// Breakout on our `DynamicAnimator`: balls bounce off the side and top walls, the
/// bricks and the paddle — all boundaries of one collision behavior, kept in sync with their
/// views — and fall out through the bottom. The paddle follows a finger, the mouse or the arrow
/// keys; its boundary is an oval, so where the ball lands on it steers the bounce. A new ball waits
/// on the paddle until the player launches it (a tap or Space); after that a tap pushes every ball
/// a little in a random direction, with a cooldown. The round button in the corner, P or Escape
/// pause the game; a game paused, or left in play (another tab, a hidden page, the how-to), holds
/// still until the player taps, presses Space, P or Escape, or the button again.
public final class BreakoutScene: GameScene {
  /// The catalog id.
  public let gameID = "breakout"
  /// The court: every other view is its subview.
  public let rootView = View()
  /// The game-play settings, each with its range, on a settings screen of their own.
  public let controls = ControlPanel(BreakoutScene.controlSchema, presentation: .settingsScreen)
  /// When true the computer moves the paddle (headless simulations and demos).
  public var autopilot = false

  /// The settings as a grouped table, in the order the shell shows them: the rows of
  /// `BreakoutSettings.Table`, then the buttons.
  static let controlSchema: [Control] = [
    BreakoutSettings.Table.rows.control, BreakoutSettings.Table.columns.control,
    BreakoutSettings.Table.specialBricks.control, BreakoutSettings.Table.balls.control,
    BreakoutSettings.Table.ballSpeed.control, BreakoutSettings.Table.bounciness.control,
    BreakoutSettings.Table.gravity.control, BreakoutSettings.Table.motionGravity.control,
    BreakoutSettings.Table.paddle.control, BreakoutSettings.Table.pushStrength.control,
    BreakoutSettings.Table.pushCooldown.control, BreakoutSettings.Table.lives.control,
    .button("newGame", title: "New game").inSection("Game"),
    .button("defaults", title: "Reset to defaults").inSection("Game"),
  ]

  /// The settings the current game was started with.
  public internal(set) var settings = BreakoutSettings()
  /// The wall, score, streak and lives of the game in play.
  public internal(set) var game: BreakoutGame
  /// Whether the game holds still (it was paused or left mid-play) until the player goes on.
  public internal(set) var isPaused = false
  /// Seconds until the next tap may push.
  public internal(set) var pushCooldownLeft = 0.0
  /// Whether the game ended and waits for a new one.
  public internal(set) var isOver = false
  /// Whether broken bricks only fade (the player asked for less motion); the balls move as ever.
  public internal(set) var reducesMotion = false

  package let paddle = View()
  let scoreLabel = View()
  let livesLabel = View()
  /// Says how to launch a waiting ball, or go on after a pause.
  let hintLabel = View()
  /// "Paused", large, over the court while the game holds still.
  let pausedLabel = View()
  /// Pauses the game and lets it go on.
  let pauseButton = PauseButton(ink: BreakoutStyle.text)
  let pushMeter = View()
  /// Draws nothing: it stands over the wall so a screen reader can say how many bricks are left.
  let wallSummary = View()
  /// The balls in play, with the time left before each launches: 0 once it flies, infinity while
  /// it waits on the paddle for the player.
  package var balls: [(view: View, launchIn: Double)] = []
  /// The standing bricks' views and boundaries.
  var brickViews: [BrickView] = []
  let animator = DynamicAnimator(referenceBounds: .zero)
  let collision = CollisionBehavior()
  let ballBehavior = DynamicItemBehavior()
  let gravity = GravityBehavior()
  let clock = Clock()
  var random: SeededRandom
  /// The events raised and the run asked for, until the host takes them.
  var outbox = SceneOutbox()
  var paddleTargetX: Double?
  /// The paddle frame its oval boundary was last made for.
  var paddleBoundaryFrame: Rect?
  /// The device's gravity in g along the screen's axes, while tilt steering is on.
  var deviceGravity = Vector(dx: 0, dy: 0)
  var leftKeyDown = false
  var rightKeyDown = false
  /// The player launched the waiting balls; they fly at the next update.
  var launchRequested = false

  /// Creates a game seeded with `seed`, laid out for `size` points.
  public init(seed: UInt64, size: Size = Size(width: 390, height: 700)) {
    random = SeededRandom(seed: seed)
    let court = Rect(x: 0, y: 0, width: max(size.width, 200), height: max(size.height, 240))
    game = BreakoutGame(rows: 5, columns: 8, specials: true, lives: 3, court: court, random: &random)
    buildViews()
    buildBehaviors()
    resize(to: size)
    newGame()
  }

  /// Stops the clock's animations and timers, which would otherwise keep each other alive.
  deinit { clock.stopAll() }

  // MARK: GameScene

  /// Lays the court out for `size` as if the game paused in place: bricks re-laid, the paddle and
  /// every ball kept at their places relative to the wall and the paddle, each ball at the new
  /// court's pace in the same direction, clear of every brick, and above the paddle if it was (so
  /// the resize itself breaks no brick and costs no life).
  public func resize(to size: Size) {
    let w = max(size.width, 200)
    let h = max(size.height, 240)
    let old = court
    rootView.frame = Rect(x: 0, y: 0, width: w, height: h)
    animator.referenceBounds = rootView.bounds
    game.layOut(in: rootView.bounds)
    layOutBricks()
    if old.bounds.width > 0 && old.bounds.height > 0 { keepBallsInPlace(from: old) }
    let paddleX = old.bounds.width > 0 ? court.place(paddle.center, from: old).x : w / 2
    layOutPaddle(centerX: paddleX)
    placeWaitingBalls()
    applyGravity()
    collision.addBoundary(withIdentifier: "left", from: Point(x: 0, y: h + 200), to: Point(x: 0, y: 0))
    collision.addBoundary(withIdentifier: "top", from: Point(x: 0, y: 0), to: Point(x: w, y: 0))
    collision.addBoundary(withIdentifier: "right", from: Point(x: w, y: 0), to: Point(x: w, y: h + 200))
    layOutLabels()
  }

  /// Moves the paddle, launches waiting balls, runs the world and the rules, unless paused (a game
  /// that is over only lets its last animations finish).
  public func update(dt: Double) {
    guard dt > 0, !isPaused else { return }
    clock.advance(by: dt)
    guard !isOver else { return }
    pushCooldownLeft = max(0, pushCooldownLeft - dt)
    movePaddle(dt: dt)
    launchWaitingBalls(dt: dt)
    animator.advance(by: dt)
    keepSpeedsSane()
    removeLostBalls()
    updateLabels()
  }

  /// Arrow keys move the paddle; Space launches waiting balls, goes on after a pause, or pushes
  /// the balls; P and Escape pause the game and go on.
  public func key(_ key: Key, isDown: Bool) {
    switch key {
    case .left: leftKeyDown = isDown
    case .right: rightKeyDown = isDown
    case .space: if isDown { tapped() }
    case .letterP, .escape: if isDown { togglePause() }
    default: break
    }
  }

  /// `newGame` starts over with the settings shown; `pause` freezes every ball and `resume`
  /// continues each with exactly the velocity it had; `settingsClosed` takes the settings in as
  /// the player comes back from the settings screen.
  public func perform(_ action: GameAction) -> Bool {
    switch action {
    case .newGame: newGame()
    case .pause: isPaused = true
    case .resume: isPaused = false
    case .settingsClosed: takeSettings()
    default: return false
    }
    return true
  }

  /// A game in play holds still until the player taps or presses Space; held keys are let go.
  public func suspend() {
    leftKeyDown = false
    rightKeyDown = false
    paddleTargetX = nil
    guard !isOver, balls.contains(where: { $0.launchIn <= 0 }) else { return }
    isPaused = true
    updateLabels()
  }

  /// Balls wait on the paddle, or a held game waits to go on.
  public var isWaitingForPlayer: Bool {
    !isOver && (isPaused || balls.contains { $0.launchIn == .infinity })
  }

  /// A tap at `point` (root coordinates): on the pause button it pauses or goes on; elsewhere it
  /// does what Space does.
  func tapped(at point: Point) {
    if pauseButton.contains(point) { togglePause() } else { tapped() }
  }

  /// The player paused (the button, P or Escape) a game not over, or goes on with a paused one. The
  /// game holds still, its timers too, and goes on from exactly where it stood.
  func togglePause() {
    if isPaused {
      tapped()
    } else if !isOver {
      isPaused = true
      outbox.post(.announcement(PauseButton.pausedAnnouncement))
      updateLabels()
    }
  }

  /// A tap or Space: a held game goes on, waiting balls launch, and otherwise the balls are pushed.
  func tapped() {
    if isPaused {
      isPaused = false
      updateLabels()
    } else if !isOver && balls.contains(where: { $0.launchIn == .infinity }) {
      launchRequested = true
    } else {
      pushBalls()
    }
  }

  /// Speed, bounciness, gravity, paddle and push settings take effect at once; the wall, balls and
  /// lives when the player leaves the settings (`settingsClosed`), or at once while no ball has
  /// flown yet (saved settings arriving as the game opens). The buttons act now.
  public func controlChanged(_ control: Control) {
    switch control.id {
    case "newGame": newGame()
    case "defaults":
      controls.resetToDefaults()
      applyLiveSettings()
    default:
      if hasStarted { applyLiveSettings() } else { takeSettings() }
    }
  }

  /// Whether a ball of this game has flown (until then its wall and balls may still change).
  var hasStarted: Bool {
    isOver || game.scoring.score > 0 || game.scoring.lives < settings.lives || balls.contains { $0.launchIn <= 0 }
  }

  /// With tilt steering on, the device's gravity pulls the balls (see `applyGravity`).
  public func deviceMotion(gravity: Vector) {
    deviceGravity = gravity
    applyGravity()
  }

  /// Whether the player started a new run since the last call; cleared.
  public func takeRunRequest() -> Bool { outbox.takeRunRequest() }

  /// Hands over the alerts and score events raised since the last call.
  public func takeEvents() -> [GameEvent] { outbox.takeEvents() }

  // MARK: Games

  /// The settings the panel shows.
  var panelSettings: BreakoutSettings { BreakoutSettings(panel: controls) }

  /// Back from the settings: the live settings apply, and a changed wall, ball count, lives or
  /// special bricks start a new game with them (the current one was laid out for the old ones).
  func takeSettings() {
    let shown = panelSettings
    if shown.rows != settings.rows || shown.columns != settings.columns || shown.balls != settings.balls
      || shown.lives != settings.lives || shown.specialBricks != settings.specialBricks
    {
      newGame()
    } else {
      applyLiveSettings()
    }
  }

  /// A new game: fresh wall and lives, the panel's settings, balls waiting on the paddle.
  func newGame() {
    outbox.requestRun()
    settings = panelSettings
    isOver = false
    isPaused = false
    launchRequested = false
    game = BreakoutGame(
      rows: settings.rows, columns: settings.columns, specials: settings.specialBricks, lives: settings.lives,
      court: rootView.bounds, random: &random)
    applyLiveSettings()
    for entry in balls { removeBall(entry.view) }
    balls.removeAll()
    rebuildBricks()
    layOutPaddle(centerX: rootView.bounds.midX)
    for _ in 0..<settings.balls { addBall(launchIn: .infinity) }
    updateLabels()
  }

  /// Takes the panel's speed, bounciness, gravity, paddle and push settings into the game now.
  func applyLiveSettings() {
    let shown = panelSettings
    settings = BreakoutSettings(
      rows: settings.rows, columns: settings.columns, balls: settings.balls, ballSpeed: shown.ballSpeed,
      bounciness: shown.bounciness, gravity: shown.gravity, paddleWidth: shown.paddleWidth, lives: settings.lives,
      specialBricks: settings.specialBricks, pushStrength: shown.pushStrength, pushCooldown: shown.pushCooldown,
      motionGravity: shown.motionGravity)
    ballBehavior.elasticity = settings.bounciness
    applyGravity()
    layOutPaddle(centerX: paddle.center.x)
  }

  /// The balls' gravity: the setting's pull straight down, or with tilt steering on, the device's
  /// own gravity as it lies on the screen, scaled so that a device held upright pulls as hard as
  /// the strongest setting (a device lying flat pulls not at all); both scale with the court, as
  /// the ball's speed does.
  func applyGravity() {
    guard settings.motionGravity else {
      gravity.gravityDirection = Vector(dx: 0, dy: settings.gravity * court.speedScale)
      return
    }
    let tilt = deviceGravity.length > 1 ? deviceGravity * (1 / deviceGravity.length) : deviceGravity
    gravity.gravityDirection = tilt * (BreakoutSettings.Table.gravity.range.upperBound * court.speedScale)
  }

  /// The layout of the game's wall, paddle and balls on the court as it is now.
  var court: BreakoutCourt {
    BreakoutCourt(bounds: rootView.bounds, rows: game.wall.rows, columns: game.wall.columns)
  }

  /// The ball's speed on this court, in points per second: the setting, scaled with the court.
  var ballSpeed: Double { settings.ballSpeed * court.speedScale }

  /// Every ball was lost: a life goes; with lives left a new ball waits on the paddle for the
  /// player, otherwise the game is over.
  func lostLastBall() {
    if game.ballLost() {
      outbox.post(.sound(name: GameSound.miss, pitch: 1))
      outbox.post(.announcement("Ball lost. \(game.scoring.lives) \(game.scoring.lives == 1 ? "life" : "lives") left."))
      addBall(launchIn: .infinity)
    } else {
      finish(title: "Game over", message: "You scored \(game.scoring.score).")
    }
  }

  /// Broken bricks fade instead of flipping away.
  public func setReduceMotionEnabled(_ enabled: Bool) { reducesMotion = enabled }

  /// Ends the game with an alert and the score for the board; the wall resets with the new game.
  func finish(title: String, message: String) {
    isOver = true
    outbox.post(.sound(name: game.isCleared ? GameSound.win : GameSound.end, pitch: 1))
    for entry in balls { removeBall(entry.view) }
    balls.removeAll()
    outbox.post(.announcement("\(title). \(message)"))
    outbox.post(.alert(title: title, message: message, actions: [AlertAction(title: "Play again", action: .newGame)]))
    outbox.post(.score(game: gameID, value: Int64(game.scoring.score)))
  }

  // MARK: Pushing

  /// Pushes every flying ball a noticeable amount in a random direction, unless cooling down.
  func pushBalls() {
    guard !isPaused, !isOver, pushCooldownLeft <= 0 else { return }
    pushCooldownLeft = settings.pushCooldown
    for entry in balls where entry.launchIn <= 0 {
      let angle = random.nextDouble(in: 0, 2 * Trig.pi)
      let push = Vector(angle: angle) * (settings.pushStrength * ballSpeed)
      ballBehavior.addLinearVelocity(push, for: entry.view)
    }
  }
}
