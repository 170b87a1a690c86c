import Geometry

extension JSONWriter {
  /// Writes `rect` as `{"x","y","width","height"}` (its origin and size, in points).
  public mutating func rect(_ rect: Rect) {
    object { r in
      r.field("x") { $0.number(rect.minX) }
      r.field("y") { $0.number(rect.minY) }
      r.field("width") { $0.number(rect.width) }
      r.field("height") { $0.number(rect.height) }
    }
  }
}
