import Geometry
import Testing

@testable import Physics

/// Sweep and prune with its pair cache: step after step, the same pairs in the same order as a
/// plain sweep over the boxes sorted by left edge, whether the cache serves, is rebuilt or pauses.
@Suite struct SweepAndPruneTests {
  /// What a plain sweep finds: `order` stably sorted by left edge (as insertion sort from last
  /// step's order leaves it), then for each box those after it that overlap it, by position.
  private func plainSweep(_ order: inout [Int32], _ boxes: [AABB], keep: (Int32, Int32) -> Bool) -> [[Int32]] {
    let sorted = order.enumerated().sorted {
      boxes[Int($0.element)].minX < boxes[Int($1.element)].minX
        || (boxes[Int($0.element)].minX == boxes[Int($1.element)].minX && $0.offset < $1.offset)
    }
    order = sorted.map(\.element)
    var pairs: [[Int32]] = []
    for i in order.indices {
      let a = boxes[Int(order[i])]
      for j in (i + 1)..<order.count {
        let b = boxes[Int(order[j])]
        if b.minX > a.maxX { break }
        if b.minY <= a.maxY && a.minY <= b.maxY && keep(order[i], order[j]) { pairs.append([order[i], order[j]]) }
      }
    }
    return pairs
  }

  private func sweep(_ sap: inout SweepAndPrune, _ shapes: [Int32], _ boxes: [AABB], keep: (Int32, Int32) -> Bool)
    -> [[Int32]]
  {
    var pairs = DenseArray<(Int32, Int32)>()
    shapes.withUnsafeBufferPointer { shapes in
      boxes.withUnsafeBufferPointer { sap.findPairs(of: shapes, boxes: $0, into: &pairs, keep: keep) }
    }
    return pairs.buffer.map { [$0.0, $0.1] }
  }

  /// A pile of 10-point boxes 10.5 apart, rows offset by half a box, like a pyramid's.
  private func pile(rows: Int, columns: Int) -> [AABB] {
    (0..<rows).flatMap { r in
      (0..<columns).map { c in
        let x = Double(c) * 10.5 + (r % 2 == 0 ? 0 : 5.25)
        let y = Double(r) * 10.5
        return AABB(minX: x - 1, minY: y - 1, maxX: x + 11, maxY: y + 11)
      }
    }
  }

  private func moved(_ box: AABB, _ dx: Double, _ dy: Double) -> AABB {
    AABB(minX: box.minX + dx, minY: box.minY + dy, maxX: box.maxX + dx, maxY: box.maxY + dy)
  }

  @Test func aJitteringPileGetsThePairsOfAPlainSweepEveryStep() {
    var numbers = SeededRandom(seed: 7)
    // Two more boxes on one spot: they trade places in the order as they tremble, each inside
    // the other's grown box.
    var boxes =
      pile(rows: 12, columns: 12) + [AABB](repeating: AABB(minX: 40, minY: 200, maxX: 52, maxY: 212), count: 2)
    let shapes = (0..<Int32(boxes.count)).reversed().map { $0 }
    var sap = SweepAndPrune()
    var order = shapes
    for step in 0..<300 {
      for i in boxes.indices {
        // Resting boxes tremble; every 37th step one box is knocked 3 points; every 50th, two
        // boxes with equal left edges trade places in the order.
        boxes[i] = moved(boxes[i], 0.002 * (numbers.nextDouble() - 0.5), 0.002 * (numbers.nextDouble() - 0.5))
      }
      if step % 37 == 36 { boxes[step % boxes.count] = moved(boxes[step % boxes.count], 3, -3) }
      if step % 50 == 49 { boxes[3] = moved(boxes[3], -0.01, 0) }
      let expected = plainSweep(&order, boxes, keep: { _, _ in true })
      let found = sweep(&sap, shapes, boxes, keep: { _, _ in true })
      #expect(found == expected, "step \(step)")
      if found != expected { return }
    }
  }

