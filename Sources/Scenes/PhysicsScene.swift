import Geometry
import Physics

/// An engine-neutral physics scene (the JSON format of `docs/physics-scene-format.md`): gravity,
/// a fixed step, static boxes, dynamic circles and boxes, one contact material, and the regions
/// that tell whether a body escaped.
public struct PhysicsScene: Sendable {
  /// A static or dynamic body's shape and initial state, in points (y down).
  public struct BodySpec: Sendable {
    /// A circle of `radius`, or a box of `width` × `height`.
    public enum Kind: Sendable {
      /// A circle.
      case circle(radius: Double)
      /// An axis-aligned box.
      case box(width: Double, height: Double)
    }
    /// The shape.
    public var kind: Kind
    /// Centre, in points.
    public var center: Point
    /// Initial velocity, in points/s.
    public var velocity: Vector

    /// Creates a body spec.
    public init(kind: Kind, center: Point, velocity: Vector = .zero) {
      self.kind = kind
      self.center = center
      self.velocity = velocity
    }
  }

  /// The scene's name, e.g. `balls_in_box`.
  public var name: String
  /// Its variant, e.g. `n500`.
  public var variant: String
  /// Gravity, in points/s².
  public var gravity: Vector
  /// The fixed step, in seconds.
  public var dt: Double
  /// Steps to run.
  public var steps: Int
  /// The effective restitution of every pair.
  public var restitution: Double
  /// The effective friction of every pair.
  public var friction: Double
  /// Density of every dynamic body.
  public var density: Double
  /// Static boxes.
  public var statics: [BodySpec]
  /// Dynamic bodies, in order.
  public var dynamics: [BodySpec]
  /// A centre outside this is deeper than its radius inside a wall.
  public var inner: Rect
  /// A centre outside this went through a wall.
  public var outer: Rect
  /// The pyramid's top box, when the scene has one.
  public var topIndex: Int?
  /// The pyramid's ground top, when the scene has one.
  public var groundTop: Double?

  /// Creates a scene.
  public init(
    name: String, variant: String, gravity: Vector, dt: Double, steps: Int, restitution: Double, friction: Double,
    density: Double, statics: [BodySpec], dynamics: [BodySpec], inner: Rect, outer: Rect, topIndex: Int? = nil,
    groundTop: Double? = nil
  ) {
    self.name = name
    self.variant = variant
    self.gravity = gravity
    self.dt = dt
    self.steps = steps
    self.restitution = restitution
    self.friction = friction
    self.density = density
    self.statics = statics
    self.dynamics = dynamics
    self.inner = inner
    self.outer = outer
    self.topIndex = topIndex
    self.groundTop = groundTop
  }

  /// `name_variant`, e.g. `pyramid_h20`.
  public var label: String { variant.isEmpty ? name : name + "_" + variant }

  /// Builds the world: one static body holding every static box, one body per dynamic spec.
  public func makeWorld() -> (PhysicsWorld, [BodyID]) {
    let world = PhysicsWorld(gravity: gravity)
    world.enableSleep = false
    var groundDef = BodyDefinition()
    groundDef.type = .static
    let ground = world.createBody(groundDef)
    for s in statics {
      var shape = ShapeDefinition(geometry: geometry(s.kind, offset: Vector(dx: s.center.x, dy: s.center.y)))
      shape.friction = friction
      shape.restitution = restitution
      world.addShape(shape, to: ground)
    }
    var bodies: [BodyID] = []
    bodies.reserveCapacity(dynamics.count)
    for d in dynamics {
      var def = BodyDefinition()
      def.position = d.center
      def.linearVelocity = d.velocity
      let id = world.createBody(def)
      var shape = ShapeDefinition(geometry: geometry(d.kind, offset: .zero))
      shape.density = density
      shape.friction = friction
      shape.restitution = restitution
      world.addShape(shape, to: id)
      bodies.append(id)
    }
    return (world, bodies)
  }

  private func geometry(_ kind: BodySpec.Kind, offset: Vector) -> ShapeGeometry {
    switch kind {
    case .circle(let r): return .circle(center: offset, radius: r)
    case .box(let w, let h):
      let hw = w / 2
      let hh = h / 2
      return .polygon([
        offset + Vector(dx: -hw, dy: -hh), offset + Vector(dx: hw, dy: -hh),
        offset + Vector(dx: hw, dy: hh), offset + Vector(dx: -hw, dy: hh),
      ])
    }
  }
}
