// A hint to fetch memory into the cache before a loop reaches it: the solver's passes gather
// contacts in colour order, far apart in memory, and the processor cannot guess where the next
// ones are. Swift has no spelling for the hint, so it comes from C.
#ifndef KINETIC_PREFETCH_H
#define KINETIC_PREFETCH_H

/// Asks the processor to bring the cache line holding `address` near, for reading soon. Only a
/// hint: it never faults, and where the target has no such instruction (wasm) it does nothing.
static inline __attribute__((always_inline)) void kinetic_prefetch(const void *address) {
  __builtin_prefetch(address, 0, 3);
}

#endif
