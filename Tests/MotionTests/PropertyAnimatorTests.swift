import Geometry
import Testing

@testable import Motion

/// An object with two animatable numbers, as views have.
private final class Knob {
  private var storedX = 0.0
  private var storedY = 0.0
  var x: Double {
    get { storedX }
    set {
      if !Animation.record(self, property: 1, from: storedX, to: newValue, set: { self.storedX = $0 }) {
        storedX = newValue
      }
    }
  }
  var y: Double {
    get { storedY }
    set {
      if !Animation.record(self, property: 2, from: storedY, to: newValue, set: { self.storedY = $0 }) {
        storedY = newValue
      }
    }
  }
}

/// `PropertyAnimator` runs, pauses, scrubs, reverses, stops and finishes like UIKit's.
@Suite struct PropertyAnimatorTests {
  private let clock = Clock()
  private let knob = Knob()

  private func run(seconds: Double, frame: Double = 1.0 / 100) {
    var left = seconds
    while left > 1e-9 {
      clock.advance(by: min(frame, left))
      left -= frame
    }
  }

  @Test func linearAnimationFollowsTimeAndCompletesAtTheEnd() {
    var ended: [PropertyAnimator.Position] = []
    let animator = PropertyAnimator(duration: 1, timingParameters: .linear, clock: clock) { self.knob.x = 100 }
    animator.addCompletion { ended.append($0) }
    #expect(knob.x == 0)
    #expect(animator.state == .inactive)
    animator.startAnimation()
    #expect(animator.state == .active && animator.isRunning)
    run(seconds: 0.25)
    #expect(abs(knob.x - 25) < 1e-9)
    run(seconds: 0.75)
    #expect(knob.x == 100)
    #expect(ended == [.end])
    #expect(animator.state == .inactive)
    run(seconds: 1)
    #expect(ended == [.end])
  }

  @Test func easedAnimationFollowsItsCurve() {
    let animator = PropertyAnimator(duration: 2, timingParameters: .easeInOut, clock: clock) { self.knob.x = 10 }
    animator.startAnimation()
    run(seconds: 0.5)
    #expect(abs(knob.x - 10 * CubicBezier.easeInOut.progress(at: 0.25)) < 1e-9)
  }

  @Test func pauseHoldsScrubbingMovesAndResumeContinues() {
    let animator = PropertyAnimator(duration: 1, timingParameters: .linear, clock: clock) { self.knob.x = 100 }
    animator.startAnimation()
    run(seconds: 0.3)
    animator.pauseAnimation()
    #expect(!animator.isRunning && animator.state == .active)
    run(seconds: 1)
    #expect(abs(knob.x - 30) < 1e-9)
    animator.fractionComplete = 0.8
    #expect(abs(knob.x - 80) < 1e-9)
    #expect(animator.fractionComplete == 0.8)
    animator.startAnimation()
    run(seconds: 0.1)
    #expect(abs(knob.x - 90) < 1e-9)
  }

  @Test func reversedAnimationReturnsToTheStartAndSaysSo() {
    var ended: [PropertyAnimator.Position] = []
    let animator = PropertyAnimator(duration: 1, timingParameters: .linear, clock: clock) { self.knob.x = 100 }
    animator.addCompletion { ended.append($0) }
    animator.startAnimation()
    run(seconds: 0.6)
    animator.isReversed = true
    run(seconds: 0.2)
    #expect(abs(knob.x - 40) < 1e-9)
    run(seconds: 1)
    #expect(knob.x == 0)
    #expect(ended == [.start])
  }

  @Test func stopAndFinishAtEachPosition() {
    for position in [PropertyAnimator.Position.end, .start, .current] {
      let knob = Knob()
      var ended: [PropertyAnimator.Position] = []
      let animator = PropertyAnimator(duration: 1, timingParameters: .linear, clock: clock) { knob.x = 100 }
      animator.addCompletion { ended.append($0) }
      animator.startAnimation()
      run(seconds: 0.5)
      animator.stopAnimation(false)
      #expect(animator.state == .stopped)
      run(seconds: 0.3)
      #expect(abs(knob.x - 50) < 1e-9)
      animator.finishAnimation(at: position)
      #expect(ended == [position])
      #expect(animator.state == .inactive)
      let expected: Double = position == .end ? 100 : position == .start ? 0 : 50
      #expect(abs(knob.x - expected) < 1e-9)
    }
  }

  @Test func stoppingWithoutFinishingLeavesValuesAndRunsNoCompletion() {
    var ended = 0
    let animator = PropertyAnimator(duration: 1, timingParameters: .linear, clock: clock) { self.knob.x = 100 }
    animator.addCompletion { _ in ended += 1 }
    animator.startAnimation()
    run(seconds: 0.4)
    animator.stopAnimation(true)
    run(seconds: 1)
    #expect(abs(knob.x - 40) < 1e-9)
    #expect(ended == 0)
    #expect(animator.state == .inactive)
    knob.x = 7
    #expect(knob.x == 7)
  }

