import Geometry

/// A joint as the solver keeps it: the definition in body frames plus the impulses it carries
/// from step to step. A `bodyB` of −1 means the world: its "anchor" is a fixed world point.
struct JointConstraint {
  var kind: JointKind
  var bodyA: Int32
  var bodyB: Int32
  /// Anchors in their bodies' frames (from the body origin); for the world, the world point.
  var localAnchorA: Vector
  var localAnchorB: Vector
  /// Prismatic slide axis in body A's frame.
  var localAxisA = Vector(dx: 1, dy: 0)
  /// Angle of B relative to A when the joint was made.
  var referenceAngle = 0.0
  var length = 0.0
  var minLength = 0.0
  var maxLength = Double.infinity
  var hertz = 0.0
  var dampingRatio = 0.0
  var enableSpring = false
  var frictionTorque = 0.0
  var enableLimit = false
  var lowerTranslation = 0.0
  var upperTranslation = 0.0
  var generation: UInt32 = 0
  var isAlive = true

  // Per step (set by `JointSolver.prepare`).
  /// Anchors from each centre of mass, rotated into the world at the step's start.
  var anchorA = Vector.zero
  var anchorB = Vector.zero
  var deltaCenter = Vector.zero
  var deltaAngle = 0.0
  var axisA = Vector.zero
  var mA = 0.0
  var iA = 0.0
  var mB = 0.0
  var iB = 0.0
  var axialMass = 0.0
  var springSoftness = Softness(hertz: 0, zeta: 0, h: 1)

  // Accumulated impulses, kept between steps for warm starting.
  var linearImpulse = Vector.zero
  var angularImpulse = 0.0
  var springImpulse = 0.0
  var lowerImpulse = 0.0
  var upperImpulse = 0.0
  var frictionImpulse = 0.0
}
