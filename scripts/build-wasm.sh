#!/usr/bin/env bash
# Builds the browser module Web/kinetic.wasm with Embedded Swift (docs/embedded-swift.md has the recipe)
# and prints its path and size. Installs the wasm libraries it needs when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/ensure-deps.sh wasm

toolchain="$(dirname "$(dirname "$(dirname "$(readlink -f "$(which swiftc)")")")")"  # the folder holding usr/bin/swiftc
scratch=.build-wasm
triple=wasm32-unknown-none-wasm
out=Web/kinetic.wasm

# Every target is built -Osize (Package.swift, KINETIC_WASM=1), the engine too, for the first visit's 300 KB
# budget (the firstload browser group; 295.7 KB in Chromium with this module, 766 KB raw, 242.9 KB brotli).
# Physics alone at -O makes it 802 KB (248.5 KB brotli, over the budget) and runs 3.5-8% fewer wasm instructions
# per step (Benchmarks/physics/wasm-instructions.sh): pyramid_h20 3.58 -> 3.29 M, balls_in_box_n500 5.55 -> 5.31 M
# (native 2.72 and 4.01 M). docs/embedded-swift.md has the rest.
# wasm-opt's one-caller inlining stays off (-ocimfs=0, below): with it, wasm-opt inlines functions called once into
# their callers (the largest grows from 36k to 51k lines of text format) and V8 ran the result slower (0.46–0.51).
KINETIC_WASM=1 swift build --triple "$triple" -c release --product KineticWeb --scratch-path "$scratch" \
  --experimental-lto-mode=full \
  -Xswiftc -enable-experimental-feature -Xswiftc Embedded \
  -Xswiftc -Xfrontend -Xswiftc -disable-stack-protector \
  -Xswiftc -Xcc -Xswiftc -msimd128

"$toolchain/usr/bin/wasm-ld" \
  --whole-archive "$scratch/$triple/release/libKineticWeb.a" --no-whole-archive \
  /usr/lib/wasm32-wasi/crt1-reactor.o \
  "$toolchain/usr/lib/swift/embedded/$triple/libswiftUnicodeDataTables.a" \
  /usr/lib/wasm32-wasi/libc.a \
  /usr/lib/llvm-16/lib/clang/16/lib/wasi/libclang_rt.builtins-wasm32.a \
  --no-entry --strip-all --stack-first -z stack-size=1048576 -o "$out.tmp"

if command -v wasm-opt >/dev/null; then
  wasm-opt -Oz -ocimfs=0 --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
    --enable-nontrapping-float-to-int --enable-simd "$out.tmp" -o "$out.tmp"
fi
mv "$out.tmp" "$out"
echo "wasm: $out ($(stat -c %s "$out") bytes)"
scripts/compress-web.sh Web
