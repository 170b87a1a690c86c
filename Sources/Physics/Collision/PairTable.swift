/// An open-addressing hash table from shape-pair keys to contact indices, to find last step's
/// contact for warm starting; rebuilt when first needed after `invalidate`. A slot holds an entry
/// when its stamp is the table's generation, so emptying the table is one increment.
final class PairTable {
  /// False from `invalidate` until the next `rebuild`.
  private(set) var isBuilt = false
  private var keys = DenseArray<UInt64>()
  private var values = DenseArray<Int32>()
  private var stamps = DenseArray<UInt32>()
  private var generation: UInt32 = 0
  private var mask = 0

  /// The key of the pair of shapes `a` < `b`.
  @inline(__always)
  static func key(_ a: Int32, _ b: Int32) -> UInt64 {
    UInt64(UInt32(bitPattern: a)) << 32 | UInt64(UInt32(bitPattern: b))
  }

  /// Marks the table out of date: the contacts it indexes changed.
  func invalidate() { isBuilt = false }

  /// Empties the table and maps each contact's shape pair to its index in `contacts`.
  func rebuild(_ contacts: UnsafeBufferPointer<Contact>) {
    isBuilt = true
    var capacity = 16
    while capacity < contacts.count * 2 { capacity <<= 1 }
    generation &+= 1
    if keys.count < capacity || generation == 0 {
      let size = max(capacity, keys.count)
      keys.replace(with: repeatElement(0, count: size))
      values.replace(with: repeatElement(-1, count: size))
      stamps.replace(with: repeatElement(0, count: size))
      generation = 1
    }
    mask = keys.count - 1
    let now = generation
    let mask = mask
    let keys = keys.buffer
    let values = values.buffer
    let stamps = stamps.buffer
    for k in contacts.indices {
      let key = PairTable.key(contacts[k].shapeA, contacts[k].shapeB)
      var s = PairTable.slot(key, mask)
      while stamps[s] == now && keys[s] != key { s = (s + 1) & mask }
      keys[s] = key
      values[s] = Int32(k)
      stamps[s] = now
    }
  }

  /// The value for `key`, if present.
  func find(_ key: UInt64) -> Int32? {
    guard mask > 0 else { return nil }
    var s = PairTable.slot(key, mask)
    while stamps[s] == generation {
      if keys[s] == key { return values[s] }
      s = (s + 1) & mask
    }
    return nil
  }

  @inline(__always)
  private static func slot(_ key: UInt64, _ mask: Int) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }
}
