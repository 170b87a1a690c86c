/// Animates changes to views' properties over time on a `Clock` (our `UIViewPropertyAnimator`).
///
/// Set properties inside `addAnimations` (or the initializer's closure): instead of jumping, each
/// changed property moves from its current value to the new one along the timing curve once the
/// animator starts. The animator can be paused, scrubbed with `fractionComplete`, reversed,
/// stopped, finished at either end and continued with new timing; completions learn where it
/// ended. Several animators may move one view when they animate different properties; a newer
/// animation of a property takes over from wherever the older one had brought it.
///
///     let fade = PropertyAnimator(duration: 0.3, timingParameters: .easeOut, clock: clock) {
///       card.alpha = 0
///     }
///     fade.addCompletion { _ in card.removeFromSuperview() }
///     fade.startAnimation()
public final class PropertyAnimator {
  /// Where an animator is in its life (UIKit's `UIViewAnimatingState`).
  public enum State: Sendable {
    /// Not started, or finished: its animations have not run or are done.
    case inactive
    /// Started or paused.
    case active
    /// Stopped part-way; `finishAnimation(at:)` ends it.
    case stopped
  }

  /// Where the animated properties ended (UIKit's `UIViewAnimatingPosition`).
  public enum Position: Sendable {
    /// At the values the animations set.
    case end
    /// Back at the values they had before.
    case start
    /// Wherever they were when the animator was finished.
    case current
  }

  /// The clock whose frames drive the animator.
  public let clock: Clock
  /// The length of the animation, in seconds.
  public let duration: Double
  /// The timing curve or spring.
  public private(set) var timingParameters: TimingParameters
  /// The animator's state.
  public private(set) var state = State.inactive
  /// True while the animation advances with the clock (started and not paused).
  public private(set) var isRunning = false
  /// When true the animation runs backward, toward its start values.
  public var isReversed = false

  /// How far through its timeline the animation is, 0…1 (before the timing curve). Setting it
  /// while the animator is not running scrubs the animation there.
  public var fractionComplete: Double {
    get { fraction }
    set {
      guard !isRunning, newValue.isFinite else { return }
      activate()
      fraction = min(1, max(0, newValue))
      applyTracks()
    }
  }

  private var fraction = 0.0
  private var delayRemaining = 0.0
  private var durationFactor = 1.0
  private var pending: [(animations: () -> Void, delayFactor: Double)] = []
  private var tracks: [AnimationTrack] = []
  private var completions: [(Position) -> Void] = []
  /// The window of the keyframe whose animations are being recorded, if any.
  private var keyframeWindow: (start: Double, length: Double)?
  private var trackStart = 0.0

  /// Creates an animator that runs `animations` over `duration` seconds with `timingParameters`.
  public init(
    duration: Double, timingParameters: TimingParameters = .easeInOut, clock: Clock,
    animations: (() -> Void)? = nil
  ) {
    self.duration = duration.isFinite ? max(duration, 0) : 0
    self.timingParameters = timingParameters
    self.clock = clock
    if let animations { pending.append((animations, 0)) }
  }

  /// Creates an animator whose spring settles in `duration` seconds with `dampingRatio` (1 is no overshoot).
  public convenience init(
    duration: Double, dampingRatio: Double, initialVelocity: Double = 0, clock: Clock,
    animations: (() -> Void)? = nil
  ) {
    let spring = Spring(dampingRatio: dampingRatio, initialVelocity: initialVelocity, settlingIn: duration)
    self.init(duration: duration, timingParameters: .spring(spring), clock: clock, animations: animations)
  }

  /// Creates an animator driven by a physical spring; its duration is the spring's settling time.
  public convenience init(spring: Spring, clock: Clock, animations: (() -> Void)? = nil) {
    self.init(
      duration: spring.settlingDuration, timingParameters: .spring(spring), clock: clock, animations: animations)
  }

  // MARK: Animations and completions

