import GameKit
import Geometry
import Stage

extension BubblePopScene {
  /// Names the pause button, the bar, the overlay and the bubbles. The bubbles form a list ordered by what they are
  /// worth (gold first, then most points, oldest first), not by where they drift: a keyboard or
  /// screen-reader player tabs to the top of the list and presses Enter again and again to pop
  /// the best bubbles, and the order does not reshuffle as they move.
  func setUpAccessibility() {
    timeLabel.makeAccessibilityElement(label: "Time left")
    scoreLabel.makeAccessibilityElement(label: "Score")
    bestLabel.makeAccessibilityElement(label: "Best")
    for label in [timeLabel, scoreLabel, bestLabel] { label.accessibilityTraits = [.staticText, .updatesFrequently] }
    overlay.makeAccessibilityElement(traits: .button)
    countdownLabel.makeAccessibilityElement(traits: [.staticText, .updatesFrequently])
    bubbleLayer.accessibilityLabel = "Bubbles"
    bubbleLayer.accessibilityContainerType = .list
    effectsLayer.accessibilityElementsHidden = true
    rootView.accessibilityElements = [
      pauseButton.view, timeLabel, scoreLabel, bestLabel, overlay, countdownLabel, bubbleLayer,
    ]
  }

  /// The bar's values and the overlay's words.
  func updateAccessibility(title: String, detail: String) {
    overlay.accessibilityLabel = title
    overlay.accessibilityHint = detail
  }

  /// The bar's values (called with the bar each frame; they change at most once a second).
  func updateBarAccessibility(seconds: Int) {
    let time = "\(seconds) second\(seconds == 1 ? "" : "s")"
    if timeLabel.accessibilityValue != time { timeLabel.accessibilityValue = time }
    let score = "\(game?.score ?? 0)"
    if scoreLabel.accessibilityValue != score { scoreLabel.accessibilityValue = score }
    let best = boardTopScore > 0 ? "\(bestScore), the board’s top \(max(boardTopScore, bestScore))" : "\(bestScore)"
    if bestLabel.accessibilityValue != best { bestLabel.accessibilityValue = best }
  }

  /// Orders the bubbles' elements by worth; call when bubbles came or went.
  func orderBubbleElements() {
    let bubbles = game?.bubbles ?? []
    var ordered: [(worth: Int, id: Int, view: View)] = []
    for entry in bubbleViews {
      guard let bubble = bubbles.first(where: { $0.id == entry.id }) else { continue }
      ordered.append((bubble.isGold ? Int.max : bubble.color.points, entry.id, entry.view))
    }
    ordered.sort { $0.worth != $1.worth ? $0.worth > $1.worth : $0.id < $1.id }
    bubbleLayer.accessibilityElements = ordered.map { $0.view }
  }

  /// Says the 3-2-1's end, 10 seconds left and the end of a run, as the player sees them.
  func announceTime(from before: Int, to after: Int) {
    if before > 10 && after <= 10 && after > 0 { outbox.post(.announcement("10 seconds left")) }
  }
}

extension BubbleView {
  /// "pink bubble, 2 points", or "gold bubble, 3 more seconds"; a button that pops it.
  static func describe(_ view: View, as bubble: Bubble) {
    view.makeAccessibilityElement(traits: .button)
    if bubble.isGold {
      view.accessibilityLabel = "gold bubble, \(BubblePopGame.goldBonusSeconds) more seconds"
    } else {
      let points = bubble.color.points
      view.accessibilityLabel = "\(bubble.color.rawValue) bubble, \(points) point\(points == 1 ? "" : "s")"
    }
  }
}
