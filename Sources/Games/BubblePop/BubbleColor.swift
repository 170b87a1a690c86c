import Geometry

/// A bubble's colour: its points and how often it appears.
public enum BubbleColor: String, CaseIterable, Sendable {
  /// 1 point, 40% of bubbles.
  case red
  /// 2 points, 30%.
  case pink
  /// 5 points, 15%.
  case green
  /// 8 points, 10%.
  case blue
  /// 10 points, 5%.
  case black

  /// The points a pop of this colour earns before any combo.
  public var points: Int {
    switch self {
    case .red: 1
    case .pink: 2
    case .green: 5
    case .blue: 8
    case .black: 10
    }
  }

  /// The chance a new bubble has this colour, in percent (the five add up to 100).
  public var percent: Int {
    switch self {
    case .red: 40
    case .pink: 30
    case .green: 15
    case .blue: 10
    case .black: 5
    }
  }

  /// A colour drawn with the table's probabilities.
  public static func random(using random: inout SeededRandom) -> BubbleColor {
    var roll = Int(random.next(below: 100))
    for color in allCases {
      if roll < color.percent { return color }
      roll -= color.percent
    }
    return .red
  }
}
