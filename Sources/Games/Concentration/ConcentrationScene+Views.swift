import GameKit
import Geometry
import Stage

extension ConcentrationScene {
  func buildViews() {
    rootView.backgroundColor = ConcentrationStyle.chooserBackground
    rootView.clipsToBounds = true
    chooser.backgroundColor = ConcentrationStyle.chooserBackground
    chooserBar.backgroundColor = Color.white.withAlpha(0.9)
    chooserTitle.content = .text(Text("Themes", size: 18, weight: 700, color: ConcentrationStyle.ink))
    chooserBar.addSubview(chooserTitle)
    chooser.addSubview(chooserBar)
    for theme in ConcentrationTheme.all {
      let row = View()
      row.cornerRadius = 12
      let swatch = View()
      swatch.backgroundColor = theme.cardBackColor
      swatch.content = .text(Text(theme.emoji[0], size: 22))
      let label = View()
      label.content = .text(
        Text(
          "\(theme.name)   \(theme.emoji.prefix(4).joined())", size: 17, weight: 600, alignment: .left,
          color: ConcentrationStyle.ink))
      row.addSubview(swatch)
      row.addSubview(label)
      chooser.addSubview(row)
      themeRows.append(row)
    }
    divider.backgroundColor = ConcentrationStyle.divider
    placeholder.content = .text(
      Text("Choose a theme", size: 20, weight: 600, color: ConcentrationStyle.ink.withAlpha(0.5)))
    boardButton.cornerRadius = ScoreBoardIcon.buttonSide / 2
    for view in [detailBar, statsLabel, boardButton, cardLayer, placeholder] { detail.addSubview(view) }
    for view in [titleLabel, backButton, newGameButton] { detailBar.addSubview(view) }
    backButton.content = .text(
      Text("‹ Themes", size: 17, weight: 500, alignment: .left, color: ConcentrationStyle.tint))
    newGameButton.content = .text(
      Text("New game", size: 17, weight: 600, alignment: .right, color: ConcentrationStyle.tint))
    for view in [chooser, divider, detail] { rootView.addSubview(view) }
    for view in rootView.subviews { view.isUserInteractionEnabled = false }
    let tap = TapGestureRecognizer { [unowned(unsafe) self] recognizer in
      self.tap(at: recognizer.location(in: self.rootView))
    }
    rootView.addGestureRecognizer(tap)
    setUpAccessibility()
  }

  /// Places the chooser and the game for the canvas: side by side in a split view, or the game
  /// over the chooser on a phone.
  func layOutViews() {
    let b = rootView.bounds
    let bar = ConcentrationStyle.navigationBarHeight
    if isSplit {
      let width = min(ConcentrationStyle.chooserWidth, b.width * 0.4)
      chooser.frame = Rect(x: 0, y: 0, width: width, height: b.height)
      divider.frame = Rect(x: width, y: 0, width: 1, height: b.height)
      detail.frame = Rect(x: width + 1, y: 0, width: max(b.width - width - 1, 1), height: b.height)
      detail.isHidden = false
      divider.isHidden = false
    } else {
      chooser.frame = b
      divider.isHidden = true
      detail.frame = isGamePushed ? b : b.offsetBy(Vector(dx: b.width, dy: 0))
      detail.isHidden = !isGamePushed
    }
    chooserBar.frame = Rect(x: 0, y: 0, width: chooser.bounds.width, height: bar)
    chooserTitle.frame = chooserBar.bounds
    let rowWidth = chooser.bounds.width - 24
    let pitch = min(ConcentrationStyle.rowHeight + 8, (chooser.bounds.height - bar - 12) / Double(themeRows.count))
    for (k, row) in themeRows.enumerated() {
      row.frame = Rect(x: 12, y: bar + 12 + Double(k) * pitch, width: rowWidth, height: max(pitch - 8, 24))
      let h = row.bounds.height
      row.subviews[0].frame = Rect(x: 8, y: 6, width: h - 12, height: h - 12)
      row.subviews[0].cornerRadius = (h - 12) * 0.2
      row.subviews[1].frame = Rect(x: h + 6, y: 0, width: max(rowWidth - h - 12, 1), height: h)
    }
    let d = detail.bounds
    detailBar.frame = Rect(x: 0, y: 0, width: d.width, height: bar)
    let barLayout = self.barLayout
    backButton.frame = barLayout.back
    newGameButton.frame = barLayout.newGame
    titleLabel.frame = barLayout.title
    // The stats row is a fingertip high, for the board button at its end.
    let row = ScoreBoardIcon.buttonSide
    statsLabel.frame = Rect(x: 12, y: bar, width: max(d.width - 24, 1), height: row)
    boardButton.frame = Rect(x: d.width - 8 - row, y: bar, width: row, height: row)
    cardLayer.frame = Rect(x: 0, y: bar + row, width: d.width, height: max(d.height - bar - row, 1))
    placeholder.frame = d
    layOutCards()
    updateChooser()
    updateStats()
    updateAccessibility()
  }

