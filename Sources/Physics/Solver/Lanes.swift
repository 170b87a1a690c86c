/// Four values side by side, one per lane: SSE natively, SIMD128 in WebAssembly.
typealias Lanes = SIMD4<Float>

/// Which lanes of `Lanes` a condition holds in.
typealias LaneMask = SIMDMask<SIMD4<Int32>>

extension SIMD4 where Scalar == Float {
  /// Each lane with its sign flipped, as `-x` flips a `Float`'s (0 becomes −0). `SIMD`'s prefix `-`
  /// subtracts from zero instead, and 0 − 0 is +0: lanes would then differ from a contact solved
  /// alone in the sign of their zeros, which impulses carry into the next step.
  @inline(__always)
  var negated: Self { Self(repeating: -0.0) - self }

  /// The largest lane, for lanes that are numbers (no NaN). `SIMD`'s `max()` is a generic call
  /// the optimizer leaves out of line.
  @inline(__always)
  var largestLane: Float { Swift.max(Swift.max(x, y), Swift.max(z, w)) }
}

/// The first three rows of the transpose of the 4×4 matrix with rows `r0`…`r3` (four bodies'
/// (vx, vy, w, 0) into vx, vy and w lanes).
@inline(__always)
func transpose3(_ r0: Lanes, _ r1: Lanes, _ r2: Lanes, _ r3: Lanes) -> (Lanes, Lanes, Lanes) {
  let (c0, c1, c2, _) = transpose4(r0, r1, r2, r3)
  return (c0, c1, c2)
}

/// The transpose of the 4×4 matrix with rows `r0`…`r3`.
@inline(__always)
func transpose4(_ r0: Lanes, _ r1: Lanes, _ r2: Lanes, _ r3: Lanes) -> (Lanes, Lanes, Lanes, Lanes) {
  let t0 = Lanes(lowHalf: r0.lowHalf, highHalf: r1.lowHalf)
  let t1 = Lanes(lowHalf: r2.lowHalf, highHalf: r3.lowHalf)
  let t2 = Lanes(lowHalf: r0.highHalf, highHalf: r1.highHalf)
  let t3 = Lanes(lowHalf: r2.highHalf, highHalf: r3.highHalf)
  return (
    Lanes(lowHalf: t0.evenHalf, highHalf: t1.evenHalf), Lanes(lowHalf: t0.oddHalf, highHalf: t1.oddHalf),
    Lanes(lowHalf: t2.evenHalf, highHalf: t3.evenHalf), Lanes(lowHalf: t2.oddHalf, highHalf: t3.oddHalf)
  )
}
