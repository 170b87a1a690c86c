import Dynamics
import GameKit
import Geometry
import Stage

extension BreakoutScene {
  func buildBehaviors() {
    ballBehavior.elasticity = 1
    ballBehavior.friction = 0
    ballBehavior.resistance = 0
    ballBehavior.allowsRotation = false
    collision.collisionMode = .boundaries
    collision.contactHandler = { [unowned(unsafe) self] event in self.contact(event) }
    for behavior in [collision, ballBehavior, gravity] as [DynamicBehavior] { animator.addBehavior(behavior) }
  }

  /// A ball touched a boundary: bricks take a hit, the paddle ends the streak.
  private func contact(_ event: ContactEvent) {
    guard event.began, case .boundary(let identifier) = event.partner else { return }
    if identifier == "paddle" {
      game.paddleTouched()
      outbox.post(.sound(name: GameSound.paddle, pitch: 1))
      return
    }
    guard let id = brickViews.first(where: { $0.boundary == identifier })?.id else {
      outbox.post(.sound(name: GameSound.wall, pitch: 1))
      return
    }
    guard game.wall.brick(id) != nil else { return }
    let broken = game.hitBrick(id)
    outbox.post(.sound(name: GameSound.brick, pitch: brickPitch(broke: !broken.isEmpty)))
    if broken.isEmpty, let hit = game.wall.brick(id) {
      animateHit(hit, broke: false)
      return
    }
    for b in broken {
      if let entry = brickViews.first(where: { $0.id == b.id }) {
        collision.removeBoundary(withIdentifier: entry.boundary)
      }
      animateHit(b, broke: true)
      if b.kind == .extraBall { animateRelease(of: addBall(at: b.frame.center, launchIn: 0)) }
    }
    if let first = broken.first, first.kind == .explosive { animateExplosion(of: first) }
    if game.isCleared { finish(title: "You cleared the wall!", message: "You scored \(game.scoring.score).") }
  }

  /// A brick that only cracks sounds low; each brick broken in a streak sounds a step higher, up to an octave.
  private func brickPitch(broke: Bool) -> Double {
    guard broke else { return 0.7 }
    return 1 + 0.08 * Double(min(game.scoring.streak - 1, 12))
  }

  // MARK: Balls

  /// Adds a ball in front of the paddle (or at `point`) that launches after `launchIn` seconds; returns its view.
  @discardableResult
  func addBall(at point: Point? = nil, launchIn: Double) -> View {
    let r = ballRadius
    let ball = View(frame: Rect(x: 0, y: 0, width: 2 * r, height: 2 * r))
    ball.cornerRadius = r
    ball.backgroundColor = BreakoutStyle.ball
    ball.shadow = Shadow(offset: .zero, blur: 10, color: BreakoutStyle.ball.withAlpha(0.7))
    ball.collisionBounds = .ellipse
    ball.isUserInteractionEnabled = false
    let spread = Double(balls.count) * 3 * r
    ball.center = point ?? Point(x: paddle.center.x + spread, y: paddle.frame.minY - r - 4)
    rootView.addSubview(ball)
    balls.append((ball, launchIn))
    if launchIn <= 0 { launch(ball) }
    return ball
  }

  /// Puts a ball into the world, heading up at the game's speed within 30° of vertical.
  private func launch(_ ball: View) {
    for behavior in [collision, ballBehavior, gravity] as [ItemListBehavior] { behavior.addItem(ball) }
    let angle = -Trig.pi / 2 + random.nextDouble(in: -Trig.pi / 6, Trig.pi / 6)
    ballBehavior.addLinearVelocity(Vector(angle: angle) * ballSpeed, for: ball)
  }

  /// Takes a ball out of the world and off the screen.
  func removeBall(_ ball: View) {
    for behavior in [collision, ballBehavior, gravity] as [ItemListBehavior] { behavior.removeItem(ball) }
    ball.removeFromSuperview()
  }

  /// Waiting balls ride on the paddle until their time comes, or the player launches them.
  func launchWaitingBalls(dt: Double) {
    let launchNow = launchRequested
    launchRequested = false
    placeWaitingBalls()
    for i in balls.indices where balls[i].launchIn > 0 {
      balls[i].launchIn = launchNow ? 0 : balls[i].launchIn - dt
      if balls[i].launchIn <= 0 { launch(balls[i].view) }
    }
  }

