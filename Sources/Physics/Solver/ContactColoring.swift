/// Contacts grouped by colour so they can be solved four at a time (Box2D v3's graph colouring).
///
/// No two contacts of one colour share a body that moves, so the solver may work on them side by
/// side — in the four lanes of a `WideContact` — and get the same answer as one after the other.
/// Static and kinematic bodies are shared freely: the solver never changes them. Within a colour,
/// two-point contacts are grouped with each other first, so one-point batches can skip the second
/// point. A contact that finds no free colour among the 64 goes to `overflow` and is solved on its
/// own, in a batch of one after the others.
///
/// The colours are sorted by counting, in flat arrays: each contact gets a key (its colour, then
/// two points before one), and one pass places every contact in key order.
struct ContactColoring: ~Copyable {
  /// The contact indices of each batch's four lanes, colour by colour, then the overflow one by
  /// one; −1 marks an empty lane.
  private(set) var batches = DenseArray<SIMD4<Int32>>()
  /// Contacts that fit no colour.
  private(set) var overflow = DenseArray<Int32>()
  /// Where each colour's batches end in `batches` (the next colour's first batch).
  private(set) var colorEnds = DenseArray<Int32>()
  private var colorsOfBody = DenseArray<UInt64>()
  /// Each contact's key: twice its colour, plus one for a one-point contact (`overflowKey` for overflow).
  private var keys = DenseArray<UInt8>()
  /// Where each key's contacts start in `order` (then, while placing, where the next one goes).
  /// All zero between builds: each build zeroes the entries its colours used, so a step of few
  /// colours does not walk all 129.
  private var starts = DenseArray<Int32>(repeating: 0, count: 2 * 64 + 1)
  /// The coloured contacts in key order.
  private var order = DenseArray<Int32>()
  private static let overflowKey: UInt8 = 255
  /// What the colours of the last build depended on, contact by contact (see `sameAsLastBuild`).
  private var lastContacts = DenseArray<UInt64>()
  /// Colours `contacts`; `moves(i)` says whether body `i` can move (only those take a colour).
  mutating func build(_ contacts: UnsafeMutableBufferPointer<Contact>, bodyCount: Int, moves: (Int) -> Bool) {
    if sameAsLastBuild(contacts, bodyCount: bodyCount, moves: moves) { return }
    batches.removeAll()
    overflow.removeAll()
    colorEnds.removeAll()
    colorsOfBody.lengthen(to: bodyCount, filling: 0)
    keys.lengthen(to: contacts.count, filling: 0)
    order.lengthen(to: contacts.count, filling: 0)
    let colorCount = ContactColoring.assign(contacts, colorsOfBody.buffer, keys.buffer, starts.buffer, &overflow, moves)
    var total = 0
    for color in 0..<colorCount {
      let contactsOfColor = Int(starts[2 * color + 2] - starts[2 * color])
      total += (contactsOfColor + 3) / 4
      colorEnds.append(Int32(total))
    }
    batches.resize(to: total, filling: SIMD4(repeating: -1))
    ContactColoring.group(
      UnsafeBufferPointer(keys.buffer), starts.buffer, order.buffer, batches.buffer, contactCount: contacts.count,
      colorCount: colorCount)
    for k in overflow.buffer { batches.append(SIMD4(k, -1, -1, -1)) }
    for i in 0...(2 * colorCount) { starts[i] = 0 }
  }

  /// Whether `contacts` join the same bodies, in the same order, with the same numbers of points
  /// and the same bodies able to move as at the last build: the colours are then the same, and
  /// the last build's batches stand (a resting pile's contacts are the same step after step).
  /// Records them for the next build either way.
  private mutating func sameAsLastBuild(
    _ contacts: UnsafeMutableBufferPointer<Contact>, bodyCount: Int, moves: (Int) -> Bool
  ) -> Bool {
    // Each contact in 64 bits: the bodies in 30 bits each, whether each moves, whether it has two points.
    guard bodyCount < 1 << 30 else {
      lastContacts.removeAll()
      return false
    }
    var same = lastContacts.count == contacts.count
    lastContacts.resize(to: contacts.count, filling: 0)
    let last = lastContacts.buffer
    for k in contacts.indices {
      let a = Int(contacts[k].bodyA)
      let b = Int(contacts[k].bodyB)
      let flags = (moves(a) ? 4 : 0) | (moves(b) ? 2 : 0) | (contacts[k].count > 1 ? 1 : 0)
      let key = UInt64(truncatingIfNeeded: a) << 33 | UInt64(truncatingIfNeeded: b) << 3 | UInt64(flags)
      same = same && last[k] == key
      last[k] = key
    }
    return same
  }

  /// Gives each contact the lowest colour neither moving body has, counts the contacts of each key
  /// into `starts` (as where each key begins), and returns how many colours are used.
  private static func assign(
    _ contacts: UnsafeMutableBufferPointer<Contact>, _ colorsOfBody: UnsafeMutableBufferPointer<UInt64>,
    _ keys: UnsafeMutableBufferPointer<UInt8>, _ starts: UnsafeMutableBufferPointer<Int32>,
    _ overflow: inout DenseArray<Int32>,
    _ moves: (Int) -> Bool
  ) -> Int {
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
    for i in stride(from: 1, through: 2 * colorCount, by: 1) { starts[i] += starts[i - 1] }
    return colorCount
  }

  /// Places the contacts in key order and groups each colour's by four in turn: two-point
  /// contacts first, in index order, then one-point ones; the last batch of a colour may have
  /// empty lanes.
  private static func group(
    _ keys: UnsafeBufferPointer<UInt8>, _ starts: UnsafeMutableBufferPointer<Int32>,
    _ order: UnsafeMutableBufferPointer<Int32>, _ batches: UnsafeMutableBufferPointer<SIMD4<Int32>>,
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
      while i < end {
        // Lane by lane, not by a loop over lane numbers: in wasm, writing a lane chosen at run time
        // goes through memory, and reading the vector back then waits for every write.
        let count = end - i
        batches[w] = SIMD4(
          order[i], count > 1 ? order[i + 1] : -1, count > 2 ? order[i + 2] : -1, count > 3 ? order[i + 3] : -1)
        w += 1
        i += 4
      }
      first = end
    }
  }
}
