import Geometry

/// A uniform grid over the bounds of a crowd of boxes, its cells packed into one array in row
/// order (a counting sort), for finding which boxes overlap.
///
/// Unlike `SpatialHash` it does no hashing and no linked lists: each cell's entries lie side by
/// side with copies of their boxes, and pairs come out cell by cell, row by row (see `forEachPair`), so shapes near
/// each other in space come out near each other in the list (the narrow phase and the solver then
/// read nearby bodies one after the other). Each box is entered in every cell it touches; a pair
/// sharing several cells is reported once, by the cell holding the lower corner of the two boxes'
/// intersection. Boxes touching more than `SpatialHash.maxCellsPerItem` cells go to `large`.
final class PackedGrid {
  /// One box in one cell: a copy of the box, its item, and the first cell column and row it touches.
  private struct Entry {
    var box: AABB
    var item: Int32
    var column: Int32
    var row: Int32
  }

  /// The cells each item touches, kept between the counting and the filling pass.
  private struct Span {
    var x0: Int32
    var y0: Int32
    var x1: Int32
    var y1: Int32

    /// How many cells the span covers; 0 when inverted.
    var cellCount: Int { x1 < x0 || y1 < y0 ? 0 : Int(x1 - x0 + 1) * Int(y1 - y0 + 1) }
  }

  private var entries = DenseArray<Entry>()
  /// Where each cell's entries begin in `entries`; one more than the cells, the last is the end.
  private var starts = DenseArray<Int32>()
  private var spans = DenseArray<Span>()
  /// The most entries any cell holds, and room for one entry's partners in a cell that full.
  private var largestCell = 0
  private var partners = DenseArray<Int32>()
  private var columns = 0
  private var rows = 0
  /// Items whose boxes span more than `SpatialHash.maxCellsPerItem` cells.
  private(set) var large: [Int32] = []

  /// Releases the storage, compiled for size: it runs once per world.
  @_optimize(size)
  deinit {}

  /// At most this many cells per entered item: a crowd spread thinner than that (a body far away
  /// from the others) is left to `SpatialHash`, which only stores the cells in use.
  static let maxCellsPerItem = 8

  /// Enters `items` (their boxes are `boxes[item]`) in a grid of `cellSize` points over their
  /// bounds. False, with the grid empty, when the bounds are not finite or need more than
  /// `maxCellsPerItem` cells per item.
  func build(_ items: UnsafeBufferPointer<Int32>, boxes: UnsafeBufferPointer<AABB>, cellSize: Double) -> Bool {
    large.removeAllKeepingCapacity()
    columns = 0
    rows = 0
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for s in items {
      let box = boxes[Int(s)]
      minX = min(minX, box.minX)
      minY = min(minY, box.minY)
      maxX = max(maxX, box.maxX)
      maxY = max(maxY, box.maxY)
    }
    let inverseCell = 1 / max(cellSize, 1e-3)
    let spanX = (maxX - minX) * inverseCell
    let spanY = (maxY - minY) * inverseCell
    let limit = Double(PackedGrid.maxCellsPerItem * max(items.count, 1))
    guard spanX.isFinite, spanY.isFinite, (spanX + 1) * (spanY + 1) <= limit else { return false }
    columns = Int(spanX) + 1
    rows = Int(spanY) + 1
    let cellCount = columns * rows
    starts.lengthen(to: cellCount + 1, filling: 0)
    spans.lengthen(to: items.count, filling: Span(x0: 0, y0: 0, x1: 0, y1: 0))
    let total = countEntries(items, boxes, minX: minX, minY: minY, inverseCell: inverseCell, cellCount: cellCount)
    entries.lengthen(to: total, filling: Entry(box: .empty, item: 0, column: 0, row: 0))
    fillCells(items, boxes, cellCount: cellCount)
    return true
  }

