// Perfectly elastic contacts (e = 1) of one point that bounce each sub-step bounce by Poisson's
// rule: once the points that pushed have closed (their bodies meet, approach no more and do not
// yet separate), each pushes once more with all the impulse it pushed with since it was last free.
// With velocities v₀ before the pushes, Δ what they changed and v = v₀ + Δ after them, closed
// points make Δ ⟂ v in the mass metric, so v + Δ has exactly the kinetic energy of v₀ = v − Δ,
// however many bodies press at once. Newton's rule (reverse each point's approach speed,
// `applyRestitution`) cannot promise that where several points press together: a ball knocked
// into a row of two touching ones, or a crowd of balls, loses energy.
//
// For the pushes to end closed, such a contact pushes against no speculative gap (it acts once
// the shapes touch, within the sub-step's travel), carries no impulse from one sub-step to the
// next (a bounce separates its bodies), and its relax pass may take a push back across a gap but
// not add one. `compress` then repeats the relax pass over the closed points until their normal
// speeds settle, and `bounceElastic` gives each push again. Fast contacts (which bounce once per
// step) and contacts of two points (box faces) keep Newton's rule: with Poisson's, a mix of
// elastic balls and boxes lost more energy. Benchmarks/physics/NOTES.md has the figures.

extension WideContactSolver {
  /// A point counts as closed when the separation the last pass measured is at most this, in points.
  static let closedSeparation: Float = 1e-6

  /// One more relax pass over the closed points of the elastic lanes. Returns whether such a point
  /// pushed; when one did, raises each lane of `largest` to that lane's change of normal speed, in
  /// points per second (lane by lane, as `applyRestitution` does).
  @discardableResult
  static func compress(
    _ c: inout WideContact, _ p1: UnsafeMutablePointer<WidePoint>, states: UnsafeMutableBufferPointer<BodyState>,
    largest: inout Lanes
  ) -> Bool {
    let lanes = c.elastic .> 0
    guard anyLane(lanes) else { return false }
    var bodies = Bodies(c, states)
    var changes = Lanes.zero
    var pushing = compress(&c.p0, &bodies, lanes, c.normalX, c.normalY, &changes)
    if c.hasSecondPoint { pushing .|= compress(&p1.pointee, &bodies, lanes, c.normalX, c.normalY, &changes) }
    bodies.store(c, states)
    guard anyLane(pushing) else { return false }
    largest = maximum(largest, changes)
    return true
  }

  /// The lanes `lanes` of `p` that are closed and have not bounced.
  @inline(__always)
  private static func closed(_ p: WidePoint, _ lanes: LaneMask) -> LaneMask {
    lanes .& (p.bounced .== 0) .& (p.separation .<= Lanes(repeating: closedSeparation))
  }

  @inline(__always)
  private static func compress(
    _ p: inout WidePoint, _ bodies: inout Bodies, _ lanes: LaneMask, _ nx: Lanes, _ ny: Lanes, _ largest: inout Lanes
  ) -> LaneMask {
    let active = closed(p, lanes)
    let vn = bodies.speed(nx, ny, p.rnA, p.rnB)
    let newImpulse = maximum(p.normalImpulse - p.normalMass * vn, .zero)
    let impulse = (newImpulse - p.normalImpulse).replacing(with: 0, where: .!active)
    p.normalImpulse += impulse
    p.maxNormalImpulse = maximum(p.maxNormalImpulse, impulse)
    bodies.apply(impulse, nx, ny, p.rnA, p.rnB)
    let size = impulse.replacing(with: -impulse, where: impulse .< 0)
    let change = (size / p.normalMass).replacing(with: 0, where: .!(p.normalMass .> 0))
    largest = maximum(largest, change)
    return active .& ((p.earlierImpulse + p.normalImpulse) .> 0)
  }

  /// Gives each closed point of the elastic lanes its pushes again.
  static func bounceElastic(
    _ c: inout WideContact, _ p1: UnsafeMutablePointer<WidePoint>, states: UnsafeMutableBufferPointer<BodyState>
  ) {
    let lanes = c.elastic .> 0
    var bodies = Bodies(c, states)
    bounceElastic(&c.p0, &bodies, lanes, c.normalX, c.normalY, c.restitution)
    if c.hasSecondPoint { bounceElastic(&p1.pointee, &bodies, lanes, c.normalX, c.normalY, c.restitution) }
    bodies.store(c, states)
  }

  @inline(__always)
  private static func bounceElastic(
    _ p: inout WidePoint, _ bodies: inout Bodies, _ lanes: LaneMask, _ nx: Lanes, _ ny: Lanes, _ e: Lanes
  ) {
    let pushed = p.earlierImpulse + p.normalImpulse
    let active = closed(p, lanes) .& (pushed .> 0)
    p.bounced.replace(with: 1, where: active)
    let impulse = (e * pushed).replacing(with: 0, where: .!active)
    p.normalImpulse += impulse
    p.maxNormalImpulse = maximum(p.maxNormalImpulse, impulse)
    bodies.apply(impulse, nx, ny, p.rnA, p.rnB)
  }
}
