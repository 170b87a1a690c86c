import Geometry

/// The outlines of Set's three symbols, as vector paths that stay crisp at any size.
///
/// A symbol fills most of its rectangle: lying down when the rectangle is wider than tall,
/// standing up (turned a quarter turn clockwise) otherwise.
public enum SetSymbolPath {
  /// The outline of `shape` inside `rect`.
  public static func path(for shape: SetCard.Shape, in rect: Rect) -> Path {
    switch shape {
    case .diamond: diamond(in: rect)
    case .squiggle: squiggle(in: rect)
    case .oval: oval(in: rect)
    }
  }

  /// A rhombus touching the middle of each side of `rect`.
  public static func diamond(in rect: Rect) -> Path {
    var path = Path()
    path.move(to: Point(x: rect.minX, y: rect.midY))
    path.addLine(to: Point(x: rect.midX, y: rect.minY))
    path.addLine(to: Point(x: rect.maxX, y: rect.midY))
    path.addLine(to: Point(x: rect.midX, y: rect.maxY))
    path.close()
    return path
  }

  /// A stadium filling `rect`: straight sides along its length, semicircular ends.
  public static func oval(in rect: Rect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
  }

  /// A wavy blob inside `rect`, the same when turned half a turn: six cubic curves, each
  /// joining the next smoothly.
  public static func squiggle(in rect: Rect) -> Path {
    let place = unitPlacement(in: rect)
    let start = Point(x: 0.03, y: 0.72)
    let halfOutline = [
      (control1: Point(x: 0.02, y: 0.45), control2: Point(x: 0.12, y: 0.05), end: Point(x: 0.30, y: 0.05)),
      (control1: Point(x: 0.46, y: 0.05), control2: Point(x: 0.50, y: 0.44), end: Point(x: 0.66, y: 0.44)),
      (control1: Point(x: 0.82, y: 0.44), control2: Point(x: 0.962, y: 0.064), end: Point(x: 0.97, y: 0.28)),
    ]
    func halfTurn(_ p: Point) -> Point { Point(x: 1 - p.x, y: 1 - p.y) }
    var path = Path()
    path.move(to: place(start))
    for turned in [false, true] {
      for curve in halfOutline {
        let (c1, c2, end) = turned ? (halfTurn(curve.control1), halfTurn(curve.control2), halfTurn(curve.end)) : curve
        path.addCurve(to: place(end), control1: place(c1), control2: place(c2))
      }
    }
    path.close()
    return path
  }

  /// Maps the unit square, drawn lying down, onto `rect`: stretched when `rect` is wider than
  /// tall, turned a quarter turn clockwise otherwise.
  private static func unitPlacement(in rect: Rect) -> (Point) -> Point {
    if rect.width >= rect.height {
      return { Point(x: rect.minX + $0.x * rect.width, y: rect.minY + $0.y * rect.height) }
    }
    return { Point(x: rect.minX + (1 - $0.y) * rect.width, y: rect.minY + $0.x * rect.height) }
  }
}
