/// How a line of text sits in its box.
public enum TextAlignment: Int, Sendable {
  /// Flush with the left edge.
  case left = 0
  /// Centred.
  case center = 1
  /// Flush with the right edge.
  case right = 2
}

/// A line of text a view draws in its bounds, vertically centred.
public struct Text: Hashable, Sendable {
  /// The characters (emoji welcome).
  public var string: String
  /// Font size, in points.
  public var size: Double
  /// CSS font weight: 400 regular, 600 semibold, 700 bold.
  public var weight: Int
  /// Horizontal alignment.
  public var alignment: TextAlignment
  /// Text colour.
  public var color: Color

  /// Creates a text.
  public init(
    _ string: String, size: Double = 17, weight: Int = 400, alignment: TextAlignment = .center, color: Color = .white
  ) {
    self.string = string
    self.size = size
    self.weight = weight
    self.alignment = alignment
    self.color = color
  }
}
