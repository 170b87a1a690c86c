import Geometry

/// Where a Set card's symbols go: one to three symbols of the same size, centred on the card,
/// stacked down a card that is taller than wide and side by side across one that is wider.
public enum SetCardFace {
  /// A symbol's length as a multiple of its thickness.
  public static let symbolAspect = 2.0
  /// The margin around the symbols, as a fraction of the card's shorter side.
  public static let marginFraction = 0.12
  /// The gap between symbols, as a fraction of a symbol's thickness.
  public static let gapFraction = 0.3

  /// The frames of `count` symbols (clamped to 1…3) on a card occupying `card`.
  public static func symbolFrames(count: Int, in card: Rect) -> [Rect] {
    let n = min(max(count, 1), 3)
    let margin = min(card.width, card.height) * marginFraction
    let content = card.insetBy(dx: margin, dy: margin)
    let stacked = card.height >= card.width
    let across = stacked ? content.width : content.height
    let along = stacked ? content.height : content.width
    let thickness = max(0, min(across / symbolAspect, along / (3 + 2 * gapFraction)))
    let length = thickness * symbolAspect
    let step = thickness * (1 + gapFraction)
    let firstOffset = -step * Double(n - 1) / 2
    return (0..<n).map { i in
      let offset = firstOffset + step * Double(i)
      let center =
        stacked
        ? Point(x: content.midX, y: content.midY + offset) : Point(x: content.midX + offset, y: content.midY)
      let size = stacked ? Size(width: length, height: thickness) : Size(width: thickness, height: length)
      return Rect(center: center, size: size)
    }
  }

  /// All of `card`'s symbols as one path (one closed subpath each) on a card occupying `cardRect`.
  public static func symbolsPath(for card: SetCard, in cardRect: Rect) -> Path {
    var combined = Path()
    for frame in symbolFrames(count: card.number.count, in: cardRect) {
      for element in SetSymbolPath.path(for: card.shape, in: frame).elements {
        switch element {
        case .move(let p): combined.move(to: p)
        case .line(let p): combined.addLine(to: p)
        case .quad(let p, let c): combined.addQuadCurve(to: p, control: c)
        case .cubic(let p, let c1, let c2): combined.addCurve(to: p, control1: c1, control2: c2)
        case .close: combined.close()
        }
      }
    }
    return combined
  }
}