  /// Waiting balls sit side by side on the paddle.
  func placeWaitingBalls() {
    let r = ballRadius
    for i in balls.indices where balls[i].launchIn > 0 {
      balls[i].view.center = Point(x: paddle.center.x + Double(i) * 3 * r, y: paddle.frame.minY - r - 4)
    }
  }

  /// Keeps every flying ball between half and 1.6 times the game's speed on this court (no setting
  /// or chain of collisions can send it out of control), and never
  /// nearly horizontal, where it would take forever to come back.
  func keepSpeedsSane() {
    let speed = ballSpeed
    let limit = settings.speedLimit * court.speedScale
    for entry in balls where entry.launchIn <= 0 {
      let v = ballBehavior.linearVelocity(for: entry.view)
      var wanted = v
      let length = v.length
      if length > limit {
        wanted = v * (limit / length)
      } else if length < 0.5 * speed {
        wanted = length > 1e-9 ? v * (0.5 * speed / length) : Vector(dx: 0, dy: -speed)
      }
      let minimumVertical = 0.2 * wanted.length
      if abs(wanted.dy) < minimumVertical { wanted.dy = wanted.dy < 0 ? -minimumVertical : minimumVertical }
      if wanted != v { ballBehavior.addLinearVelocity(wanted - v, for: entry.view) }
    }
  }

  /// Balls below the court are gone; losing the last costs a life.
  func removeLostBalls() {
    let bottom = rootView.bounds.maxY
    var lost = false
    balls.removeAll { entry in
      guard entry.view.frame.minY > bottom else { return false }
      removeBall(entry.view)
      lost = true
      return true
    }
    if lost && balls.isEmpty { lostLastBall() }
  }

  // MARK: Paddle

  /// The paddle follows the finger, the keys or the computer, at most a court width per 0.4 s.
  func movePaddle(dt: Double) {
    var target = paddleTargetX
    if autopilot, let lowest = balls.filter({ $0.launchIn <= 0 }).max(by: { $0.view.center.y < $1.view.center.y }) {
      target = lowest.view.center.x
    }
    let keys = (rightKeyDown ? 1.0 : 0) - (leftKeyDown ? 1.0 : 0)
    if keys != 0 {
      paddleTargetX = nil
      target = paddle.center.x + keys * rootView.bounds.width * 1.4 * dt
    }
    guard let target else { return }
    let maxStep = rootView.bounds.width / 0.4 * dt
    movePaddle(toX: paddle.center.x + min(max(target - paddle.center.x, -maxStep), maxStep))
  }

  /// Puts the paddle at `x` (kept on the court) with its oval boundary; a ball the move would
  /// bury is lifted above it first (so the paddle never traps a ball inside itself).
  func movePaddle(toX x: Double) {
    let b = rootView.bounds
    let half = paddle.bounds.width / 2
    paddle.center = Point(x: min(max(x, half), b.width - half), y: court.paddleY)
    let oval = paddle.frame
    for entry in balls
    where entry.launchIn <= 0 && entry.view.center.y <= oval.midY && entry.view.frame.intersects(oval) {
      entry.view.center.y = oval.minY - ballRadius - 1
      animator.updateItem(usingCurrentState: entry.view)
    }
    guard oval != paddleBoundaryFrame else { return }
    paddleBoundaryFrame = oval
    collision.addBoundary(withIdentifier: "paddle", for: Path(ovalIn: oval))
  }

  // MARK: Resizing

  /// Sizes every ball for the court and puts each flying one where it was relative to `old`'s wall
  /// and paddle, its velocity scaled to the court's pace (waiting balls follow the paddle).
  func keepBallsInPlace(from old: BreakoutCourt) {
    let now = court
    let r = now.ballRadius
    let pace = now.speedScale / old.speedScale
    let bricks = game.wall.bricks.map { $0.frame }
    for entry in balls {
      let ball = entry.view
      ball.bounds = Rect(x: 0, y: 0, width: 2 * r, height: 2 * r)
      ball.cornerRadius = r
      guard entry.launchIn <= 0 else { continue }
      let wasAbovePaddle = ball.center.y < old.paddleTop
      var p = now.place(ball.center, from: old)
      p.x = min(max(p.x, r), now.bounds.width - r)
      p.y = max(p.y, r)
      if wasAbovePaddle { p.y = min(p.y, now.paddleTop - r - 1) }
      ball.center = now.clear(p, radius: r, of: bricks)
      animator.updateItem(usingCurrentState: ball)
      let v = ballBehavior.linearVelocity(for: ball)
      ballBehavior.addLinearVelocity(v * (pace - 1), for: ball)
    }
  }
}
