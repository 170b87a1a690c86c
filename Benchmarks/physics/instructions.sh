#!/usr/bin/env bash
# Counts the instructions the engine spends per step on physics scenes (callgrind), natively:
# a figure that, unlike wall-clock time, does not move when the machine is busy.
#   Benchmarks/physics/instructions.sh [--from 300] [--to 600] scene.json...
# Builds the engine modules with swiftc -O (as the release build: whole module, exclusivity
# unchecked in Physics) and a small synchronous driver into .build-instructions/, then prints one
# line per scene: instructions per step over steps FROM..<TO, and the final state's checksum
# (which must match `kinetic bench physics` when both run the same number of steps). KINETIC_AVX2=1 counts
# the build for AVX2.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
from=300
to=600
files=()
while (($#)); do
  case "$1" in
    --from) from="$2"; shift 2 ;;
    --to) to="$2"; shift 2 ;;
    *) files+=("$1"); shift ;;
  esac
done
((${#files[@]})) || { echo "usage: $0 [--from N] [--to N] scene.json..." >&2; exit 2; }
command -v valgrind >/dev/null || { echo "instructions.sh needs valgrind (apt-get install valgrind)" >&2; exit 2; }

out="$root/.build-instructions"
mkdir -p "$out"
# The engine gets the vector instructions Package.swift gives it: any x86-64's, or AVX2 with KINETIC_AVX2=1.
vectors=()
if [ -n "${KINETIC_AVX2:-}" ]; then vectors=(-Xcc -mavx2); fi
flags=(-O -wmo -parse-as-library -enable-experimental-feature Extern -I "$out" -I "$root/Sources/CPrefetch/include" -I "$root/Sources/CLanes/include")
module() {  # name, extra flags...
  local name="$1"
  shift
  swiftc "${flags[@]}" "$@" -module-name "$name" $(find "$root/Sources/$name" -name '*.swift' | sort) -emit-module \
    -emit-module-path "$out/$name.swiftmodule" -c -o "$out/$name.o"
}
module Geometry
module Physics -enforce-exclusivity=unchecked "${vectors[@]}"
module Scenes
swiftc -O -I "$out" -I "$root/Sources/CPrefetch/include" -I "$root/Sources/CLanes/include" "$(dirname "$0")/instructions/main.swift" "$root/Sources/KineticCommands/SceneFile.swift" \
  "$out/Geometry.o" "$out/Physics.o" "$out/Scenes.o" -o "$out/step-counter"

for file in "${files[@]}"; do
  log="$out/callgrind.$$.out"
  line=$(valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*measuredSteps*' \
    --callgrind-out-file="$log" "$out/step-counter" "$file" "$from" "$to" 2>/dev/null | tail -n 1)
  total=$(callgrind_annotate "$log" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
  echo "$line instructions_per_step=$((total / (to - from)))"
  mv "$log" "$out/callgrind.$(basename "$file" .json).out"
done
