import Dynamics
import GameKit
import Geometry
import Stage

/// Pong on our `DynamicAnimator`, built as UIKit Dynamics Pong is: an instantaneous push
/// serves the ball; it bounces off the side walls and both paddles with elasticity 1, friction 0,
/// resistance 0 and no rotation. The person's paddle (bottom) follows a finger, the mouse or the
/// arrow keys; the top one is the computer's, or a second person's (their own finger on the top
/// half, or A and D). The ball waits at the server's paddle until a player serves it (a tap, a
/// click, Space or Enter). The round button in the corner, P or Escape pause the match; a paused
/// match, or a rally interrupted by leaving it, waits the same way to go on (or P, Escape, the button).
public final class PongScene: GameScene, CollisionBehaviorDelegate {
  /// The catalog id.
  public let gameID = "pong"
  /// The court: every other view is its subview.
  public let rootView = View()
  /// Pong's one setting, who plays the top paddle: the computer or a second person, standing for how
  /// many people play.
  public static let opponentSetting = Setting.choice(
    "opponent", title: "Opponent",
    choices: [.init("computer", title: "Computer", value: 1), .init("person", title: "Second player", value: 2)],
    default: 1, section: "Players")
  /// The opponent setting, on a settings screen of its own so the court keeps the whole stage.
  public let controls = ControlPanel([PongScene.opponentSetting.control], presentation: .settingsScreen)
  /// When true the computer also plays the bottom paddle (for headless simulations and demos).
  public var playerAutopilot = false
  /// Whether a second person plays the top paddle instead of the computer.
  public private(set) var hasSecondPlayer = PongScene.opponentSetting.defaultValue == 2
  /// Whether the match was paused (by a player, or a rally by leaving it) and waits for a player to go on.
  public internal(set) var isHeld = false

  package let ball = View()
  package let playerPaddle = View()
  let opponentPaddle = View()
  /// The top half of the court: the second player's touch area.
  let topZone = View()
  /// The bottom half of the court: the person's touch area.
  let bottomZone = View()
  private let centerLine = View()
  let playerScoreLabel = View()
  let opponentScoreLabel = View()
  let hintLabel = View()
  /// "Paused", large, over the court while the match holds still.
  let pausedLabel = View()
  /// Pauses the match and lets it go on.
  let pauseButton = PauseButton(ink: PongStyle.ball)

  let animator = DynamicAnimator(referenceBounds: .zero)
  private let collision = CollisionBehavior()
  let ballBehavior = DynamicItemBehavior()
  private let paddleBehavior = DynamicItemBehavior()
  private let serve = PushBehavior(mode: .instantaneous)

  private(set) var game = PongGame()
  private var random: SeededRandom
  private var computer = PongComputerPlayer()
  private var autopilot = PongComputerPlayer()
  /// The events raised and the run asked for, until the host takes them.
  var outbox = SceneOutbox()
  /// Where a finger or the mouse holds each paddle, while one does.
  var playerTargetX: Double?
  var opponentTargetX: Double?
  /// The arrow keys (the person's) and A/D (the second player's, or the person's too when alone).
  var arrowKeys = PaddleKeys()
  var letterKeys = PaddleKeys()
  /// The serve's speed on this court, in points per second: 0.8 court heights a second, at least 340.
  private(set) var serveSpeed = 600.0

  /// Creates a match seeded with `seed`, laid out for `size` points.
  public init(seed: UInt64, size: Size = Size(width: 390, height: 700)) {
    random = SeededRandom(seed: seed)
    buildViews()
    buildBehaviors()
    resize(to: size)
    computer.newRally(paddleWidth: opponentPaddle.bounds.width, random: &random)
    autopilot.newRally(paddleWidth: playerPaddle.bounds.width, random: &random)
    updateLabels()
  }

  private func buildViews() {
    rootView.backgroundColor = PongStyle.court
    rootView.clipsToBounds = true
    centerLine.isUserInteractionEnabled = false
    for label in [playerScoreLabel, opponentScoreLabel, hintLabel, pausedLabel] {
      label.isUserInteractionEnabled = false
      rootView.addSubview(label)
    }
    rootView.insertSubview(centerLine, at: 0)
    playerPaddle.backgroundColor = PongStyle.player
    opponentPaddle.backgroundColor = PongStyle.opponent
    for paddle in [playerPaddle, opponentPaddle] {
      paddle.shadow = Shadow(offset: .zero, blur: 14, color: paddle.backgroundColor!.withAlpha(0.6))
      rootView.addSubview(paddle)
    }
    ball.backgroundColor = PongStyle.ball
    ball.collisionBounds = .ellipse
    ball.shadow = Shadow(offset: .zero, blur: 12, color: PongStyle.ball.withAlpha(0.8))
    rootView.addSubview(ball)
    addTouchZones()
    addPauseButton()
    pausedLabel.content = PauseButton.pausedTitle(size: 36, color: PongStyle.ball)
    setUpAccessibility()
  }

