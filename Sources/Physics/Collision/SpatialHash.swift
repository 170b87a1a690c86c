import Geometry

/// A uniform grid over the plane, hashed into a table, for finding which boxes may overlap.
///
/// Each item is entered in every cell its box touches (items touching too many cells go to a list
/// checked against everything). A pair that shares several cells is reported once, by the cell that
/// holds the lower corner of the two boxes' intersection.
final class SpatialHash {
  private(set) var cellSize = 1.0
  private var inverseCell = 1.0
  private var slotKeys = DenseArray<UInt64>()
  private var slotHeads = DenseArray<Int32>()
  private var entryItem = DenseArray<Int32>()
  private var entryNext = DenseArray<Int32>()
  private var mask = 0
  /// Items whose boxes span more than `maxCellsPerItem` cells.
  private(set) var large: [Int32] = []

  /// Releases the storage, compiled for size: it runs once per world.
  @_optimize(size)
  deinit {}
  /// Entries left behind by `move`, cleared by `reset`.
  private var deadEntries = 0
  static let maxCellsPerItem = 64

  /// Empties the grid and sets its cell size, sizing the table for about `expectedEntries` entries.
  func reset(cellSize: Double, expectedEntries: Int) {
    self.cellSize = max(cellSize, 1e-3)
    inverseCell = 1 / self.cellSize
    var capacity = 64
    while capacity < expectedEntries * 2 { capacity <<= 1 }
    if slotKeys.count != capacity {
      slotKeys.replace(with: repeatElement(0, count: capacity))
      slotHeads.replace(with: repeatElement(-1, count: capacity))
    } else {
      slotHeads.buffer.update(repeating: -1)
    }
    mask = capacity - 1
    entryItem.removeAll()
    entryNext.removeAll()
    large.removeAllKeepingCapacity()
    deadEntries = 0
  }

  /// The cell range a box covers.
  func cells(_ box: AABB) -> (Int32, Int32, Int32, Int32) {
    (cell(box.minX), cell(box.minY), cell(box.maxX), cell(box.maxY))
  }

  /// The cell of coordinate `x`: clamped, then floored by truncating (exact below 2³¹), which is
  /// `floor` without a call into libm on x86-64 without SSE4.1.
  @inline(__always)
  private func cell(_ x: Double) -> Int32 { SpatialHash.cell(x, inverseCell) }

  /// The cell of coordinate `x` in a grid of `inverseCell` cells per point.
  @inline(__always)
  private static func cell(_ x: Double, _ inverseCell: Double) -> Int32 {
    let c = max(-1e9, min(1e9, x * inverseCell))
    let t = Int32(c)
    return Double(t) > c ? t - 1 : t
  }

  /// Enters `item` in every cell its box touches.
  func insert(_ item: Int32, _ box: AABB) {
    let (x0, y0, x1, y1) = cells(box)
    let count = (Int(x1) - Int(x0) + 1) * (Int(y1) - Int(y0) + 1)
    if count > SpatialHash.maxCellsPerItem {
      large.append(item)
      return
    }
    for ix in x0...x1 {
      for iy in y0...y1 {
        let slot = findOrCreateSlot(key(ix, iy))
        entryItem.append(item)
        entryNext.append(slotHeads[slot])
        slotHeads[slot] = Int32(entryItem.count - 1)
      }
    }
    if entryItem.count * 2 > slotKeys.count { grow() }
  }

  /// Calls `body` for each item entered in a cell that `box` touches (an item may come more than once).
  func forEachItem(touching box: AABB, _ body: (Int32) -> Void) {
    let (x0, y0, x1, y1) = cells(box)
    guard (Int(x1) - Int(x0) + 1) * (Int(y1) - Int(y0) + 1) <= 4096 else {
      var seen = Set<Int32>()
      for e in entryItem.buffer where e >= 0 && seen.insert(e).inserted { body(e) }
      return
    }
    for ix in x0...x1 {
      for iy in y0...y1 {
        guard let slot = findSlot(key(ix, iy)) else { continue }
        var e = slotHeads[slot]
        while e >= 0 {
          if entryItem[Int(e)] >= 0 { body(entryItem[Int(e)]) }
          e = entryNext[Int(e)]
        }
      }
    }
  }

