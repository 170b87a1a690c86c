import Testing

@testable import Physics

/// Box tests, which the broad phase runs millions of times a second and writes natively as one
/// comparison of vectors: they answer as the four comparisons written out one by one, on touching
/// edges and corners, gaps of one ulp, infinities, NaN and the empty box.
@Suite struct AABBTests {
  /// Coordinates around the edges of the unit box, where a lane mixed up would answer differently.
  private static let coordinates: [Double] = [
    -.infinity, -1, 0.0.nextDown, 0, 0.0.nextUp, 0.5, 1.0.nextDown, 1, 1.0.nextUp, 2, .infinity, .nan,
  ]

  /// Boxes over `coordinates`, in every order of minimum and maximum (inverted ones too).
  private static func boxes() -> [AABB] {
    var boxes: [AABB] = [.empty]
    for x0 in coordinates {
      for x1 in coordinates where x1.isNaN || x0.isNaN || x1 >= x0 - 1 {
        boxes.append(AABB(minX: x0, minY: 0, maxX: x1, maxY: 1))
        boxes.append(AABB(minX: 0, minY: x0, maxX: 1, maxY: x1))
      }
    }
    return boxes
  }

  @Test func overlapsIsTheFourComparisons() {
    let boxes = Self.boxes()
    var overlapping = 0
    for a in boxes {
      for b in boxes {
        let expected = a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
        #expect(a.overlaps(b) == expected, "\(a) against \(b)")
        overlapping += expected ? 1 : 0
      }
    }
    // Both answers occur often, so a test that always said one of them would fail.
    #expect(overlapping > boxes.count * boxes.count / 5)
    #expect(overlapping < boxes.count * boxes.count * 4 / 5)
  }

  @Test func containsIsTheFourComparisons() {
    let boxes = Self.boxes()
    for a in boxes {
      for b in boxes {
        let expected = a.minX <= b.minX && a.minY <= b.minY && b.maxX <= a.maxX && b.maxY <= a.maxY
        #expect(a.contains(b) == expected, "\(a) around \(b)")
      }
    }
  }

  @Test func touchingEdgesAndCornersOverlapAndAGapDoesNot() {
    let unit = AABB(minX: 0, minY: 0, maxX: 1, maxY: 1)
    #expect(unit.overlaps(AABB(minX: 1, minY: 0, maxX: 2, maxY: 1)))
    #expect(unit.overlaps(AABB(minX: 1, minY: 1, maxX: 2, maxY: 2)))
    #expect(!unit.overlaps(AABB(minX: 1.0.nextUp, minY: 0, maxX: 2, maxY: 1)))
    #expect(!unit.overlaps(AABB(minX: 0, minY: -2, maxX: 1, maxY: 0.0.nextDown)))
    #expect(!unit.overlaps(.empty) && !AABB.empty.overlaps(unit))
    #expect(!unit.overlaps(AABB(minX: .nan, minY: 0, maxX: 1, maxY: 1)))
  }
}
