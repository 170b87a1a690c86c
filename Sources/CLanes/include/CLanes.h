// SIMD128 instructions that Swift's spellings do not reach in wasm. Rounding two pairs of Doubles into four
// Float lanes: Swift spells the rounding one value at a time, and for wasm LLVM keeps it so, lane by
// lane (take each lane out, round it, put it in) where SIMD128 has
// `f32x4.demote_f64x2_zero`. Asking whether any lane of a mask is set: SIMD128 has `v128.any_true`.
// Comparing two boxes: Swift's comparisons of Doubles become branches, SIMD128 compares corners two at a time.
// Keeping arithmetic on pairs of Doubles in pairs: for wasm, LLVM splits it into scalars when it sees the pair
// built from two scalars.
// Natively the optimizer already finds `cvtpd2ps` and `movmskps`, so the header declares nothing there.
#ifndef KINETIC_LANES_H
#define KINETIC_LANES_H

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>

/// Two Doubles side by side (Swift's `SIMD2<Double>`).
typedef double kinetic_double2 __attribute__((ext_vector_type(2)));
/// Four Floats side by side (Swift's `SIMD4<Float>`).
typedef float kinetic_float4 __attribute__((ext_vector_type(4)));

/// `low`'s two values and then `high`'s, each rounded to the nearest Float (ties to even), as `Float(_:)`
/// rounds them: two `f32x4.demote_f64x2_zero` and a shuffle.
static inline __attribute__((always_inline)) kinetic_float4 kinetic_round_to_floats(kinetic_double2 low,
                                                                                   kinetic_double2 high) {
  v128_t lowFloats = wasm_f32x4_demote_f64x2_zero((v128_t)low);
  v128_t highFloats = wasm_f32x4_demote_f64x2_zero((v128_t)high);
  return (kinetic_float4)wasm_i32x4_shuffle(lowFloats, highFloats, 0, 1, 4, 5);
}

/// Four 32-bit lanes side by side (Swift's `SIMD4<Int32>`, the storage of a mask of four lanes).
typedef int kinetic_int4 __attribute__((ext_vector_type(4)));

/// Whether any bit of `mask` is set: one `v128.any_true`, where Swift's `any` of a mask takes each
/// lane out and joins them (four `extract_lane`s and three `or`s).
static inline __attribute__((always_inline)) _Bool kinetic_any_lane(kinetic_int4 mask) {
  return wasm_v128_any_true((v128_t)mask);
}

/// Whether the boxes from `lowA` to `highA` and from `lowB` to `highB` (each corner's x and y side by side)
/// overlap, edges included: two `f64x2.le`, an `and` and one `i64x2.all_true`, with no branch. Swift's
/// comparisons of Doubles joined one by one come out as branches in the broad phase's loops.
static inline __attribute__((always_inline)) _Bool kinetic_boxes_overlap(kinetic_double2 lowA, kinetic_double2 highA,
                                                                        kinetic_double2 lowB, kinetic_double2 highB) {
  v128_t within = wasm_v128_and(wasm_f64x2_le((v128_t)lowA, (v128_t)highB), wasm_f64x2_le((v128_t)lowB, (v128_t)highA));
  return wasm_i64x2_all_true(within);
}

/// `low + min(0, d)` and `high + max(0, d)` lane by lane, with `min` and `max` as Swift's (`d < 0 ? d : 0`,
/// `d >= 0 ? d : 0`): a box's corners swept along `d`. Spelled in Swift, the optimizer moved the additions
/// into the arms of each choice and branched on the signs of `d`, which in a crowd are as good as random.
static inline __attribute__((always_inline)) void kinetic_sweep_corners(kinetic_double2 *low, kinetic_double2 *high,
                                                                        kinetic_double2 d) {
  v128_t zero = wasm_f64x2_splat(0);
  v128_t down = wasm_v128_bitselect((v128_t)d, zero, wasm_f64x2_lt((v128_t)d, zero));
  v128_t up = wasm_v128_bitselect((v128_t)d, zero, wasm_f64x2_ge((v128_t)d, zero));
  *low = (kinetic_double2)wasm_f64x2_add((v128_t)*low, down);
  *high = (kinetic_double2)wasm_f64x2_add((v128_t)*high, up);
}

/// `pair` unchanged, behind an empty `asm` the optimizer cannot see through: built from two scalars, a pair
/// would otherwise have the arithmetic on it split back into scalars by LLVM's wasm cost model.
static inline __attribute__((always_inline)) kinetic_double2 kinetic_opaque_pair(kinetic_double2 pair) {
  __asm__("" : "+r"(pair));
  return pair;
}
#endif

#endif
