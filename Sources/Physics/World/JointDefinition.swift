import Geometry

/// Identifies a joint in a `PhysicsWorld`; stale ids (of destroyed joints) are detected by generation.
public struct JointID: Hashable, Sendable {
  /// Slot in the world's joint array.
  public let index: Int32
  /// Incremented each time the slot is reused.
  public let generation: UInt32
}

/// How a joint constrains its two bodies.
public enum JointKind: Sendable, Equatable {
  /// Keeps the anchors `length` apart: rigid, a spring (`hertz` > 0), and/or held within
  /// `minLength…maxLength`.
  case distance
  /// Pins the anchors together and lets the bodies turn about them, against `frictionTorque`.
  case revolute
  /// Pins the anchors together and keeps the bodies' relative angle.
  case weld
  /// Lets body B slide along `axis` (fixed in body A) without turning, within
  /// `lowerTranslation…upperTranslation` when `enableLimit`.
  case prismatic
}

/// Everything needed to create a joint (Box2D's joint definitions, in one struct).
public struct JointDefinition: Sendable {
  /// The kind of constraint.
  public var kind: JointKind
  /// The first body.
  public var bodyA: BodyID
  /// The second body, or nil to attach body A to a fixed point of the world.
  public var bodyB: BodyID?
  /// Body A's anchor, in world points at creation.
  public var anchorA: Point
  /// Body B's anchor (or the world point), in world points at creation.
  public var anchorB: Point
  /// Rest length of a distance joint, in points.
  public var length = 0.0
  /// Shortest and longest a distance joint may get, in points; equal to `length` for a rigid rod.
  public var minLength = 0.0
  /// See `minLength`.
  public var maxLength = Double.infinity
  /// Spring stiffness of a distance joint as an oscillation frequency, in hertz; 0 is rigid.
  public var hertz = 0.0
  /// Damping ratio of the spring, non-dimensional (1 is critical).
  public var dampingRatio = 0.0
  /// Whether a distance joint is a spring (or a loose rope when `hertz` is 0) within its range.
  public var enableSpring = false
  /// Torque that resists relative turning of a revolute joint, in point-newtons (mass·pt²/s²).
  public var frictionTorque = 0.0
  /// Slide direction of a prismatic joint, in world coordinates at creation.
  public var axis = Vector(dx: 1, dy: 0)
  /// Whether a prismatic joint's translation is limited.
  public var enableLimit = false
  /// Lowest translation of a prismatic joint along `axis` from where it was created, in points
  /// (of B relative to A; of body A when the joint holds it to the world).
  public var lowerTranslation = 0.0
  /// Highest translation of a prismatic joint, in points.
  public var upperTranslation = 0.0

  /// Creates a definition joining `bodyA` at `anchorA` to `bodyB` (or the world) at `anchorB`.
  public init(kind: JointKind, bodyA: BodyID, anchorA: Point, bodyB: BodyID?, anchorB: Point) {
    self.kind = kind
    self.bodyA = bodyA
    self.bodyB = bodyB
    self.anchorA = anchorA
    self.anchorB = anchorB
    let d = (anchorB - anchorA).length
    length = d
    minLength = d
    maxLength = d
  }
}
