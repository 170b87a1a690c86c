#!/usr/bin/env python3
"""Times the physics engine compiled to wasm inside each browser engine (Chromium's V8 and WebKit's
JavaScriptCore), in interleaved rounds on the same scenes, and says whether every run ended in
the same state. A benchmark: it prints figures and never fails on them.

Run under a display for WebKit:
  xvfb-run -a python3 Benchmarks/physics/wasm-browsers.py [--rounds 5] [--runs 3] pyramid_h20 balls_in_box_n500
Each scene first gets one untimed run per engine, so the figures are of warm, optimized code.
"""

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "browser"))
import determinism  # noqa: E402 - serves the repository for the page
import engines  # noqa: E402


def open_bench(engine, base):
    driver = engines.start(engine)
    driver.set_script_timeout(600)
    driver.get(f"{base}/Benchmarks/physics/wasm-browser.html")
    deadline = time.monotonic() + 60
    while not driver.execute_script("return window.benchReady === true"):
        if time.monotonic() > deadline:
            raise TimeoutError(f"{engine}: the bench page did not load")
        time.sleep(0.2)
    return driver


def time_scene(driver, name, runs):
    return driver.execute_async_script(
        "const [name, runs, done] = arguments; window.timeScene(name, runs).then(done, (e) => done({error: String(e)}));",
        name, runs)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("scenes", nargs="+", help="scene names in Benchmarks/physics/scenes")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    determinism.ensure_bench_module()
    server = determinism.serve_repository()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    drivers = {engine: open_bench(engine, base) for engine in engines.ENGINES}
    try:
        for name in args.scenes:
            medians = {engine: [] for engine in drivers}
            checksums = set()
            for engine, driver in drivers.items():
                checksums.update(time_scene(driver, name, 1)["checksums"])
            for _ in range(args.rounds):
                for engine, driver in drivers.items():
                    run = time_scene(driver, name, args.runs)
                    medians[engine].append(statistics.median(run["times"]))
                    checksums.update(run["checksums"])
            ratios = [w / c for w, c in zip(medians["webkit"], medians["chromium"])]
            figures = ", ".join(f"{engine} {statistics.median(ms):.4f} ms/step" for engine, ms in medians.items())
            print(f"{name}: {figures}; webkit/chromium {statistics.median(ratios):.2f} "
                  f"({min(ratios):.2f}–{max(ratios):.2f}); same final state: {len(checksums) == 1} "
                  f"({args.rounds} rounds of {args.runs} runs)", flush=True)
    finally:
        for driver in drivers.values():
            driver.quit()
        server.shutdown()


if __name__ == "__main__":
    main()
