import Geometry

/// Where Breakout's wall, paddle and balls stand on a court of some size, and how fast the game runs
/// there: the ball's speed scales with the drop from the wall to the paddle, so it takes as long to
/// come down on a phone held on its side as upright, or on a large screen.
struct BreakoutCourt {
  /// The drop from the wall's bottom to the paddle's top on which the ball goes at the speed
  /// setting, in points (about an upright phone's).
  static let referenceDrop = 500.0
  /// The court, in points.
  let bounds: Rect
  /// Where the bricks stand.
  let wall: BrickGrid
  /// The paddle's centre line, in points from the top.
  let paddleY: Double
  /// The paddle's height, in points.
  let paddleHeight: Double
  /// A ball's radius, in points.
  let ballRadius: Double

  /// The layout of a wall of `rows` × `columns` on `bounds`.
  init(bounds: Rect, rows: Int, columns: Int) {
    self.bounds = bounds
    wall = BrickGrid(rows: rows, columns: columns, court: bounds)
    paddleHeight = min(max(bounds.height * 0.022, 12), 18)
    paddleY = bounds.height - min(max(bounds.height * 0.08, 40), 90)
    ballRadius = min(max(min(bounds.width, bounds.height) * 0.016, 6), 11)
  }

  /// The paddle's top edge, in points from the top.
  var paddleTop: Double { paddleY - paddleHeight / 2 }

  /// What every speed (and gravity) is multiplied by on this court: the drop from the wall to the
  /// paddle over ``referenceDrop``.
  var speedScale: Double { max(paddleTop - wall.bounds.maxY, 1) / BreakoutCourt.referenceDrop }

  /// The paddle's width for the setting's `share`, in points: a share of the court's width, or of
  /// 1.25 times its height on a wider court, so a wide screen's paddle stays a paddle.
  func paddleWidth(share: Double) -> Double { share * min(bounds.width, 1.25 * bounds.height) }

  /// `point` on `old`, at the same place here relative to the edges, every brick's edges and the
  /// paddle: over a brick or a gap between bricks it stays over the same one, at the same fraction of
  /// the way across.
  func place(_ point: Point, from old: BreakoutCourt) -> Point {
    let x = CourtMap(from: old.columnEdges, to: columnEdges)
    let y = CourtMap(from: old.rowEdges, to: rowEdges)
    return Point(x: x(point.x), y: y(point.y))
  }

  /// The court's sides and every column's left and right edges, left to right, in points.
  private var columnEdges: [Double] {
    var edges = [bounds.minX]
    for column in 0..<wall.columns {
      let brick = wall.frame(row: 0, column: column)
      edges += [brick.minX, brick.maxX]
    }
    return edges + [bounds.maxX]
  }

  /// The court's top, every row's top and bottom edges, the paddle's top and the court's bottom, top
  /// to bottom, in points.
  private var rowEdges: [Double] {
    var edges = [bounds.minY]
    for row in 0..<wall.rows {
      let brick = wall.frame(row: row, column: 0)
      edges += [brick.minY, brick.maxY]
    }
    return edges + [paddleTop, bounds.maxY]
  }

  /// `point` moved as little as it takes for a ball of `radius` there to clear every one of `bricks`
  /// (out through the nearest side of a brick it overlaps, or else just under the wall).
  func clear(_ point: Point, radius: Double, of bricks: [Rect]) -> Point {
    func overlaps(_ p: Point) -> Bool { bricks.contains { Self.distance(from: p, to: $0) < radius } }
    guard overlaps(point) else { return point }
    let margin = 0.5
    let below = Point(x: point.x, y: wall.bounds.maxY + radius + margin)
    var candidates = [below, Point(x: point.x, y: wall.bounds.minY - radius - margin)]
    for brick in bricks where Self.distance(from: point, to: brick) < radius {
      candidates += [
        Point(x: point.x, y: brick.minY - radius - margin), Point(x: point.x, y: brick.maxY + radius + margin),
        Point(x: brick.minX - radius - margin, y: point.y), Point(x: brick.maxX + radius + margin, y: point.y),
      ]
    }
    let free = candidates.filter { p in
      p.x >= radius && p.x <= bounds.width - radius && p.y >= radius && !overlaps(p)
    }
    return free.min { ($0 - point).length < ($1 - point).length } ?? below
  }

  /// How far `point` lies from `rect` (0 inside it), in points.
  static func distance(from point: Point, to rect: Rect) -> Double {
    let dx = max(rect.minX - point.x, 0, point.x - rect.maxX)
    let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
    return (dx * dx + dy * dy).squareRoot()
  }
}
