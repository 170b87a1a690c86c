import Geometry
import Motion
import Stage

extension SetScene {
  /// Turns `view` round `turns` whole times, starting after `delay` seconds and ending `duration`
  /// seconds after that, as a chain of animators each turning it a third of the way round and
  /// starting the next as it completes: one animation of a whole turn would go nowhere (it ends
  /// where it began), and two halves might turn back the way they came. Each step takes an equal
  /// share of the time left, so the chain ends on time whatever the frame rate. It stops early
  /// once the card's `rearrangement` is no longer `rearrangement` (a newer one took the card over).
  func spin(
    _ view: SetCardView, turns: Int, duration: Double, clockwise: Bool = true, delay: Double = 0,
    rearrangement: Int? = nil
  ) {
    let steps = 3 * max(turns, 1)
    spinStep(
      view, step: 1, of: steps, clockwise: clockwise, delay: delay, end: clock.now + delay + duration,
      rearrangement: rearrangement)
  }

  private func spinStep(
    _ view: SetCardView, step: Int, of steps: Int, clockwise: Bool, delay: Double, end: Double, rearrangement: Int?
  ) {
    let third = step % 3
    let angle = 2 * Trig.pi * Double(third) / 3 * (clockwise ? 1 : -1)
    let left = max(end - clock.now - delay, 0)
    let turn = PropertyAnimator(duration: left / Double(steps - step + 1), timingParameters: .linear, clock: clock) {
      view.transform = third == 0 ? .identity : AffineTransform(rotationAngle: angle)
    }
    turn.addCompletion { [unowned(unsafe) self] _ in
      guard step < steps, view.rearrangement == rearrangement else { return }
      self.spinStep(
        view, step: step + 1, of: steps, clockwise: clockwise, delay: 0, end: end, rearrangement: rearrangement)
    }
    turn.startAnimation(afterDelay: delay)
  }
}
