/// The physical properties a `DynamicItemBehavior` gives its items (UIKit's defaults).
struct Material {
  /// Bounciness: 0 keeps no normal speed after a collision, 1 keeps all of it. Non-dimensional.
  var elasticity = 0.0
  /// Coulomb friction coefficient, non-dimensional.
  var friction = 0.0
  /// Mass per square point.
  var density = 1.0
  /// Linear damping, per second: velocity is divided by (1 + resistance·dt) each step.
  var resistance = 0.0
  /// Angular damping, per second.
  var angularResistance = 0.0
  /// Whether collisions and torques may turn the item.
  var allowsRotation = true
  /// Anchored items never move by physics; they collide as if infinitely heavy.
  var isAnchored = false
  /// Electric charge, used by electric and magnetic fields.
  var charge = 0.0
}
