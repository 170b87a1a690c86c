import GameKit
import Geometry
import Motion
import Stage

extension SetScene {
  /// Seconds the cards take to gather in a loose pile in the middle of the table.
  static let gatherDuration = 0.3
  /// Seconds the cards take to fly out from the pile to their new places (a springy landing).
  static let scatterDuration = 0.55
  /// Seconds between two cards leaving their places, at most; a full table staggers less.
  static let gatherStagger = 0.03
  /// The longest the whole stagger lasts, in seconds.
  static let staggerSpan = 0.3
  /// How far the fingers must turn, in radians, for a two-finger rotation to rearrange the table.
  static let rearrangeTurn = Trig.pi * Double(rearrangeTurnDegrees) / 180
  /// The same turn in whole degrees, as the how-to gives it.
  static let rearrangeTurnDegrees = 30

  /// Moves every card on the table to another place (the R key, the Rearrange button, or two fingers
  /// turning on the table): the cards, the selection, the hint and the score stay as they were.
  /// Placed cards gather in a loose pile in the middle of the table and fly out to their new
  /// places, each spinning a whole turn on the way (every other card the other way round); with
  /// reduced motion they glide straight there. Cards still flying from the deck head for their new
  /// slots, and waiting ones are dealt in the new order.
  package func rearrange() {
    guard game.rearrangeTable(using: &random) else { return }
    var views: [SetCardView] = []
    for card in game.table {
      if let view = cardViews.first(where: { $0.card == card }) { views.append(view) }
    }
    cardViews = views
    let waiting = dealQueue
    dealQueue = views.filter { view in waiting.contains { $0 === view } }
    rearrangements += 1
    let flying = reducesMotion ? [] : cardViews.filter { $0.phase == .placed && !$0.isHidden }
    for view in flying {
      view.rearrangement = rearrangements
      view.isGathering = true
    }
    layOutCards(animated: true)
    outbox.post(.sound(name: GameSound.flip, pitch: 1.25))
    announce("Cards rearranged.")
    updateLabels()
    guard !flying.isEmpty else { return }
    let stagger = min(SetScene.gatherStagger, SetScene.staggerSpan / Double(flying.count))
    for k in 0..<flying.count {
      fling(flying[k], number: k, delay: Double(k) * stagger)
    }
    let lastStart = Double(flying.count - 1) * stagger
    rearrangementEnds = max(
      rearrangementEnds, clock.now + lastStart + SetScene.gatherDuration + SetScene.scatterDuration)
  }

  /// One card's part: to its place in the pile after `delay` seconds, then (once there) out to
  /// its slot, spinning a whole turn all the way.
  private func fling(_ view: SetCardView, number k: Int, delay: Double) {
    let token = view.rearrangement
    let gather = PropertyAnimator(duration: SetScene.gatherDuration, timingParameters: .easeIn, clock: clock) {
      [unowned(unsafe) self] in
      view.frame = self.pilePlace(number: k, size: view.slot.size)
    }
    gather.addCompletion { [unowned(unsafe) self] _ in
      guard view.rearrangement == token else { return }
      view.isGathering = false
      self.tableLayer.bringSubviewToFront(view)
      let scatter = PropertyAnimator(duration: SetScene.scatterDuration, dampingRatio: 0.7, clock: self.clock) {
        view.frame = view.slot
      }
      scatter.addCompletion { _ in if view.rearrangement == token { view.rearrangement = nil } }
      scatter.startAnimation()
    }
    gather.startAnimation(afterDelay: delay)
    spin(
      view, turns: 1, duration: SetScene.gatherDuration + SetScene.scatterDuration, clockwise: k % 2 == 0,
      delay: delay, rearrangement: token)
  }

  /// Where card `k` lies in the pile: a card of `size` near the middle of the table, nudged
  /// along a spiral so the pile looks tossed together rather than squared up.
  private func pilePlace(number k: Int, size: Size) -> Rect {
    let angle = 2.39996 * Double(k)
    let radius = min(size.width, size.height) * (0.06 + 0.03 * Double(k % 5))
    let center = layout.grid.center + Vector(dx: radius * Trig.cos(angle), dy: radius * Trig.sin(angle))
    return Rect(center: center, size: size)
  }
}