  /// Finds the cells each item spans (into `spans`), lists the items that span too many in
  /// `large`, and counts each cell's entries into `starts`, turned into where each cell begins;
  /// returns the number of entries.
  private func countEntries(
    _ items: UnsafeBufferPointer<Int32>, _ boxes: UnsafeBufferPointer<AABB>, minX: Double, minY: Double,
    inverseCell: Double, cellCount: Int
  ) -> Int {
    let lastColumn = Double(columns - 1)
    let lastRow = Double(rows - 1)
    @inline(__always)
    func cell(_ x: Double, _ origin: Double, _ last: Double) -> Int32 {
      // Clamped first, so not-a-number lands in the last cell rather than trapping.
      Int32(max(0, min(last, (x - origin) * inverseCell)))
    }
    let starts = starts.buffer
    let spans = spans.buffer
    var total = 0
    for c in 0...cellCount { starts[c] = 0 }
    for (k, s) in items.enumerated() {
      let box = boxes[Int(s)]
      let span = Span(
        x0: cell(box.minX, minX, lastColumn), y0: cell(box.minY, minY, lastRow),
        x1: cell(box.maxX, minX, lastColumn), y1: cell(box.maxY, minY, lastRow))
      spans[k] = span
      let count = span.cellCount
      // An inverted box (a coordinate not a number) overlaps nothing and is left out.
      guard count > 0 else { continue }
      if count > SpatialHash.maxCellsPerItem {
        large.append(s)
        continue
      }
      total += count
      for y in span.y0...span.y1 {
        let row = Int(y) * columns
        for x in span.x0...span.x1 { starts[row + Int(x) + 1] += 1 }
      }
    }
    for c in 0..<cellCount { starts[c + 1] += starts[c] }
    return total
  }

  /// Fills each cell from its start, moving the start along; afterwards each start is where the
  /// next cell began, so the starts are shifted back by one cell.
  private func fillCells(_ items: UnsafeBufferPointer<Int32>, _ boxes: UnsafeBufferPointer<AABB>, cellCount: Int) {
    let starts = starts.buffer
    let spans = spans.buffer
    let entries = entries.buffer
    for (k, s) in items.enumerated() {
      let span = spans[k]
      let count = span.cellCount
      guard count > 0 && count <= SpatialHash.maxCellsPerItem else {
        continue
      }
      let entry = Entry(box: boxes[Int(s)], item: s, column: span.x0, row: span.y0)
      for y in span.y0...span.y1 {
        let row = Int(y) * columns
        for x in span.x0...span.x1 {
          let c = row + Int(x)
          entries[Int(starts[c])] = entry
          starts[c] += 1
        }
      }
    }
    for c in stride(from: cellCount, to: 0, by: -1) { starts[c] = starts[c - 1] }
    starts[0] = 0
    var largest: Int32 = 0
    for c in 0..<cellCount { largest = max(largest, starts[c + 1] - starts[c]) }
    largestCell = Int(largest)
  }

  /// Calls `body` once for every pair of entered items whose boxes overlap, backwards: from the
  /// last cell (the greatest y, the bottom of a scene whose gravity points down) to the first, and
  /// within a cell from the last item entered. The order the solver meets contacts in matters to
  /// a deep pile: pairs listed forwards let balls at the bottom of a large crowd sink deeper than
  /// their radius into a wall; listed backwards, hardly any do (as with the hashed grid).
  ///
  /// Whether two entries of a cell pair up is as good as random, so each entry's partners are
  /// listed without a branch (every candidate is written, and the count moves on by whether it
  /// pairs), then handed to `body` in the same order.
  @inline(__always)
  func forEachPair(_ body: (Int32, Int32) -> Void) {
    let columns = columns
    partners.lengthen(to: largestCell, filling: 0)
    let starts = starts.buffer
    let entries = entries.buffer
    let partners = partners.buffer
    var c = rows * columns
    for y in (0..<Int32(rows)).reversed() {
      for x in (0..<Int32(columns)).reversed() {
        c -= 1
        let begin = Int(starts[c])
        var i = Int(starts[c + 1]) - 1
        while i > begin {
          let box = entries[i].box
          let column = entries[i].column
          let row = entries[i].row
          var found = 0
          var j = i - 1
          while j >= begin {
            partners[found] = entries[j].item
            let owned = max(column, entries[j].column) == x && max(row, entries[j].row) == y
            found &+= box.overlaps(entries[j].box) && owned ? 1 : 0
            j -= 1
          }
          for k in 0..<found { body(entries[i].item, partners[k]) }
          i -= 1
        }
      }
    }
  }
}
