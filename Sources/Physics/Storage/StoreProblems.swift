/// What a store's `problems(...)` finds wrong with it: one message per broken invariant, each
/// naming the store, the slot and what is wrong. The tests read the list; `validate` stops on it.
struct StoreProblems {
  /// The store the messages name.
  let store: String
  /// The messages, in the order the checks ran.
  private(set) var messages: [String] = []

  /// An empty list for `store`.
  init(_ store: String) { self.store = store }

  /// Records `problem` (about `slot`, when given) unless `holds`.
  mutating func check(_ holds: Bool, _ slot: String = "", _ problem: @autoclosure () -> String) {
    guard !holds else { return }
    messages.append(slot.isEmpty ? "\(store): \(problem())" : "\(store): \(slot): \(problem())")
  }

  /// Checks a free list of `slotCount` slots: each listed slot exists, is dead and is listed once.
  /// Returns the listed slots.
  @discardableResult
  mutating func checkFreeList(
    _ name: String, _ free: UnsafeMutableBufferPointer<Int32>, slotCount: Int, isAlive: (Int) -> Bool
  ) -> Set<Int> {
    var listed = Set<Int>()
    for f in free.map(Int.init) {
      guard f >= 0 && f < slotCount else {
        check(false, "\(name) entry \(f)", "out of range 0..<\(slotCount)")
        continue
      }
      check(listed.insert(f).inserted, "slot \(f)", "listed twice in \(name)")
      check(!isAlive(f), "slot \(f)", "alive but listed in \(name)")
    }
    return listed
  }
}

/// Stops the program with every message of `problems`, when there is one.
func requireNoProblems(_ problems: [String]) {
  precondition(problems.isEmpty, problems.joined(separator: "\n"))
}
