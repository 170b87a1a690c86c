"""Prints how long headless Chromium takes to draw one frame of a game on the canvas (the shell's
drawDisplayList, timed by the page itself), at phone and tablet sizes; frames equal to the one the
canvas shows are not drawn, so the game must move (--action, or --script: a page script that plays,
such as Benchmarks/busy-set.mjs, Set's busy table). A benchmark: it prints figures and never fails on
them.

    python3 Benchmarks/canvas-draw.py --url http://127.0.0.1:8080 --game set --script Benchmarks/busy-set.mjs

Needs selenium and chromium-driver (scripts/ensure-deps.sh browser installs them) and a running
server (`make run`, or Benchmarks/canvas-draw.sh, which starts one)."""

import argparse
import statistics

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

SIZES = [("phone", 390, 844, 3), ("tablet", 1180, 820, 2)]


def wait_until_ready(driver):
    """Waits until the page's app has started (window.kinetic.ready settles)."""
    driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const poll = () => window.kinetic ? window.kinetic.ready.then(done, done) : setTimeout(poll, 50);
        poll();
        """)


def measure(driver, url, game, actions, scripts, frames, width, height, scale):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": scale, "mobile": True,
    })
    driver.get(f"{url}/#{game}")
    wait_until_ready(driver)
    # A first visit opens the game's how-to, which holds the game still: it counts as seen.
    driver.execute_script("localStorage.setItem('kinetic.howtoSeen', JSON.stringify([arguments[0]]))", game)
    driver.refresh()
    wait_until_ready(driver)
    for action in actions:
        driver.execute_script("window.kinetic.action(arguments[0])", action)
    for script in scripts:
        driver.execute_script(script)
    driver.execute_script("window.kinetic.drawTimes()")
    return driver.execute_async_script("""
        const [frames, done] = arguments;
        let left = frames;
        const tick = () => (--left <= 0 ? done(window.kinetic.drawTimes()) : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
        """, frames)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--game", default="set")
    parser.add_argument("--action", action="append", default=[], help="a game action to run first")
    parser.add_argument("--script", action="append", default=[], help="a page script to run first (its file)")
    parser.add_argument("--frames", type=int, default=600)
    args = parser.parse_args()
    scripts = [open(path, encoding="utf-8").read() for path in args.script]
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1200,900"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(120)
    try:
        for label, width, height, scale in SIZES:
            times = measure(driver, args.url, args.game, args.action, scripts, args.frames, width, height, scale)
            if not times:
                # The page draws a frame only when it differs from the one the canvas shows.
                print(f"{args.game} {label} {width}x{height}@{scale}: the game was still, no frame drawn "
                      f"in {args.frames}")
                continue
            times.sort()
            p99 = times[min(len(times) - 1, int(0.99 * len(times)))]
            print(f"{args.game} {label} {width}x{height}@{scale}: canvas draw median_ms={statistics.median(times):.3f} "
                  f"p99_ms={p99:.3f} frames={len(times)}")
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
