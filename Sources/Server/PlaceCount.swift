/// Places taken, in all and per key (a client or a network); a key that holds none is dropped, so clients
/// gone leave no entry behind.
struct PlaceCount {
  /// Places taken in all.
  private(set) var total = 0
  private var byKey: [String: Int] = [:]

  /// Places `key` holds.
  func held(by key: String) -> Int { byKey[key, default: 0] }

  /// One more place for `key`.
  mutating func take(for key: String) {
    total += 1
    byKey[key, default: 0] += 1
  }

  /// One place fewer for `key`.
  mutating func giveBack(for key: String) {
    total -= 1
    let left = byKey[key, default: 1] - 1
    byKey[key] = left > 0 ? left : nil
  }
}
