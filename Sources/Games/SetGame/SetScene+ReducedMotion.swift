import Geometry
import Motion
import Stage

extension SetScene {
  /// Seconds a card takes to fade in or out when motion is reduced.
  static let reducedFadeDuration = 0.2

  /// Reduced motion, for a dealt card: it fades in face up in its slot, with no flight, spin or flip.
  func fadeIn(_ view: SetCardView) {
    view.phase = .placed
    view.isHidden = false
    view.transform = .identity
    view.frame = view.slot
    view.setFaceUp(true)
    view.alpha = 0
    PropertyAnimator(duration: SetScene.reducedFadeDuration, timingParameters: .easeInOut, clock: clock) {
      view.alpha = 1
    }
    .startAnimation()
  }

  /// Reduced motion, for a match: the cards fade out where they lay and the top one appears face
  /// down on the discard pile, with no bouncing, snapping or flip.
  func fadeToDiscardPile(_ group: [SetCardView]) {
    guard let top = group.last else { return }
    bouncing += group
    let fade = PropertyAnimator(
      duration: SetScene.reducedFadeDuration, timingParameters: .easeInOut, clock: clock
    ) {
      for card in group { card.alpha = 0 }
    }
    fade.addCompletion { [unowned(unsafe) self] _ in
      self.bouncing.removeAll { card in group.contains { $0 === card } }
      for card in group where card !== top { card.removeFromSuperview() }
      self.landedCount += group.count
      self.discardTop?.removeFromSuperview()
      self.discardTop = top
      self.pileLayer.addSubview(top)
      top.frame = self.layout.discard
      top.setFaceUp(false)
      top.alpha = 1
      self.discardFlips += 1
      self.updateLabels()
    }
    fade.startAnimation()
  }
}
