extension Array {
  /// Removes every element and keeps the storage for the next step's. An array that is already
  /// empty is left alone: `removeAll(keepingCapacity:)` checks its storage and runs the generic
  /// replacement even then, and a step empties a few dozen lists, most of them empty in a small
  /// scene.
  @inline(__always)
  mutating func removeAllKeepingCapacity() {
    if !isEmpty { removeAll(keepingCapacity: true) }
  }
}
