"""Bytes a first visit transfers: headless Chromium at phone size (390 x 844, scale 3) loads the app cold (empty
cache, no service worker), waits until the game runs, then loads it again warm (HTTP cache and service worker)
and prints, for each load, the sum of transferSize over the navigation and every resource the page fetched,
and the largest entries. A benchmark: it prints figures and never fails on them.
   python3 Benchmarks/first-load.py --url http://127.0.0.1:8080
"""
import argparse
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"

ENTRIES = """
return performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'))
  .map((e) => ({ name: e.name, transfer: e.transferSize, body: e.encodedBodySize, decoded: e.decodedBodySize }));
"""


def wait_until_running(driver, timeout=60):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if driver.execute_script("try { return !!window.kinetic.state(); } catch (error) { return false; }"):
            return
        time.sleep(0.2)
    raise RuntimeError("the app did not start")


def report(label, entries):
    total = sum(e["transfer"] for e in entries)
    print(f"{label}: {total} bytes transferred in {len(entries)} entries "
          f"({sum(e['decoded'] for e in entries)} bytes decoded)")
    for entry in sorted(entries, key=lambda e: -e["transfer"])[:5]:
        print(f"  {entry['transfer']:>8} {entry['name']}")
    return total


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True)
    args = parser.parse_args()
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=390,844"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    try:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True})
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.clearBrowserCache", {})
        driver.get(args.url)
        wait_until_running(driver)
        time.sleep(2)
        report("cold", driver.execute_script(ENTRIES))
        driver.execute_script("return navigator.serviceWorker.ready.then(() => true)")
        time.sleep(2)
        driver.get(args.url)
        wait_until_running(driver)
        time.sleep(2)
        report("warm (HTTP cache and service worker)", driver.execute_script(ENTRIES))
        csp = [m["message"] for m in driver.get_log("browser") if "Content Security Policy" in m["message"]]
        print(f"console messages about the Content-Security-Policy: {len(csp)}")
        for message in csp[:5]:
            print(f"  {message}")
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
