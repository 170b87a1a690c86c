import Geometry
import Motion
import Stage

extension SetScene {
  /// Seed 002, task 2c: the matched cards fly away together. Each is replaced by a face-up copy
  /// (the table's own view makes room for the card dealt in its place, hint 3l) that the dynamic
  /// animator throws around; after `bounceDuration` a timer tells them to snap to the discard pile.
  func flyAway(_ matched: [SetCardView]) {
    guard !matched.isEmpty else { return }
    var group: [SetCardView] = []
    for view in matched {
      let copy = SetCardView(card: view.card, faceUp: true, frame: view.frame)
      flyLayer.addSubview(copy)
      group.append(copy)
    }
    guard !reducesMotion else { return fadeToDiscardPile(group) }
    for copy in group { flyaway.launch(copy, random: &random) }
    bouncing += group
    clock.scheduledTimer(withTimeInterval: SetScene.bounceDuration, repeats: false) { [unowned(unsafe) self] _ in
      self.snapToDiscardPile(group)
    }
  }

  /// The bouncing is over: the cards go over to the discard pile's animator, where they no longer
  /// collide, snap upright to the pile and shrink to its size (a property animator on their bounds
  /// while the dynamics move their centres).
  func snapToDiscardPile(_ group: [SetCardView]) {
    let flying = group.filter { card in bouncing.contains { $0 === card } }
    guard !flying.isEmpty else { return }
    bouncing.removeAll { card in flying.contains { $0 === card } }
    for card in flying {
      let motion = flyaway.release(card)
      discardBehavior.snap(card, to: layout.discard.center, velocity: motion.velocity, spin: motion.spin)
    }
    snapping += flying
    let size = layout.discard.size
    let shrink = PropertyAnimator(duration: SetScene.shrinkDuration, timingParameters: .easeInOut, clock: clock) {
      for card in flying { card.bounds = Rect(origin: .zero, size: size) }
    }
    shrink.startAnimation()
  }

  /// The discard pile's animator is at rest (its delegate said so): the snapped cards land on the
  /// pile, the animator lets go of them, and the top one turns face down (task 2d).
  func landOnDiscardPile() {
    guard let top = snapping.last else { return }
    for card in snapping {
      discardBehavior.release(card)
      if card !== top { card.removeFromSuperview() }
    }
    landedCount += snapping.count
    snapping = []
    discardTop?.removeFromSuperview()
    discardTop = top
    pileLayer.addSubview(top)
    top.transform = .identity
    top.frame = layout.discard
    discardFlips += 1
    Transition.run(.flipFromRight, on: top, duration: SetScene.flipDuration, clock: clock) {
      top.setFaceUp(false)
    }
    updateLabels()
  }
}
