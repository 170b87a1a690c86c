/// A one-shot or repeating timer on a `Clock`'s frame time (our `Timer`, without a run loop).
public final class Timer {
  /// When the timer fires next, in clock seconds.
  public private(set) var fireTime: Double
  /// Seconds between firings of a repeating timer.
  public let interval: Double
  /// Whether the timer fires again after each firing.
  public let repeats: Bool
  /// False once invalidated or, for a one-shot timer, once fired.
  public private(set) var isValid = true

  private var block: ((Timer) -> Void)?

  init(fireTime: Double, interval: Double, repeats: Bool, block: @escaping (Timer) -> Void) {
    self.fireTime = fireTime
    self.interval = interval
    self.repeats = repeats
    self.block = block
  }

  /// Stops the timer for good.
  public func invalidate() {
    isValid = false
    block = nil
  }

  func fire() {
    guard isValid else { return }
    if repeats {
      fireTime += interval
      block?(self)
    } else {
      let b = block
      invalidate()
      b?(self)
    }
  }
}
