/// The contacts of this step and the last (kept for warm starting and events), their manifolds
/// and the manifolds kept for reuse, and the pairs touching after the last step.
final class ContactStore {
  /// This step's contacts and manifolds, in the narrow phase's order.
  var current = DenseArray<Contact>()
  var manifolds = DenseArray<Manifold>()
  /// Last step's contacts and where to find each by pair key.
  var previous = DenseArray<Contact>()
  let previousIndex = PairTable()
  /// Manifolds kept for reuse (`ManifoldCache`), this step's and last step's, where
  /// `Contact.cacheIndex` of `current` and `previous` says (slots no index reaches are left over
  /// from earlier steps, kept so the narrow phase can write in place).
  var caches = DenseArray<ManifoldCache>()
  var previousCaches = DenseArray<ManifoldCache>()
  /// Touching pairs after the last step, sorted.
  var touching: [UInt64] = []

  /// The number of this step's contacts.
  var count: Int { current.count }
  /// This step's contacts' indices.
  var indices: Range<Int> { current.indices }

  /// This step's contact `k`, read and written in place.
  subscript(k: Int) -> Contact {
    unsafeAddress { current.address(of: k) }
    unsafeMutableAddress { current.mutableAddress(of: k) }
  }

  /// Keeps this step's contacts for warm starting the next.
  func keepForNextStep() {
    swap(&current, &previous)
    swap(&caches, &previousCaches)
    previousIndex.invalidate()
  }
}