  private func buildBehaviors() {
    ballBehavior.addItem(ball)
    ballBehavior.elasticity = 1
    ballBehavior.friction = 0
    ballBehavior.resistance = 0
    ballBehavior.allowsRotation = false
    paddleBehavior.addItem(playerPaddle)
    paddleBehavior.addItem(opponentPaddle)
    paddleBehavior.isAnchored = true
    paddleBehavior.allowsRotation = false
    for item in [ball, playerPaddle, opponentPaddle] { collision.addItem(item) }
    collision.collisionDelegate = self
    serve.addItem(ball)
    serve.active = false
    for behavior in [collision, ballBehavior, paddleBehavior, serve] as [DynamicBehavior] {
      animator.addBehavior(behavior)
    }
  }

  // MARK: GameScene

  /// Lays the court out for `size` as if the rally paused in place: the paddles at the same share
  /// of the court's width, the ball at the same place relative to the edges and the paddles (clear
  /// of both, if it was between them), going the same way at the new court's pace.
  public func resize(to size: Size) {
    let w = max(size.width, 120)
    let h = max(size.height, 160)
    let old = rootView.bounds.size
    let sx = old.width > 0 ? w / old.width : 1
    let oldLines = [0, opponentPaddle.center.y, playerPaddle.center.y, old.height]
    let wasBetween = ball.center.y > oldLines[1] && ball.center.y < oldLines[2]
    let oldServeSpeed = serveSpeed
    rootView.frame = Rect(x: 0, y: 0, width: w, height: h)
    animator.referenceBounds = rootView.bounds

    let paddleWidth = min(max(w * 0.22, 64), 150)
    let paddleHeight = min(max(h * 0.018, 10), 16)
    let inset = min(max(h * 0.06, 26), 64)
    let ballSize = min(max(min(w, h) * 0.04, 12), 22)
    playerPaddle.bounds = Rect(x: 0, y: 0, width: paddleWidth, height: paddleHeight)
    opponentPaddle.bounds = playerPaddle.bounds
    for paddle in [playerPaddle, opponentPaddle] { paddle.cornerRadius = paddleHeight / 2 }
    playerPaddle.center = Point(x: clampPaddleX(playerPaddle.center.x * sx, old.width == 0 ? w / 2 : nil), y: h - inset)
    opponentPaddle.center = Point(x: clampPaddleX(opponentPaddle.center.x * sx, old.width == 0 ? w / 2 : nil), y: inset)
    ball.bounds = Rect(x: 0, y: 0, width: ballSize, height: ballSize)
    ball.cornerRadius = ballSize / 2
    serveSpeed = max(340, 0.8 * h)
    if old.width > 0 && old.height > 0 {
      ball.center = keptBallCenter(oldLines: oldLines, scaleX: sx, wasBetween: wasBetween)
      let v = ballBehavior.linearVelocity(for: ball)
      ballBehavior.addLinearVelocity(v * (serveSpeed / oldServeSpeed - 1), for: ball)
    }
    for item in [playerPaddle, opponentPaddle, ball] { animator.relocateItem(usingCurrentState: item) }
    topZone.frame = Rect(x: 0, y: 0, width: w, height: h / 2)
    bottomZone.frame = Rect(x: 0, y: h / 2, width: w, height: h / 2)

    collision.addBoundary(withIdentifier: "left", from: Point(x: 0, y: -h), to: Point(x: 0, y: 2 * h))
    collision.addBoundary(withIdentifier: "right", from: Point(x: w, y: -h), to: Point(x: w, y: 2 * h))
    layoutDecorations()
    if case .serving = game.phase { holdBallForServe() }
  }

  /// Advances the match by `dt` seconds; a held rally does not move at all.
  public func update(dt: Double) {
    guard dt > 0, !isHeld else { return }
    movePlayerPaddle(dt: dt)
    moveOpponentPaddle(dt: dt)
    if game.isWaitingForServe { holdBallForServe() }
    animator.advance(by: dt)
    checkForPoint()
  }

  /// `newGame` starts a new match.
  public func perform(_ action: GameAction) -> Bool {
    guard action == .newGame else { return false }
    newMatch()
    return true
  }

