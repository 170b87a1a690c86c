#!/usr/bin/env bash
# Kinetic's engine in wasm against Box2D 3.2 in wasm, scene by scene, in interleaved rounds in one node
# process; prints each scene's Kinetic / Box2D ratios (the median of the rounds' ratios, with their range):
#   Benchmarks/physics/wasm-box2d.sh [--runs 3] [--rounds 3] [--json OUT.json] [scene.json...]
# (default: every scene of Benchmarks/physics/scenes). Kinetic's side is the benchmark module
# (.build-wasm/kinetic-bench.wasm, built by `scripts/build-wasm.sh bench` when missing). Box2D's side and
# the timing loop come from Box2D 3.2's bench kit, which this repository does not hold (see setup.sh:
# $KINETIC_BOX2D_KIT, else shared/benchmarks/box2d beside the checkout): its wasm/build-wasm.sh compiles
# two modules into .build-box2d/wasm when missing, and its wasm/wasm-bench.mjs times them beside ours:
#   box2d32_sse2wasm  Box2D's SSE2 path mapped onto SIMD128, as Box2D's own web build compiles it
#   box2d32_simd128   Box2D's scalar fallback, which clang may vectorize with SIMD128
# Every round runs every module --runs times on the scene (order flipped each round) after one untimed
# run of each (V8 compiles optimized code while the first run goes). Without the kit or the toolchain
# (the Swift toolchain's clang and wasm-ld, wasi-libc, libclang-rt-16-dev-wasm32, brotli) it says what is
# missing and exits 0. A benchmark: it prints figures and never fails on them.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
kit="${KINETIC_BOX2D_KIT:-$(dirname "$root")/shared/benchmarks/box2d}"
out="$root/.build-box2d/wasm"
runs=3
rounds=3
json=""
scenes=()
while (($#)); do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --rounds) rounds="$2"; shift 2 ;;
    --json) json="$(realpath -m "$2")"; shift 2 ;;
    -h|--help) sed -n '2,5p' "$0"; exit 0 ;;
    *) scenes+=("$(realpath "$1")"); shift ;;  # wasm-bench.mjs runs from the root
  esac
done
((${#scenes[@]})) || scenes=("$root"/Benchmarks/physics/scenes/*.json)

skip() {
  echo "wasm-box2d: skipped, $1" >&2
  exit 0
}

[[ -x "$kit/wasm/build-wasm.sh" && -f "$kit/wasm/wasm-bench.mjs" && -d "$kit/box2d-3.2.0" ]] \
  || skip "no Box2D 3.2 bench kit (wasm/build-wasm.sh, wasm/wasm-bench.mjs, box2d-3.2.0/) at $kit; set KINETIC_BOX2D_KIT"

modules=(box2d32-sse2wasm box2d32-simd128)
built=true
for name in "${modules[@]}"; do [[ -f "$out/$name.wasm" ]] || built=false; done
if ! $built; then
  bin="$(dirname "$(command -v swift || echo /missing/swift)")"
  missing=()
  [[ -x "$bin/clang" ]] || missing+=("clang beside swift")
  [[ -x "$bin/wasm-ld" ]] || missing+=("wasm-ld beside swift")
  [[ -f /usr/include/wasm32-wasi/stdlib.h ]] || missing+=(wasi-libc)
  [[ -f /usr/lib/llvm-16/lib/clang/16/lib/wasi/libclang_rt.builtins-wasm32.a ]] || missing+=(libclang-rt-16-dev-wasm32)
  command -v brotli >/dev/null || missing+=(brotli)
  ((${#missing[@]} == 0)) || skip "Box2D's wasm build needs ${missing[*]} (scripts/ensure-deps.sh wasm installs the Debian ones)"
  mkdir -p "$out"
  echo "wasm-box2d: building Box2D 3.2 for wasm into $out" >&2
  "$kit/wasm/build-wasm.sh" "$kit/box2d-3.2.0" "$out" >"$out/build.log" 2>&1 \
    || skip "Box2D's wasm build failed (log: $out/build.log)"
fi

bench="$root/.build-wasm/kinetic-bench.wasm"
if [[ ! -f "$bench" ]]; then
  echo "wasm-box2d: building the benchmark module (scripts/build-wasm.sh bench)" >&2
  "$root/scripts/build-wasm.sh" bench >&2
fi

report="${json:-$(mktemp -t wasm-box2d.XXXXXX.json)}"
b2=()
for name in "${modules[@]}"; do b2+=(--b2 "${name//-/_}=$out/$name.wasm"); done
# wasm-bench.mjs imports Tests/wasm/replay.mjs relative to the working directory: run it from the root.
(cd "$root" && node --no-concurrent-recompilation "$kit/wasm/wasm-bench.mjs" --kinetic-wasm "$bench" "${b2[@]}" \
  --runs "$runs" --rounds "$rounds" --json "$report" "${scenes[@]}")

python3 - "$report" "$runs" "$rounds" <<'PY'
import json
import sys

report, runs, rounds = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3]
others = ["box2d32_sse2wasm", "box2d32_simd128"]


def ratio(entry):
    r = entry["kinetic_over_this"]
    return f"{r['median']:.2f} ({r['min']:.2f}-{r['max']:.2f})" if len(r["rounds"]) > 1 else f"{r['median']:.2f}"


header = ["scene", "kinetic ms/step", *(f"{name} ms/step" for name in others), *(f"kinetic/{name}" for name in others), "load"]
lines = [header]
notes = []
for row in report:
    engines = row["engines"]
    loads = ", ".join(f"{a:.1f}-{b:.1f}" for a, b in row["loads"])
    lines.append([row["scene"], *(f"{engines[name]['ms_per_step']:.4f}" for name in ["kinetic", *others]),
                  *(ratio(engines[name]) for name in others), loads])
    notes += [f"{name} nondeterministic on {row['scene']}" for name in engines if not engines[name]["deterministic"]]
widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
print()
print(f"wasm, node: ms/step = median over {rounds} interleaved rounds of each round's median of {runs} run(s); "
      "kinetic/x = median of the rounds' ratios (lowest-highest); load = 1-minute load average at each round's start-end")
for i, line in enumerate(lines):
    print(" | ".join(cell.ljust(width) for cell, width in zip(line, widths)).rstrip())
    if i == 0:
        print("-+-".join("-" * width for width in widths))
for note in notes:
    print(note)
PY
[[ -n "$json" ]] || rm -f "$report"
