import Geometry
import Testing

@testable import Games

/// Set's symbols are closed outlines inside the rectangles they are given, laid out on the card.
@Suite struct SetSymbolPathTests {
  private static let rects = [
    Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 10, y: 20, width: 30, height: 70),
    Rect(x: -5, y: 3, width: 8, height: 8), Rect(x: 200, y: 100, width: 1_000, height: 400),
  ]

  /// Every point of `path`, control points included (a Bézier curve stays inside their hull).
  private func points(of path: Path) -> [Point] {
    path.elements.flatMap { element -> [Point] in
      switch element {
      case .move(let p), .line(let p): [p]
      case .quad(let p, let c): [p, c]
      case .cubic(let p, let c1, let c2): [p, c1, c2]
      case .close: []
      }
    }
  }

  private func subpathCount(of path: Path) -> Int {
    path.elements.filter { if case .move = $0 { true } else { false } }.count
  }

  @Test(arguments: SetCard.Shape.allCases)
  func eachSymbolIsOneClosedOutlineInsideItsRectangle(shape: SetCard.Shape) {
    for rect in Self.rects {
      let path = SetSymbolPath.path(for: shape, in: rect)
      #expect(subpathCount(of: path) == 1)
      #expect(path.elements.last == .close)
      #expect(points(of: path).allSatisfy { rect.contains($0) && $0.isValid })
      let xs = points(of: path).map(\.x)
      let ys = points(of: path).map(\.y)
      #expect(xs.max()! - xs.min()! > 0.85 * rect.width)
      #expect(ys.max()! - ys.min()! > 0.85 * rect.height)
    }
  }

  @Test func theSquiggleIsCurvedAndLooksTheSameTurnedHalfAround() {
    let rect = Rect(x: 0, y: 0, width: 2, height: 1)
    let path = SetSymbolPath.squiggle(in: rect)
    let curves = path.elements.filter { if case .cubic = $0 { true } else { false } }
    #expect(curves.count == 6)
    let turned = path.applying(AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 2, ty: 1))
    let original = Set(points(of: path).map { [($0.x * 1e6).rounded(), ($0.y * 1e6).rounded()] })
    #expect(Set(points(of: turned).map { [($0.x * 1e6).rounded(), ($0.y * 1e6).rounded()] }) == original)
  }

  @Test func aSymbolStandsUpInATallRectangle() {
    let lying = SetSymbolPath.squiggle(in: Rect(x: 0, y: 0, width: 100, height: 50))
    let standing = SetSymbolPath.squiggle(in: Rect(x: 0, y: 0, width: 50, height: 100))
    let quarterTurn = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 50, ty: 0)
    #expect(
      points(of: lying.applying(quarterTurn)).elementsEqual(points(of: standing)) { a, b in
        abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
      })
  }

  @Test(arguments: [Rect(x: 0, y: 0, width: 80, height: 120), Rect(x: 30, y: 40, width: 150, height: 90)])
  func symbolsSitSideBySideInsideTheCardWithoutTouching(card: Rect) {
    for count in 1...3 {
      let frames = SetCardFace.symbolFrames(count: count, in: card)
      #expect(frames.count == count)
      #expect(frames.allSatisfy { card.contains($0.origin) && card.contains(Point(x: $0.maxX, y: $0.maxY)) })
      #expect(zip(frames, frames.dropFirst()).allSatisfy { !$0.intersects($1) })
      let middle = Point(
        x: frames.map(\.midX).reduce(0, +) / Double(count), y: frames.map(\.midY).reduce(0, +) / Double(count))
      #expect(abs(middle.x - card.midX) < 1e-9 && abs(middle.y - card.midY) < 1e-9)
      let lying = card.width > card.height
      #expect(frames.allSatisfy { lying ? $0.height > $0.width : $0.width > $0.height })
    }
  }

  @Test func aCardsSymbolsMakeOnePathWithOneOutlineEach() {
    let card = SetCard(number: .three, shape: .squiggle, shading: .striped, color: .green)
    let path = SetCardFace.symbolsPath(for: card, in: Rect(x: 0, y: 0, width: 80, height: 120))
    #expect(subpathCount(of: path) == 3)
    #expect(path.elements.count == 3 * SetSymbolPath.squiggle(in: Rect(x: 0, y: 0, width: 2, height: 1)).elements.count)
  }
}
