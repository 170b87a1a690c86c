/// The broad phase's state: the grids and sweep that find pairs of shapes whose boxes overlap,
/// their caches, and this step's boxes, motions and pairs, by shape slot.
final class BroadPhase {
  /// The static and sleeping shapes' grid, rebuilt when one of them changes (`staticsChanged`).
  let staticHash = SpatialHash()
  var staticsChanged = true
  /// The moving shapes' grids when they are many: the packed grid with its kept pairs, or the
  /// hashed one when the crowd is spread too thin for it.
  let dynamicHash = SpatialHash()
  let packedGrid = PackedGrid()
  var gridCache = GridPairCache()
  /// The moving shapes' sweep when they are few enough (`PhysicsWorld.sweepAndPruneLimit`).
  var sweepAndPrune = SweepAndPrune()
  /// This step's moving shapes, and by shape slot their boxes swept over the step, how they
  /// travel (for culling pairs of fast bodies) and how far each circle can reach.
  var proxies = DenseArray<Int32>()
  var boxes = DenseArray<AABB>()
  var motions = DenseArray<ProxyMotion>()
  var reaches = DenseArray<CircleReach>()
  /// The pairs of shapes whose boxes overlap, this step, for the narrow phase.
  var pairs = DenseArray<(Int32, Int32)>()
  /// Per shape slot, the last query that met it, so a query meets each shape once.
  var shapeStamps = DenseArray<UInt32>()
  var stamp: UInt32 = 0
}
