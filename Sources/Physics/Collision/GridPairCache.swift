/// The pairs of one packed grid over boxes grown by a margin, kept for the steps after it.
///
/// While every shape of the crowd is the one the grid was built for and its box stays inside its
/// grown box, every pair whose boxes overlap now overlapped grown, so it is among the kept pairs:
/// filtering them gives the pairs a new grid would find, listed in the order the grid found them
/// when it was built. When builds keep ending after a step or so (a crowd in flight), the cache
/// pauses, as `SweepPairCache` does.
struct GridPairCache: ~Copyable {
  /// The shapes the grid was built for, in order.
  private var shapes = DenseArray<Int32>()
  /// The grown boxes, by shape index.
  private var grown = DenseArray<AABB>()
  /// The pairs of grown boxes that overlap, as the grid listed them (or, after `list`, of the boxes
  /// themselves).
  private(set) var pairs = DenseArray<(Int32, Int32)>()
  /// The shapes too large for the grid's cells, as the grid listed them.
  private(set) var large: [Int32] = []
  private var isValid = false
  private var schedule = RebuildSchedule()

  /// Ends the current build.
  private mutating func clear() {
    guard isValid else { return }
    isValid = false
    schedule.end()
  }

  /// Readies the cache for `shapes` with boxes `boxes` (by shape index): keeps the current build
  /// while it covers them, or builds anew with `grid` unless pausing. Returns whether the cache
  /// may be used this step; false also when the grid cannot hold the crowd.
  mutating func cover(
    _ shapes: UnsafeBufferPointer<Int32>, boxes: UnsafeBufferPointer<AABB>, grid: PackedGrid, cellSize: Double
  ) -> Bool {
    if isValid && covers(shapes, boxes) {
      schedule.serve()
      return true
    }
    clear()
    guard schedule.mayBuild() else { return false }
    return build(shapes, boxes, grid, cellSize)
  }

  /// Lists in `pairs` and `large` the pairs a grid over `boxes` themselves finds, without keeping
  /// them for later steps (the cache is pausing or could not build). False when the grid cannot
  /// hold the crowd.
  mutating func list(
    _ shapes: UnsafeBufferPointer<Int32>, boxes: UnsafeBufferPointer<AABB>, grid: PackedGrid, cellSize: Double
  ) -> Bool {
    guard grid.build(shapes, boxes: boxes, cellSize: cellSize) else { return false }
    collect(grid)
    return true
  }

  /// Copies the grid's pairs and large shapes.
  private mutating func collect(_ grid: PackedGrid) {
    pairs.removeAll()
    grid.forEachPair { a, b in pairs.append((a, b)) }
    large = grid.large
  }

  /// Whether `shapes` are the shapes built for and each box lies inside its grown box.
  private func covers(_ current: UnsafeBufferPointer<Int32>, _ boxes: UnsafeBufferPointer<AABB>) -> Bool {
    guard current.count == shapes.count else { return false }
    let built = shapes.buffer
    let grown = grown.buffer
    for k in built.indices {
      let s = Int(built[k])
      guard current[k] == built[k], grown[s].contains(boxes[s]) else { return false }
    }
    return true
  }

  /// Grows the boxes by a tenth of their mean size and lists the pairs the grid finds among them.
  private mutating func build(
    _ current: UnsafeBufferPointer<Int32>, _ boxes: UnsafeBufferPointer<AABB>, _ grid: PackedGrid, _ cellSize: Double
  ) -> Bool {
    guard
      let margin = SweepPairCache.margin(
        growing: current.lazy.map { boxes[Int($0)] }, count: max(current.count, 1))
    else { return false }
    grown.lengthen(to: boxes.count, filling: .empty)
    let grownBoxes = grown.buffer
    for s in current { grownBoxes[Int(s)] = boxes[Int(s)].expanded(by: margin) }
    guard grid.build(current, boxes: UnsafeBufferPointer(grownBoxes), cellSize: cellSize + 2 * margin) else {
      return false
    }
    shapes.replace(with: current)
    collect(grid)
    isValid = true
    schedule.start()
    return true
  }
}
