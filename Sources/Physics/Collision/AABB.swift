internal import CLanes
import Geometry

/// An axis-aligned bounding box, in points.
struct AABB {
  var minX: Double
  var minY: Double
  var maxX: Double
  var maxY: Double

  static let empty = AABB(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

  /// Whether the boxes overlap (edges touching count). All four comparisons are made, without a
  /// branch between them: whether boxes overlap is often as good as random. Natively they are one
  /// comparison of four-lane vectors: compared one by one, the optimizer turned the first two back
  /// into branches in the grid's loop over a cell, which a crowd of balls mispredicts. In wasm,
  /// where Swift's comparisons of `SIMD4<Double>` go lane by lane through memory and the scalar
  /// ones became branches there too, they are two `f64x2` comparisons of the corners (CLanes).
  func overlaps(_ o: AABB) -> Bool {
    #if hasFeature(Embedded)
      kinetic_boxes_overlap(SIMD2(minX, minY), SIMD2(maxX, maxY), SIMD2(o.minX, o.minY), SIMD2(o.maxX, o.maxY))
    #else
      all(SIMD4(minX, o.minX, minY, o.minY) .<= SIMD4(o.maxX, maxX, o.maxY, maxY))
    #endif
  }

  /// Whether `o` lies inside this box, edges included (false if either holds a NaN): four
  /// comparisons joined without a branch, in every build. Its callers (the sweep's pair cache)
  /// nearly always get the same answer, so it was not given `overlaps`' vector form.
  func contains(_ o: AABB) -> Bool {
    (minX <= o.minX).and(minY <= o.minY).and(o.maxX <= maxX).and(o.maxY <= maxY)
  }

  func expanded(by m: Double) -> AABB { AABB(minX: minX - m, minY: minY - m, maxX: maxX + m, maxY: maxY + m) }

  /// The box swept along `d`: the union of the box and the box moved by `d`. Each side moves by
  /// `min(0, ·)` or `max(0, ·)` of `d`'s component, chosen side by side without a branch.
  func swept(by d: Vector) -> AABB {
    #if hasFeature(Embedded)
      var low = SIMD2(minX, minY)
      var high = SIMD2(maxX, maxY)
      kinetic_sweep_corners(&low, &high, SIMD2(d.dx, d.dy))
      return AABB(minX: low.x, minY: low.y, maxX: high.x, maxY: high.y)
    #else
      AABB(minX: minX + min(0, d.dx), minY: minY + min(0, d.dy), maxX: maxX + max(0, d.dx), maxY: maxY + max(0, d.dy))
    #endif
  }

  var width: Double { maxX - minX }
  var height: Double { maxY - minY }
}

extension Bool {
  /// Whether both are true, with `other` already evaluated: a select of two bits the compiler makes
  /// an `and`, where `&&` may branch on `self`.
  @inline(__always)
  fileprivate func and(_ other: Bool) -> Bool { self ? other : false }
}
