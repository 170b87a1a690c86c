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

/// The part of a body the solver changes in its inner loops (Box2D's `b2BodyState`).
struct BodyState {
  var v = Vector.zero
  var w = 0.0
  /// Displacement of the centre of mass since the step began.
  var dp = Vector.zero
  /// Rotation since the step began.
  var dq = Rotation.identity
}

/// Bookkeeping the solver never reads.
struct BodyInfo {
  var type = BodyType.dynamic
  var generation: UInt32 = 0
  var isAlive = true
  var shapes: [Int32] = []
  var fixedRotation = false
  var solidBalls = false
  /// Where code asked a kinematic body to be at the end of the next step.
  var kinematicTarget: Transform?
  /// False while the body sleeps.
  var isAwake = true
  /// Seconds the body has moved slower than the sleep threshold.
  var sleepTime = 0.0
  /// The group the body fell asleep with; waking one wakes them all.
  var sleepIsland: Int32 = -1
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
