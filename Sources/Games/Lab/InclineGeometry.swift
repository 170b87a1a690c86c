import Geometry

/// Where the Incline's parts stand for a canvas size and a slope: the ground strip along the
/// bottom, and on it a right triangle whose hypotenuse is the slope, its right angle under the
/// high end — the textbook picture of an inclined plane.
///
/// The slope keeps its length as it tilts, and the triangle's base stays centred on the canvas.
/// Screen coordinates, in points, y down; a positive slope leans down to the right.
public struct InclineGeometry: Equatable, Sendable {
  /// The steepest slope either way, in degrees (the layout leaves room for it).
  public static let maximumSlope = 45.0
  /// The canvas size, in points.
  public let size: Size
  /// The slope, in degrees, clamped to ±`maximumSlope`.
  public let slope: Double
  /// The top of the ground strip, in points from the top of the canvas.
  public let groundY: Double
  /// The length of the slope (the triangle's hypotenuse), in points.
  public let slopeLength: Double

  /// The parts laid out for a canvas of `size` points at `slope` degrees.
  public init(size: Size, slope: Double) {
    let w = max(size.width, 160)
    let h = max(size.height, 160)
    self.size = Size(width: w, height: h)
    self.slope = min(InclineGeometry.maximumSlope, max(-InclineGeometry.maximumSlope, slope.isFinite ? slope : 0))
    groundY = h - min(max(0.08 * h, 22), 48)
    // At the steepest slope the high end stays a few ball widths below the top of the canvas.
    let headroom = min(max(0.1 * groundY, 36), 90)
    let steepest = Trig.sin(InclineGeometry.maximumSlope * Trig.pi / 180)
    slopeLength = max(60, min(0.84 * w, (groundY - headroom) / steepest, 640))
  }

  /// The slope in radians: the plane's rotation on screen (clockwise positive).
  public var angle: Double { slope * Trig.pi / 180 }

  /// The triangle's base width, in points.
  public var baseWidth: Double { slopeLength * Trig.cos(angle) }

  /// The triangle's height, in points (zero on a level plane).
  public var height: Double { slopeLength * abs(Trig.sin(angle)) }

  /// The left end of the triangle's base.
  public var baseLeft: Double { size.width / 2 - baseWidth / 2 }

  /// The right end of the triangle's base.
  public var baseRight: Double { size.width / 2 + baseWidth / 2 }

  /// The top of the slope: above the left end of the base when it leans right (or is level).
  public var highEnd: Point {
    Point(x: slope >= 0 ? baseLeft : baseRight, y: groundY - height)
  }

  /// The foot of the slope, on the ground.
  public var lowEnd: Point { Point(x: slope >= 0 ? baseRight : baseLeft, y: groundY) }

  /// The left end of the slope: its top when it leans right, its foot when it leans left.
  public var leftEnd: Point { slope >= 0 ? highEnd : lowEnd }

  /// The right end of the slope: its foot when it leans right, its top when it leans left.
  public var rightEnd: Point { slope >= 0 ? lowEnd : highEnd }

  /// The unit vector along the slope from its left end to its right end; it turns smoothly
  /// through level, where `downhill` flips.
  public var rightward: Vector { Vector(dx: Trig.cos(angle), dy: Trig.sin(angle)) }

  /// The unit vector pointing down the slope (to the right on a level plane).
  public var downhill: Vector {
    let d = lowEnd - highEnd
    let length = d.length
    return length > 0 ? d / length : Vector(dx: 1, dy: 0)
  }

  /// The unit normal of the slope, pointing up out of the plane.
  public var upward: Vector { Vector(dx: downhill.dy, dy: -downhill.dx) * (slope >= 0 ? 1 : -1) }

  /// The triangle, in canvas coordinates: high end, the right angle below it, the foot.
  public var triangle: Path {
    var path = Path()
    path.move(to: highEnd)
    path.addLine(to: Point(x: highEnd.x, y: groundY))
    path.addLine(to: lowEnd)
    path.close()
    return path
  }

  /// The thickness of the solid slab under the slope that balls collide with, in points.
  public var slabThickness: Double { max(12, 0.04 * slopeLength) }

  /// The slab's centre: under the middle of the slope, half its thickness in.
  public var slabCenter: Point {
    Point(x: (highEnd.x + lowEnd.x) / 2, y: (highEnd.y + lowEnd.y) / 2) - upward * (slabThickness / 2)
  }

  /// Where a ball of `diameter` points rests on the slope, `distance` points down from its top.
  public func restingCenter(diameter: Double, distance: Double) -> Point {
    highEnd + downhill * distance + upward * (diameter / 2)
  }

  /// Where a ball of `diameter` points rests on the slope, its centre `distance` points along
  /// the slope from the left end.
  public func restingCenter(diameter: Double, fromLeft distance: Double) -> Point {
    leftEnd + rightward * distance + upward * (diameter / 2)
  }

  /// The post under the left or right end of the slope, standing in for the triangle's upright
  /// side: its outer face flush with the slab's end, its top just inside the slab, reaching below
  /// the ground (under the foot it lies wholly below it).
  public func post(atLeft: Bool) -> Rect {
    let end = atLeft ? leftEnd : rightEnd
    let width = slabThickness / 2
    let outer = end.x + (atLeft ? -1 : 1) * slabThickness * abs(Trig.sin(angle))
    return Rect(x: atLeft ? outer : outer - width, y: end.y + width, width: width, height: slopeLength)
  }

  /// How far `point` is above the slope's line (negative: below it, inside the plane).
  public func heightAboveSlope(_ point: Point) -> Double { (point - highEnd).dot(upward) }

  /// True when `x` is over the triangle's base.
  public func isOverBase(_ x: Double) -> Bool { x >= baseLeft && x <= baseRight }
}
