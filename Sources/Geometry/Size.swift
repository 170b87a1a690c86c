/// A width and a height, in points.
public struct Size: Hashable, Sendable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size of 0 × 0.
  public static let zero = Size(width: 0, height: 0)

  /// True when both dimensions are finite and not negative.
  public var isValid: Bool { width.isFinite && height.isFinite && width >= 0 && height >= 0 }
}
