import Testing

@testable import Motion

@Suite struct ClockTests {
  @Test func timersFireInOrderOnFrameTime() {
    let clock = Clock()
    var fired: [String] = []
    clock.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in fired.append("once@\(clock.now)") }
    clock.scheduledTimer(withTimeInterval: 0.2, repeats: true) { t in
      fired.append("tick@\(clock.now)")
      if fired.count >= 4 { t.invalidate() }
    }
    clock.advance(by: 1)
    #expect(fired == ["tick@0.2", "tick@0.4", "once@0.5", "tick@0.6000000000000001"])
    #expect(clock.now == 1)
  }

  @Test func hostTimeJumpsAreCappedAndPausesDoNotCount() {
    let clock = Clock()
    clock.advance(to: 10)
    #expect(clock.now == 0)
    clock.advance(to: 10.016)
    #expect(abs(clock.lastDelta - 0.016) < 1e-12)
    clock.advance(to: 20)
    #expect(clock.lastDelta == 0.25)
    clock.pause()
    clock.advance(to: 30)
    #expect(clock.lastDelta == 0)
    clock.resume()
    clock.advance(to: 30.01)
    #expect(abs(clock.lastDelta - 0.01) < 1e-9)
    clock.advance(to: 29)
    #expect(clock.lastDelta == 0)
  }

  @Test func invalidatedTimerNeverFires() {
    let clock = Clock()
    var count = 0
    let timer = clock.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in count += 1 }
    clock.advance(by: 0.35)
    timer.invalidate()
    clock.advance(by: 1)
    #expect(count == 3)
    #expect(!timer.isValid)
  }

  @Test func stopAllEndsAnimationsWithoutCompletionsAndFreesThem() {
    weak var weakClock: Clock?
    weak var weakAnimator: PropertyAnimator?
    var completions = 0
    var ticks = 0
    do {
      let clock = Clock()
      weakClock = clock
      let animator = PropertyAnimator(duration: 1, clock: clock)
      animator.addAnimations { ticks += 1 }
      animator.addCompletion { _ in completions += 1 }
      animator.startAnimation()
      weakAnimator = animator
      let timer = clock.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in ticks += 1 }
      clock.advance(by: 0.25)
      clock.stopAll()
      #expect(clock.runningAnimators.isEmpty)
      #expect(animator.state == .inactive)
      #expect(!timer.isValid)
    }
    #expect(completions == 0)
    #expect(weakAnimator == nil)
    #expect(weakClock == nil)
  }
}

@Suite struct TimerFrameTests {
  @Test func aRepeatingTimerFiresOnTheFramesThatPassItsTimes() {
    let clock = Clock()
    var frames: [Int] = []
    var frame = 0
    clock.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in frames.append(frame) }
    for f in 1...60 {
      frame = f
      clock.advance(by: 1.0 / 60)
    }
    // 0.25 s falls in frame 15, 0.5 s in frame 30, 0.75 s in frame 45, 1.0 s in frame 60.
    #expect(frames == [15, 30, 45, 60])
  }
}
