/// One of Set's 81 cards: a number of identical symbols, each with a shape, a shading and a colour.
///
/// Every attribute has three values, and every combination appears exactly once in the deck, so a
/// card is also identified by its `index` (0..<81).
public struct SetCard: Hashable, Sendable {
  /// How many symbols the card shows.
  public enum Number: Int, CaseIterable, Sendable {
    /// One symbol.
    case one
    /// Two symbols.
    case two
    /// Three symbols.
    case three

    /// The number of symbols, 1…3.
    public var count: Int { rawValue + 1 }
  }

  /// The outline of each symbol.
  public enum Shape: Int, CaseIterable, Sendable {
    /// A rhombus.
    case diamond
    /// A wavy blob.
    case squiggle
    /// A stadium (a rectangle with semicircular ends).
    case oval
  }

  /// How each symbol is filled.
  public enum Shading: Int, CaseIterable, Sendable {
    /// Filled with the colour.
    case solid
    /// Filled with stripes of the colour.
    case striped
    /// Outline only.
    case open
  }

  /// The colour the symbols are printed in.
  public enum SymbolColor: Int, CaseIterable, Sendable {
    /// Red.
    case red
    /// Green.
    case green
    /// Purple.
    case purple
  }

  /// How many symbols.
  public let number: Number
  /// Their shape.
  public let shape: Shape
  /// Their shading.
  public let shading: Shading
  /// Their colour.
  public let color: SymbolColor

  /// The card with these attributes.
  public init(number: Number, shape: Shape, shading: Shading, color: SymbolColor) {
    self.number = number
    self.shape = shape
    self.shading = shading
    self.color = color
  }

  /// The card whose `index` is `index`, or nil outside 0..<81.
  public init?(index: Int) {
    guard (0..<81).contains(index),
      let number = Number(rawValue: index / 27),
      let shape = Shape(rawValue: index / 9 % 3),
      let shading = Shading(rawValue: index / 3 % 3),
      let color = SymbolColor(rawValue: index % 3)
    else { return nil }
    self.init(number: number, shape: shape, shading: shading, color: color)
  }

  /// The card's place in the unshuffled deck, 0..<81: its attributes read as base-3 digits.
  public var index: Int { number.rawValue * 27 + shape.rawValue * 9 + shading.rawValue * 3 + color.rawValue }

  /// All 81 cards, in `index` order.
  public static let all: [SetCard] = (0..<81).compactMap { SetCard(index: $0) }
}

extension SetCard: CustomStringConvertible {
  /// The card in words, such as "2 red striped ovals".
  public var description: String {
    let shading = ["solid", "striped", "open"][self.shading.rawValue]
    let color = ["red", "green", "purple"][self.color.rawValue]
    let shape = ["diamond", "squiggle", "oval"][self.shape.rawValue]
    return "\(number.count) \(color) \(shading) \(shape)\(number == .one ? "" : "s")"
  }
}