  /// Adds animations that start `delayFactor` of the way through the remaining time (0…1).
  public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double = 0) {
    let factor = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
    if state == .active {
      record(animations, start: fraction + factor * (1 - fraction))
    } else {
      pending.append((animations, factor))
    }
  }

  /// Adds animations that play from `relativeStartTime` for `relativeDuration` of the eased
  /// timeline (both 0…1), like `UIView.addKeyframe`; a property's later keyframes start where its
  /// earlier ones end.
  public func addKeyframe(relativeStartTime: Double, relativeDuration: Double, animations: () -> Void) {
    let start = relativeStartTime.isFinite ? min(max(relativeStartTime, 0), 1) : 0
    let length = relativeDuration.isFinite ? min(max(relativeDuration, 0), 1 - start) : 0
    keyframeWindow = (start, length)
    withRecording(animations)
    keyframeWindow = nil
  }

  /// Adds a custom animation: `update` receives each frame's progress (after the timing curve;
  /// 0 at the start, 1 at the end, beyond either end for springs).
  public func addProgressAnimation(_ update: @escaping (Double) -> Void) {
    tracks.append(
      AnimationTrack(
        key: AnimationKey(self, tracks.count + 1_000_000), start: 0, length: 1, isKeyframe: false, update: update))
  }

  /// Adds a closure called once when the animator ends, told where its properties ended.
  public func addCompletion(_ completion: @escaping (Position) -> Void) {
    completions.append(completion)
  }

  // MARK: Control

  /// Starts (or resumes) the animation now.
  public func startAnimation() { startAnimation(afterDelay: 0) }

  /// Starts (or resumes) the animation after `delay` seconds of clock time.
  public func startAnimation(afterDelay delay: Double) {
    guard state != .stopped else { return }
    activate()
    delayRemaining = delay.isFinite ? max(delay, 0) : 0
    isRunning = true
  }

  /// Pauses the animation where it is (starting its animations if it had not started).
  public func pauseAnimation() {
    guard state != .stopped else { return }
    activate()
    isRunning = false
  }

  /// Resumes a paused animation, optionally with new timing, over `durationFactor` times the
  /// duration (the remaining fraction then takes that much longer).
  public func continueAnimation(withTimingParameters parameters: TimingParameters?, durationFactor: Double) {
    guard state == .active else { return }
    if let parameters { timingParameters = parameters }
    self.durationFactor = durationFactor.isFinite && durationFactor > 0 ? durationFactor : 1
    isRunning = true
  }

  /// Stops the animation where it is. Without finishing, the animator becomes inactive at once
  /// and no completion runs; otherwise it waits, stopped, for `finishAnimation(at:)`.
  public func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    isRunning = false
    clock.remove(self)
    if withoutFinishing {
      state = .inactive
      release()
      completions = []
    } else {
      state = .stopped
    }
  }

  /// Ends a stopped animation with its properties at `position`, and runs the completions.
  public func finishAnimation(at position: Position) {
    guard state == .stopped else { return }
    end(at: position)
  }

  // MARK: Driving

  /// Advances the animation by `delta` seconds of clock time (called by the clock).
  func tick(_ delta: Double) {
    guard isRunning, delta > 0 else { return }
    var time = delta
    if delayRemaining > 0 {
      let used = min(delayRemaining, time)
      delayRemaining -= used
      time -= used
      if time <= 0 { return }
    }
    let span = duration * durationFactor
    let step = span > 0 ? time / span : 1
    fraction = min(1, max(0, fraction + (isReversed ? -step : step)))
    applyTracks()
    if !isReversed && fraction >= 1 {
      end(at: .end)
    } else if isReversed && fraction <= 0 {
      end(at: .start)
    }
  }

  /// Records one property change made while this animator's animations run.
  func record<Value: Interpolatable>(_ key: AnimationKey, from: Value, to: Value, set: @escaping (Value) -> Void) {
    var start = from
    if keyframeWindow != nil, let earlier = tracks.last(where: { $0.key == key }) as? ValueTrack<Value> {
      start = earlier.to
    } else {
      clock.takeOver(key, by: self)
    }
    let window = keyframeWindow ?? (trackStart, 1 - trackStart)
    let track = ValueTrack(
      key: key, from: start, to: to, start: window.start, length: window.length, isKeyframe: keyframeWindow != nil,
      set: set)
    tracks.append(track)
    clock.claim(key, track: track)
  }

  /// Cancels this animator's track for `key` (a newer animation took the property over).
  func cancelTrack(_ key: AnimationKey) {
    for track in tracks where track.key == key { track.isCancelled = true }
  }

  private func activate() {
    guard state == .inactive else { return }
    state = .active
    fraction = isReversed ? 1 : 0
    clock.add(self)
    let waiting = pending
    pending = []
    for (animations, delayFactor) in waiting { record(animations, start: delayFactor) }
  }

  private func record(_ animations: () -> Void, start: Double) {
    trackStart = start
    withRecording(animations)
    trackStart = 0
  }

  private func withRecording(_ animations: () -> Void) {
    let saved = Recorder.current
    Recorder.current = self
    animations()
    Recorder.current = saved
  }

  private func applyTracks() {
    let eased = timingParameters.progress(at: fraction, duration: duration)
    for track in tracks where !track.isCancelled {
      if track.isKeyframe {
        guard eased >= track.start || isFirstTrack(track) else { continue }
        let local = track.length > 0 ? (eased - track.start) / track.length : (eased >= track.start ? 1 : 0)
        track.apply(min(max(local, 0), 1))
      } else {
        let span = 1 - track.start
        let local = span > 0 ? min(max((fraction - track.start) / span, 0), 1) : (fraction >= 1 ? 1 : 0)
        track.apply(timingParameters.progress(at: local, duration: duration * span))
      }
    }
  }

  /// True when no earlier keyframe of the same property exists (it holds the start value before its window).
  private func isFirstTrack(_ track: AnimationTrack) -> Bool {
    tracks.first { $0.key == track.key } === track
  }

  private func end(at position: Position) {
    isRunning = false
    clock.remove(self)
    switch position {
    case .end:
      fraction = 1
      for track in tracks where !track.isCancelled { track.apply(1) }
    case .start:
      fraction = 0
      for track in tracks.reversed() where !track.isCancelled { track.apply(0) }
    case .current:
      break
    }
    state = .inactive
    release()
    let callbacks = completions
    completions = []
    for completion in callbacks { completion(position) }
  }

  /// Lets go of the tracks so other animators may take their properties.
  private func release() {
    for track in tracks { clock.release(track.key, track: track) }
    tracks = []
    durationFactor = 1
  }
}
