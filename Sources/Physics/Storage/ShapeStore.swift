import Geometry

/// The shapes, by slot: their records, their outlines in their bodies' frames and in the world,
/// their mass properties, and the slots free for reuse.
final class ShapeStore {
  /// One record per slot; dead slots keep theirs until reused.
  var records = DenseArray<ShapeRecord>()
  /// Slots free for reuse, and slots freed since the last step began: those are reused only after
  /// a step, once no contact, touch or event of the last step names them.
  var free = DenseArray<Int32>()
  var retired = DenseArray<Int32>()
  /// Mass properties of each shape, kept for when a body's mass is recomputed.
  var mass = DenseArray<(geometry: CollisionGeometry, density: Double)>()
  /// Polygon and segment vertices and normals in their body's frame, then in the world, at each
  /// shape's `polygonStart`.
  var localPoints = DenseArray<Vector>()
  var localNormals = DenseArray<Vector>()
  var worldPoints = DenseArray<Point>()
  var worldNormals = DenseArray<Vector>()
  /// Whether each shape's contacts are reported in `PhysicsWorld.contactEvents`.
  var reporting = DenseArray<Bool>()
  /// Changes whenever a shape's outline changes in place, so no kept manifold outlives its geometry.
  var outlineVersion: UInt32 = 0

  /// The number of slots, living and dead.
  var count: Int { records.count }
  /// The slots, living and dead.
  var indices: Range<Int> { records.indices }

  /// The record in slot `s`, read and written in place.
  subscript(s: Int) -> ShapeRecord {
    unsafeAddress { records.address(of: s) }
    unsafeMutableAddress { records.mutableAddress(of: s) }
  }
}
