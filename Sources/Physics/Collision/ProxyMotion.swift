import Geometry

/// How a moving shape travels over one step, for culling the broad phase's pairs of fast bodies:
/// bodies that cross many times their size in a step have swept bounds that overlap most of the
/// scene, and most such pairs never come near each other.
struct ProxyMotion {
  /// The body's centre of mass as the step begins, in points.
  var center = Point(x: 0, y: 0)
  /// How far the centre moves over the step at the body's velocity, in points.
  var travel = Vector.zero
  /// The length of `travel`, in points.
  var distance = 0.0
  /// How far the shape reaches from the centre, at most (turning cannot take it farther), in points.
  var reach = 0.0
  /// Half the larger side of the shape's bounds, in points.
  var size = 0.0
  /// Whether the body is dynamic: kinematic bodies are never culled.
  var isDynamic = false

  /// Steps' worth of motion, in multiples of its size, from which a body's pairs are culled.
  /// Gravity piles stay well below it, and keep every pair they had.
  static let cullingSpeed = 16.0

  /// The motion of a shape with bounds `box` on a body centred at `center`, moving at `velocity`
  /// (points/s) for `dt` seconds.
  init(box: AABB, center: Point, velocity: Vector, dt: Double, isDynamic: Bool) {
    self.center = center
    travel = velocity * dt
    distance = velocity.length * dt
    // √2 times the larger distance to a side of the bounds is no less than that to their farthest
    // corner, and needs no square root.
    reach =
      2.0.squareRoot() * max(center.x - box.minX, box.maxX - center.x, center.y - box.minY, box.maxY - center.y)
    size = 0.5 * max(box.width, box.height)
    self.isDynamic = isDynamic
  }

  /// An empty motion (a slot no moving shape uses).
  init() {}

  /// False when two dynamic bodies, one of them fast, keep farther apart over the step than their
  /// reaches plus `margin` (points) as each moves on a straight line at its velocity: such a pair
  /// needs no contact, rather than a speculative one along the line between their centres that
  /// could stop them for nothing. True for every other pair.
  @inline(__always)
  static func mayMeet(_ a: ProxyMotion, _ b: ProxyMotion, margin: Double) -> Bool {
    guard a.isDynamic && b.isDynamic, max(a.distance, b.distance) >= cullingSpeed * min(a.size, b.size) else {
      return true
    }
    let offset = b.center - a.center
    let motion = b.travel - a.travel
    let length = motion.lengthSquared
    let t = length > 0 ? min(1, max(0, -offset.dot(motion) / length)) : 0
    let range = a.reach + b.reach + margin
    return (offset + motion * t).lengthSquared <= range * range
  }
}
