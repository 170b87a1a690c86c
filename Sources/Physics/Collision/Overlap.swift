import Geometry

/// Closest-point queries.
enum Overlap {
  /// The closest point to `p` on the segment a–b.
  static func closestPoint(on a: Point, _ b: Point, to p: Point) -> Point {
    let e = b - a
    let ll = e.lengthSquared
    guard ll > 0 else { return a }
    let t = min(1, max(0, (p - a).dot(e) / ll))
    return a + e * t
  }
}
