import GameKit
import Geometry
import Stage

extension BubblePopScene {
  /// The part of the canvas bubbles live in: all of it below the bar.
  var playArea: Rect {
    let b = rootView.bounds
    return Rect(x: 0, y: BubblePopStyle.barHeight, width: b.width, height: max(b.height - BubblePopStyle.barHeight, 1))
  }

  func buildViews() {
    rootView.backgroundColor = BubblePopStyle.sky
    rootView.clipsToBounds = true
    for layer in [bubbleLayer, effectsLayer] {
      layer.isUserInteractionEnabled = false
      rootView.addSubview(layer)
    }
    bar.backgroundColor = BubblePopStyle.bar
    bar.isUserInteractionEnabled = false
    rootView.addSubview(bar)
    for label in [timeLabel, scoreLabel, bestLabel, topLabel] {
      label.isUserInteractionEnabled = false
      bar.addSubview(label)
    }
    bar.addSubview(pauseButton.view)
    overlay.backgroundColor = Color.white.withAlpha(0.92)
    overlay.cornerRadius = 20
    overlay.shadow = Shadow(offset: Vector(dx: 0, dy: 6), blur: 24, color: BubblePopStyle.ink.withAlpha(0.25))
    overlay.isUserInteractionEnabled = false
    for label in [overlayTitle, overlayDetail] {
      label.isUserInteractionEnabled = false
      overlay.addSubview(label)
    }
    rootView.addSubview(overlay)
    countdownLabel.isUserInteractionEnabled = false
    rootView.addSubview(countdownLabel)
    let press = PressGestureRecognizer { [unowned(unsafe) self] recognizer in
      self.press(at: recognizer.location(in: self.rootView))
    }
    rootView.addGestureRecognizer(press)
    setUpAccessibility()
  }

  func layOutViews() {
    let b = rootView.bounds
    bubbleLayer.frame = b
    effectsLayer.frame = b
    bar.frame = Rect(x: 0, y: 0, width: b.width, height: BubblePopStyle.barHeight)
    // The pause button has the bar's left corner and the shell's "?" the right one; time, score and
    // bests share the rest in thirds, which keeps the score in the middle.
    pauseButton.layOut(inset: (BubblePopStyle.barHeight - PauseButton.side) / 2)
    let left = pauseButton.view.frame.maxX + 4
    let third = (b.width - ShellChrome.helpButtonWidth - left) / 3
    timeLabel.frame = Rect(x: left, y: 0, width: third, height: BubblePopStyle.barHeight)
    scoreLabel.frame = Rect(x: left + third, y: 0, width: third, height: BubblePopStyle.barHeight)
    let bests = Rect(x: left + 2 * third, y: 0, width: third, height: BubblePopStyle.barHeight)
    // With the board's top score known, the player's best and the top share the corner, one above the other.
    let half = bests.height / 2
    bestLabel.frame = boardTopScore > 0 ? Rect(x: bests.minX, y: 4, width: bests.width, height: half - 4) : bests
    topLabel.frame = Rect(x: bests.minX, y: half, width: bests.width, height: half - 4)
    let area = playArea
    let width = min(area.width - 40, 340)
    overlay.frame = Rect(x: area.midX - width / 2, y: area.midY - 80, width: width, height: 160)
    overlayTitle.frame = Rect(x: 16, y: 22, width: width - 32, height: 52)
    overlayDetail.frame = Rect(x: 16, y: 84, width: width - 32, height: 52)
    countdownLabel.frame = Rect(x: area.midX - 100, y: area.midY - 100, width: 200, height: 200)
    updateBar()
  }

