import Geometry

/// What the narrow phase asks of a moving circle to decide whether a pair of circles has a contact
/// this step, copied into one small record per shape: the broad phase asks it first and drops the
/// pairs that surely have none, before the narrow phase reads two shapes and two bodies for them.
///
/// In a crowd of balls, boxes overlap for many pairs that never come within the speculative margin
/// (diagonal neighbours, whose boxes meet at their corners), and each such pair would cost the
/// narrow phase its reads. The test keeps every pair the narrow phase could give a manifold, so
/// dropping the others changes no result.
struct CircleReach {
  /// The circle's centre in world space, in points, computed as the narrow phase computes it.
  var center = Point(x: 0, y: 0)
  /// The circle's radius, in points.
  var radius = 0.0
  /// The body's centre of mass, in points.
  var bodyCenter = Point(x: 0, y: 0)
  /// The body's velocity, in points/s.
  var velocity = Vector.zero
  /// How fast turning moves the shape's surface: spin (radians/s) times half its bounds' larger
  /// side, in points/s.
  var spinSpeed = 0.0
  /// Whether the shape is a circle; pairs with any other shape are always kept.
  var isCircle = false
  /// Whether the body is dynamic (the margin then follows the line between the centres).
  var isDynamic = false

  /// A shape that is not a circle: its pairs are always kept.
  init() {}

  /// A circle of `radius` centred at `center` on a body whose centre of mass is `bodyCenter`,
  /// moving at `velocity` (points/s) and turning at `spin` (radians/s), with `size` half the
  /// larger side of its bounds (points).
  init(center: Point, radius: Double, bodyCenter: Point, velocity: Vector, spin: Double, size: Double, isDynamic: Bool)
  {
    self.center = center
    self.radius = radius
    self.bodyCenter = bodyCenter
    self.velocity = velocity
    spinSpeed = abs(spin) * size
    isCircle = true
    self.isDynamic = isDynamic
  }

  /// The relative widening of the margin against the different rounding of this test and the
  /// narrow phase's: far above Double's 1e-16, far below any distance that matters.
  static let slack = 1e-9

  /// False when the narrow phase would surely find no contact between the two circles: their gap
  /// is wider than `margin` (points) plus how far they approach each other in `dt` seconds,
  /// measured as the narrow phase measures it. True for every other pair, and whenever a position
  /// or speed is not a number.
  @inline(__always)
  static func mayTouch(_ a: CircleReach, _ b: CircleReach, dt: Double, margin: Double) -> Bool {
    guard a.isCircle && b.isCircle else { return true }
    // Circles within the margin of each other touch whatever their speeds: most kept pairs.
    let offset = b.center - a.center
    let touching = a.radius + b.radius + margin
    if offset.lengthSquared <= touching * touching { return true }
    let relative = a.velocity - b.velocity
    var closing: Double
    if a.isDynamic && b.isDynamic {
      let line = b.bodyCenter - a.bodyCenter
      let length = line.length
      guard length > 0 else { return true }
      closing = max(0, relative.dot(line) / length)
    } else {
      closing = relative.length
    }
    closing += a.spinSpeed + b.spinSpeed
    let reach = margin + closing * dt
    let gap = offset.length - a.radius - b.radius
    return !(gap > reach + slack * (1 + abs(reach) + abs(gap) + a.radius + b.radius))
  }
}
