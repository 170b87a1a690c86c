import Geometry

/// An axis-aligned bounding box, in points. Its overlap test and sweep are in the wide-math layer
/// (Lanes.swift), where they differ by target.
struct AABB {
  var minX: Double
  var minY: Double
  var maxX: Double
  var maxY: Double

  static let empty = AABB(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

  /// Whether `o` lies inside this box, edges included (false if either holds a NaN): four
  /// comparisons joined without a branch, in every build. Its callers (the sweep's pair cache)
  /// nearly always get the same answer, so it was not given `overlaps`' vector form.
  func contains(_ o: AABB) -> Bool {
    (minX <= o.minX).and(minY <= o.minY).and(o.maxX <= maxX).and(o.maxY <= maxY)
  }

  /// Whether `p` lies within these bounds grown by `margin` points on every side.
  @inline(__always)
  func contains(_ p: Point, margin: Double) -> Bool {
    (minX - margin <= p.x).and(p.x <= maxX + margin).and(minY - margin <= p.y).and(p.y <= maxY + margin)
  }

  func expanded(by m: Double) -> AABB { AABB(minX: minX - m, minY: minY - m, maxX: maxX + m, maxY: maxY + m) }

  var width: Double { maxX - minX }
  var height: Double { maxY - minY }
}

extension Bool {
  /// Whether both are true, with `other` already evaluated: a select of two bits the compiler makes
  /// an `and`, where `&&` may branch on `self`.
  @inline(__always)
  fileprivate func and(_ other: Bool) -> Bool { self ? other : false }
}
