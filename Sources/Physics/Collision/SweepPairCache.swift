/// The pairs of one sweep over boxes grown by a margin, kept for the steps after it.
///
/// The boxes are kept by their place in the sweep's left-edge order. While the box at each place
/// stays inside the grown box at that place (whichever shape is there now), every pair that
/// overlaps now overlapped grown, so it is among the kept pairs, which are listed by place as a
/// sweep lists them: filtering them gives what a new sweep would, in the same order. When builds
/// keep ending after a step or so (bodies in flight), the cache pauses (`RebuildSchedule`), and the
/// sweep runs as before.
struct SweepPairCache: ~Copyable {
  /// The boxes as last built, grown by the margin, by place in the sweep's order.
  private var grown = DenseArray<AABB>()
  /// The pairs of `grown` that overlap, as places i < j, listed by i and then by j.
  private var pairs = DenseArray<(Int32, Int32)>()
  /// Whether `grown` and `pairs` describe the boxes of the sweep's current order.
  private var isValid = false
  private var schedule = RebuildSchedule()

  /// How far the boxes are grown, as a fraction of their mean size: a tenth, as Box2D grows its
  /// tree's boxes by 0.1 m, a tenth of the body size it is tuned for.
  static let marginFraction = 0.1

  /// How far a cache grows `boxes` (the larger side of each, summed in order, over `count`, times
  /// `marginFraction`), or nil when that is not a finite number of points to grow by. Inlined: its
  /// two specializations out of line made the browser's module larger.
  @inline(__always)
  static func margin<Boxes: Sequence<AABB>>(growing boxes: Boxes, count: Int) -> Double? {
    var size = 0.0
    for box in boxes { size += max(box.width, box.height) }
    let margin = marginFraction * size / Double(count)
    return margin.isFinite ? margin : nil
  }

  /// Ends the current build (also when the sweep's shapes changed).
  mutating func clear() {
    guard isValid else { return }
    isValid = false
    schedule.end()
  }

  /// Readies the cache for `sorted` (boxes in left-edge order): keeps the current build while it
  /// covers the boxes, or makes a new one when `mayBuild` and not pausing; returns whether the cache
  /// may be used this step. `candidates` is room for the sweep.
  mutating func cover(
    _ sorted: UnsafeBufferPointer<AABB>, _ candidates: UnsafeMutableBufferPointer<Int32>, mayBuild: Bool
  ) -> Bool {
    if isValid && grown.count == sorted.count && SweepPairCache.contains(UnsafeBufferPointer(grown.buffer), sorted) {
      schedule.serve()
      return true
    }
    clear()
    guard schedule.mayBuild() else { return false }
    return mayBuild && build(sorted, candidates)
  }

  /// Appends to `places` the kept pairs of places whose boxes in `sorted` overlap now, in order.
  /// Only valid after `cover` returned true for the same boxes.
  func appendOverlaps(_ sorted: UnsafeBufferPointer<AABB>, to places: inout DenseArray<(Int32, Int32)>) {
    for (i, j) in pairs.buffer {
      let a = sorted[Int(i)]
      let b = sorted[Int(j)]
      if b.minX <= a.maxX && b.minY <= a.maxY && a.minY <= b.maxY { places.append((i, j)) }
    }
  }

  /// Grows `sorted` by the margin and sweeps the grown boxes; false when the boxes are not finite
  /// enough to be grown around (the sweep then runs without the cache).
  private mutating func build(
    _ sorted: UnsafeBufferPointer<AABB>, _ candidates: UnsafeMutableBufferPointer<Int32>
  ) -> Bool {
    guard let margin = SweepPairCache.margin(growing: sorted, count: sorted.count) else { return false }
    grown.resize(to: sorted.count, filling: .empty)
    let boxes = grown.buffer
    for i in sorted.indices { boxes[i] = sorted[i].expanded(by: margin) }
    guard SweepPairCache.contains(UnsafeBufferPointer(boxes), sorted) else { return false }
    pairs.removeAll()
    SweepAndPrune.sweep(UnsafeBufferPointer(boxes), candidates) {
      pairs.append((Int32(truncatingIfNeeded: $0), Int32(truncatingIfNeeded: $1)))
    }
    isValid = true
    schedule.start()
    return true
  }

  /// Whether each box of `boxes` lies inside the box at its place in `outer` (false for NaN).
  private static func contains(_ outer: UnsafeBufferPointer<AABB>, _ boxes: UnsafeBufferPointer<AABB>) -> Bool {
    for i in boxes.indices {
      guard outer[i].contains(boxes[i]) else { return false }
    }
    return true
  }
}
