/// The joints, by slot, and the slots free for reuse.
final class JointStore {
  var records = DenseArray<JointConstraint>()
  var free = DenseArray<Int32>()

  /// The number of slots, living and dead.
  var count: Int { records.count }
  /// The slots, living and dead.
  var indices: Range<Int> { records.indices }

  /// The joint in slot `k`, read and written in place.
  subscript(k: Int) -> JointConstraint {
    unsafeAddress { records.address(of: k) }
    unsafeMutableAddress { records.mutableAddress(of: k) }
  }
}
