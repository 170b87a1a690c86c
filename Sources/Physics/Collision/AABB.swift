import Geometry

/// An axis-aligned bounding box, in points.
struct AABB {
  var minX: Double
  var minY: Double
  var maxX: Double
  var maxY: Double

  static let empty = AABB(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

  func overlaps(_ o: AABB) -> Bool { minX <= o.maxX && o.minX <= maxX && minY <= o.maxY && o.minY <= maxY }

  func expanded(by m: Double) -> AABB { AABB(minX: minX - m, minY: minY - m, maxX: maxX + m, maxY: maxY + m) }

  /// The box swept along `d`: the union of the box and the box moved by `d`.
  func swept(by d: Vector) -> AABB {
    AABB(
      minX: minX + min(0, d.dx), minY: minY + min(0, d.dy),
      maxX: maxX + max(0, d.dx), maxY: maxY + max(0, d.dy))
  }

  var width: Double { maxX - minX }
  var height: Double { maxY - minY }
}
