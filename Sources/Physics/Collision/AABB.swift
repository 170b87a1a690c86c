import Geometry

/// An axis-aligned bounding box, in points.
struct AABB {
  var minX: Double
  var minY: Double
  var maxX: Double
  var maxY: Double

  static let empty = AABB(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

  /// Whether the boxes overlap (edges touching count). The four comparisons are made side by
  /// side, without a branch between them: whether boxes overlap is often as good as random.
  func overlaps(_ o: AABB) -> Bool {
    all(SIMD4(minX, o.minX, minY, o.minY) .<= SIMD4(o.maxX, maxX, o.maxY, maxY))
  }

  func expanded(by m: Double) -> AABB { AABB(minX: minX - m, minY: minY - m, maxX: maxX + m, maxY: maxY + m) }

  /// The box swept along `d`: the union of the box and the box moved by `d`. Each side moves by
  /// `min(0, ·)` or `max(0, ·)` of `d`'s component, chosen side by side without a branch.
  func swept(by d: Vector) -> AABB {
    let move = SIMD2(d.dx, d.dy)
    let zero = SIMD2<Double>.zero
    let low = zero.replacing(with: move, where: move .< zero)
    let high = zero.replacing(with: move, where: move .>= zero)
    return AABB(minX: minX + low.x, minY: minY + low.y, maxX: maxX + high.x, maxY: maxY + high.y)
  }

  var width: Double { maxX - minX }
  var height: Double { maxY - minY }
}
