#!/usr/bin/env bash
# Everything `make test` runs: Swift unit tests, wasm determinism in node, browser tests in
# Chromium and WebKit against the real server. Installs what is missing first.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/ensure-deps.sh all

echo "== swift format"
swift format lint --strict -r Package.swift Sources Tests

echo "== wasm build"
scripts/build-wasm.sh

echo "== swift test"
swift build --build-tests
swift test --skip-build

echo "== wasm determinism (node vs native)"
node Tests/wasm/determinism.mjs .build/debug/kinetic

echo "== browser (Chromium and WebKit)"
scripts/browser-test.sh
