import Geometry

// The force laws, for an item at `offset` from the field's position (points), with velocity v (pt/s),
// mass m, charge q, step h = 1/120 s, gravity unit g = 1000 pt/s², reference mass M = 10 000, and
// s = strength × max(|offset|, minimumRadius)^−falloff:
//
//   linear gravity  F = m g s direction                 radial gravity  F = −m g s offset/|offset|
//   spring          F = −M (2π)² s offset               vortex          F = 2π m s (offset.dy, −offset.dx)
//   noise           F = m g s n(p, t)                   turbulence      F = m s |v| n(p, t)
//   electric        F = q M g s offset/|offset|
//   drag            Δv = −v kh / (1 + kh), k = M s / m   (implicit: stable and never reverses the item)
//   velocity        Δv = direction s − v                 (the item leaves the step's start at the target)
//   magnetic        Δv = R(−2π q s M h / m) v − v        (an exact rotation: the speed is kept)
//
// where n is the seeded gradient noise of FieldBehavior+Noise and Δv-laws apply F = m Δv / h.
// Linear gravity is applied as a force, spread over the world's sub-steps like GravityBehavior's. Every
// other law is applied as the impulse F h before the step: its positions then integrate the new velocity
// (semi-implicit Euler), which keeps a spring's amplitude; a force spread over the sub-steps, whose
// positions see the velocity only partly updated, makes it grow by (1 + 3/8 ω²h²) per step.
// Counter-clockwise on screen (y down) turns (x, y) toward (y, −x).
extension FieldBehavior {
  /// The reference item's mass: 100 × 100 points at density 1 (UIKit's unit item).
  static let referenceMass = 10_000.0

  /// The force this field puts on an item, in mass·pt/s², before the region check.
  ///
  /// - Parameters:
  ///   - offset: The item's centre minus `position`, in points.
  ///   - velocity: The item's velocity, in points per second.
  ///   - mass: The item's mass (density × area), above 0.
  ///   - charge: The item's charge.
  ///   - time: The animator's elapsed time, in seconds (noise and turbulence).
  func force(offset: Vector, velocity: Vector, mass: Double, charge: Double, time: Double) -> Vector {
    let distance = offset.length
    let s = strength * FieldBehavior.falloffScale(distance: distance, falloff: falloff, minimumRadius: minimumRadius)
    let g = GravityBehavior.accelerationUnit
    let m0 = FieldBehavior.referenceMass
    let h = DynamicAnimator.timeStep
    let away = distance > 0 ? offset / distance : .zero
    switch kind {
    case .linearGravity:
      return direction * (mass * g * s)
    case .radialGravity:
      return away * (-mass * g * s)
    case .spring:
      return offset * (-m0 * 4 * Trig.pi * Trig.pi * s)
    case .vortex:
      return Vector(dx: offset.dy, dy: -offset.dx) * (2 * Trig.pi * mass * s)
    case .noise:
      return noise(at: offset, time: time) * (mass * g * s)
    case .turbulence:
      return noise(at: offset, time: time) * (mass * s * velocity.length)
    case .electric:
      return away * (charge * m0 * g * s)
    case .drag:
      let kh = m0 * s / mass * h
      let change = kh >= 0 ? velocity * (-kh / (1 + kh)) : velocity * -kh
      return change * (mass / h)
    case .velocity:
      return (direction * s - velocity) * (mass / h)
    case .magnetic:
      let angle = 2 * Trig.pi * charge * s * m0 / mass * h
      let (c, n) = (Trig.cos(angle), Trig.sin(angle))
      let turned = Vector(dx: velocity.dx * c + velocity.dy * n, dy: velocity.dy * c - velocity.dx * n)
      return (turned - velocity) * (mass / h)
    }
  }

  /// The noise vector at `offset` from the field's position and at `time` seconds, each component
  /// roughly within −1…1 (see `smoothness`, `animationSpeed` and `seed`).
  func noise(at offset: Vector, time: Double) -> Vector {
    let cellsPerPoint = (1 - smoothness) * (1 - smoothness) / 10
    return FieldBehavior.noise(
      x: offset.dx * cellsPerPoint + 0.2718, y: offset.dy * cellsPerPoint + 0.5772,
      t: animationSpeed * time + 0.3141, seed: seed)
  }
}
