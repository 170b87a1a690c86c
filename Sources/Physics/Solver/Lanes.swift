internal import CLanes
internal import CPrefetch
import Geometry

// The wide-math layer: the one file where the engine's targets differ (SSE2 or AVX2 natively, SIMD128 in
// wasm, scalars elsewhere). The rest of Physics is plain Swift over these types and helpers. A helper
// differs by target only where a measurement showed it pays (Benchmarks/physics/NOTES.md), and each
// target's form gives the same results to the bit.

// MARK: - Float lanes

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

// MARK: - Pairs of Doubles

/// The pair (`a`, `b`). In wasm, LLVM takes arithmetic on pairs it sees built from two scalars back
/// apart into scalar arithmetic, an instruction per lane; there the pair passes through `kinetic_opaque_pair`.
@inline(__always)
func gathered(_ a: Double, _ b: Double) -> SIMD2<Double> {
  #if hasFeature(Embedded)
    kinetic_opaque_pair(SIMD2(a, b))
  #else
    SIMD2(a, b)
  #endif
}

/// Four Float lanes from two pairs of Doubles, each rounded to the nearest Float. Natively the optimizer
/// makes two `cvtpd2ps` of this; in wasm it rounds one lane at a time unless asked (see CLanes.h).
@inline(__always)
func floatLanes(_ low: SIMD2<Double>, _ high: SIMD2<Double>) -> Lanes {
  #if hasFeature(Embedded)
    kinetic_round_to_floats(low, high)
  #else
    Lanes(lowHalf: SIMD2<Float>(low), highHalf: SIMD2<Float>(high))
  #endif
}

// MARK: - Boxes

extension AABB {
  /// Whether the boxes overlap (edges touching count). All four comparisons are made, without a
  /// branch between them: whether boxes overlap is often as good as random. Natively they are one
  /// comparison of four-lane vectors: compared one by one, the optimizer turned the first two back
  /// into branches in the grid's loop over a cell, which a crowd of balls mispredicts. In wasm,
  /// where Swift's comparisons of `SIMD4<Double>` go lane by lane through memory and the scalar
  /// ones became branches there too, they are two `f64x2` comparisons of the corners (CLanes).
  func overlaps(_ o: AABB) -> Bool {
    #if hasFeature(Embedded)
      kinetic_boxes_overlap(SIMD2(minX, minY), SIMD2(maxX, maxY), SIMD2(o.minX, o.minY), SIMD2(o.maxX, o.maxY))
    #else
      all(SIMD4(minX, o.minX, minY, o.minY) .<= SIMD4(o.maxX, maxX, o.maxY, maxY))
    #endif
  }

  /// The box swept along `d`: the union of the box and the box moved by `d`. Each side moves by
  /// `min(0, ·)` or `max(0, ·)` of `d`'s component, chosen side by side without a branch.
  func swept(by d: Vector) -> AABB {
    #if hasFeature(Embedded)
      var low = SIMD2(minX, minY)
      var high = SIMD2(maxX, maxY)
      kinetic_sweep_corners(&low, &high, SIMD2(d.dx, d.dy))
      return AABB(minX: low.x, minY: low.y, maxX: high.x, maxY: high.y)
    #else
      AABB(minX: minX + min(0, d.dx), minY: minY + min(0, d.dy), maxX: maxX + max(0, d.dx), maxY: maxY + max(0, d.dy))
    #endif
  }
}

// MARK: - The solver's passes

extension WideContactSolver {
  /// Whether the biased pass solves paired batches side by side, as the relax pass does. Not in the
  /// browser build: there V8 loaded both batches' terms first and spilled most of them, and one
  /// batch at a time ran faster in a smaller module. The relax pass keeps its pairs there: without
  /// them a resting pyramid ran slower. Either way gives the same results.
  #if arch(wasm32)
    static let pairsInBiasedPass = false
  #else
    static let pairsInBiasedPass = true
  #endif
}

// MARK: - Memory hints

/// Hints that bring memory into the cache before a loop reaches it. The big passes read records
/// in an order the processor cannot guess (contacts colour by colour, bodies pair by pair), and at
/// thousands of bodies those records no longer fit in the cache: asking a few iterations ahead
/// lets the wait for one overlap the work on others. Only hints: they change no result.
enum Prefetch {
  /// Below this many bytes of records a pass gathers from, the records stay in the cache from
  /// one step to the next and the hints would only cost instructions.
  static let worthwhileBytes = 512 * 1024

  /// Whether the target has the hint at all. WebAssembly has none (the C call compiles to
  /// nothing), so there the passes leave out the bookkeeping that would feed it.
  #if arch(wasm32)
    static let isAvailable = false
  #else
    static let isAvailable = true
  #endif

  /// Whether a pass that gathers from `bytes` of records should ask ahead.
  @inline(__always)
  static func isWorthwhile(bytes: Int) -> Bool { isAvailable && bytes > worthwhileBytes }

  /// The bytes of one cache line on the processors this runs on (x86-64 and arm64 servers).
  static let lineBytes = 64

  /// Asks for every cache line of the value at `p` to be brought near, for reading soon.
  @inline(__always)
  static func value<T>(at p: UnsafePointer<T>) {
    let raw = UnsafeRawPointer(p)
    let size = MemoryLayout<T>.size
    var offset = 0
    while offset < size {
      kinetic_prefetch(raw + offset)
      offset += lineBytes
    }
    kinetic_prefetch(raw + (size - 1))
  }

  /// Asks for the element at `index` of `buffer`.
  @inline(__always)
  static func element<T>(_ index: Int, of buffer: UnsafeBufferPointer<T>) {
    value(at: buffer.baseAddress! + index)
  }

  /// Asks for the element at `index` of `buffer`.
  @inline(__always)
  static func element<T>(_ index: Int, of buffer: UnsafeMutableBufferPointer<T>) {
    value(at: UnsafePointer(buffer.baseAddress! + index))
  }
}
