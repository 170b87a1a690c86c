/// How an animation's progress follows time: a Bézier curve or a spring (UIKit's
/// `UICubicTimingParameters` and `UISpringTimingParameters`).
public enum TimingParameters: Equatable, Sendable {
  /// A cubic Bézier timing curve.
  case cubic(CubicBezier)
  /// A spring; its progress may pass 1 and come back.
  case spring(Spring)

  /// Steady speed.
  public static let linear = TimingParameters.cubic(.linear)
  /// Starts slowly.
  public static let easeIn = TimingParameters.cubic(.easeIn)
  /// Ends slowly.
  public static let easeOut = TimingParameters.cubic(.easeOut)
  /// Starts and ends slowly (UIKit's default curve).
  public static let easeInOut = TimingParameters.cubic(.easeInOut)

  /// The progress (0 at the start, 1 at the end) at time fraction `fraction` of an animation
  /// lasting `duration` seconds.
  public func progress(at fraction: Double, duration: Double) -> Double {
    switch self {
    case .cubic(let curve): return curve.progress(at: fraction)
    case .spring(let spring):
      if fraction >= 1 { return 1 }
      return spring.value(at: fraction * duration)
    }
  }
}
