import Geometry

/// Evenly spaced parallel lines that fill a shape, like the shading of Set's striped cards.
///
///     symbol.content = .path(diamond, fill: .stripes(Stripes(color: purple)), stroke: purple, lineWidth: 2)
public struct Stripes: Hashable, Sendable {
  /// The lines' colour.
  public var color: Color
  /// Width of each line, in points.
  public var lineWidth: Double
  /// Distance between neighbouring lines' centres, in points (at least `lineWidth`, and 0.5).
  public var spacing: Double
  /// Direction the lines run, in radians from the x axis (π/2: vertical lines).
  public var angle: Double

  /// Creates stripes.
  public init(color: Color, lineWidth: Double = 1, spacing: Double = 4, angle: Double = Trig.pi / 2) {
    self.color = color
    self.lineWidth = lineWidth
    self.spacing = spacing
    self.angle = angle
  }

  /// The lines covering `rect`, symmetric about its centre, as one path of separate segments.
  ///
  /// - Complexity: O(*n*) in the number of lines, which is at most 10,000.
  public func lines(covering rect: Rect) -> Path {
    var path = Path()
    guard rect.isValid, !rect.isEmpty, angle.isFinite, spacing.isFinite, lineWidth.isFinite else { return path }
    let along = Vector(angle: angle)
    let across = along.perpendicular
    let halfDiagonal = (rect.width * rect.width + rect.height * rect.height).squareRoot() / 2
    let pitch = max(spacing, lineWidth, 0.5)
    let count = min(Int((halfDiagonal / pitch).rounded(.down)), 5000)
    let center = rect.center
    for k in -count...count {
      let middle = center + across * (Double(k) * pitch)
      path.move(to: middle - along * halfDiagonal)
      path.addLine(to: middle + along * halfDiagonal)
    }
    return path
  }
}
