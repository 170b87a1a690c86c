/// An open-addressing hash table from shape-pair keys to contact indices, rebuilt every step to
/// find last step's contact for warm starting. Keys are never 0 (a pair joins two different shapes).
final class PairTable {
  private var keys: [UInt64] = []
  private var values: [Int32] = []
  private var mask = 0

  /// Empties the table and sizes it for `count` entries.
  func reset(count: Int) {
    var capacity = 16
    while capacity < count * 2 { capacity <<= 1 }
    if keys.count != capacity {
      keys = [UInt64](repeating: 0, count: capacity)
      values = [Int32](repeating: -1, count: capacity)
    } else {
      for i in 0..<capacity { keys[i] = 0 }
    }
    mask = capacity - 1
  }

  /// Maps `key` to `value`.
  func insert(_ key: UInt64, _ value: Int32) {
    var s = slot(key)
    while keys[s] != 0 && keys[s] != key { s = (s + 1) & mask }
    keys[s] = key
    values[s] = value
  }

  /// The value for `key`, if present.
  func find(_ key: UInt64) -> Int32? {
    guard mask > 0 else { return nil }
    var s = slot(key)
    while keys[s] != 0 {
      if keys[s] == key { return values[s] }
      s = (s + 1) & mask
    }
    return nil
  }

  private func slot(_ key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }
}