  @Test func continuingWithADurationFactorStretchesWhatRemains() {
    let animator = PropertyAnimator(duration: 1, timingParameters: .linear, clock: clock) { self.knob.x = 100 }
    animator.startAnimation()
    run(seconds: 0.5)
    animator.pauseAnimation()
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
    run(seconds: 0.5)
    #expect(abs(knob.x - 75) < 1e-9)
    run(seconds: 0.5)
    #expect(knob.x == 100)
  }

  @Test func delaysAndDelayFactorsHoldValuesBack() {
    let animator = PropertyAnimator(duration: 1, timingParameters: .linear, clock: clock)
    animator.addAnimations({ self.knob.x = 100 }, delayFactor: 0.5)
    animator.addAnimations { self.knob.y = 10 }
    animator.startAnimation(afterDelay: 0.5)
    run(seconds: 0.5)
    #expect(knob.x == 0 && knob.y == 0)
    run(seconds: 0.5)
    #expect(knob.x == 0)
    #expect(abs(knob.y - 5) < 1e-9)
    run(seconds: 0.25)
    #expect(abs(knob.x - 50) < 1e-9)
  }

  @Test func twoAnimatorsOnDifferentPropertiesDoNotFight() {
    let a = PropertyAnimator(duration: 1, timingParameters: .linear, clock: clock) { self.knob.x = 100 }
    let b = PropertyAnimator(duration: 0.5, timingParameters: .easeOut, clock: clock) { self.knob.y = -40 }
    a.startAnimation()
    run(seconds: 0.2)
    b.startAnimation()
    run(seconds: 0.3)
    #expect(abs(knob.x - 50) < 1e-9)
    run(seconds: 1)
    #expect(knob.x == 100)
    #expect(knob.y == -40)
  }

  @Test func aNewerAnimationOfAPropertyTakesOverFromWhereItIs() {
    var firstEnded: [PropertyAnimator.Position] = []
    let first = PropertyAnimator(duration: 1, timingParameters: .linear, clock: clock) { self.knob.x = 100 }
    first.addCompletion { firstEnded.append($0) }
    first.startAnimation()
    run(seconds: 0.5)
    let second = PropertyAnimator(duration: 1, timingParameters: .linear, clock: clock) { self.knob.x = 0 }
    second.startAnimation()
    run(seconds: 0.5)
    #expect(abs(knob.x - 25) < 1e-9)
    #expect(firstEnded == [.end])
    run(seconds: 0.5)
    #expect(knob.x == 0)
  }

  @Test func springAnimatorOvershootsWithLowDamping() {
    let animator = PropertyAnimator(duration: 1, dampingRatio: 0.3, clock: clock) { self.knob.x = 100 }
    animator.startAnimation()
    var peak = 0.0
    for _ in 0..<100 {
      clock.advance(by: 0.01)
      peak = max(peak, knob.x)
    }
    #expect(peak > 110)
    #expect(knob.x == 100)
  }

  @Test func keyframesPlayInTheirWindowsAndChain() {
    let animator = PropertyAnimator(duration: 1, timingParameters: .linear, clock: clock)
    animator.addKeyframe(relativeStartTime: 0, relativeDuration: 0.5) { self.knob.x = 30 }
    animator.addKeyframe(relativeStartTime: 0.5, relativeDuration: 0.5) { self.knob.x = 100 }
    animator.startAnimation()
    run(seconds: 0.25)
    #expect(abs(knob.x - 15) < 1e-9)
    run(seconds: 0.5)
    #expect(abs(knob.x - 65) < 1e-9)
    run(seconds: 0.25)
    #expect(knob.x == 100)
  }

  @Test func progressAnimationsSeeTheEasedProgress() {
    var seen: [Double] = []
    let animator = PropertyAnimator(duration: 1, timingParameters: .easeIn, clock: clock)
    animator.addProgressAnimation { seen.append($0) }
    animator.startAnimation()
    run(seconds: 1, frame: 0.5)
    #expect(seen.count == 3)
    #expect(abs(seen[0] - CubicBezier.easeIn.progress(at: 0.5)) < 1e-12)
    #expect(seen.last == 1)
  }

  @Test func changesOutsideAnimationsAndWithoutAnimationApplyAtOnce() {
    knob.x = 5
    #expect(knob.x == 5)
    let animator = PropertyAnimator(duration: 1, clock: clock) {
      Animation.performWithoutAnimation { self.knob.y = 9 }
      self.knob.x = 50
    }
    animator.startAnimation()
    #expect(knob.y == 9)
    #expect(knob.x == 5)
  }
}
