import GameKit
import Geometry
import Stage

extension SetScene {
  func buildViews() {
    rootView.backgroundColor = SetStyle.table
    rootView.clipsToBounds = true
    for layer in [pileLayer, tableLayer, flyLayer] { layer.isUserInteractionEnabled = false }
    rootView.addSubview(pileLayer)
    rootView.addSubview(tableLayer)
    bar.backgroundColor = SetStyle.bar
    bar.isUserInteractionEnabled = false
    rootView.addSubview(bar)
    for button in [hintButton, newGameButton] {
      button.backgroundColor = SetStyle.button
      button.cornerRadius = 8
    }
    hintButton.content = .text(Text("Hint", size: 16, weight: 600, color: SetStyle.barText))
    newGameButton.content = .text(Text("New game", size: 16, weight: 600, color: SetStyle.barText))
    boardButton.backgroundColor = SetStyle.button
    boardButton.cornerRadius = 8
    for view in [boardButton, scoreLabel, hintButton, newGameButton] { bar.addSubview(view) }
    rearrangeButton.backgroundColor = SetStyle.button
    rearrangeButton.cornerRadius = 8
    deckView.backgroundColor = SetStyle.back
    deckView.borderColor = SetStyle.backEdge
    discardSlot.borderColor = SetStyle.slot
    discardSlot.borderWidth = 2
    for view in [deckView, discardSlot, messageLabel] { pileLayer.addSubview(view) }
    for label in [deckLabel, discardLabel] { rootView.addSubview(label) }
    rootView.addSubview(rearrangeButton)
    rootView.addSubview(flyLayer)
    let tap = TapGestureRecognizer { [unowned(unsafe) self] recognizer in
      // A finger lifted from a turn under way was turning, not tapping.
      guard self.rotation.state != .began, self.rotation.state != .changed else { return }
      self.tap(at: recognizer.location(in: self.rootView))
    }
    rootView.addGestureRecognizer(tap)
    rotation.action = { [unowned(unsafe) self] _ in self.rotationChanged() }
    rootView.addGestureRecognizer(rotation)
    setUpAccessibility()
  }

  /// Places the bar, its buttons and the piles for the current canvas.
  func layOutChrome() {
    layout = SetTableLayout(count: game.table.count, size: rootView.bounds.size)
    for layer in [pileLayer, tableLayer, flyLayer] { layer.frame = rootView.bounds }
    bar.frame = layout.bar
    let buttonHeight = SetStyle.buttonHeight
    let y = (layout.bar.height - buttonHeight) / 2
    // A phone narrower than 360 points gets slimmer buttons, leaving the score room beside the board button.
    let compact = layout.bar.width < 360
    let newGameWidth = compact ? 92.0 : 104
    let hintWidth = compact ? 56.0 : 64
    newGameButton.frame = Rect(
      x: layout.bar.width - ShellChrome.helpButtonWidth - newGameWidth, y: y, width: newGameWidth,
      height: buttonHeight)
    hintButton.frame = Rect(
      x: newGameButton.frame.minX - 8 - hintWidth, y: y, width: hintWidth, height: buttonHeight)
    let side = ScoreBoardIcon.buttonSide
    boardButton.frame = Rect(x: 6, y: (layout.bar.height - side) / 2, width: side, height: side)
    boardButton.content = .path(
      ScoreBoardIcon.path(centeredIn: boardButton.bounds), fill: .color(SetStyle.barText), stroke: nil, lineWidth: 0)
    let scoreEnd = rearrangeInBar ? hintButton.frame.minX - 8 - SetStyle.buttonHeight : hintButton.frame.minX
    scoreLabel.frame = Rect(
      x: scoreLabelX, y: 0, width: max(scoreEnd - 8 - scoreLabelX, 1), height: layout.bar.height)
    deckView.frame = layout.deck
    deckLabel.frame = layout.deck
    layOutRearrangeButton()
    discardSlot.frame = layout.discard
    discardLabel.frame = layout.discard
    discardTop?.frame = layout.discard
    let column = rootView.bounds.width - layout.grid.maxX
    // In the pile row, the Rearrange button takes the message's right end.
    let rowEnd = rearrangeInBar ? layout.discard.minX : rearrangeButton.frame.minX - 4
    messageLabel.frame =
      isLandscape
      ? Rect(
        x: layout.grid.maxX + 4, y: layout.deck.maxY, width: max(column - 8, 1),
        height: layout.discard.minY - layout.deck.maxY)
      : Rect(
        x: layout.deck.maxX, y: layout.deck.minY, width: max(rowEnd - layout.deck.maxX, 1),
        height: layout.deck.height)
    let short = min(layout.deck.width, layout.deck.height)
    for pile in [deckView, discardSlot] { pile.cornerRadius = short * 0.08 }
    deckView.borderWidth = max(2, short * 0.05)
    deckView.content = SetCardView.backMotif(in: deckView.bounds)
    updateLabels()
  }