  /// The game's navigation bar for the detail's width (with no back button in a split view).
  var barLayout: ConcentrationBarLayout {
    ConcentrationBarLayout(
      width: detail.bounds.width, height: ConcentrationStyle.navigationBarHeight, hasBack: !isSplit)
  }

  /// The cards in a grid as large as the room allows.
  func layOutCards() {
    let grid = GridLayout(
      count: cardViews.count, aspectRatio: 2.0 / 3, in: cardLayer.bounds.insetBy(dx: 12, dy: 12), spacing: 10)
    for (view, frame) in zip(cardViews, grid.frames) { view.frame = frame }
    cardLayer.accessibilityContainerType = .grid(columns: max(grid.columns, 1))
  }

  /// New views for the game's cards, face down.
  func rebuildCards() {
    for view in cardViews { view.removeFromSuperview() }
    cardViews = []
    guard let game else { return }
    for (k, card) in game.cards.enumerated() {
      let view = ConcentrationCardView(id: card.id, position: k + 1, emoji: game.emoji(for: card), theme: game.theme)
      cardLayer.addSubview(view)
      cardViews.append(view)
    }
  }

  /// Highlights the chosen theme's row (in a split view the chooser stays beside its game).
  func updateChooser() {
    for (theme, row) in zip(ConcentrationTheme.all, themeRows) {
      let chosen = isSplit && game?.theme.name == theme.name
      row.backgroundColor = chosen ? ConcentrationStyle.selectedRow : ConcentrationStyle.row
    }
  }

  /// The title (the theme's name), flips and score, in the theme's colours.
  func updateStats() {
    guard let game else {
      detail.backgroundColor = ConcentrationStyle.chooserBackground
      for view in [detailBar, statsLabel, boardButton, cardLayer] { view.isHidden = true }
      placeholder.isHidden = false
      return
    }
    let theme = game.theme
    placeholder.isHidden = true
    for view in [detailBar, statsLabel, boardButton, cardLayer] { view.isHidden = false }
    detail.backgroundColor = theme.backgroundColor
    detailBar.backgroundColor = theme.cardBackColor.withAlpha(0.18)
    backButton.isHidden = isSplit
    titleLabel.content = .text(Text(theme.name, size: 19, weight: 700, color: theme.textColor))
    statsLabel.content = .text(
      Text("Flips: \(game.flipCount)     Score: \(game.score)", size: 17, weight: 600, color: theme.textColor))
    let tint = theme.textColor
    backButton.content = .text(Text(barLayout.backLabel, size: 17, weight: 500, alignment: .left, color: tint))
    newGameButton.content = .text(Text("New game", size: 17, weight: 600, alignment: .right, color: tint))
    boardButton.backgroundColor = tint.withAlpha(0.12)
    boardButton.content = .path(
      ScoreBoardIcon.path(centeredIn: boardButton.bounds), fill: .color(tint), stroke: nil, lineWidth: 0)
  }

  /// A tap on a theme row, a bar button or a card, wherever they show.
  func tap(at point: Point) {
    if !detail.isHidden && detail.frame.contains(point) && (isSplit || isGamePushed) {
      tapDetail(at: point - Vector(dx: detail.frame.minX, dy: detail.frame.minY))
      return
    }
    let local = point - Vector(dx: chooser.frame.minX, dy: chooser.frame.minY)
    if let k = themeRows.firstIndex(where: { $0.frame.contains(local) }) { choose(ConcentrationTheme.all[k]) }
  }

  private func tapDetail(at point: Point) {
    guard game != nil else { return }
    if !isSplit && backButton.frame.contains(point) {
      goBack()
    } else if newGameButton.frame.contains(point) {
      newGame()
    } else if boardButton.frame.contains(point) {
      outbox.post(.showBoard(game: gameID))
    } else {
      let local = point - Vector(dx: cardLayer.frame.minX, dy: cardLayer.frame.minY)
      if let view = cardViews.first(where: { !$0.isGone && $0.frame.contains(local) }) { touchCard(id: view.id) }
    }
  }
}
