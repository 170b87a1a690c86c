import Geometry

/// One brick: where it is, what kind, and how many more hits it takes.
public struct Brick: Equatable, Sendable {
  /// What a brick does when it breaks.
  public enum Kind: Equatable, Sendable {
    /// Breaks on the first hit.
    case plain
    /// Takes `hits` hits (2 or 3).
    case tough(hits: Int)
    /// Releases another ball when it breaks.
    case extraBall
    /// Breaks its neighbours (left, right, above, below) too.
    case explosive
  }

  /// Unique within a game (row-major: `row * columns + column`).
  public let id: Int
  /// Its row, 0 at the top.
  public let row: Int
  /// Its column, 0 at the left.
  public let column: Int
  /// Its kind.
  public let kind: Kind
  /// Hits it still takes before breaking.
  public internal(set) var hitsLeft: Int
  /// Its frame in the court, in points.
  public internal(set) var frame: Rect

  /// Creates a brick of `kind` at `row`, `column`.
  public init(id: Int, row: Int, column: Int, kind: Kind, frame: Rect) {
    self.id = id
    self.row = row
    self.column = column
    self.kind = kind
    self.frame = frame
    if case .tough(let hits) = kind { hitsLeft = hits } else { hitsLeft = 1 }
  }
}
