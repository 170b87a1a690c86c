import Geometry
import Motion
import Stage

extension SetScene {
  /// Sends the next waiting card on its way when its turn has come: one card at a time, each
  /// leaving `dealInterval` after the one before (so flights overlap a little), and never while
  /// the table is being rearranged.
  func dealNextCardIfDue() {
    let now = clock.now
    guard !dealQueue.isEmpty, now >= nextDealTime - 1e-9, now >= rearrangementEnds - 1e-9 else { return }
    let view = dealQueue.removeFirst()
    nextDealTime = now + SetScene.dealInterval
    deal(view)
  }

  /// Flies `view` face down from the deck to its slot, spinning `dealTurns` times, and turns it over
  /// when it arrives. The flight heads for whatever slot the card has each frame, so a
  /// rearrangement (or a turn of the device) mid-flight just redirects it.
  func deal(_ view: SetCardView) {
    guard !reducesMotion else { return fadeIn(view) }
    let from = layout.deck
    view.phase = .dealing
    view.isHidden = false
    view.frame = from
    tableLayer.bringSubviewToFront(view)
    let flight = PropertyAnimator(duration: SetScene.dealDuration, timingParameters: .easeInOut, clock: clock)
    flight.addProgressAnimation { progress in
      view.frame = Rect.interpolate(from: from, to: view.slot, progress: progress)
    }
    flight.addCompletion { [unowned(unsafe) self] _ in self.arrive(view) }
    flight.startAnimation()
    spin(view, turns: SetScene.dealTurns, duration: SetScene.dealDuration)
  }

  /// The card is in its slot: it turns over with a `Transition` flip and can be chosen.
  func arrive(_ view: SetCardView) {
    guard view.superview != nil else { return }
    view.transform = .identity
    view.frame = view.slot
    view.phase = .placed
    Transition.run(.flipFromLeft, on: view, duration: SetScene.flipDuration, clock: clock) {
      view.setFaceUp(true)
    }
  }
}
