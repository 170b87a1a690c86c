/// Contacts grouped by colour so they can be solved two at a time (Box2D v3's graph colouring).
///
/// No two contacts of one colour share a body that moves, so the solver may work on them side by
/// side — in the two lanes of a `WideContact` — and get the same answer as one after the other.
/// Static and kinematic bodies are shared freely: the solver never writes to them. Within a colour,
/// two-point contacts are paired with each other first, so one-point pairs can skip the second point. A contact that
/// finds no free colour among the 64 goes to `overflow` and is solved on its own after the batches.
struct ContactColoring {
  /// The contact indices of each batch's two lanes, colour by colour; −1 marks an empty lane.
  private(set) var batches: [(Int32, Int32)] = []
  /// Contacts that fit no colour.
  private(set) var overflow: [Int32] = []
  private var colorsOfBody: [UInt64] = []
  private var buckets: [[Int32]] = Array(repeating: [], count: 64)
  /// Below this many contacts, batching costs more than it saves: all go to `overflow`.
  static let minimumContacts = 24

  /// Colours `contacts`; `moves(i)` says whether body `i` can move (only those take a colour).
  mutating func build(_ contacts: UnsafeMutableBufferPointer<ContactConstraint>, bodyCount: Int, moves: (Int) -> Bool) {
    batches.removeAll(keepingCapacity: true)
    overflow.removeAll(keepingCapacity: true)
    guard contacts.count >= ContactColoring.minimumContacts else {
      overflow.append(contentsOf: contacts.indices.lazy.map { Int32($0) })
      return
    }
    if colorsOfBody.count < bodyCount { colorsOfBody = Array(repeating: 0, count: bodyCount) }
    var colorCount = 0
    for k in contacts.indices {
      let a = Int(contacts[k].bodyA)
      let b = Int(contacts[k].bodyB)
      let movesA = moves(a)
      let movesB = moves(b)
      let taken = (movesA ? colorsOfBody[a] : 0) | (movesB ? colorsOfBody[b] : 0)
      guard taken != UInt64.max else {
        overflow.append(Int32(k))
        continue
      }
      let color = (~taken).trailingZeroBitCount
      let bit = UInt64(1) << UInt64(color)
      if movesA { colorsOfBody[a] |= bit }
      if movesB { colorsOfBody[b] |= bit }
      buckets[color].append(Int32(k))
      colorCount = max(colorCount, color + 1)
    }
    for k in contacts.indices {
      colorsOfBody[Int(contacts[k].bodyA)] = 0
      colorsOfBody[Int(contacts[k].bodyB)] = 0
    }
    for color in 0..<colorCount {
      var pending: Int32 = -1
      for points in stride(from: 2, through: 1, by: -1) {
        for k in buckets[color] where contacts[Int(k)].count == points {
          if pending < 0 {
            pending = k
          } else {
            batches.append((pending, k))
            pending = -1
          }
        }
      }
      if pending >= 0 { batches.append((pending, -1)) }
      buckets[color].removeAll(keepingCapacity: true)
    }
  }
}
