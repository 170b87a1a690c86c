import Geometry

/// `ContactSolver`'s elastic bounce (see ContactSolver+Elastic.swift) for two contacts at once,
/// lane by lane, with the same arithmetic in the same order.
extension WideContactSolver {
  /// One more relax pass over the closed points of the elastic lanes (see
  /// `ContactSolver.compress`). Returns the largest change of normal speed, or nil when no
  /// such point pushed.
  @_optimize(speed)
  static func compress(_ c: inout WideContact, states: UnsafeMutableBufferPointer<BodyState>) -> Double? {
    let lanes = c.elastic .> 0
    guard any(lanes) else { return nil }
    var bodies = Bodies(c, states)
    var largest = Lanes.zero
    var pushing = compress(&c.p0, &bodies, lanes, c.normalX, c.normalY, &largest)
    if c.hasSecondPoint { pushing .|= compress(&c.p1, &bodies, lanes, c.normalX, c.normalY, &largest) }
    bodies.store(c, states)
    return any(pushing) ? max(largest[0], largest[1]) : nil
  }

  /// The lanes `lanes` of `p` that are closed and have not bounced.
  @inline(__always)
  private static func closed(_ p: WidePoint, _ lanes: SIMDMask<SIMD2<Int64>>) -> SIMDMask<SIMD2<Int64>> {
    lanes .& (p.bounced .== 0) .& (p.separation .<= Lanes(repeating: ContactSolver.closedSeparation))
  }

  @inline(__always)
  private static func compress(
    _ p: inout WidePoint, _ bodies: inout Bodies, _ lanes: SIMDMask<SIMD2<Int64>>, _ nx: Lanes, _ ny: Lanes,
    _ largest: inout Lanes
  ) -> SIMDMask<SIMD2<Int64>> {
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
  @_optimize(speed)
  static func bounceElastic(_ c: inout WideContact, states: UnsafeMutableBufferPointer<BodyState>) {
    let lanes = c.elastic .> 0
    var bodies = Bodies(c, states)
    bounceElastic(&c.p0, &bodies, lanes, c.normalX, c.normalY, c.restitution)
    if c.hasSecondPoint { bounceElastic(&c.p1, &bodies, lanes, c.normalX, c.normalY, c.restitution) }
    bodies.store(c, states)
  }

  @inline(__always)
  private static func bounceElastic(
    _ p: inout WidePoint, _ bodies: inout Bodies, _ lanes: SIMDMask<SIMD2<Int64>>, _ nx: Lanes, _ ny: Lanes,
    _ e: Lanes
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
