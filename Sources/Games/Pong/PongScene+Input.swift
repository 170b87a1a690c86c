import Dynamics
import GameKit
import Geometry
import Stage

/// Which of a paddle's two keys are held.
struct PaddleKeys: Equatable {
  /// The key moving the paddle left is down.
  var left = false
  /// The key moving the paddle right is down.
  var right = false

  /// −1 left, +1 right, 0 for neither or both.
  var direction: Double { (right ? 1 : 0) - (left ? 1 : 0) }
}

extension PongScene {
  /// Each half of the court takes its own finger: with a second player the top half drives the top
  /// paddle and the bottom half the bottom one, so two fingers (two pointer ids) move two paddles at
  /// once; alone, either half drives the person's paddle. Touching down also serves.
  func addTouchZones() {
    for (zone, isTop) in [(topZone, true), (bottomZone, false)] {
      let pan = PanGestureRecognizer { [unowned(unsafe) self] recognizer in
        self.zonePanned(recognizer, onTop: isTop)
      }
      pan.minimumDistance = 0
      zone.addGestureRecognizer(pan)
      rootView.addSubview(zone)
    }
  }

  private func zonePanned(_ recognizer: GestureRecognizer, onTop: Bool) {
    let drivesOpponent = onTop && hasSecondPlayer
    switch recognizer.state {
    case .began, .changed:
      if recognizer.state == .began { playerSaidGo() }
      let x = recognizer.location(in: rootView).x
      if drivesOpponent { opponentTargetX = x } else { playerTargetX = x }
    default:
      if drivesOpponent { opponentTargetX = nil } else { playerTargetX = nil }
    }
  }

  /// The arrow keys move the person's paddle and A and D the second player's (or the person's
  /// too, when playing the computer); Space or Enter serves, or goes on after a pause; P and
  /// Escape pause the match and go on.
  public func key(_ key: Key, isDown: Bool) {
    switch key {
    case .left: arrowKeys.left = isDown
    case .right: arrowKeys.right = isDown
    case .letterA: letterKeys.left = isDown
    case .letterD: letterKeys.right = isDown
    case .space, .enter: if isDown { playerSaidGo() }
    case .letterP, .escape: if isDown { togglePause() }
    default: break
    }
  }

  /// The pause button, over the touch areas: a press on it pauses or goes on, and neither moves a
  /// paddle nor serves.
  func addPauseButton() {
    pauseButton.view.isUserInteractionEnabled = true
    pauseButton.view.addGestureRecognizer(TapGestureRecognizer { [unowned(unsafe) self] _ in self.togglePause() })
    rootView.addSubview(pauseButton.view)
  }

  /// A player paused (the button, P or Escape) a match not over, or goes on with a paused one: the
  /// ball, the paddles and the computer hold still and go on from exactly where they stood.
  func togglePause() {
    if isHeld {
      playerSaidGo()
    } else if game.winner == nil {
      isHeld = true
      outbox.post(.announcement(PauseButton.pausedAnnouncement))
      updateLabels()
    }
  }

  /// A and D are the second player's keys, so Pong tells them from the arrows.
  public var separatesLetterKeys: Bool { true }

  func movePlayerPaddle(dt: Double) {
    var x = playerPaddle.center.x
    let keys = hasSecondPlayer ? arrowKeys.direction : max(-1, min(1, arrowKeys.direction + letterKeys.direction))
    if playerAutopilot {
      x = autopilotX(dt: dt)
    } else if let target = playerTargetX {
      x = target
    } else if keys != 0 {
      x += keys * PongStyle.keyboardSpeedFactor * rootView.bounds.width * dt
    }
    move(playerPaddle, toX: x)
  }

  func moveOpponentPaddle(dt: Double) {
    var x = opponentPaddle.center.x
    if !hasSecondPlayer {
      x = computerX(dt: dt)
    } else if let target = opponentTargetX {
      x = target
    } else if letterKeys.direction != 0 {
      x += letterKeys.direction * PongStyle.keyboardSpeedFactor * rootView.bounds.width * dt
    }
    move(opponentPaddle, toX: x)
  }

  private func move(_ paddle: View, toX x: Double) {
    let clamped = clampPaddleX(x, nil)
    guard clamped != paddle.center.x else { return }
    paddle.center.x = clamped
    animator.updateItem(usingCurrentState: paddle)
  }
}
