import Testing

@testable import Geometry

@Suite struct GridLayoutTests {
  /// Relative tolerance for comparing item widths computed in different orders (about 1e-9 pt on a card).
  private static let tolerance = 1e-12

  /// Largest item width over every columns × rows pair that holds `count` items — no shortcut.
  private func bruteForceWidth(count: Int, aspect: Double, size: Size, spacing: Double) -> Double {
    var best = 0.0
    for columns in 1...count {
      for rows in 1...count where columns * rows >= count {
        let w = (size.width - Double(columns - 1) * spacing) / Double(columns)
        let h = (size.height - Double(rows - 1) * spacing) / Double(rows)
        best = max(best, min(w, h * aspect))
      }
    }
    return best
  }

  /// How many items of `width` fit in `size` when packed as tightly as the spacing allows.
  private func capacity(width: Double, aspect: Double, size: Size, spacing: Double) -> Int {
    let across = ((size.width + spacing) / (width + spacing)).rounded(.down)
    let down = ((size.height + spacing) / (width / aspect + spacing)).rounded(.down)
    return Int(max(0, across)) * Int(max(0, down))
  }

  private static let aspects = [0.5, 5.0 / 8, 1, 1.5, 2.5]
  private static let sizes = [
    Size(width: 390, height: 700), Size(width: 700, height: 390), Size(width: 1000, height: 300),
    Size(width: 300, height: 1000), Size(width: 123.4, height: 567.8),
  ]

  @Test(arguments: aspects, sizes)
  func itemsAreAsLargeAsABruteForceSearchFinds(aspect: Double, size: Size) {
    for spacing in [0.0, 6] {
      let rect = Rect(origin: Point(x: 17, y: -3), size: size)
      for count in 1...81 {
        let grid = GridLayout(count: count, aspectRatio: aspect, in: rect, spacing: spacing)
        let best = bruteForceWidth(count: count, aspect: aspect, size: size, spacing: spacing)
        let width = grid.itemSize.width
        #expect(abs(width - best) <= best * Self.tolerance, "count \(count) spacing \(spacing): \(width) vs \(best)")
        #expect(abs(grid.itemSize.height * aspect - width) <= width * Self.tolerance)
        #expect(capacity(width: width * (1 - 1e-9), aspect: aspect, size: size, spacing: spacing) >= count)
        #expect(capacity(width: width * (1 + 1e-6), aspect: aspect, size: size, spacing: spacing) < count)
        #expect(grid.columns * grid.rows >= count && grid.columns * (grid.rows - 1) < count)
        checkFrames(grid, count: count, in: rect, spacing: spacing)
      }
    }
  }

  private func checkFrames(_ grid: GridLayout, count: Int, in rect: Rect, spacing: Double) {
    let frames = grid.frames
    #expect(frames.count == count)
    let slack = 1e-9
    var bounds = frames[0]
    for (i, f) in frames.enumerated() {
      #expect(f.size == grid.itemSize)
      #expect(f.minX >= rect.minX - slack && f.maxX <= rect.maxX + slack)
      #expect(f.minY >= rect.minY - slack && f.maxY <= rect.maxY + slack)
      bounds = bounds.union(f)
      for g in frames[(i + 1)...] {
        let apartX = g.minX >= f.maxX + spacing - slack || f.minX >= g.maxX + spacing - slack
        let apartY = g.minY >= f.maxY + spacing - slack || f.minY >= g.maxY + spacing - slack
        #expect(apartX || apartY, "items \(i) and another overlap or sit closer than the spacing")
      }
    }
    #expect(abs(bounds.midX - rect.midX) < 1e-9 && abs(bounds.midY - rect.midY) < 1e-9, "the grid is centred")
  }

  @Test func setDealsThreeColumnsInPortraitAndMoreInLandscape() {
    let card = 5.0 / 8
    let portrait = GridLayout(count: 12, aspectRatio: card, in: Rect(x: 0, y: 0, width: 390, height: 700), spacing: 8)
    #expect(portrait.columns == 3 && portrait.rows == 4)
    let landscape = GridLayout(count: 12, aspectRatio: card, in: Rect(x: 0, y: 0, width: 844, height: 340), spacing: 8)
    #expect(landscape.columns == 6 && landscape.rows == 2)
    #expect(portrait.frames[4].midX == 195, "second row, middle column sits on the centre line")
  }

  @Test func aPartlyFilledLastRowIsFlushLeft() {
    let grid = GridLayout(count: 7, aspectRatio: 1, in: Rect(x: 0, y: 0, width: 300, height: 300))
    #expect(grid.columns == 3 && grid.rows == 3)
    #expect(grid.frames[6].minX == grid.frames[0].minX)
    #expect(grid.frames[6].minY == grid.frames[3].maxY)
  }

  @Test func degenerateInputsGiveEmptyFramesNotNaN() {
    #expect(GridLayout(count: 0, aspectRatio: 1, in: Rect(x: 0, y: 0, width: 100, height: 100)).frames.isEmpty)
    let nothing = GridLayout(count: 3, aspectRatio: 1, in: Rect(x: 10, y: 10, width: 0, height: 100))
    #expect(nothing.frames == Array(repeating: Rect(x: 10, y: 60, width: 0, height: 0), count: 3))
    let crowded = GridLayout(count: 4, aspectRatio: 1, in: Rect(x: 0, y: 0, width: 10, height: 10), spacing: 20)
    #expect(crowded.frames.allSatisfy { $0.isValid && $0.size == .zero })
    let bad = GridLayout(count: 2, aspectRatio: .nan, in: Rect(x: 0, y: 0, width: .infinity, height: 10), spacing: .nan)
    #expect(bad.frames.allSatisfy { $0.isValid })
    let square = GridLayout(count: 1, aspectRatio: -2, in: Rect(x: 0, y: 0, width: 50, height: 20))
    #expect(square.itemSize == Size(width: 20, height: 20))
  }
}
