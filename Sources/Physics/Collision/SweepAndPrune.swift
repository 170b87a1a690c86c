/// The broad phase for up to a few thousand moving shapes: their boxes are kept sorted by left edge
/// between steps (nearly sorted already, so insertion sort is close to linear), and the boxes that
/// overlap a box along x are tested along y.
///
/// A resting pile meets the same pairs step after step, yet each sweep walks every box's whole
/// column and tests far more pairs along y than it keeps. So the sweep also
/// remembers the pairs of its boxes grown by a margin (`SweepPairCache`); while the box at each
/// place in the order stays inside the grown box at that place, the pairs that overlap now are
/// among those, and filtering them gives the same pairs in the same order as a new sweep.
struct SweepAndPrune: ~Copyable {
  /// The shapes, sorted by their boxes' left edges.
  private var order = DenseArray<Int32>()
  /// The left edges of `order`'s boxes, in its order (room for the sort).
  private var keys = DenseArray<Double>()
  /// The boxes of `order`, in its order.
  private var sorted = DenseArray<AABB>()
  /// Room for the sweep's candidates of one box (places in `order`).
  private var candidates = DenseArray<Int32>()
  /// Pairs of grown boxes from the last full sweep, as places in `order`.
  private var cache = SweepPairCache()

  /// Set when the shapes to sweep changed: the next sweep starts from their given order.
  var isStale = true
  /// Whether this step's sort left the order as it was: only then is a pair cache worth building
  /// (bodies that pass each other would soon leave it).
  private var isSettled = false

  /// Appends to `pairs` the pairs of `shapes` whose `boxes` (by shape index) overlap, edges touching
  /// included, where `keep` lets them: for each shape in left-edge order, those after it in that
  /// order.
  @inline(__always)
  mutating func findPairs(
    of shapes: UnsafeBufferPointer<Int32>, boxes: UnsafeBufferPointer<AABB>,
    into pairs: inout DenseArray<(Int32, Int32)>, keep: (Int32, Int32) -> Bool
  ) {
    let start = pairs.count
    guard sort(shapes, boxes) else { return }
    let order = UnsafeBufferPointer(order.buffer)
    let sorted = UnsafeBufferPointer(sorted.buffer)
    if cache.cover(sorted, candidates.buffer, mayBuild: isSettled) {
      cache.appendOverlaps(sorted, to: &pairs)
      // The places become shapes, and the pairs `keep` turns down are dropped, in place.
      let found = pairs.buffer
      var end = start
      for k in start..<found.count {
        let pair = (order[Int(found[k].0)], order[Int(found[k].1)])
        found[end] = pair
        end += keep(pair.0, pair.1) ? 1 : 0
      }
      pairs.removeLast(pairs.count - end)
    } else {
      SweepAndPrune.sweep(sorted, candidates.buffer) { i, j in
        if keep(order[i], order[j]) { pairs.append((order[i], order[j])) }
      }
    }
  }

  /// Brings `order` up to date with `shapes` and sorts it by their `boxes`' left edges, with the
  /// boxes in that order in `sorted`; false when there are fewer than two shapes.
  private mutating func sort(_ shapes: UnsafeBufferPointer<Int32>, _ boxes: UnsafeBufferPointer<AABB>) -> Bool {
    if order.count != shapes.count || isStale {
      order.replace(with: shapes)
      isStale = false
      cache.clear()
    }
    let n = order.count
    guard n > 1 else { return false }
    if sorted.count != n {
      sorted.resize(to: n, filling: .empty)
      keys.resize(to: n, filling: 0)
      candidates.resize(to: n, filling: 0)
    }
    isSettled = SweepAndPrune.sortByLeftEdge(order.buffer, boxes, keys: keys.buffer, into: sorted.buffer)
    return true
  }

  /// Calls `body` with the places i < j of the boxes of `sorted` (sorted by left edge) that
  /// overlap, for each i in turn. The boxes that overlap box i along x are first listed in
  /// `candidates` when they overlap along y too, written every time and counted only then: whether
  /// they do is as good as random in a fast scene, so a branch on it would often be mispredicted.
  @inline(__always)
  static func sweep(
    _ sorted: UnsafeBufferPointer<AABB>, _ candidates: UnsafeMutableBufferPointer<Int32>,
    _ body: (Int, Int) -> Void
  ) {
    let n = sorted.count
    for i in 0..<n {
      let boxA = sorted[i]
      var count = 0
      var j = i + 1
      while j < n {
        let boxB = sorted[j]
        if boxB.minX > boxA.maxX { break }
        candidates[count] = Int32(truncatingIfNeeded: j)
        count &+= boxB.minY <= boxA.maxY && boxA.minY <= boxB.maxY ? 1 : 0
        j += 1
      }
      for k in 0..<count { body(i, Int(candidates[k])) }
    }
  }

  /// Insertion-sorts `order` by its shapes' left edges in `boxes`, and copies the boxes in that order;
  /// true when no shape moved. The edges are first copied in the current order to `keys`, and moved
  /// along with the shapes, so the sort compares values next to each other instead of looking each up.
  private static func sortByLeftEdge(
    _ order: UnsafeMutableBufferPointer<Int32>, _ boxes: UnsafeBufferPointer<AABB>,
    keys: UnsafeMutableBufferPointer<Double>, into sorted: UnsafeMutableBufferPointer<AABB>
  ) -> Bool {
    for i in order.indices { keys[i] = boxes[Int(order[i])].minX }
    var settled = true
    for i in 1..<order.count {
      let key = keys[i]
      guard keys[i - 1] > key else { continue }
      settled = false
      let item = order[i]
      var j = i - 1
      repeat {
        keys[j + 1] = keys[j]
        order[j + 1] = order[j]
        j -= 1
      } while j >= 0 && keys[j] > key
      keys[j + 1] = key
      order[j + 1] = item
    }
    for i in order.indices { sorted[i] = boxes[Int(order[i])] }
    return settled
  }
}
