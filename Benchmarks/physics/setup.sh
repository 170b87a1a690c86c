#!/usr/bin/env bash
# Creates /work/main/.venv-bench (if missing) with the pinned comparison engines:
# pymunk (Chipmunk2D) and pyb2d3 (Box2D v3). Idempotent; prints nothing when already set up.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
venv="$root/.venv-bench"
packages=(pymunk==7.3.1 pyb2d3==0.11.1)

installed() {
  "$venv/bin/python" - "${packages[@]}" <<'PY'
import sys
from importlib.metadata import PackageNotFoundError, version

def pinned(spec):
    name, wanted = spec.split("==")
    try:
        return version(name) == wanted
    except PackageNotFoundError:
        return False

sys.exit(0 if all(pinned(spec) for spec in sys.argv[1:]) else 1)
PY
}

[[ -x "$venv/bin/python" ]] || python3 -m venv "$venv"
installed || "$venv/bin/python" -m pip install -q "${packages[@]}"
