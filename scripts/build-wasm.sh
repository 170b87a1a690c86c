#!/usr/bin/env bash
# Builds the browser module Web/kinetic.wasm with Embedded Swift (docs/embedded-swift.md has the recipe)
# and prints its path and size. Installs the wasm libraries it needs when missing.
#   scripts/build-wasm.sh         the app's module, Web/kinetic.wasm, with its brotli and gzip copies
#   scripts/build-wasm.sh bench   the benchmarks' module, .build-wasm/kinetic-bench.wasm: the same build of the
#                                 app with the benchmarks' exports (Sources/BenchBridge), outside the web root
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/ensure-deps.sh wasm

toolchain="$(dirname "$(dirname "$(dirname "$(readlink -f "$(which swiftc)")")")")"  # the folder holding usr/bin/swiftc
scratch=.build-wasm
triple=wasm32-unknown-none-wasm
product=KineticWeb
out=Web/kinetic.wasm
if [ "${1:-}" = bench ]; then
  product=KineticBench
  out=$scratch/kinetic-bench.wasm
fi
# A build stopped halfway (a failed step, or `make test` stopping its background jobs) leaves no partial files.
# The wasm build resolves a graph without the server's packages, and SwiftPM then rewrites the pinned
# Package.resolved to match (an empty graph deletes it): the pinned file is put back however the build ends.
mkdir -p "$scratch"
cp Package.resolved "$scratch/Package.resolved.pinned"
trap 'rm -f "$out.tmp" "$out.wat"; cp "$scratch/Package.resolved.pinned" Package.resolved' EXIT

# Physics is built -Ounchecked here (Package.swift): 3.5 KB less brotli and 3-8% fewer wasm instructions a step,
# with the same results; docs/embedded-swift.md has the figures. Native builds keep their checks.
# Every target but Physics is built -Osize (Package.swift, KINETIC_WASM=1) for the first visit's 300 KB budget
# (the firstload browser group). Physics keeps -O: 810 KB raw, 251.3 KB brotli instead of 758 KB and 243.3 KB,
# for 4-9% fewer wasm instructions per step (Benchmarks/physics/wasm-instructions.sh): pyramid_h20 3.37 -> 3.07 M,
# balls_in_box_n500 5.65 -> 5.40 M (native 2.21 and 3.86 M). The bytes were found in the headers: scripts, style
# sheets and wasm no longer carry the content policy, which acts only on documents and workers. Chromium's cold
# first load at phone size is 296.7 KB. docs/embedded-swift.md has the rest.
# wasm-opt runs at -O3: against -Oz, the games' frames take 7-18% less time (wasm-frames.mjs, median of three
# interleaved runs: breakout 12.61 -> 10.31 us, concentration 10.26 -> 8.44, set 40.08 -> 36.49, pong 6.74 -> 6.07),
# the physics scenes 1-3% less, and brotli is 138 B smaller. docs/embedded-swift.md has the figures.
# wasm-opt's one-caller inlining stays off (-ocimfs=0, below): with it, wasm-opt inlines functions called once into
# their callers (the largest grows from 36k to 51k lines of text format) and V8 ran the result slower (0.46–0.51).
# The memory starts at 8 MiB, so the games never grow it in play (2.6 MiB after two minutes of each game at
# three canvas sizes; Tests/wasm/memory-growth.mjs checks it). WebKitGTK 2.50 (Safari 26's engine) twice failed
# where the module first grows its memory, a page's first 300 ms: an out-of-bounds access in start-up's catalog,
# an `unreachable` in Breakout's first frames. Neither repeated in 500 loads here, in node or in JSC's own shell,
# and Chromium never showed one; a growth that never happens cannot fail. Untouched pages cost nothing.
initial_memory=$((8 * 1048576))
# SwiftPM updates an existing archive in place and never drops a member, so a source file moved to another
# target or deleted would stay in it and be linked too (whole-archive): the archive is made anew every time.
rm -f "$scratch/$triple/release/lib$product.a"
KINETIC_WASM=1 swift build --triple "$triple" -c release --product "$product" --scratch-path "$scratch" \
  --experimental-lto-mode=full \
  -Xswiftc -enable-experimental-feature -Xswiftc Embedded \
  -Xswiftc -Xfrontend -Xswiftc -disable-stack-protector \
  -Xswiftc -Xcc -Xswiftc -msimd128

"$toolchain/usr/bin/wasm-ld" \
  --whole-archive "$scratch/$triple/release/lib$product.a" --no-whole-archive \
  /usr/lib/wasm32-wasi/crt1-reactor.o \
  "$toolchain/usr/lib/swift/embedded/$triple/libswiftUnicodeDataTables.a" \
  /usr/lib/wasm32-wasi/libc.a \
  /usr/lib/llvm-16/lib/clang/16/lib/wasi/libclang_rt.builtins-wasm32.a \
  --no-entry --strip-all --stack-first -z stack-size=1048576 --initial-memory=$initial_memory -o "$out.tmp"

# --low-memory-unused: nothing lives in the first 1 KiB of memory (the stack comes first and grows down from
# 1 MiB toward it), so wasm-opt may fold constant offsets into loads and stores: 1.5 KB less brotli and 4–6% fewer
# wasm instructions a step (docs/embedded-swift.md).
#
# Then every select of floats becomes a select of their bits (scripts/integer-selects.py): V8 compiles a float
# select into a branch, which Swift's min and max of as-good-as-random values mispredict (pyramid_h20: 1,993
# mispredicted branches a step in node, 117 after; natively 173). The text keeps the scratch locals Binaryen's
# binary reader adds; the passes after it fold them away (+228 B brotli in all; +1 KB without those passes).
if command -v wasm-opt >/dev/null; then
  features=(--enable-bulk-memory --enable-sign-ext --enable-mutable-globals --enable-nontrapping-float-to-int
    --enable-simd)
  wasm-opt -O3 -ocimfs=0 --low-memory-unused "${features[@]}" "$out.tmp" -o "$out.tmp"
  wasm-opt "${features[@]}" "$out.tmp" --print-full | python3 scripts/integer-selects.py >"$out.wat"
  wasm-opt "${features[@]}" "$out.wat" --optimize-level=2 --shrink-level=2 --simplify-locals-nostructure \
    --coalesce-locals --reorder-locals --generate-stack-ir --optimize-stack-ir -o "$out.tmp"
  rm "$out.wat"
fi
mv "$out.tmp" "$out"
echo "wasm: $out ($(stat -c %s "$out") bytes)"
[ "$product" = KineticBench ] || scripts/compress-web.sh Web
