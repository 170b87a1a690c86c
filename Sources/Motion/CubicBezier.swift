/// A CSS/UIKit timing curve: the cubic Bézier from (0, 0) to (1, 1) with control points
/// (x1, y1) and (x2, y2); `progress(at:)` gives y for a time fraction x.
public struct CubicBezier: Equatable, Sendable {
  /// The first control point's x, 0…1.
  public let x1: Double
  /// The first control point's y (may leave 0…1 to overshoot).
  public let y1: Double
  /// The second control point's x, 0…1.
  public let x2: Double
  /// The second control point's y.
  public let y2: Double

  /// Steady speed: `cubic-bezier(0, 0, 1, 1)`.
  public static let linear = CubicBezier(0, 0, 1, 1)
  /// Starts slowly: `cubic-bezier(0.42, 0, 1, 1)`.
  public static let easeIn = CubicBezier(0.42, 0, 1, 1)
  /// Ends slowly: `cubic-bezier(0, 0, 0.58, 1)`.
  public static let easeOut = CubicBezier(0, 0, 0.58, 1)
  /// Starts and ends slowly: `cubic-bezier(0.42, 0, 0.58, 1)`.
  public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)

  /// Creates the curve with control points (x1, y1) and (x2, y2); x values are clamped to 0…1
  /// (so the curve is a function of time) and non-finite values become the linear curve's.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = x1.isFinite ? min(1, max(0, x1)) : 0
    self.y1 = y1.isFinite ? y1 : 0
    self.x2 = x2.isFinite ? min(1, max(0, x2)) : 1
    self.y2 = y2.isFinite ? y2 : 1
  }

  /// The curve's y at time fraction `x` (clamped to 0…1), accurate to about 1e-9.
  public func progress(at x: Double) -> Double {
    guard x.isFinite else { return 0 }
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    if x1 == y1 && x2 == y2 { return x }
    return CubicBezier.coordinate(parameter(forX: x), y1, y2)
  }

  /// The Bézier parameter t whose x is `x`: Newton's method, falling back to bisection.
  private func parameter(forX x: Double) -> Double {
    var t = x
    for _ in 0..<8 {
      let error = CubicBezier.coordinate(t, x1, x2) - x
      if abs(error) < 1e-12 { return t }
      let slope = CubicBezier.slope(t, x1, x2)
      guard abs(slope) > 1e-9 else { break }
      t -= error / slope
    }
    var low = 0.0
    var high = 1.0
    t = x
    for _ in 0..<60 {
      let value = CubicBezier.coordinate(t, x1, x2)
      if abs(value - x) < 1e-12 { return t }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }

  /// One coordinate of the curve at parameter t, with control coordinates c1 and c2 (ends 0 and 1).
  private static func coordinate(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t
  }

  private static func slope(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * c1 + 6 * u * t * (c2 - c1) + 3 * t * t * (1 - c2)
  }
}
