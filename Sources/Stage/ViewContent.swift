import Geometry

/// What a view draws inside its bounds, above its background.
public enum ViewContent: Sendable {
  /// A path in the view's own coordinates, filled and/or stroked.
  case path(Path, fill: Color?, stroke: Color?, lineWidth: Double)
  /// A line of text, laid out in the bounds.
  case text(Text)
}
