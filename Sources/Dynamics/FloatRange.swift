/// A closed range of lengths or translations that may be unbounded (UIKit's `UIFloatRange`).
public struct FloatRange: Equatable, Sendable {
  /// The lower end; −∞ when unbounded.
  public var minimum: Double
  /// The upper end; +∞ when unbounded.
  public var maximum: Double

  /// The range with no bounds.
  public static let infinite = FloatRange(minimum: -.infinity, maximum: .infinity)
  /// The range holding only zero.
  public static let zero = FloatRange(minimum: 0, maximum: 0)

  /// Creates a range; NaN ends count as unbounded, and the ends are put in order.
  public init(minimum: Double, maximum: Double) {
    let low = minimum.isNaN ? -.infinity : minimum
    let high = maximum.isNaN ? .infinity : maximum
    self.minimum = min(low, high)
    self.maximum = max(low, high)
  }

  /// True when neither end is bounded.
  public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}
