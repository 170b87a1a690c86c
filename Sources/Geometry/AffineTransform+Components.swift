extension AffineTransform {
  /// A transform's parts when it scales, then rotates, then translates (no shear).
  public struct Components: Equatable, Sendable {
    /// Horizontal scale (negative when the transform mirrors).
    public var scaleX: Double
    /// Vertical scale.
    public var scaleY: Double
    /// Rotation, in radians (clockwise on screen).
    public var rotation: Double
    /// Translation, in points.
    public var translation: Vector
  }

  /// Scales by (`scaleX`, `scaleY`), then rotates by `rotation` radians, then translates.
  public init(translation: Vector, scaleX: Double, scaleY: Double, rotation: Double) {
    let s = Trig.sin(rotation)
    let c = Trig.cos(rotation)
    self.init(a: scaleX * c, b: scaleX * s, c: -scaleY * s, d: scaleY * c, tx: translation.dx, ty: translation.dy)
  }

  /// The scale, rotation and translation this transform applies (shear is dropped).
  public var decomposed: Components {
    let scaleX = (a * a + b * b).squareRoot()
    let rotation = scaleX > 0 ? Trig.atan2(b, a) : 0
    let scaleY = scaleX > 0 ? (a * d - b * c) / scaleX : (c * c + d * d).squareRoot()
    return Components(scaleX: scaleX, scaleY: scaleY, rotation: rotation, translation: Vector(dx: tx, dy: ty))
  }
}
