/// Soft-constraint coefficients for a spring of `hertz` and damping ratio `zeta` over a sub-step `h`
/// (Box2D v3's `b2MakeSoft`; see Erin Catto, "Solver2D", 2024).
///
/// ω = 2π·hertz, a₁ = 2ζ + hω, a₂ = hω·a₁, a₃ = 1 / (1 + a₂):
/// bias rate ω/a₁ turns position error into velocity, mass scale a₂·a₃ and impulse scale a₃ soften the response.
struct Softness {
  var biasRate = 0.0
  var massScale = 1.0
  var impulseScale = 0.0

  init(hertz: Double, zeta: Double, h: Double) {
    guard hertz > 0 else { return }
    let omega = 2 * 3.141592653589793 * hertz
    let a1 = 2 * zeta + h * omega
    let a2 = h * omega * a1
    let a3 = 1 / (1 + a2)
    biasRate = omega / a1
    massScale = a2 * a3
    impulseScale = a3
  }
}
