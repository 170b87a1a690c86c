import Geometry

/// The Rearrange button's icon: two arrows crossing on their way from left to right, the sign
/// for shuffled places, stroked on a 24-point grid.
enum SetRearrangeIcon {
  /// The two crossing lines and their arrowheads, `side` points square, centred in `bounds`.
  static func path(centeredIn bounds: Rect, side: Double = 24) -> Path {
    let scale = side / 24
    let left = bounds.midX - side / 2
    let top = bounds.midY - side / 2
    func point(_ x: Double, _ y: Double) -> Point { Point(x: left + x * scale, y: top + y * scale) }
    var arrows = Path()
    func arrow(from: Double, to: Double) {
      arrows.move(to: point(3, from))
      arrows.addLine(to: point(7, from))
      arrows.addCurve(to: point(15, to), control1: point(11, from), control2: point(11, to))
      arrows.addLine(to: point(21, to))
      arrows.move(to: point(18, to - 3))
      arrows.addLine(to: point(21, to))
      arrows.addLine(to: point(18, to + 3))
    }
    arrow(from: 6, to: 18)
    arrow(from: 18, to: 6)
    return arrows
  }
}
