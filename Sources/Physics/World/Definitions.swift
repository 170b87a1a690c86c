import Geometry

/// Identifies a body in a `PhysicsWorld`; stale ids (of destroyed bodies) are detected by generation.
public struct BodyID: Hashable, Sendable {
  /// Slot in the world's body arrays.
  public let index: Int32
  /// Incremented each time the slot is reused.
  public let generation: UInt32
}

/// Identifies a shape in a `PhysicsWorld`. Slots of removed shapes are reused; the generation
/// tells a stale id from the shape that took its slot over.
public struct ShapeID: Hashable, Sendable {
  /// Slot in the world's shape arrays.
  public let index: Int32
  /// Incremented each time the slot is reused.
  public let generation: UInt32
}

/// How a body moves.
public enum BodyType: Sendable {
  /// Never moves; infinite mass (walls, boundaries).
  case `static`
  /// Moved by code at a set velocity; infinite mass (anchored items, paddles).
  case kinematic
  /// Moved by forces and contacts.
  case dynamic
}

/// Everything needed to create a body; reusable for many bodies (Box2D's `b2BodyDef`).
public struct BodyDefinition: Sendable {
  /// Static, kinematic or dynamic.
  public var type = BodyType.dynamic
  /// The body origin in the world, in points.
  public var position = Point.zero
  /// Rotation about the origin, in radians (clockwise on screen).
  public var angle = 0.0
  /// Initial velocity of the centre of mass, in points per second.
  public var linearVelocity = Vector.zero
  /// Initial angular velocity, in radians per second.
  public var angularVelocity = 0.0
  /// Linear damping per second, non-dimensional rate ≥ 0 (UIKit's `resistance`).
  public var linearDamping = 0.0
  /// Angular damping per second, ≥ 0.
  public var angularDamping = 0.0
  /// Multiplies the world's gravity for this body.
  public var gravityScale = 1.0
  /// When true the body never rotates.
  public var fixedRotation = false
  /// Treat circles as solid balls (inertia 2/5·m·r²) rather than discs (1/2·m·r²); Kinetic's items are balls.
  public var solidBalls = false
  /// Creates a definition with defaults: a dynamic body at the origin, at rest.
  public init() {}
}

/// Which shapes collide: A and B collide when A's category meets B's mask and B's category meets A's mask.
public struct CollisionFilter: Sendable {
  /// What this shape is.
  public var categoryBits: UInt64 = 1
  /// What this shape collides with.
  public var maskBits: UInt64 = .max
  /// Creates a filter.
  public init(categoryBits: UInt64 = 1, maskBits: UInt64 = .max) {
    self.categoryBits = categoryBits
    self.maskBits = maskBits
  }
}

/// Everything needed to add a shape to a body (Box2D's `b2ShapeDef`).
public struct ShapeDefinition: Sendable {
  /// The outline, in the body's frame.
  public var geometry: ShapeGeometry
  /// Mass per square point (non-dimensional scale; UIKit's default is 1).
  public var density = 1.0
  /// Coulomb friction coefficient; pairs mix as √(μa·μb).
  public var friction = 0.6
  /// Restitution 0…1; pairs use the larger one.
  public var restitution = 0.0
  /// Collision filtering.
  public var filter = CollisionFilter()
  /// A number the owner chooses, reported back in contact events.
  public var userData: UInt64 = 0
  /// Whether contacts of this shape appear in `PhysicsWorld.contactEvents`.
  public var reportsContacts = false
  /// Creates a definition for `geometry`.
  public init(geometry: ShapeGeometry) { self.geometry = geometry }
}

/// A contact that began or ended between two shapes during the last step.
public struct ShapeContactEvent: Sendable {
  /// True for began, false for ended.
  public var began: Bool
  /// The shape with the lower index.
  public var shapeA: ShapeID
  /// The other shape.
  public var shapeB: ShapeID
  /// A contact point (for ended events, the midpoint of the two bodies).
  public var point: Point
}
