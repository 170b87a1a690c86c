/// Contacts grouped by colour so they can be solved two at a time (Box2D v3's graph colouring).
///
/// No two contacts of one colour share a body that moves, so the solver may work on them side by
/// side — in the two lanes of a `WideContact` — and get the same answer as one after the other.
/// Static and kinematic bodies are shared freely: the solver never changes them. Within a colour,
/// two-point contacts are paired with each other first, so one-point pairs can skip the second point. A contact that
/// finds no free colour among the 64 goes to `overflow` and is solved on its own after the batches.
///
/// The colours are sorted by counting, in flat arrays: each contact gets a key (its colour, then
/// two points before one), and one pass places every contact in key order.
struct ContactColoring {
  /// The contact indices of each batch's two lanes, colour by colour; −1 marks an empty lane.
  private(set) var batches: [(Int32, Int32)] = []
  /// Contacts that fit no colour.
  private(set) var overflow: [Int32] = []
  private var colorsOfBody: [UInt64] = []
  /// Each contact's key: twice its colour, plus one for a one-point contact (`overflowKey` for overflow).
  private var keys: [UInt8] = []
  /// Where each key's contacts start in `order` (then, while placing, where the next one goes).
  private var starts: [Int32] = Array(repeating: 0, count: 2 * 64 + 1)
  /// The coloured contacts in key order.
  private var order: [Int32] = []
  private static let overflowKey: UInt8 = 255
  /// Below this many contacts, batching costs more than it saves: all go to `overflow`.
  static let minimumContacts = 24

  /// Colours `contacts`; `moves(i)` says whether body `i` can move (only those take a colour).
  mutating func build(_ contacts: UnsafeMutableBufferPointer<Contact>, bodyCount: Int, moves: (Int) -> Bool) {
    batches.removeAll(keepingCapacity: true)
    overflow.removeAll(keepingCapacity: true)
    guard contacts.count >= ContactColoring.minimumContacts else {
      overflow.append(contentsOf: contacts.indices.lazy.map { Int32($0) })
      return
    }
    if colorsOfBody.count < bodyCount { colorsOfBody = Array(repeating: 0, count: bodyCount) }
    if keys.count < contacts.count {
      keys = Array(repeating: 0, count: contacts.count)
      order = Array(repeating: 0, count: contacts.count)
    }
    let colorCount = colorsOfBody.withUnsafeMutableBufferPointer { colors in
      keys.withUnsafeMutableBufferPointer { keys in
        starts.withUnsafeMutableBufferPointer { starts in
          ContactColoring.assign(contacts, colors, keys, starts, &overflow, moves)
        }
      }
    }
    var total = 0
    for color in 0..<colorCount {
      let contactsOfColor = Int(starts[2 * color + 2] - starts[2 * color])
      total += (contactsOfColor + 1) / 2
    }
    batches.append(contentsOf: repeatElement((-1, -1), count: total))
    keys.withUnsafeBufferPointer { keys in
      starts.withUnsafeMutableBufferPointer { starts in
        order.withUnsafeMutableBufferPointer { order in
          batches.withUnsafeMutableBufferPointer { batches in
            ContactColoring.pair(keys, starts, order, batches, contactCount: contacts.count, colorCount: colorCount)
          }
        }
      }
    }
  }

  /// Gives each contact the lowest colour neither moving body has, counts the contacts of each key
  /// into `starts` (as where each key begins), and returns how many colours are used.
  private static func assign(
    _ contacts: UnsafeMutableBufferPointer<Contact>, _ colorsOfBody: UnsafeMutableBufferPointer<UInt64>,
    _ keys: UnsafeMutableBufferPointer<UInt8>, _ starts: UnsafeMutableBufferPointer<Int32>, _ overflow: inout [Int32],
    _ moves: (Int) -> Bool
  ) -> Int {
    for i in starts.indices { starts[i] = 0 }
    var colorCount = 0
    for k in contacts.indices {
      let a = Int(contacts[k].bodyA)
      let b = Int(contacts[k].bodyB)
      let movesA = moves(a)
      let movesB = moves(b)
      let taken = (movesA ? colorsOfBody[a] : 0) | (movesB ? colorsOfBody[b] : 0)
      guard taken != UInt64.max else {
        keys[k] = overflowKey
        overflow.append(Int32(k))
        continue
      }
      let color = (~taken).trailingZeroBitCount
      let bit = UInt64(1) << UInt64(color)
      if movesA { colorsOfBody[a] |= bit }
      if movesB { colorsOfBody[b] |= bit }
      let key = 2 * color + (contacts[k].count > 1 ? 0 : 1)
      keys[k] = UInt8(key)
      starts[key + 1] += 1
      colorCount = max(colorCount, color + 1)
    }
    for k in contacts.indices {
      colorsOfBody[Int(contacts[k].bodyA)] = 0
      colorsOfBody[Int(contacts[k].bodyB)] = 0
    }
    for i in 1..<starts.count { starts[i] += starts[i - 1] }
    return colorCount
  }

  /// Places the contacts in key order and pairs each colour's in turn: two-point contacts first, in
  /// index order, then one-point ones; an odd one out gets an empty lane.
  private static func pair(
    _ keys: UnsafeBufferPointer<UInt8>, _ starts: UnsafeMutableBufferPointer<Int32>,
    _ order: UnsafeMutableBufferPointer<Int32>, _ batches: UnsafeMutableBufferPointer<(Int32, Int32)>,
    contactCount: Int, colorCount: Int
  ) {
    for k in 0..<contactCount where keys[k] != overflowKey {
      let key = Int(keys[k])
      order[Int(starts[key])] = Int32(k)
      starts[key] += 1
    }
    // `starts[key]` is now where key + 1 begins.
    var w = 0
    var first = 0
    for color in 0..<colorCount {
      let end = Int(starts[2 * color + 1])
      var i = first
      while i + 1 < end {
        batches[w] = (order[i], order[i + 1])
        w += 1
        i += 2
      }
      if i < end {
        batches[w] = (order[i], -1)
        w += 1
      }
      first = end
    }
  }
}
