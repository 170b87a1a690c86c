/// Frames for `count` items of one aspect ratio in a grid that makes them as large as a rectangle
/// allows — how Set lays out its cards in portrait and in landscape.
///
/// Every arrangement of *c* columns and ⌈*count*/*c*⌉ rows is tried; each gives the item width
/// that fits both ways, and the widest wins (on a tie, the one with fewer empty cells, then fewer
/// columns). The grid is centred in the rectangle; items fill it row by row, left to right, so a
/// partly filled last row is flush left with the rows above it.
///
///     let grid = GridLayout(count: 12, aspectRatio: 5.0 / 8, in: Rect(x: 0, y: 0, width: 390, height: 700), spacing: 8)
///     grid.columns  // 3
///     grid.frames[4]  // the second row's middle card
///
/// - Complexity: O(*count*).
public struct GridLayout: Hashable, Sendable {
  /// Columns in the grid.
  public let columns: Int
  /// Rows in the grid.
  public let rows: Int
  /// Every item's size, in points.
  public let itemSize: Size
  /// Each item's frame, in the rectangle's coordinates, in row-major order.
  public let frames: [Rect]

  /// Lays out `count` items whose width is `aspectRatio` times their height in `rect`, `spacing`
  /// points apart. A non-positive or non-finite aspect ratio counts as 1, negative spacing as 0;
  /// when nothing fits, the items are empty rectangles at the centre.
  public init(count: Int, aspectRatio: Double, in rect: Rect, spacing: Double = 0) {
    let n = max(0, count)
    let aspect = aspectRatio.isFinite && aspectRatio > 0 ? aspectRatio : 1
    let gap = spacing.isFinite ? max(0, spacing) : 0
    let area = rect.isValid ? rect : .zero
    var best = (columns: 1, rows: max(1, n), width: 0.0, empty: Int.max)
    if n > 0 {
      for columns in 1...n {
        let rows = (n + columns - 1) / columns
        let widthFromColumns = (area.width - Double(columns - 1) * gap) / Double(columns)
        let widthFromRows = (area.height - Double(rows - 1) * gap) / Double(rows) * aspect
        let width = max(0, min(widthFromColumns, widthFromRows))
        let empty = columns * rows - n
        if width > best.width || (width == best.width && empty < best.empty) {
          best = (columns, rows, width, empty)
        }
      }
    }
    columns = best.columns
    rows = best.rows
    itemSize = Size(width: best.width, height: best.width / aspect)
    let fits = itemSize.width > 0
    let pitch = fits ? Vector(dx: itemSize.width + gap, dy: itemSize.height + gap) : .zero
    let topLeft = Point(
      x: area.midX - (Double(columns) * pitch.dx - (fits ? gap : 0)) / 2,
      y: area.midY - (Double(rows) * pitch.dy - (fits ? gap : 0)) / 2)
    let columnCount = columns
    let size = itemSize
    frames = (0..<n).map { i in
      Rect(
        origin: Point(
          x: topLeft.x + Double(i % columnCount) * pitch.dx, y: topLeft.y + Double(i / columnCount) * pitch.dy),
        size: size)
    }
  }
}