  /// The opponent setting: a change starts a new match with the computer or the second player.
  public func controlChanged(_ control: Control) {
    guard control.id == PongScene.opponentSetting.id else { return }
    let second = PongScene.opponentSetting.value(in: controls) == 2
    guard second != hasSecondPlayer else { return }
    hasSecondPlayer = second
    newMatch()
  }

  /// A rally in play holds still until a player says to go on; held keys and fingers are let go.
  public func suspend() {
    arrowKeys = PaddleKeys()
    letterKeys = PaddleKeys()
    playerTargetX = nil
    opponentTargetX = nil
    guard game.phase == .playing, !isHeld else { return }
    isHeld = true
    updateLabels()
  }

  /// The ball waits for a serve, or a held rally for a player to go on.
  public var isWaitingForPlayer: Bool { isHeld || game.isWaitingForServe }

  /// Whether the player started a new run since the last call; cleared.
  public func takeRunRequest() -> Bool { outbox.takeRunRequest() }

  /// The events raised since the last call.
  public func takeEvents() -> [GameEvent] { outbox.takeEvents() }

  // MARK: CollisionBehaviorDelegate

  /// A paddle hit sends the ball off at an angle set by where it struck, faster as the rally grows.
  public func collisionBehavior(_ behavior: CollisionBehavior, contact: ContactEvent) {
    guard contact.began, contact.item === ball else { return }
    guard case .item(let other) = contact.partner else {
      if game.phase == .playing { outbox.post(.sound(name: GameSound.wall, pitch: 1)) }
      return
    }
    let side: PongSide
    if other === playerPaddle {
      side = .player
    } else if other === opponentPaddle {
      side = .opponent
    } else {
      return
    }
    let paddle = side == .player ? playerPaddle : opponentPaddle
    let inFront = side == .player ? ball.center.y < paddle.center.y : ball.center.y > paddle.center.y
    guard inFront, game.phase == .playing else { return }
    game.paddleHit()
    outbox.post(.sound(name: GameSound.paddle, pitch: side == .player ? 1 : 0.8))
    let reach = paddle.bounds.width / 2 + ball.bounds.width / 2
    let offset = max(-1, min(1, (ball.center.x - paddle.center.x) / reach))
    let angle = offset * PongRules.maximumBounceAngle
    let speed = serveSpeed * PongRules.speedFactor(afterHits: game.rally)
    let up = side == .player ? -1.0 : 1.0
    let velocity = Vector(dx: speed * Trig.sin(angle), dy: up * speed * Trig.cos(angle))
    ballBehavior.addLinearVelocity(velocity - ballBehavior.linearVelocity(for: ball), for: ball)
    if side == .player {
      computer.newRally(paddleWidth: opponentPaddle.bounds.width, random: &random)
    } else {
      autopilot.newRally(paddleWidth: playerPaddle.bounds.width, random: &random)
    }
  }

  // MARK: Match flow

  /// A player tapped, clicked or pressed Space or Enter: a waiting ball is served and a held rally
  /// goes on. Returns whether the game was waiting.
  @discardableResult
  func playerSaidGo() -> Bool {
    if isHeld {
      isHeld = false
      updateLabels()
      return true
    }
    guard game.serve() else { return false }
    serveBall()
    updateLabels()
    return true
  }

  private func serveBall() {
    guard case .playing = game.phase else { return }
    let server: PongSide = ball.center.y > rootView.bounds.midY ? .player : .opponent
    let spread = 0.25 + 0.35 * random.nextDouble()
    let sign = random.nextDouble() < 0.5 ? -1.0 : 1.0
    let base = server == .player ? -Trig.pi / 2 : Trig.pi / 2
    let radius = ball.bounds.width / 2
    let mass = Trig.pi * radius * radius * ballBehavior.density
    serve.setAngle(base + sign * spread, magnitude: serveSpeed * mass / 1_000_000)
    serve.active = true
  }

  private func holdBallForServe() {
    guard case .serving(let server) = game.phase else { return }
    let paddle = server == .player ? playerPaddle : opponentPaddle
    let gap = paddle.bounds.height / 2 + ball.bounds.height / 2 + 6
    ball.center = Point(x: paddle.center.x, y: paddle.center.y + (server == .player ? -gap : gap))
    animator.updateItem(usingCurrentState: ball)
    let v = ballBehavior.linearVelocity(for: ball)
    if v != .zero { ballBehavior.addLinearVelocity(-v, for: ball) }
  }

  private func checkForPoint() {
    guard game.phase == .playing else { return }
    let margin = ball.bounds.height
    if ball.center.y < -margin {
      point(for: .player)
    } else if ball.center.y > rootView.bounds.height + margin {
      point(for: .opponent)
    }
  }

