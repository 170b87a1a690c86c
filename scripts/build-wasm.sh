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
trap 'rm -f "$out.tmp" "$out.wat"' EXIT

# The figures behind the choices below are in Benchmarks/physics/NOTES.md, with their dates.
# Physics is built -Ounchecked here (Package.swift): a smaller module and fewer wasm instructions a step, with the
# same results. Native builds keep their checks.
# Every target but Physics is built -Osize (Package.swift, KINETIC_WASM=1) for the first visit's 300 KB budget
# (the firstload browser group). Physics keeps -O: a larger module for fewer wasm instructions per step
# (Benchmarks/physics/wasm-instructions.sh). The bytes were found in the headers: scripts, style sheets and wasm
# no longer carry the content policy, which acts only on documents and workers.
# wasm-opt runs at -O3: against -Oz, the games' frames and the physics scenes take less time in node, and the
# brotli copy is no larger.
# wasm-opt's one-caller inlining stays off (-ocimfs=0, below): with it, wasm-opt inlines functions called once into
# their callers, the largest function grows much longer, and V8 ran the result slower.
# The memory starts at 8 MiB, so the games never grow it in play (Tests/wasm/memory-growth.mjs checks it).
# WebKitGTK 2.50 (Safari 26's engine) twice failed where the module first grows its memory, just after a page
# loads: an out-of-bounds access in start-up's catalog, an `unreachable` in Breakout's first frames. Neither
# repeated here, in node or in JSC's own shell, and Chromium never showed one; a growth that never happens cannot
# fail. Untouched pages cost nothing.
initial_memory=$((8 * 1048576))
# SwiftPM updates an existing archive in place and never drops a member, so a source file moved to another
# target or deleted would stay in it and be linked too (whole-archive): the archive is made anew every time.
rm -f "$scratch/$triple/release/lib$product.a"
# The wasm graph has none of the server's packages: without --disable-automatic-resolution SwiftPM would rewrite
# the pinned Package.resolved to match it (an empty graph deletes it) while a server build beside it reads it.
KINETIC_WASM=1 swift build --disable-automatic-resolution --triple "$triple" -c release --product "$product" \
  --scratch-path "$scratch" \
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
# 1 MiB toward it), so wasm-opt may fold constant offsets into loads and stores: a smaller module and fewer wasm
# instructions a step.
#
# Then every select of floats becomes a select of their bits (scripts/integer-selects.py): V8 compiles a float
# select into a branch, which Swift's min and max of as-good-as-random values mispredict; a select of bits is a
# conditional move. The text keeps the scratch locals Binaryen's binary reader adds; the passes after it fold
# them away, so the rewrite adds little to the module.
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
