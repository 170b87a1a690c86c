import Geometry

/// The score board's trophy, drawn in the canvas by games that keep their own top bar (the shell draws a
/// trophy on its own board button for the others).
public enum ScoreBoardIcon {
  /// The side of the square a button of this icon gives a fingertip, in points.
  public static let buttonSide = 44.0

  /// The trophy's outlines on a 24-point grid, each a polygon whose corners in `rounded` are drawn as
  /// quadratic curves (the corner the control point, the next point the end): the cup, its two handles,
  /// and the stem on its base.
  private static let outlines: [(points: [(Double, Double)], rounded: [Int])] = [
    ([(7, 3), (17, 3), (17, 8), (17, 13.5), (12, 13.5), (7, 13.5), (7, 8)], [3, 5]),
    ([(4, 5), (7, 5), (7, 10.5), (4, 10.5), (4, 7)], [3]),
    ([(20, 5), (17, 5), (17, 10.5), (20, 10.5), (20, 7)], [3]),
    ([(11, 13.4), (13, 13.4), (13, 18), (16, 18), (16, 21), (8, 21), (8, 18), (11, 18)], []),
  ]

  /// The trophy, `side` points square, centred in `bounds`.
  public static func path(centeredIn bounds: Rect, side: Double = 24) -> Path {
    let scale = side / 24
    let left = bounds.midX - side / 2
    let top = bounds.midY - side / 2
    func point(_ p: (Double, Double)) -> Point { Point(x: left + p.0 * scale, y: top + p.1 * scale) }
    var trophy = Path()
    for outline in outlines {
      trophy.move(to: point(outline.points[0]))
      var k = 1
      while k < outline.points.count {
        if outline.rounded.contains(k) {
          trophy.addQuadCurve(to: point(outline.points[k + 1]), control: point(outline.points[k]))
          k += 2
        } else {
          trophy.addLine(to: point(outline.points[k]))
          k += 1
        }
      }
      trophy.close()
    }
    return trophy
  }
}
