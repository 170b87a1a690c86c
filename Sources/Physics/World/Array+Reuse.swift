extension Array {
  /// Removes every element and keeps the storage for the next step's. An array that is already
  /// empty is left alone: `removeAll(keepingCapacity:)` checks its storage and runs the generic
  /// replacement even then, and a step empties a few dozen lists, most of them empty in a small
  /// scene.
  @inline(__always)
  mutating func removeAllKeepingCapacity() {
    if !isEmpty { removeAll(keepingCapacity: true) }
  }

  /// Makes the array `count` long, in the storage it has when that is enough: elements past
  /// `count` are dropped, and new ones are `filler`.
  @inline(__always)
  mutating func resizeKeepingCapacity(to count: Int, filling filler: Element) {
    if self.count > count { removeLast(self.count - count) }
    if self.count < count { append(contentsOf: repeatElement(filler, count: count - self.count)) }
  }
}
