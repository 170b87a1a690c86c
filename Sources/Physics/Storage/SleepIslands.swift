/// Scratch for grouping bodies into sleep islands after a step: union-find parents, and per
/// island root the shortest rest time of its bodies, in seconds. It also keeps the contacts of the
/// islands asleep, as Box2D's sleeping solver sets keep theirs, so that a woken island starts with
/// the impulses it held and the manifolds it kept (a column woken cold sank into itself, and one
/// whose manifolds were made anew at its lean crept over).
final class SleepIslands {
  var parent = DenseArray<Int32>()
  var rest = DenseArray<Double>()
  /// The sleeping islands' contacts as they were when their islands fell asleep (a flat list: waking
  /// is rare, and a dictionary would cost the wasm module its hashing code).
  var sleepingContacts: [SleepingContact] = []
  /// The contacts of islands woken since the last narrow phase, which it finds as last step's.
  var wokenContacts: [SleepingContact] = []
}

/// A contact of a sleeping island, with the impulses it held and the manifold it kept for reuse.
struct SleepingContact {
  /// The island's root body.
  var island: Int32
  /// The contact; its `cacheIndex` is given anew when it is handed back.
  var contact: Contact
  /// The manifold the contact kept for reuse, if it kept one.
  var cache: ManifoldCache?
}
