import Geometry
import Testing

@testable import Physics

/// The packed grid's pairs kept over grown boxes: filtered by the boxes of each step, they are
/// exactly the pairs whose boxes overlap, each once, while the crowd drifts inside its grown boxes,
/// after it leaves them, and when the crowd's shapes change.
@Suite struct GridPairCacheTests {
  /// A crowd of `count` boxes 10 pt wide on a grid 12 pt apart, shape index = item.
  private func crowd(_ count: Int) -> [AABB] {
    (0..<count).map { i in
      let x = Double(i % 60) * 12
      let y = Double(i / 60) * 12
      return AABB(minX: x, minY: y, maxX: x + 10, maxY: y + 10)
    }
  }

  /// The pairs whose boxes overlap, by brute force, as keys.
  private func overlapping(_ boxes: [AABB]) -> Set<UInt64> {
    var found = Set<UInt64>()
    for a in boxes.indices {
      for b in boxes.indices where a < b && boxes[a].overlaps(boxes[b]) {
        found.insert(PairTable.key(Int32(a), Int32(b)))
      }
    }
    return found
  }

  /// How many pairs of `boxes` that overlap are not in `found` (`found` holds only pairs that do).
  private func missing(_ found: Set<UInt64>, _ boxes: [AABB]) -> Int { overlapping(boxes).subtracting(found).count }

  /// The cache's pairs filtered by `boxes`, and the large shapes' pairs, as the broad phase finds them.
  private func step(_ cache: inout GridPairCache, _ items: [Int32], _ boxes: [AABB]) -> Set<UInt64> {
    let grid = PackedGrid()
    let listed = items.withUnsafeBufferPointer { items in
      boxes.withUnsafeBufferPointer { boxes in
        cache.cover(items, boxes: boxes, grid: grid, cellSize: 15)
          || cache.list(items, boxes: boxes, grid: grid, cellSize: 15)
      }
    }
    #expect(listed)
    var found = Set<UInt64>()
    for (a, b) in cache.pairs.buffer where boxes[Int(a)].overlaps(boxes[Int(b)]) {
      let key = PairTable.key(min(a, b), max(a, b))
      #expect(!found.contains(key), "pair \(a)-\(b) listed twice")
      found.insert(key)
    }
    // Shapes too large for the grid's cells meet every shape by brute force, as in the world.
    for l in cache.large {
      for s in items where s != l && (!cache.large.contains(s) || s > l) && boxes[Int(s)].overlaps(boxes[Int(l)]) {
        found.insert(PairTable.key(min(s, l), max(s, l)))
      }
    }
    return found
  }

  /// Each box moved by (dx, dy) times a different small factor, so boxes meet and part.
  private func drift(_ boxes: [AABB], _ dx: Double, _ dy: Double) -> [AABB] {
    boxes.indices.map { i in
      let f = Double(i % 7) / 7
      let b = boxes[i]
      return AABB(minX: b.minX + f * dx, minY: b.minY + f * dy, maxX: b.maxX + f * dx, maxY: b.maxY + f * dy)
    }
  }

  @Test func keptPairsFilteredAreThePairsOfEachStep() {
    let start = crowd(1200)
    let items = (0..<Int32(start.count)).map { $0 }
    var cache = GridPairCache()
    // Drifts of up to 0.6 pt stay inside boxes grown by a tenth of 10 pt (the cache serves them);
    // 1.5, 12 and 30 pt leave them (the cache builds anew), the last two far enough for boxes to
    // meet others than their neighbours.
    for (k, d) in [0.0, 0.2, 0.4, 0.6, 1.5, 1.7, 12, 12.2, 30, 30.1].enumerated() {
      let boxes = drift(start, d, -d)
      #expect(missing(step(&cache, items, boxes), boxes) == 0, "step \(k)")
    }
  }

  @Test func aChangedCrowdGetsItsOwnPairs() {
    let boxes = crowd(1200)
    var items = (0..<Int32(boxes.count)).map { $0 }
    var cache = GridPairCache()
    #expect(missing(step(&cache, items, boxes), boxes) == 0)
    #expect(missing(step(&cache, items, boxes), boxes) == 0)
    let moved = boxes.indices.map { $0 == 1199 ? AABB(minX: 0, minY: 0, maxX: 600, maxY: 40) : boxes[$0] }
    items.removeLast()
    #expect(missing(step(&cache, items, moved), Array(moved.prefix(items.count))) == 0)
    items.append(1199)
    items.swapAt(0, 1)
    #expect(missing(step(&cache, items, moved), moved) == 0)
  }
}
