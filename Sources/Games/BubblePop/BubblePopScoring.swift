/// The score of a run of pops: a pop of the same colour as the one before earns 1.5 times its
/// points, rounded to the nearest integer (two blacks: 10 + 15 = 25).
public struct BubblePopScoring: Equatable, Sendable {
  /// Points so far.
  public private(set) var score = 0
  /// The colour of the last pop, if any.
  public private(set) var lastColor: BubbleColor?
  /// How many pops in a row had `lastColor` (1 for a single pop).
  public private(set) var combo = 0

  /// Starts at zero.
  public init() {}

  /// Adds a pop of `color`; returns the points it earned.
  @discardableResult
  public mutating func pop(_ color: BubbleColor) -> Int {
    if color == lastColor {
      combo += 1
    } else {
      lastColor = color
      combo = 1
    }
    let earned = combo > 1 ? (Double(color.points) * 1.5).rounded(.toNearestOrAwayFromZero) : Double(color.points)
    score += Int(earned)
    return Int(earned)
  }
}
