import Geometry

/// What a view draws inside its bounds, above its background.
public enum ViewContent: Sendable {
  /// A path in the view's own coordinates, filled and/or stroked (the stroke on top); a stroke
  /// with a line width of 0 draws nothing.
  case path(Path, fill: Fill?, stroke: Color?, lineWidth: Double)
  /// A line of text, laid out in the bounds.
  case text(Text)
}

/// How the inside of a path is painted.
public enum Fill: Hashable, Sendable {
  /// One solid colour.
  case color(Color)
  /// Parallel lines clipped to the path (Set's "striped" shading).
  case stripes(Stripes)
}
