#!/usr/bin/env bash
# `make run`: installs what is missing, builds the browser module and the server, and serves the app on
# http://$HOST:$PORT (127.0.0.1:8080 unless they say otherwise), with scores in .data/kinetic.sqlite unless
# KINETIC_DB names another SQLite file or a postgres:// database.
# The server is the debug build that `make test` and `make check` use, so whichever runs first builds it for
# the others; its engine and games are optimized in it (Package.swift). It is `kinetic`, which stores scores
# in SQLite, or `kinetic-postgres` when KINETIC_DB is a postgres:// URL: only that one needs postgres-nio and
# its two copies of BoringSSL, over half of a first build.
set -euo pipefail
cd "$(dirname "$0")/.."

host="${HOST:-127.0.0.1}"
port="${PORT:-8080}"
product=kinetic
# The server reads the scheme in any case, so this does too.
case "$(printf '%s' "${KINETIC_DB:-}" | tr '[:upper:]' '[:lower:]')" in
  postgres://* | postgresql://*) product=kinetic-postgres ;;
esac

scripts/ensure-deps.sh wasm

# The wasm build compiles one module at a time, on one core; the server's build has long stretches on one
# core too (module chains, links), so the two side by side finish sooner than one after the other.
mkdir -p artifacts
echo "run: building the browser module Web/kinetic.wasm in the background (log: artifacts/wasm-build.log)"
# In a process group of its own, so that a failed server build stops it with everything it started.
set -m
scripts/build-wasm.sh >artifacts/wasm-build.log 2>&1 &
wasm_build=$!
set +m
trap 'kill -- "-$wasm_build" 2>/dev/null || true' EXIT
# Ctrl-C or a TERM ends the script at once, even while it waits for the browser module (the exit handler then
# stops that build): without a handler, bash would wait for the build to finish first.
trap 'exit 130' INT
trap 'exit 143' TERM

echo "run: building the server (swift build --product $product); a first build compiles its packages too"
# Without the variables of this command: SwiftPM 6.3 plans the build again when the environment differs from
# the last build's, and then recompiles Hummingbird (its trait flags come out in another order), so `make run`
# and `make check` would each rebuild it after the other.
env -u HOST -u PORT -u KINETIC_DB swift build --product "$product"

echo "run: the server is built; waiting for the browser module (artifacts/wasm-build.log)"
if ! wait "$wasm_build"; then
  cat artifacts/wasm-build.log
  echo "run: the browser module's build failed"
  exit 1
fi
trap - EXIT
tail -n 1 artifacts/wasm-build.log
trap - INT TERM
echo "run: starting the server on http://$host:$port (Ctrl-C stops it)"
exec ".build/debug/$product" serve --host "$host" --port "$port"
