import Motion

/// An sRGB colour with alpha, each component in 0…1.
public struct Color: Hashable, Sendable {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Opacity, 0…1.
  public var alpha: Double

  /// Creates a colour; components are clamped to 0…1 (NaN becomes 0).
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    func clamp(_ x: Double) -> Double { x.isNaN ? 0 : min(1, max(0, x)) }
    self.red = clamp(red)
    self.green = clamp(green)
    self.blue = clamp(blue)
    self.alpha = clamp(alpha)
  }

  /// A colour from a 24-bit hex value such as `0x34C759`.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255,
      blue: Double(hex & 0xff) / 255, alpha: alpha)
  }

  /// The same colour with another opacity.
  public func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

  /// White.
  public static let white = Color(red: 1, green: 1, blue: 1)
  /// Black.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// Fully transparent.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}

extension Color: Interpolatable {
  /// Blends each channel (alpha too), clamped to 0…1.
  public static func interpolate(from: Color, to: Color, progress: Double) -> Color {
    func mix(_ a: Double, _ b: Double) -> Double { min(1, max(0, a + (b - a) * progress)) }
    return Color(
      red: mix(from.red, to.red), green: mix(from.green, to.green), blue: mix(from.blue, to.blue),
      alpha: mix(from.alpha, to.alpha))
  }
}
