internal import CLanes

/// Four values side by side, one per lane: SSE natively, SIMD128 in WebAssembly.
typealias Lanes = SIMD4<Float>

/// Which lanes of `Lanes` a condition holds in.
typealias LaneMask = SIMDMask<SIMD4<Int32>>

/// Whether `mask` holds in any lane: Swift's `any`, which in wasm takes each lane out and joins them,
/// there one `v128.any_true` (CLanes.h).
@inline(__always)
func anyLane(_ mask: LaneMask) -> Bool {
  #if hasFeature(Embedded)
    kinetic_any_lane(unsafeBitCast(mask, to: SIMD4<Int32>.self))
  #else
    any(mask)
  #endif
}

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
/// (vx, vy, w, 0) into vx, vy and w lanes). Each shuffle is one that SSE and V8's wasm code do in one
/// instruction (`transpose4` has the first two rows' form); the third row takes each body's
/// upper half whole, so that no shuffle has lanes that nothing reads.
@inline(__always)
func transpose3(_ r0: Lanes, _ r1: Lanes, _ r2: Lanes, _ r3: Lanes) -> (Lanes, Lanes, Lanes) {
  let t0 = Lanes(r0.x, r1.x, r0.y, r1.y)
  let t1 = Lanes(r2.x, r3.x, r2.y, r3.y)
  let u0 = Lanes(halves: SIMD2(r0.halves[1], r1.halves[1]))
  let u1 = Lanes(halves: SIMD2(r2.halves[1], r3.halves[1]))
  return (
    Lanes(halves: SIMD2(t0.halves[0], t1.halves[0])), Lanes(halves: SIMD2(t0.halves[1], t1.halves[1])),
    Lanes(u0.x, u0.z, u1.x, u1.z)
  )
}

/// The transpose of the 4×4 matrix with rows `r0`…`r3`, in two rounds of interleaving, of lanes
/// (`unpcklps`, `unpckhps`) and then of halves (`punpcklqdq`, `punpckhqdq`): shuffles that SSE and
/// V8's wasm code both do in one instruction. The halves are moved as 64-bit integers, so the
/// compiler keeps the two rounds apart rather than build each row lane by lane.
@inline(__always)
func transpose4(_ r0: Lanes, _ r1: Lanes, _ r2: Lanes, _ r3: Lanes) -> (Lanes, Lanes, Lanes, Lanes) {
  let t0 = Lanes(r0.x, r1.x, r0.y, r1.y)
  let t1 = Lanes(r2.x, r3.x, r2.y, r3.y)
  let t2 = Lanes(r0.z, r1.z, r0.w, r1.w)
  let t3 = Lanes(r2.z, r3.z, r2.w, r3.w)
  return (
    Lanes(halves: SIMD2(t0.halves[0], t1.halves[0])), Lanes(halves: SIMD2(t0.halves[1], t1.halves[1])),
    Lanes(halves: SIMD2(t2.halves[0], t3.halves[0])), Lanes(halves: SIMD2(t2.halves[1], t3.halves[1]))
  )
}

extension SIMD4 where Scalar == Float {
  /// The two 64-bit halves (lanes 0–1 and 2–3), bit for bit.
  @inline(__always)
  fileprivate var halves: SIMD2<UInt64> { unsafeBitCast(self, to: SIMD2<UInt64>.self) }

  /// The lanes whose 64-bit halves are `halves`, bit for bit.
  @inline(__always)
  fileprivate init(halves: SIMD2<UInt64>) { self = unsafeBitCast(halves, to: Self.self) }
}