  /// The narrowest score label, in points, that shows "Score" before the number.
  static let scoreWordWidth = 88.0
  /// The narrowest message label, in points, that holds the whole no-set message.
  static let noSetMessageWidth = 236.0

  /// Whether the Rearrange button fits in the bar beside Hint while the score keeps its word; where
  /// it does not (a phone upright), it stands in the pile row, between the message and the discard pile.
  var rearrangeInBar: Bool {
    let side = SetStyle.buttonHeight
    return hintButton.frame.minX - 8 - side - 8 - scoreLabelX >= SetScene.scoreWordWidth || isLandscape
  }

  private var scoreLabelX: Double { boardButton.frame.maxX + 8 }

  /// Puts the Rearrange button left of Hint in the bar, or at the end of the pile row.
  private func layOutRearrangeButton() {
    let side = SetStyle.buttonHeight
    let frame =
      rearrangeInBar
      ? Rect(x: hintButton.frame.minX - 8 - side, y: (layout.bar.height - side) / 2, width: side, height: side)
      : Rect(x: layout.discard.minX - 8 - side, y: layout.discard.midY - side / 2, width: side, height: side)
    rearrangeButton.frame = frame
    rearrangeButton.content = .path(
      SetRearrangeIcon.path(centeredIn: rearrangeButton.bounds), fill: nil, stroke: SetStyle.barText, lineWidth: 2)
    var order: [View] = [
      boardButton, scoreLabel, hintButton, newGameButton, tableLayer, messageLabel, deckView, discardLabel,
    ]
    order.insert(rearrangeButton, at: rearrangeInBar ? 2 : 6)
    rootView.accessibilityElements = order
  }

  /// True when the piles stand in a column beside the cards rather than in a row below them.
  var isLandscape: Bool { layout.grid.maxX < rootView.bounds.width - 1 }

  /// The score, the piles' counts and the message.
  func updateLabels() {
    // Where the bar is too narrow for the word, the number alone (the label still reads "Score").
    let score = scoreLabel.frame.width < SetScene.scoreWordWidth ? "\(game.score)" : "Score \(game.score)"
    scoreLabel.content = .text(Text(score, size: 18, weight: 700, alignment: .left, color: SetStyle.barText))
    let left = game.deck.count
    deckView.isHidden = left == 0
    deckLabel.content = .text(Text(left == 0 ? "" : "\(left)", size: 17, weight: 700, color: SetStyle.barText))
    discardLabel.content = .text(
      Text(
        // "Discard" shrinks to fit a phone's narrow slot rather than being squeezed.
        landedCount == 0 ? "Discard" : "\(landedCount)",
        size: landedCount == 0 ? min(13, layout.discard.width * 0.24) : 17, weight: 700,
        color: SetStyle.barText.withAlpha(landedCount == 0 ? 0.9 : 1)))
    // In landscape the message sits in the narrow pile column, under the deck: short words.
    let text: String
    if message.isEmpty {
      text = left == 0 ? "Deck empty" : (isLandscape ? "Tap ↑ to deal 3" : "Tap the deck to deal 3")
    } else {
      let narrow = isLandscape || messageLabel.frame.width < SetScene.noSetMessageWidth
      text = narrow && message == SetScene.noSetMessage ? "No set: deal 3" : message
    }
    updateAccessibility(message: text)
    messageLabel.content = .text(
      Text(
        text, size: message.isEmpty ? 13 : (isLandscape ? 15 : 17), weight: message.isEmpty ? 500 : 700,
        color: message == "Not a set" ? Color(hex: 0xFFB4AE) : SetStyle.barText.withAlpha(message.isEmpty ? 0.9 : 1)))
  }

  /// A tap: on a button, the deck, or a face-up card on the table.
  func tap(at point: Point) {
    if boardButton.frame.contains(point) {
      outbox.post(.showBoard(game: gameID))
    } else if rearrangeButton.frame.contains(point) {
      rearrange()
    } else if hintButton.frame.contains(point) {
      showHint()
    } else if newGameButton.frame.contains(point) {
      outbox.requestRun()
      newGame()
    } else if layout.deckTarget.contains(point) {
      dealThreeMore()
    } else if let view = cardViews.last(where: { $0.isFaceUp && $0.phase != .waiting && $0.frame.contains(point) }) {
      choose(view.card)
    }
  }
}
