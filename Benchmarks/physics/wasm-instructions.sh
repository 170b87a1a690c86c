#!/usr/bin/env bash
# Counts the instructions the wasm engine spends per step in node (callgrind), the wasm side of
# instructions.sh: a figure that does not move when the machine is busy, for comparing builds.
#   Benchmarks/physics/wasm-instructions.sh [--wasm .build-wasm/kinetic-bench.wasm] [--from 300] [--to 360] scene.json...
# The default module is the benchmark module (`scripts/build-wasm.sh bench`), built when missing.
# V8 runs with --no-liftoff (every function compiled once, optimized, before the first call),
# --single-threaded (no background compiler or collector) and fixed seeds, and the module's hashing
# gets a fixed seed (wasm-steps.mjs), so two runs of the same steps count the same; a scene runs to FROM and to TO, and the difference over TO - FROM is the figure (the
# module's compilation and the first FROM steps cancel out). Native and wasm figures compare as a
# ratio (wasm instructions / native instructions), close to the ratio of times on one machine.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
wasm="$root/.build-wasm/kinetic-bench.wasm"
from=300
to=360
files=()
while (($#)); do
  case "$1" in
    --wasm) wasm="$2"; shift 2 ;;
    --from) from="$2"; shift 2 ;;
    --to) to="$2"; shift 2 ;;
    *) files+=("$1"); shift ;;
  esac
done
((${#files[@]})) || { echo "usage: $0 [--wasm F] [--from N] [--to N] scene.json..." >&2; exit 2; }
((to > from)) || { echo "$0: --to must be above --from" >&2; exit 2; }
command -v valgrind >/dev/null || { echo "wasm-instructions.sh needs valgrind (apt-get install valgrind)" >&2; exit 2; }

[ -f "$wasm" ] || "$root/scripts/build-wasm.sh" bench >&2
log=$(mktemp)
trap 'rm -f "$log"' EXIT
count() {  # scene, steps: prints the instructions of the whole run, then its checksum
  valgrind --tool=callgrind --callgrind-out-file="$log" node --no-liftoff --single-threaded --hash-seed=1 --random-seed=1 \
    "$root/Benchmarks/physics/wasm-steps.mjs" "$wasm" "$1" "$2" 2>/dev/null
  callgrind_annotate "$log" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }'
}
for file in "${files[@]}"; do
  first=($(count "$file" "$from"))
  last=($(count "$file" "$to"))
  echo "scene=$(basename "$file" .json) steps=$from..<$to checksum=${last[0]}" \
    "wasm_instructions_per_step=$(((last[1] - first[1]) / (to - from)))"
done
