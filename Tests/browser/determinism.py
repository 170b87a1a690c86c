#!/usr/bin/env python3
"""wasm-versus-native determinism inside each browser engine (engines.py): every engine's own
WebAssembly compiler (JavaScriptCore's in WebKit, V8 in Chromium) plays the cases of
Tests/wasm/cases.mjs through Tests/wasm/determinism.html, and Tests/wasm/determinism.mjs compares
what it played with the native build, case by case.

Usage: python3 Tests/browser/determinism.py path/to/kinetic [--engine webkit] [--native-cache FILE]
"""

import argparse
import functools
import http.server
import json
import os
import subprocess
import sys
import tempfile
import threading
import time

import engines

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
# The benchmark module the pages run the physics scenes in; the app's kinetic.wasm lacks their exports.
BENCH_WASM = os.path.join(ROOT, ".build-wasm", "kinetic-bench.wasm")
TIMEOUT_S = 300


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the repository read-only, with the module and wasm types, and logs nothing."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm"}

    def log_message(self, *args):
        pass


def ensure_bench_module():
    """Builds the benchmark module (`scripts/build-wasm.sh bench`) when it is missing or older than the app's
    module (a build since has changed the sources both are made from, and the pages check the exports)."""
    app_wasm = os.path.join(ROOT, "Web", "kinetic.wasm")
    stale = os.path.exists(BENCH_WASM) and os.path.exists(app_wasm) and \
        os.path.getmtime(BENCH_WASM) < os.path.getmtime(app_wasm)
    if stale or not os.path.exists(BENCH_WASM):
        subprocess.run([os.path.join(ROOT, "scripts", "build-wasm.sh"), "bench"], check=True, stdout=sys.stderr)


def serve_repository():
    """Serves ROOT on a free loopback port in a background thread; returns the server."""
    handler = functools.partial(QuietHandler, directory=ROOT)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def play(engine, url):
    """Plays the cases in `engine`; returns their results, or raises with what stopped them."""
    driver = engines.start(engine)
    try:
        driver.get(url)
        deadline = time.monotonic() + TIMEOUT_S
        while (outcome := driver.execute_script("return window.determinism || null")) is None:
            if time.monotonic() > deadline:
                raise TimeoutError(f"{engine} did not finish the cases in {TIMEOUT_S} s")
            time.sleep(0.5)
        if "error" in outcome:
            raise RuntimeError(f"{engine}: {outcome['error']}")
        return outcome["results"]
    finally:
        driver.quit()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("kinetic", help="the native build's kinetic command")
    parser.add_argument("--engine", action="append", choices=engines.ENGINES,
                        help="this engine only (repeatable; default: every engine)")
    parser.add_argument("--native-cache", help="keeps the native runs' output here for the next engine (determinism.mjs)")
    args = parser.parse_args()
    cache = ["--native-cache", args.native_cache] if args.native_cache else []
    ensure_bench_module()
    server = serve_repository()
    url = f"http://127.0.0.1:{server.server_address[1]}/Tests/wasm/determinism.html"
    failed = False
    for engine in args.engine or engines.ENGINES:
        try:
            results = play(engine, url)
        except Exception as error:  # noqa: BLE001 - a failure to play is a failed check
            print(f"not ok - {engine}: the determinism cases played: {type(error).__name__}: {error}")
            print("0 passed, 1 failed")
            failed = True
            continue
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
            json.dump(results, file)
        try:
            compared = subprocess.run(["node", os.path.join(ROOT, "Tests/wasm/determinism.mjs"), args.kinetic,
                                       "--results", file.name, "--engine", engine, *cache], check=False)
        finally:
            os.unlink(file.name)
        failed |= compared.returncode != 0
    server.shutdown()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
