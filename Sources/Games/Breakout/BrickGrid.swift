import Geometry

/// Where a wall's rows and columns of bricks stand on a court: as wide as the wall's area allows,
/// and as tall as a quarter of their width (at least 28 points) while the rows fit, so bricks keep a
/// brick's shape from a phone to a large screen; a brick never grows wider than ``maximumAspect``
/// times its height (the wall then stands centred, narrower than its area).
public struct BrickGrid: Equatable, Sendable {
  /// The widest a brick may be, as a multiple of its height.
  public static let maximumAspect = 8.0
  /// The height a brick has at least, where the rows fit, in points.
  public static let preferredHeight = 28.0
  /// The top-left corner of the top-left brick, in points.
  public let origin: Point
  /// Every brick's width, in points.
  public let brickWidth: Double
  /// Every brick's height, in points.
  public let brickHeight: Double
  /// Rows of bricks.
  public let rows: Int
  /// Bricks per row.
  public let columns: Int

  /// The grid of `rows` × `columns` bricks in `BrickWall.area(in: court)`.
  public init(rows: Int, columns: Int, court: Rect) {
    let area = BrickWall.area(in: court)
    let gap = BrickWall.gap
    let widest = (area.width - Double(columns - 1) * gap) / Double(columns)
    let tallest = (area.height - Double(rows - 1) * gap) / Double(rows)
    brickHeight = min(tallest, max(BrickGrid.preferredHeight, widest / 4))
    brickWidth = min(widest, BrickGrid.maximumAspect * brickHeight)
    self.rows = rows
    self.columns = columns
    let wallWidth = Double(columns) * brickWidth + Double(columns - 1) * gap
    origin = Point(x: area.midX - wallWidth / 2, y: area.minY)
  }

  /// The frame of the brick at `row`, `column`, in points.
  public func frame(row: Int, column: Int) -> Rect {
    Rect(
      x: origin.x + Double(column) * (brickWidth + BrickWall.gap),
      y: origin.y + Double(row) * (brickHeight + BrickWall.gap), width: brickWidth, height: brickHeight)
  }

  /// The frame of the whole wall, every brick standing, in points.
  public var bounds: Rect {
    frame(row: 0, column: 0).union(frame(row: rows - 1, column: columns - 1))
  }
}
