/// A 2D affine transform, `[a b 0; c d 0; tx ty 1]`, applied to row vectors as in Core Graphics.
///
/// A point maps to `(a·x + c·y + tx, b·x + d·y + ty)`. `t1.concatenating(t2)` applies `t1` first.
public struct AffineTransform: Hashable, Sendable {
  /// Scale/rotation entry mapping x to x.
  public var a: Double
  /// Rotation/shear entry mapping x to y.
  public var b: Double
  /// Rotation/shear entry mapping y to x.
  public var c: Double
  /// Scale/rotation entry mapping y to y.
  public var d: Double
  /// Horizontal translation, in points.
  public var tx: Double
  /// Vertical translation, in points.
  public var ty: Double

  /// Creates a transform from its six entries.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation by (`x`, `y`) points.
  public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
  /// A scale by `sx` horizontally and `sy` vertically.
  public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
  /// A rotation by `angle` radians (clockwise on screen, since y points down).
  public init(rotationAngle angle: Double) {
    let s = Trig.sin(angle)
    let co = Trig.cos(angle)
    self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
  }

  /// True for the identity transform.
  public var isIdentity: Bool { self == .identity }
  /// The rotation angle this transform applies, in radians.
  public var rotationAngle: Double { Trig.atan2(b, a) }

  /// This transform followed by `t`.
  public func concatenating(_ t: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * t.a + b * t.c, b: a * t.b + b * t.d,
      c: c * t.a + d * t.c, d: c * t.b + d * t.d,
      tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
  }

  /// The inverse transform, or nil when the transform is singular.
  public func inverted() -> AffineTransform? {
    let det = a * d - b * c
    guard det != 0, det.isFinite else { return nil }
    return AffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }

  /// Maps a point.
  public func apply(to p: Point) -> Point { Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }
  /// Maps a vector (ignores translation).
  public func apply(to v: Vector) -> Vector { Vector(dx: a * v.dx + c * v.dy, dy: b * v.dx + d * v.dy) }
}