  /// Calls `body` once for every pair of items sharing a cell whose boxes overlap (`boxes[item]`).
  /// It runs over buffer pointers taken once, as it visits every entry of every cell.
  @inline(__always)
  func forEachPair(boxes: UnsafeBufferPointer<AABB>, _ body: (Int32, Int32) -> Void) {
    let inverseCell = inverseCell
    let keys = slotKeys.buffer
    let heads = slotHeads.buffer
    let items = entryItem.buffer
    let next = entryNext.buffer
    for slot in heads.indices {
      var e = heads[slot]
      guard e >= 0, next[Int(e)] >= 0 else { continue }
      let k = keys[slot]
      let cx = Int32(bitPattern: UInt32(truncatingIfNeeded: k >> 32))
      let cy = Int32(bitPattern: UInt32(truncatingIfNeeded: k))
      while e >= 0 {
        let a = items[Int(e)]
        let boxA = boxes[Int(a)]
        var f = next[Int(e)]
        while f >= 0 {
          let b = items[Int(f)]
          let boxB = boxes[Int(b)]
          if boxA.overlaps(boxB)
            && SpatialHash.cell(max(boxA.minX, boxB.minX), inverseCell) == cx
            && SpatialHash.cell(max(boxA.minY, boxB.minY), inverseCell) == cy
          {
            body(a, b)
          }
          f = next[Int(f)]
        }
        e = next[Int(e)]
      }
    }
  }

  @inline(__always)
  private func key(_ ix: Int32, _ iy: Int32) -> UInt64 {
    UInt64(UInt32(bitPattern: ix)) << 32 | UInt64(UInt32(bitPattern: iy))
  }

  @inline(__always)
  private func hash(_ k: UInt64) -> Int {
    Int(truncatingIfNeeded: (k &* 0x9E37_79B9_7F4A_7C15) >> 33) & mask
  }

  @inline(__always)
  private func findSlot(_ k: UInt64) -> Int? {
    var s = hash(k)
    while slotHeads[s] >= 0 {
      if slotKeys[s] == k { return s }
      s = (s + 1) & mask
    }
    return nil
  }

  private func findOrCreateSlot(_ k: UInt64) -> Int {
    var s = hash(k)
    while slotHeads[s] >= 0 {
      if slotKeys[s] == k { return s }
      s = (s + 1) & mask
    }
    slotKeys[s] = k
    return s
  }

  /// Every item entered and not moved out since the last `reset`, once each (what `validate` checks).
  var items: Set<Int32> {
    var items = Set(large)
    for item in entryItem.buffer where item >= 0 { items.insert(item) }
    return items
  }

  /// True when most entries are dead and a rebuild would pay for itself.
  var needsCompaction: Bool { deadEntries > 256 && deadEntries * 2 > entryItem.count }

  /// Moves `item` from the cells of `oldBox` to those of `newBox`: its old entries are marked
  /// dead (slots stay occupied, so probing still finds the keys after them) until the next reset.
  func move(_ item: Int32, from oldBox: AABB, to newBox: AABB) {
    if let k = large.firstIndex(of: item) {
      large.remove(at: k)
    } else {
      let (x0, y0, x1, y1) = cells(oldBox)
      for ix in x0...x1 {
        for iy in y0...y1 {
          guard let slot = findSlot(key(ix, iy)) else { continue }
          var e = slotHeads[slot]
          while e >= 0 {
            if entryItem[Int(e)] == item {
              entryItem[Int(e)] = -1
              deadEntries += 1
            }
            e = entryNext[Int(e)]
          }
        }
      }
    }
    insert(item, newBox)
  }

  /// Doubles the table, re-entering every occupied slot.
  private func grow() {
    let capacity = slotKeys.count * 2
    var oldKeys = DenseArray<UInt64>(repeating: 0, count: capacity)
    var oldHeads = DenseArray<Int32>(repeating: -1, count: capacity)
    swap(&oldKeys, &slotKeys)
    swap(&oldHeads, &slotHeads)
    mask = capacity - 1
    for i in oldKeys.indices where oldHeads[i] >= 0 {
      let s = findOrCreateSlot(oldKeys[i])
      slotHeads[s] = oldHeads[i]
    }
  }
}
