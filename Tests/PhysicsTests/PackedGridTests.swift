import Geometry
import Testing

@testable import Physics

/// The packed grid that finds a crowd's pairs: exactly the overlapping pairs, each once, in
/// reverse cell order; it declines crowds spread too thin; and a world of more moving shapes than sweep and
/// prune takes finds the same contacts through it as through the hashed grid.
@Suite struct PackedGridTests {
  private func randomBoxes(_ count: Int, seed: UInt64) -> [AABB] {
    var random = SeededRandom(seed: seed)
    var boxes: [AABB] = []
    for _ in 0..<count {
      let x = random.nextDouble(in: 0, 1000)
      let y = random.nextDouble(in: 0, 1000)
      let size = random.nextDouble(in: 2, 40)
      boxes.append(AABB(minX: x, minY: y, maxX: x + size, maxY: y + size * random.nextDouble(in: 0.5, 2)))
    }
    return boxes
  }

  /// The pairs `grid` reports over `items`, with its large items tried against every item, and
  /// how many reports there were.
  private func pairs(_ grid: PackedGrid, _ items: [Int32], _ boxes: [AABB]) -> (Set<UInt64>, Int) {
    var found = Set<UInt64>()
    var reported = 0
    grid.forEachPair { a, b in
      found.insert(PairTable.key(min(a, b), max(a, b)))
      reported += 1
    }
    for large in grid.large {
      for k in items where k != large && boxes[Int(k)].overlaps(boxes[Int(large)]) {
        guard !grid.large.contains(k) || k > large else { continue }
        found.insert(PairTable.key(min(k, large), max(k, large)))
        reported += 1
      }
    }
    return (found, reported)
  }

  private func overlapping(_ items: [Int32], _ boxes: [AABB]) -> Set<UInt64> {
    var expected = Set<UInt64>()
    for (n, i) in items.enumerated() {
      for j in items[(n + 1)...] where boxes[Int(i)].overlaps(boxes[Int(j)]) {
        expected.insert(PairTable.key(min(i, j), max(i, j)))
      }
    }
    return expected
  }

  private func build(_ grid: PackedGrid, _ items: [Int32], _ boxes: [AABB], cellSize: Double) -> Bool {
    items.withUnsafeBufferPointer { items in
      boxes.withUnsafeBufferPointer { grid.build(items, boxes: $0, cellSize: cellSize) }
    }
  }

  @Test func findsExactlyThePairsWhoseBoxesOverlapEachOnce() {
    var boxes = randomBoxes(600, seed: 11)
    boxes.append(AABB(minX: 0, minY: 400, maxX: 1000, maxY: 460))  // more cells than an item may take
    boxes.append(AABB(minX: 300, minY: 0, maxX: 360, maxY: 1000))
    // Items are a subset, in an order of their own, as the world's moving shapes are.
    let items = (0..<Int32(boxes.count)).filter { $0 % 5 != 3 }.reversed().map { $0 }
    let grid = PackedGrid()
    #expect(build(grid, items, boxes, cellSize: 32))
    #expect(grid.large.count == 2)
    let (found, reported) = pairs(grid, items, boxes)
    let expected = overlapping(items, boxes)
    #expect(found == expected)
    #expect(reported == expected.count, "each pair is reported once")
    #expect(expected.count > 100)
  }

  @Test func boxesEdgeToEdgeOnCellLinesArePairedOnce() {
    // Unit boxes on a lattice of the cell size: every box touches its neighbours' edges exactly
    // on the cell lines, so each pair shares two or four cells.
    var boxes: [AABB] = []
    for y in 0..<10 {
      for x in 0..<10 {
        boxes.append(AABB(minX: Double(x) * 8, minY: Double(y) * 8, maxX: Double(x + 1) * 8, maxY: Double(y + 1) * 8))
      }
    }
    let items = (0..<Int32(boxes.count)).map { $0 }
    let grid = PackedGrid()
    #expect(build(grid, items, boxes, cellSize: 8))
    let (found, reported) = pairs(grid, items, boxes)
    // Horizontal, vertical and diagonal neighbours all touch.
    #expect(found.count == 2 * 9 * 10 + 2 * 9 * 9)
    #expect(found == overlapping(items, boxes))
    #expect(reported == found.count)
  }

  @Test func reportsPairsCellByCellFromTheLastRow() {
    // Two pairs: one low on the grid (large y), one high; the low one comes first, each pair's
    // later-entered item first.
    let boxes = [
      AABB(minX: 0, minY: 500, maxX: 10, maxY: 510), AABB(minX: 5, minY: 505, maxX: 15, maxY: 515),
      AABB(minX: 400, minY: 0, maxX: 410, maxY: 10), AABB(minX: 405, minY: 5, maxX: 415, maxY: 15),
    ]
    let grid = PackedGrid()
    #expect(build(grid, [0, 1, 2, 3], boxes, cellSize: 200))
    var order: [(Int32, Int32)] = []
    grid.forEachPair { order.append(($0, $1)) }
    #expect(order.count == 2)
    #expect(order.first.map { $0 == (1, 0) } == true)
    #expect(order.last.map { $0 == (3, 2) } == true)
  }

  @Test func declinesCrowdsSpreadTooThinOrNotFinite() {
    let grid = PackedGrid()
    var boxes = randomBoxes(100, seed: 3)
    let items = (0..<Int32(boxes.count)).map { $0 }
    #expect(build(grid, items, boxes, cellSize: 60))
    #expect(!build(grid, items, boxes, cellSize: 20), "more than 8 cells per box")
    boxes[7] = AABB(minX: 1e6, minY: 1e6, maxX: 1e6 + 5, maxY: 1e6 + 5)  // a body flung far away
    #expect(!build(grid, items, boxes, cellSize: 60))
    // A box with a coordinate not a number overlaps nothing; the others still pair up.
    boxes[7] = AABB(minX: .nan, minY: 0, maxX: 5, maxY: 5)
    #expect(build(grid, items, boxes, cellSize: 60))
    #expect(pairs(grid, items, boxes).0 == overlapping(items, boxes))
    boxes[7] = AABB(minX: 0, minY: 0, maxX: .infinity, maxY: 5)
    #expect(!build(grid, items, boxes, cellSize: 60))
    var found = 0
    grid.forEachPair { _, _ in found += 1 }
    #expect(found == 0, "a declined build leaves the grid empty")
  }

  @Test func aCrowdFindsItsContactsThroughEitherGrid() {
    let count = PhysicsWorld.sweepAndPruneLimit + 400
    let side = Int(Double(count).squareRoot().rounded(.up))
    let rows = (count + side - 1) / side
    let last = count - (rows - 1) * side
    // Lattice neighbours, rows and columns (diagonals are 13.4 points apart, beyond the margin).
    let expected = (rows - 1) * side - (side - last) + (side - 1) * (rows - 1) + (last - 1)
    let packed = LatticeCrowd.world(count)
    let hashed = LatticeCrowd.world(count, outlier: true)
    packed.step(dt: 1.0 / 60)
    hashed.step(dt: 1.0 / 60)
    #expect(packed.contactCount == expected)
    #expect(hashed.contactCount == expected)
    var packedPairs = Set<UInt64>()
    var hashedPairs = Set<UInt64>()
    for c in packed.contacts.previous.buffer { packedPairs.insert(PairTable.key(c.shapeA, c.shapeB)) }
    for c in hashed.contacts.previous.buffer { hashedPairs.insert(PairTable.key(c.shapeA, c.shapeB)) }
    #expect(packedPairs == hashedPairs)
  }
}
