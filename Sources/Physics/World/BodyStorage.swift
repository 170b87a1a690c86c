import Geometry

/// Where a body is and how it responds to forces (read every step; Box2D's `b2BodySim`).
struct BodySim {
  /// The body origin's transform.
  var xf = Transform.identity
  /// World centre of mass.
  var center = Point.zero
  /// Centre of mass at the start of the step.
  var center0 = Point.zero
  /// Rotation at the start of the step.
  var q0 = Rotation.identity
  /// Centre of mass in the body frame.
  var localCenter = Vector.zero
  var mass = 0.0
  var invMass = 0.0
  var invInertia = 0.0
  var force = Vector.zero
  var torque = 0.0
  var linearDamping = 0.0
  var angularDamping = 0.0
  var gravityScale = 1.0
}

/// Whether contacts can move a body and turn it, one byte a body: the passes that ask it of both
/// bodies of every contact (colouring, the bounce energy guard) read a small array that stays in the
/// cache rather than a `BodySim` of 168 bytes.
struct Mobility: OptionSet {
  let rawValue: UInt8
  /// It has an inverse mass (a dynamic body).
  static let translates = Mobility(rawValue: 1)
  /// It has an inverse rotational inertia.
  static let rotates = Mobility(rawValue: 2)

  init(rawValue: UInt8) { self.rawValue = rawValue }

  /// What `sim`'s inverse mass and inertia allow.
  init(_ sim: BodySim) {
    self = []
    if sim.invMass > 0 { insert(.translates) }
    if sim.invInertia > 0 { insert(.rotates) }
  }
}

/// The part of a body the solver changes in its inner loops (Box2D's `b2BodyState`), in Float and
/// laid out as two 16-byte halves, so the contact solver gathers four bodies into lanes with a 4×4
/// transpose. A static body keeps velocities of zero and the identity rotation.
///
/// Code outside the contact solver reads and writes it in Double through `v`, `w`, `dp` and `dq`:
/// Float converts to Double exactly, and each write rounds once to the nearest Float. Each write
/// stores its whole half at once: the solver reads a half as one 16-byte vector, and a vector read
/// of fields just written one by one waits for the stores to reach the cache.
struct BodyState {
  /// (vx, vy, w, 0): velocity in points/s and spin in radians/s.
  var motion = Lanes.zero
  /// (dpx, dpy, cos, sin): displacement of the centre of mass since the step began, in points, and
  /// rotation since then.
  var moved = Lanes(0, 0, 1, 0)

  /// Velocity of the centre of mass, in points/s.
  var v: Vector {
    get { Vector(dx: Double(motion.x), dy: Double(motion.y)) }
    set { motion = Lanes(Float(newValue.dx), Float(newValue.dy), motion.z, motion.w) }
  }

  /// Spin, in radians/s.
  var w: Double {
    get { Double(motion.z) }
    set { motion = Lanes(motion.x, motion.y, Float(newValue), motion.w) }
  }

  /// Displacement of the centre of mass since the step began, in points.
  var dp: Vector {
    get { Vector(dx: Double(moved.x), dy: Double(moved.y)) }
    set { moved = Lanes(Float(newValue.dx), Float(newValue.dy), moved.z, moved.w) }
  }

  /// Sets the velocity and spin, each component rounded to the nearest Float, in one store.
  @inline(__always)
  mutating func setMotion(_ v: Vector, _ w: Double) {
    motion = Lanes(Float(v.dx), Float(v.dy), Float(w), motion.w)
  }

  /// Sets the velocity and spin with each component rounded toward zero: the body's kinetic
  /// energy is then at most that of the exact values, never above (for the bounce energy guard).
  @inline(__always)
  mutating func setMotionRoundingDown(_ v: Vector, _ w: Double) {
    motion = Lanes(Self.towardZero(v.dx), Self.towardZero(v.dy), Self.towardZero(w), 0)
  }

  /// `x` as the Float nearest it that is no larger in magnitude. Where rounding to nearest went
  /// away from zero (as likely as not, so a branch on it mispredicts), the Float is nonzero and
  /// one less in its bit pattern (sign and magnitude) is the next one toward zero.
  @inline(__always)
  private static func towardZero(_ x: Double) -> Float {
    let f = Float(x)
    let away: UInt32 = abs(Double(f)) > abs(x) ? 1 : 0
    return Float(bitPattern: f.bitPattern &- away)
  }

  /// Rotation since the step began.
  var dq: Rotation {
    get { Rotation(c: Double(moved.z), s: Double(moved.w)) }
    set { moved = Lanes(moved.x, moved.y, Float(newValue.c), Float(newValue.s)) }
  }
}

/// Bookkeeping the solver never reads.
struct BodyInfo {
  var type = BodyType.dynamic
  /// False while the body sleeps. Next to `type`, so the narrow phase reads both from one cache line.
  var isAwake = true
  var generation: UInt32 = 0
  var isAlive = true
  var shapes: [Int32] = []
  var fixedRotation = false
  var solidBalls = false
  /// Where code asked a kinematic body to be at the end of the next step.
  var kinematicTarget: Transform?
  /// Seconds the body has moved slower than the sleep threshold.
  var sleepTime = 0.0
  /// The group the body fell asleep with; waking one wakes them all.
  var sleepIsland: Int32 = -1
  /// For a body of one polygon, the radius of the largest circle about its centre of mass inside
  /// it, in points (Box2D's minimum extent); 0 for any other body. Continuous collision sweeps a
  /// circle this size, so a body that moves less than half of it in a step is left alone.
  var insideRadius = 0.0
}

/// What kind of outline a shape has.
enum ShapeKind {
  case circle
  case polygon
  case segment
}

/// One collision shape and its material, as plain values the collision loops copy freely.
/// Polygon and segment vertices live in the world's flat vertex arrays at `polygonStart`.
struct ShapeRecord {
  var body: Int32
  var kind: ShapeKind
  /// Circle centre in the body frame.
  var center = Vector.zero
  /// Circle radius, in points.
  var radius = 0.0
  var density: Double
  var friction: Double
  var restitution: Double
  var filter: CollisionFilter
  var userData: UInt64
  var isAlive = true
  /// Incremented each time the slot is reused (see `ShapeID`).
  var generation: UInt32 = 0
  var isStatic = false
  /// Bounds at the current transform.
  var aabb = AABB.empty
  /// Offset and count of this shape's vertices in the world's vertex arrays.
  var polygonStart: Int32 = 0
  var polygonCount: Int32 = 0
}
