import Geometry

/// A damped spring that carries a value from 0 to 1 (UIKit's spring timing), solved exactly:
/// y'' = −ω₀²·(y − 1) − 2ζω₀·y', y(0) = 0, y'(0) = the initial velocity.
///
/// Under-damped springs (ζ < 1) overshoot and ring; critically damped (ζ = 1) and over-damped
/// springs never pass 1 when they start at rest.
public struct Spring: Equatable, Sendable {
  /// Natural angular frequency ω₀, in radians per second.
  public let angularFrequency: Double
  /// Damping ratio ζ (1 is critical damping).
  public let dampingRatio: Double
  /// Initial speed, in units of the whole distance per second (UIKit's `initialVelocity`).
  public let initialVelocity: Double

  /// A spring that settles (within 0.1% of the distance) in `duration` seconds, as UIKit's
  /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` does for an animator's duration.
  public init(dampingRatio: Double, initialVelocity: Double = 0, settlingIn duration: Double) {
    let zeta = dampingRatio.isFinite ? min(max(dampingRatio, 0.01), 10) : 1
    let seconds = duration.isFinite && duration > 0 ? duration : 0.5
    // e^(−ζω₀t) = 0.001 at t = duration (ζ < 1); a critically or over-damped spring's slow mode
    // decays at ω₀(ζ − √(ζ² − 1)), which the same rule uses.
    let rate = zeta < 1 ? zeta : zeta - (zeta * zeta - 1).squareRoot()
    let settle = zeta < 1 ? 6.907755278982137 : 9.23341
    angularFrequency = settle / (max(rate, 1e-3) * seconds)
    self.dampingRatio = zeta
    self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
  }

  /// The spring of a mass on a spring with a damper (UIKit's `mass`, `stiffness`, `damping`).
  public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
    let m = mass.isFinite && mass > 0 ? mass : 1
    let k = stiffness.isFinite && stiffness > 0 ? stiffness : 100
    let c = damping.isFinite && damping >= 0 ? damping : 10
    angularFrequency = (k / m).squareRoot()
    dampingRatio = c / (2 * (k * m).squareRoot())
    self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
  }

  /// The value at `time` seconds after the spring was let go (1 is the target).
  public func value(at time: Double) -> Double {
    guard time > 0 else { return 0 }
    let w = angularFrequency
    let z = dampingRatio
    let v0 = initialVelocity
    if z < 1 {
      let wd = w * (1 - z * z).squareRoot()
      let b = (v0 - z * w) / wd
      return 1 + Trig.exp(-z * w * time) * (-Trig.cos(wd * time) + b * Trig.sin(wd * time))
    }
    if z == 1 { return 1 + Trig.exp(-w * time) * (-1 + (v0 - w) * time) }
    let root = (z * z - 1).squareRoot()
    let r1 = -w * (z - root)
    let r2 = -w * (z + root)
    let c2 = (v0 + r1) / (r2 - r1)
    let c1 = -1 - c2
    return 1 + c1 * Trig.exp(r1 * time) + c2 * Trig.exp(r2 * time)
  }

  /// How long until the spring stays within 0.1% of its target, in seconds (at most 60).
  public var settlingDuration: Double {
    let step = 1.0 / 240
    var last = 0.0
    var t = step
    while t < 60 {
      if abs(value(at: t) - 1) > 0.001 { last = t }
      if t - last > 2 * Double.pi / max(angularFrequency, 1e-6) { break }
      t += step
    }
    return last + step
  }
}
