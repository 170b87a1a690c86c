import Geometry

/// A value an animator can move smoothly from one state to another.
public protocol Interpolatable: Equatable {
  /// The value `progress` of the way from `from` to `to` (0 gives `from`, 1 gives `to`; springs
  /// may ask for a little beyond either end).
  static func interpolate(from: Self, to: Self, progress: Double) -> Self
}

extension Double: Interpolatable {
  /// Linear interpolation.
  public static func interpolate(from: Double, to: Double, progress: Double) -> Double {
    from + (to - from) * progress
  }
}

extension Point: Interpolatable {
  /// Linear interpolation of both coordinates.
  public static func interpolate(from: Point, to: Point, progress: Double) -> Point {
    Point(
      x: .interpolate(from: from.x, to: to.x, progress: progress),
      y: .interpolate(from: from.y, to: to.y, progress: progress))
  }
}

extension Vector: Interpolatable {
  /// Linear interpolation of both components.
  public static func interpolate(from: Vector, to: Vector, progress: Double) -> Vector {
    from + (to - from) * progress
  }
}

extension Size: Interpolatable {
  /// Linear interpolation of width and height (never below zero).
  public static func interpolate(from: Size, to: Size, progress: Double) -> Size {
    Size(
      width: max(0, .interpolate(from: from.width, to: to.width, progress: progress)),
      height: max(0, .interpolate(from: from.height, to: to.height, progress: progress)))
  }
}

extension Rect: Interpolatable {
  /// Interpolates the origin and the size.
  public static func interpolate(from: Rect, to: Rect, progress: Double) -> Rect {
    Rect(
      origin: .interpolate(from: from.origin, to: to.origin, progress: progress),
      size: .interpolate(from: from.size, to: to.size, progress: progress))
  }
}

extension AffineTransform: Interpolatable {
  /// Interpolates translation, scale and rotation separately (rotation the short way round, so a
  /// turn of more than half a circle needs keyframes, as in UIKit).
  public static func interpolate(from: AffineTransform, to: AffineTransform, progress: Double) -> AffineTransform {
    let a = from.decomposed
    let b = to.decomposed
    var turn = b.rotation - a.rotation
    if turn > Trig.pi { turn -= 2 * Trig.pi }
    if turn < -Trig.pi { turn += 2 * Trig.pi }
    return AffineTransform(
      translation: Vector.interpolate(from: a.translation, to: b.translation, progress: progress),
      scaleX: Double.interpolate(from: a.scaleX, to: b.scaleX, progress: progress),
      scaleY: Double.interpolate(from: a.scaleY, to: b.scaleY, progress: progress),
      rotation: a.rotation + turn * progress)
  }
}
