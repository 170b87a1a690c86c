import Dynamics
import GameKit
import Geometry
import Motion
import Stage

extension BreakoutScene {
  /// The ball's radius for the court, in points.
  var ballRadius: Double { court.ballRadius }

  func buildViews() {
    rootView.backgroundColor = BreakoutStyle.court
    rootView.clipsToBounds = true
    for label in [scoreLabel, livesLabel, pausedLabel, hintLabel] {
      label.isUserInteractionEnabled = false
      rootView.addSubview(label)
    }
    pushMeter.isUserInteractionEnabled = false
    pushMeter.backgroundColor = BreakoutStyle.ball.withAlpha(0.8)
    rootView.addSubview(pushMeter)
    paddle.backgroundColor = BreakoutStyle.paddle
    paddle.isUserInteractionEnabled = false
    paddle.shadow = Shadow(offset: .zero, blur: 12, color: BreakoutStyle.paddle.withAlpha(0.5))
    rootView.addSubview(paddle)
    let pan = PanGestureRecognizer { [unowned(unsafe) self] recognizer in
      if recognizer.state == .began || recognizer.state == .changed {
        self.paddleTargetX = recognizer.location(in: self.rootView).x
      }
    }
    rootView.addGestureRecognizer(pan)
    let tap = TapGestureRecognizer { [unowned(unsafe) self] recognizer in
      self.tapped(at: recognizer.location(in: self.rootView))
    }
    rootView.addGestureRecognizer(tap)
    rootView.addSubview(pauseButton.view)
    pausedLabel.content = PauseButton.pausedTitle(size: 36, color: BreakoutStyle.text)
    wallSummary.isUserInteractionEnabled = false
    rootView.addSubview(wallSummary)
    setUpAccessibility()
  }

  /// Makes a view and a boundary for every standing brick (a new game).
  func rebuildBricks() {
    for entry in brickViews {
      entry.view.removeFromSuperview()
      collision.removeBoundary(withIdentifier: entry.boundary)
    }
    brickViews = game.wall.bricks.map { brick in
      let view = View()
      view.isUserInteractionEnabled = false
      view.cornerRadius = 4
      view.backgroundColor = BreakoutStyle.fill(brick)
      rootView.insertSubview(view, at: 0)
      return BrickView(id: brick.id, view: view)
    }
    layOutBricks()
  }

  /// Puts each brick view on its brick's frame and its boundary on the same rectangle.
  func layOutBricks() {
    for entry in brickViews {
      guard let brick = game.wall.brick(entry.id) else { continue }
      entry.view.frame = brick.frame
      collision.addBoundary(withIdentifier: entry.boundary, for: Path(rect: brick.frame))
      showHits(brick, on: entry.view)
    }
    wallSummary.frame = game.wall.bricks.reduce(game.wall.bricks.first?.frame ?? .zero) { $0.union($1.frame) }
  }

  /// A tough brick shows the hits it still takes.
  func showHits(_ brick: Brick, on view: View) {
    if case .tough = brick.kind {
      view.content = .text(
        Text(String(brick.hitsLeft), size: min(16, brick.frame.height * 0.7), weight: 700, color: BreakoutStyle.court))
    } else if brick.kind == .extraBall {
      view.content = .text(
        Text(
          BreakoutStyle.extraBallSymbol, size: min(14, brick.frame.height * 0.6), weight: 700,
          color: BreakoutStyle.court))
    } else if brick.kind == .explosive {
      view.content = .text(
        Text(
          BreakoutStyle.explosiveSymbol, size: min(16, brick.frame.height * 0.7), weight: 700,
          color: BreakoutStyle.court))
    }
  }

  /// Sizes the paddle for the court and settings and puts it (and its oval boundary) at `centerX`.
  func layOutPaddle(centerX: Double) {
    let layout = court
    let width = layout.paddleWidth(share: settings.paddleWidth)
    let height = layout.paddleHeight
    paddle.bounds = Rect(x: 0, y: 0, width: width, height: height)
    paddle.cornerRadius = height / 2
    movePaddle(toX: centerX)
  }

  func layOutLabels() {
    let b = rootView.bounds
    pauseButton.layOut()
    let scoreX = pauseButton.view.frame.maxX + 6
    scoreLabel.frame = Rect(x: scoreX, y: 8, width: b.width / 2 - scoreX, height: 28)
    livesLabel.frame = Rect(x: b.width / 2, y: 8, width: b.width / 2 - 12, height: 28)
    hintLabel.frame = Rect(x: 0, y: b.height * 0.62, width: b.width, height: 28)
    pausedLabel.frame = Rect(x: 0, y: hintLabel.frame.minY - 52, width: b.width, height: 48)
    updateLabels()
  }

  /// Score, lives and the push meter (full when a tap may push again).
  func updateLabels() {
    scoreLabel.content = .text(
      Text("Score \(game.scoring.score)", size: 17, weight: 700, alignment: .left, color: BreakoutStyle.text))
    let hearts = String(repeating: "♥", count: min(game.scoring.lives, 9))
    livesLabel.content = .text(Text(hearts, size: 17, weight: 700, alignment: .right, color: BreakoutStyle.explosive))
    let ready = settings.pushCooldown > 0 ? 1 - pushCooldownLeft / settings.pushCooldown : 1
    pushMeter.frame = Rect(x: 0, y: rootView.bounds.height - 3, width: rootView.bounds.width * ready, height: 3)
    pushMeter.alpha = ready >= 1 ? 0.9 : 0.4
    let hint = isPaused ? PauseButton.goOnHint : "Tap or press Space to launch"
    hintLabel.content = .text(Text(hint, size: 15, weight: 600, color: BreakoutStyle.text.withAlpha(0.85)))
    hintLabel.isHidden = !isWaitingForPlayer
    pausedLabel.isHidden = !isPaused || isOver
    pauseButton.show(!isOver, isPaused: isPaused)
    updateAccessibility(hint: isPaused ? "Paused. " + hint : hint)
  }

  /// A hit brick flashes white; a broken one flips away, shrinking and fading,
  /// or only fades when motion is reduced.
  func animateHit(_ brick: Brick, broke: Bool) {
    guard let index = brickViews.firstIndex(where: { $0.id == brick.id }) else { return }
    let view = brickViews[index].view
    let fill = BreakoutStyle.fill(brick)
    view.backgroundColor = .white
    if !broke {
      showHits(brick, on: view)
      PropertyAnimator(duration: 0.25, timingParameters: .easeOut, clock: clock) { view.backgroundColor = fill }
        .startAnimation()
      return
    }
    brickViews.remove(at: index)
    let turns = !reducesMotion
    let flip = PropertyAnimator(duration: turns ? 0.45 : 0.25, timingParameters: .easeIn, clock: clock) {
      if turns { view.transform = AffineTransform(scaleX: 0.05, y: 1.3) }
      view.alpha = 0
      view.backgroundColor = fill
    }
    flip.addCompletion { _ in view.removeFromSuperview() }
    flip.startAnimation()
  }
}