  private func point(for side: PongSide) {
    game.pointScored(by: side)
    updateLabels()
    announcePoint(for: side)
    let wins = side == .player || hasSecondPlayer
    if game.winner == nil {
      outbox.post(.sound(name: wins ? GameSound.point : GameSound.miss, pitch: 1))
    } else {
      outbox.post(.sound(name: wins ? GameSound.win : GameSound.end, pitch: 1))
    }
    if let winner = game.winner {
      let v = ballBehavior.linearVelocity(for: ball)
      ballBehavior.addLinearVelocity(-v, for: ball)
      ball.center = rootView.bounds.center
      animator.updateItem(usingCurrentState: ball)
      let result = PongResult(game: game, winner: winner, hasSecondPlayer: hasSecondPlayer)
      outbox.post(
        .alert(
          title: result.title, message: result.message, actions: [AlertAction(title: "Play again", action: .newGame)]))
      if !hasSecondPlayer { outbox.post(.score(game: gameID, value: game.playerScore)) }
    } else {
      holdBallForServe()
    }
  }

  private func newMatch() {
    outbox.requestRun()
    game = PongGame()
    isHeld = false
    serve.active = false
    let v = ballBehavior.linearVelocity(for: ball)
    if v != .zero { ballBehavior.addLinearVelocity(-v, for: ball) }
    updateLabels()
    holdBallForServe()
  }

  // MARK: Paddles

  /// Where the computer moves the top paddle next.
  func computerX(dt: Double) -> Double {
    computer.nextX(
      current: opponentPaddle.center.x, ball: ball.center, velocity: ballBehavior.linearVelocity(for: ball),
      lineY: opponentPaddle.center.y, courtWidth: rootView.bounds.width, ballRadius: ball.bounds.width / 2, dt: dt)
  }

  /// Where the autopilot moves the person's paddle next.
  func autopilotX(dt: Double) -> Double {
    autopilot.nextX(
      current: playerPaddle.center.x, ball: ball.center, velocity: ballBehavior.linearVelocity(for: ball),
      lineY: playerPaddle.center.y, courtWidth: rootView.bounds.width, ballRadius: ball.bounds.width / 2, dt: dt)
  }

  func clampPaddleX(_ x: Double, _ fallback: Double?) -> Double {
    if let fallback { return fallback }
    let half = playerPaddle.bounds.width / 2
    let w = rootView.bounds.width
    guard x.isFinite else { return w / 2 }
    return min(max(x, half), w - half)
  }

  // MARK: Decorations

  private func layoutDecorations() {
    let b = rootView.bounds
    centerLine.frame = Rect(x: 0, y: b.midY - 1, width: b.width, height: 2)
    var dashes = Path()
    var x = 6.0
    while x < b.width {
      dashes.move(to: Point(x: x, y: 1))
      dashes.addLine(to: Point(x: min(x + 12, b.width), y: 1))
      x += 24
    }
    centerLine.content = .path(dashes, fill: nil, stroke: PongStyle.line, lineWidth: 2)
    let labelHeight = min(max(b.height * 0.12, 48), 110)
    opponentScoreLabel.frame = Rect(x: 0, y: b.midY - labelHeight - 8, width: b.width, height: labelHeight)
    playerScoreLabel.frame = Rect(x: 0, y: b.midY + 8, width: b.width, height: labelHeight)
    hintLabel.frame = Rect(x: 0, y: b.midY + labelHeight + 12, width: b.width, height: 24)
    // Above the red score, so the court reads "Paused", the score, then how to go on.
    pausedLabel.frame = Rect(x: 0, y: opponentScoreLabel.frame.minY - 52, width: b.width, height: 48)
    pauseButton.layOut()
    updateLabels()
  }

  func updateLabels() {
    let size = min(max(rootView.bounds.height * 0.09, 40), 96)
    opponentScoreLabel.content = .text(
      Text(
        String(game.opponentScore), size: size, weight: 700, color: PongStyle.opponent.withAlpha(PongStyle.scoreAlpha))
    )
    playerScoreLabel.content = .text(
      Text(String(game.playerScore), size: size, weight: 700, color: PongStyle.player.withAlpha(PongStyle.scoreAlpha)))
    let hint =
      isHeld
      ? PauseButton.goOnHint
      : "Tap or press Space to serve · first to \(PongRules.winningScore)"
    hintLabel.content = .text(Text(hint, size: 14, weight: 500, color: PongStyle.hint))
    hintLabel.isHidden = !isWaitingForPlayer
    pausedLabel.isHidden = !isHeld
    pauseButton.show(game.winner == nil, isPaused: isHeld)
    updateAccessibility(hint: isHeld ? "Paused. " + hint : hint)
  }
}
