import Geometry

/// One item's simulation state inside the world.
struct Body {
  /// The item the body stands for (cold data).
  let item: any DynamicItem
  /// A number given once per body, never reused; orders events deterministically.
  let serial: UInt32
  var shape: Shape
  var material = Material()
  var position: Point
  var angle: Double
  var linearVelocity = Vector.zero
  var angularVelocity = 0.0
  /// Force accumulated for this step, in mass·points/s².
  var force = Vector.zero
  /// Torque accumulated for this step.
  var torque = 0.0
  var mass = 1.0
  var invMass = 1.0
  var invInertia = 1.0
  /// Bit k set: collides with the items of collision behavior k.
  var itemMask: UInt64 = 0
  /// Bit k set: collides with the boundaries of collision behavior k.
  var boundaryMask: UInt64 = 0
  /// Where an anchored body must be at the end of the coming step (set by `updateItem`).
  var kinematicTarget: Point?

  init(item: any DynamicItem, serial: UInt32) {
    self.item = item
    self.serial = serial
    self.shape = Shape(item: item)
    self.position = item.center
    self.angle = item.rotation
  }

  /// True when physics moves this body.
  var isDynamic: Bool { !material.isAnchored }

  /// Recomputes mass properties from the shape and material.
  mutating func updateMass() {
    mass = max(material.density, 1e-9) * max(shape.area, 1e-9)
    if material.isAnchored {
      invMass = 0
      invInertia = 0
    } else {
      invMass = 1 / mass
      invInertia = material.allowsRotation ? 1 / (mass * max(shape.inertiaPerMass, 1e-9)) : 0
    }
  }

  /// The shape's vertices in world coordinates at `position` and `angle` (polygons only).
  func worldVertices(at p: Point) -> [Point] {
    guard case .polygon(let local) = shape else { return [] }
    if angle == 0 { return local.map { p + $0 } }
    let c = Trig.cos(angle)
    let s = Trig.sin(angle)
    return local.map { p + Vector(dx: c * $0.dx - s * $0.dy, dy: s * $0.dx + c * $0.dy) }
  }
}
