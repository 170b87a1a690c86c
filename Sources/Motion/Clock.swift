/// Frame time for everything that animates: advanced by the host with the time it is given, never
/// by a wall clock, so every animation and timer replays exactly.
///
///     let clock = Clock()
///     clock.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in tick() }
///     clock.advance(to: 0.016)
public final class Clock {
  /// The current time, in seconds.
  public private(set) var now: Double = 0
  /// Seconds between the previous advance and the current one.
  public private(set) var lastDelta: Double = 0
  /// True while paused: `advance(to:)` moves nothing and the paused span never counts.
  public private(set) var isPaused = false

  private var timers: [Timer] = []
  private var animators: [PropertyAnimator] = []
  /// Which animator's track drives each animated property now.
  private var owners: [AnimationKey: (animator: PropertyAnimator, track: AnimationTrack)] = [:]
  /// The host time of the last `advance(to:)`, in seconds (nil before the first).
  public private(set) var lastHostTime: Double?

  /// Creates a clock at time 0.
  public init() {}

  /// Moves time forward to match the host time `hostTime` (seconds, monotonic), firing due timers
  /// in time order. Host time that goes backward or jumps more than `maximumDelta` counts as
  /// `maximumDelta`, so a hidden tab does not fast-forward the game.
  public func advance(to hostTime: Double, maximumDelta: Double = 0.25) {
    guard hostTime.isFinite else { return }
    defer { lastHostTime = hostTime }
    guard let last = lastHostTime, !isPaused else {
      lastDelta = 0
      return
    }
    let delta = min(max(0, hostTime - last), maximumDelta)
    advance(by: delta)
  }

  /// Moves time forward by `delta` seconds, firing due timers in time order.
  public func advance(by delta: Double) {
    guard delta.isFinite, delta >= 0 else { return }
    let target = now + delta
    while let next = nextDueTimer(before: target) {
      now = max(now, next.fireTime)
      next.fire()
    }
    now = target
    lastDelta = delta
    timers.removeAll { !$0.isValid }
    for animator in animators { animator.tick(delta) }
  }

  /// The animators started on this clock and not yet ended, in the order they started.
  public var runningAnimators: [PropertyAnimator] { animators }

  func add(_ animator: PropertyAnimator) {
    if !animators.contains(where: { $0 === animator }) { animators.append(animator) }
  }

  func remove(_ animator: PropertyAnimator) {
    animators.removeAll { $0 === animator }
  }

  /// Cancels whatever track drove `key` before `animator` animates it.
  func takeOver(_ key: AnimationKey, by animator: PropertyAnimator) {
    owners[key]?.animator.cancelTrack(key)
  }

  func claim(_ key: AnimationKey, track: AnimationTrack) {
    if let animator = Recorder.current { owners[key] = (animator, track) }
  }

  func release(_ key: AnimationKey, track: AnimationTrack) {
    if owners[key]?.track === track { owners[key] = nil }
  }

  /// Stops every animator where it stands, without completions, and invalidates every timer: for
  /// an owner that is going away. A running animator keeps its clock and the clock keeps its running
  /// animators, so without this they would keep each other, and whatever their closures hold, alive.
  public func stopAll() {
    for animator in animators { animator.stopAnimation(true) }
    for timer in timers { timer.invalidate() }
    animators.removeAll()
    timers.removeAll()
  }

  /// Stops time; timers and animations hold still until `resume()`.
  public func pause() { isPaused = true }

  /// Puts the clock at `now` seconds, as if its last `advance(to:)` had been at `hostTime`
  /// seconds, paused or not: how a replay starts from where a live clock stood. Timers and
  /// animators are left as they are.
  public func restore(now: Double, hostTime: Double?, isPaused: Bool) {
    self.now = now
    lastHostTime = hostTime
    lastDelta = 0
    self.isPaused = isPaused
  }

  /// Lets time run again from where it stopped.
  public func resume() { isPaused = false }

  /// Starts a timer that calls `block` after `interval` seconds, and again every `interval` when `repeats`.
  @discardableResult
  public func scheduledTimer(withTimeInterval interval: Double, repeats: Bool, block: @escaping (Timer) -> Void)
    -> Timer
  {
    let timer = Timer(fireTime: now + max(interval, 0), interval: max(interval, 1e-3), repeats: repeats, block: block)
    timers.append(timer)
    return timer
  }

  private func nextDueTimer(before target: Double) -> Timer? {
    var best: Timer?
    // Frame times add up with rounding error (15 × 1/60 is a hair under 0.25): a timer due within
    // a nanosecond of the frame fires on it.
    for t in timers where t.isValid && t.fireTime <= target + 1e-9 {
      if best == nil || t.fireTime < best!.fireTime { best = t }
    }
    return best
  }
}
