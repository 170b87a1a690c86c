import Geometry

/// A static line segment that items collide with; boundaries are two-sided.
struct BoundarySegment {
  let a: Point
  let b: Point
  /// The identifier the collision behavior gave the boundary.
  let identifier: String
  /// Index of the owning collision behavior in the world.
  let group: Int
  /// A number given once per boundary, never reused.
  let serial: UInt32
}