  @Test func flyingBoxesAndAFilterGetThePairsOfAPlainSweep() {
    var numbers = SeededRandom(seed: 11)
    var boxes = (0..<150).map { _ in
      let x = 300 * numbers.nextDouble()
      let y = 300 * numbers.nextDouble()
      return AABB(minX: x, minY: y, maxX: x + 4 + 20 * numbers.nextDouble(), maxY: y + 4 + 20 * numbers.nextDouble())
    }
    let velocities = boxes.indices.map { _ in (8 * (numbers.nextDouble() - 0.5), 8 * (numbers.nextDouble() - 0.5)) }
    let shapes = (0..<Int32(boxes.count)).map { $0 }
    let keep: (Int32, Int32) -> Bool = { ($0 &+ $1) % 3 != 0 }
    var sap = SweepAndPrune()
    var order = shapes
    for step in 0..<400 {
      // Half the run in flight, then at rest (the cache pauses, then serves).
      if step < 200 {
        for i in boxes.indices { boxes[i] = moved(boxes[i], velocities[i].0, velocities[i].1) }
      }
      let expected = plainSweep(&order, boxes, keep: keep)
      let found = sweep(&sap, shapes, boxes, keep: keep)
      #expect(found == expected, "step \(step)")
      if found != expected { return }
    }
  }

  @Test func newShapesOrBoxesThatAreNotNumbersGetThePairsOfAPlainSweep() {
    var boxes = pile(rows: 4, columns: 6)
    var shapes = (0..<Int32(boxes.count)).map { $0 }
    var sap = SweepAndPrune()
    var order = shapes
    for step in 0..<40 {
      if step == 10 {
        boxes[5] = AABB(minX: .nan, minY: 0, maxX: .nan, maxY: 10)
      }
      if step == 20 {
        boxes[5] = pile(rows: 4, columns: 6)[5]
        shapes.removeLast(3)
        sap.isStale = true
        order = shapes
      }
      let expected = plainSweep(&order, boxes, keep: { _, _ in true })
      let found = sweep(&sap, shapes, boxes, keep: { _, _ in true })
      if step >= 10 && step < 20 {
        // A box without a left edge sorts nowhere in particular; the other boxes still meet every
        // box they overlap.
        let others = shapes.filter { $0 != 5 }
        for (k, a) in others.enumerated() {
          for b in others[(k + 1)...] where boxes[Int(a)].overlaps(boxes[Int(b)]) {
            #expect(found.contains([a, b]) || found.contains([b, a]), "step \(step): \(a) and \(b)")
          }
        }
      } else {
        #expect(found == expected, "step \(step)")
      }
    }
  }

  @Test func theCacheServesWhileBoxesStayInsideTheirGrownBoxes() {
    let boxes = pile(rows: 3, columns: 5).sorted { $0.minX < $1.minX }
    var cache = SweepPairCache()
    var room = [Int32](repeating: 0, count: boxes.count)
    func cover(_ boxes: [AABB]) -> Bool {
      boxes.withUnsafeBufferPointer { b in room.withUnsafeMutableBufferPointer { cache.cover(b, $0, mayBuild: true) } }
    }
    #expect(cover(boxes), "the first call builds")
    #expect(cover(boxes.map { moved($0, 0.5, -0.5) }), "within a tenth of 12 points, it serves")
    var knocked = boxes
    knocked[7] = moved(knocked[7], 5, 0)
    #expect(cover(knocked), "a box out of its grown box: rebuilt (the last build served two steps)")
    #expect(!cover(boxes), "rebuilt after one step: it pauses")
    #expect(cover(boxes), "and builds again after the pause")
    var places = DenseArray<(Int32, Int32)>()
    boxes.withUnsafeBufferPointer { cache.appendOverlaps($0, to: &places) }
    let pairs = places.buffer.map { [$0.0, $0.1] }
    var order = (0..<Int32(boxes.count)).map { $0 }
    #expect(pairs == plainSweep(&order, boxes, keep: { _, _ in true }))
  }
}
