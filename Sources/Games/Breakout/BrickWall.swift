import Geometry

/// The bricks of a game, laid out in code for the court's bounds (again on every resize or
/// rotation, so the wall fits any screen), with special bricks scattered by a seeded random generator.
public struct BrickWall: Equatable, Sendable {
  /// The gap between bricks, in points.
  public static let gap = 4.0
  /// The bricks still standing.
  public private(set) var bricks: [Brick]
  /// Rows the wall was built with.
  public let rows: Int
  /// Columns the wall was built with.
  public let columns: Int

  /// The hits a tough brick takes when new, fewest to most.
  public static let toughHits = 2...3

  /// A full wall of `rows` × `columns` for `court`; with `specials`, about one brick in five is
  /// tough, one in twelve releases a ball and one in twelve explodes.
  public init(rows: Int, columns: Int, specials: Bool, court: Rect, random: inout SeededRandom) {
    self.rows = rows
    self.columns = columns
    var bricks: [Brick] = []
    for row in 0..<rows {
      for column in 0..<columns {
        var kind = Brick.Kind.plain
        if specials {
          switch random.next(below: 60) {
          case 0..<8: kind = .tough(hits: BrickWall.toughHits.lowerBound)
          case 8..<12: kind = .tough(hits: BrickWall.toughHits.upperBound)
          case 12..<17: kind = .extraBall
          case 17..<22: kind = .explosive
          default: break
          }
        }
        bricks.append(Brick(id: row * columns + column, row: row, column: column, kind: kind, frame: .zero))
      }
    }
    self.bricks = bricks
    layOut(in: court)
  }

  /// The area the wall fills: the top third of the court below a margin, inset at the sides.
  public static func area(in court: Rect) -> Rect {
    let inset = max(8, court.width * 0.03)
    let top = court.minY + max(48, court.height * 0.08)
    return Rect(x: court.minX + inset, y: top, width: court.width - 2 * inset, height: court.height * 0.3)
  }

  /// Places every standing brick for `court` (rows and columns keep their places).
  public mutating func layOut(in court: Rect) {
    let grid = BrickGrid(rows: rows, columns: columns, court: court)
    for i in bricks.indices { bricks[i].frame = grid.frame(row: bricks[i].row, column: bricks[i].column) }
  }

  /// Whether every brick is gone.
  public var isCleared: Bool { bricks.isEmpty }

  /// The brick with `id`, if it stands.
  public func brick(_ id: Int) -> Brick? { bricks.first { $0.id == id } }

  /// A ball hit brick `id`: returns the bricks that broke (the brick itself once its hits run
  /// out, and, for an explosive one, its standing neighbours), in the order they broke.
  public mutating func hit(_ id: Int) -> [Brick] {
    guard let index = bricks.firstIndex(where: { $0.id == id }) else { return [] }
    bricks[index].hitsLeft -= 1
    guard bricks[index].hitsLeft <= 0 else { return [] }
    let broken = bricks.remove(at: index)
    guard broken.kind == .explosive else { return [broken] }
    let neighbours = bricks.filter { abs($0.row - broken.row) + abs($0.column - broken.column) == 1 }
    bricks.removeAll { b in neighbours.contains { $0.id == b.id } }
    return [broken] + neighbours
  }
}