  /// Makes the bubble views match the rules: new bubbles grow in, bubbles a refresh or the top
  /// edge took shrink away, the rest follow their drift.
  func syncBubbles() {
    let bubbles = game?.bubbles ?? []
    var kept: [(id: Int, view: View)] = []
    var changed = false
    for entry in bubbleViews {
      if let bubble = bubbles.first(where: { $0.id == entry.id }) {
        entry.view.center = bubble.center
        kept.append(entry)
      } else {
        effects.vanish(entry.view)
        changed = true
      }
    }
    for bubble in bubbles where !kept.contains(where: { $0.id == bubble.id }) {
      let view = BubbleView.make(for: bubble)
      BubbleView.describe(view, as: bubble)
      bubbleLayer.addSubview(view)
      effects.appear(view)
      kept.append((bubble.id, view))
      changed = true
    }
    bubbleViews = kept
    if changed { orderBubbleElements() }
  }

  func removeAllBubbleViews() {
    for entry in bubbleViews { entry.view.removeFromSuperview() }
    bubbleViews.removeAll()
    bubbleLayer.accessibilityElements = []
  }

  /// The bar: time left (red in the last five seconds), score, best and the board's top score.
  func updateBar() {
    let seconds = game?.timeRemaining ?? settings.gameTime
    let hurry = phase == .playing && seconds <= 5
    timeLabel.content = .text(
      Text(
        "⏱ \(seconds / 60):\(seconds % 60 < 10 ? "0" : "")\(seconds % 60)", size: 18, weight: 700, alignment: .left,
        color: hurry ? BubblePopStyle.hurry : BubblePopStyle.barText))
    scoreLabel.content = .text(Text("\(game?.score ?? 0)", size: 24, weight: 800, color: BubblePopStyle.barText))
    let showsTop = boardTopScore > 0
    bestLabel.content = .text(
      Text(
        "Best \(bestScore)", size: showsTop ? 14 : 16, weight: 600, alignment: .right,
        color: BubblePopStyle.barText.withAlpha(0.75)))
    topLabel.isHidden = !showsTop
    topLabel.content = .text(
      Text(
        "Top \(max(boardTopScore, bestScore))", size: 14, weight: 600, alignment: .right,
        color: BubblePopStyle.barText.withAlpha(0.75)))
    updateBarAccessibility(seconds: seconds)
  }

  /// The card in the middle: how to start, the run's result, or how to go on after a pause; and the
  /// flashing 3-2-1.
  func showOverlay() {
    pauseButton.show(isInRun, isPaused: isPaused)
    switch phase {
    case _ where isPaused && isInRun, .ready, .over:
      overlay.isHidden = false
      countdownLabel.isHidden = true
      let title: String
      let detail: String
      if isPaused && isInRun {
        title = "Paused"
        detail = PauseButton.goOnHint
      } else if phase == .over, let game {
        title = lastRunWasBest ? "New best: \(game.score)!" : "Time’s up: \(game.score)"
        detail = "Tap to play again"
      } else {
        title = "BubblePop"
        detail = "Tap to start · pop bubbles on touch"
      }
      overlayTitle.content = .text(Text(title, size: 30, weight: 800, color: BubblePopStyle.ink))
      overlayDetail.content = .text(Text(detail, size: 16, weight: 500, color: BubblePopStyle.ink.withAlpha(0.75)))
      updateAccessibility(title: title, detail: detail)
    case .countdown(let left):
      overlay.isHidden = true
      countdownLabel.isHidden = false
      let whole = Int(left.rounded(.up))
      let flash = left - left.rounded(.down)
      countdownLabel.content = .text(Text("\(max(whole, 1))", size: 120, weight: 900, color: BubblePopStyle.ink))
      let starting = "Starting in \(max(whole, 1))"
      if countdownLabel.accessibilityLabel != starting { countdownLabel.accessibilityLabel = starting }
      countdownLabel.alpha = 0.25 + 0.75 * flash
      let swell = effects.reducesMotion ? 1 : 0.8 + 0.6 * flash
      countdownLabel.transform = AffineTransform(scaleX: swell, y: swell)
    case .playing:
      overlay.isHidden = true
      countdownLabel.isHidden = true
    }
  }
}
