"""The browser engines every browser test runs in: Chromium (headless, through chromedriver) and
WebKit (WebKitGTK's MiniBrowser under Xvfb, through WebKitWebDriver) — the engine of every browser
on an iPhone or iPad. One test code path serves both; what the engines' drivers do differently is
kept here:

- Chromium emulates a phone's viewport and pixel ratio through the DevTools protocol; WebKit's
  window is resized instead (MiniBrowser runs full screen, so the window is the viewport), at the
  device pixel ratio GDK_SCALE gives it. That is 1: at 2, WebKit paints four times the pixels in
  software under Xvfb, and its driver, which waits for the page between input events, then held
  taps down longer than a tap lasts. Its window is never narrower than MINIMUM_WEBKIT_WIDTH.
- WebKit composites without the GPU (WEBKIT_DISABLE_COMPOSITING_MODE): under Xvfb its threaded
  compositor draws with Mesa's software GL, and that path crashed the page process now and then
  (segfaults in swrast_dri.so on the compositor's thread, traps in libwebkit2gtk; six in one day's
  runs, two in a row under one test), which no page can cause or avoid. The page's own code runs
  the same either way.
- Chromium's driver returns the console log; WebKit's has no log, so a small page script records
  uncaught errors, failed resources and console.error calls after every load, in the same shape.
- WebKitGTK's driver delivers touch actions as mouse pointer events: tests that need two touch
  points at once ask `supports_multitouch`.
"""

import glob
import os
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service as ChromeService
from selenium.webdriver.webkitgtk.options import Options as WebKitOptions
from selenium.webdriver.webkitgtk.service import Service as WebKitService

ENGINES = ("chromium", "webkit")
CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"
WEBKIT_SCALE = 1
MINIMUM_WEBKIT_WIDTH = 334
WINDOW = (1024, 768)
RESIZE_TIMEOUT_S = 5

# Records what Chromium's log would hold: uncaught errors, rejected promises, resources that
# failed to load and console.error. Installed after each load; kept in window.__kineticLog.
CONSOLE_HOOK = """
if (!window.__kineticLog) {
  const log = window.__kineticLog = [];
  // When and where: WebKit's log has no times, and a message read at the end of a group of checks
  // must still say which page and which moment caused it.
  const add = (message) => log.push({level: 'SEVERE', source: 'webkit',
    message: `${message} (${Math.round(performance.now())} ms into ${location.pathname}${location.search}${location.hash})`});
  addEventListener('error', (event) => {
    const target = event.target;
    // A trap's stack names the wasm functions it passed through; the first frames say where.
    const stack = event.error?.stack ? ` | ${event.error.stack.split('\\n').slice(0, 12).join(' < ')}` : '';
    add(target && target !== window ? `failed to load ${target.src || target.href}` : event.message + stack);
  }, true);
  addEventListener('unhandledrejection', (event) => add(`unhandled rejection: ${event.reason}`));
  const error = console.error.bind(console);
  // An error passed along (a trap the page caught) brings its stack's first frames too.
  const text = (arg) => arg instanceof Error && arg.stack
    ? `${arg} | ${arg.stack.split('\\n').slice(0, 12).join(' < ')}` : String(arg);
  console.error = (...args) => { add(args.map(text).join(' ')); error(...args); };
}
"""


def minibrowser():
    """The MiniBrowser binary Debian's libwebkit2gtk package ships (its path names the architecture)."""
    found = sorted(glob.glob("/usr/lib/*/webkit2gtk-4.*/MiniBrowser"))
    if not found:
        raise FileNotFoundError("MiniBrowser not found: scripts/ensure-deps.sh browser installs webkit2gtk-driver")
    return found[-1]


# An invisible pixel that changes (between two transparent colours) every frame while it is in the page:
# each change is a paint (see WebKitDriver).
REPAINT_PROBE = """
const probe = document.createElement('div');
probe.id = 'kinetic-test-repaint-probe';
probe.setAttribute('aria-hidden', 'true');
probe.style.cssText = 'position: fixed; left: 0; top: 0; width: 1px; height: 1px; pointer-events: none;';
document.body.append(probe);
let flip = false;
const tick = () => {
  if (!probe.isConnected) return;
  flip = !flip;
  probe.style.background = flip ? 'rgba(0, 0, 1, 0)' : 'rgba(0, 0, 0, 0)';
  requestAnimationFrame(tick);
};
requestAnimationFrame(tick);
"""


class ChromiumDriver(webdriver.Chrome):
    """Chromium's driver with screenshots encoded for speed: the same pixels in a PNG about a third
    larger, taken in about a quarter less time at phone (3x) and tablet (2x) sizes."""

    def get_screenshot_as_base64(self):
        return self.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "optimizeForSpeed": True})["data"]


class WebKitDriver(webdriver.WebKitGTK):
    """WebKitGTK's driver with a browser log like Chromium's (see CONSOLE_HOOK), and screenshots that
    do not wait on a still page."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._log = []

    def get_screenshot_as_base64(self):
        """WebKitGTK's driver takes a screenshot after the page's next paint, or after 10 s when none
        comes: a page that draws nothing new (a still game draws nothing) costs those 10 s. A pixel that
        changes invisibly every frame until the screenshot is taken gives it that paint."""
        self.execute_script(REPAINT_PROBE)
        try:
            return super().get_screenshot_as_base64()
        finally:
            self.execute_script("document.getElementById('kinetic-test-repaint-probe')?.remove()")

    def get(self, url):
        self._drain()
        super().get(url)
        self.execute_script(CONSOLE_HOOK)

    def refresh(self):
        self._drain()
        super().refresh()
        self.execute_script(CONSOLE_HOOK)

    def get_log(self, log_type):
        if log_type != "browser":
            return []
        self._drain()
        entries, self._log = self._log, []
        return entries

    def _drain(self):
        try:
            self._log.extend(self.execute_script(
                "const log = window.__kineticLog || []; return log.splice(0, log.length);") or [])
        except Exception:  # noqa: BLE001 - a page that is gone has nothing left to read
            pass


def start(engine):
    """Starts a browser of `engine` at the default window size and returns its WebDriver."""
    if engine == "chromium":
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                         f"--window-size={WINDOW[0]},{WINDOW[1]}", "--hide-scrollbars"):
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        driver = ChromiumDriver(service=ChromeService(CHROMEDRIVER), options=options)
        # The window's own viewport, which clear_emulation returns to: the part of the window the page gets.
        driver.window_viewport = driver.execute_script("return [innerWidth, innerHeight, devicePixelRatio]")
        return driver
    if engine == "webkit":
        if not os.environ.get("DISPLAY"):
            raise RuntimeError("WebKit needs an X display: run under xvfb-run (scripts/browser-test.sh does)")
        options = WebKitOptions()
        options.binary_location = minibrowser()
        for argument in ("--automation", "--full-screen"):
            options.add_argument(argument)
        environment = dict(os.environ, GDK_SCALE=str(WEBKIT_SCALE), WEBKIT_DISABLE_COMPOSITING_MODE="1")
        driver = WebKitDriver(options=options, service=WebKitService(WEBKIT_DRIVER, env=environment))
        driver.set_window_size(*WINDOW)
        driver.window_viewport = [*WINDOW, WEBKIT_SCALE]
        return driver
    raise ValueError(f"unknown engine {engine!r}; expected one of {', '.join(ENGINES)}")


def emulate(driver, engine, width, height, scale):
    """Makes the viewport `width`×`height` CSS px (Chromium also takes the pixel ratio `scale`).

    Returns the viewport the page then has, which in WebKit is at least MINIMUM_WEBKIT_WIDTH wide."""
    viewport = expected_viewport(engine, width, height)
    if engine == "chromium":
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": scale, "mobile": True,
        })
    else:
        resize_window(driver, *viewport)
    return viewport


def clear_emulation(driver, engine):
    """Returns to the default window."""
    if engine == "chromium":
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    else:
        resize_window(driver, *WINDOW)


def resize_window(driver, width, height):
    """Resizes WebKit's window and waits until the page has the new viewport and has drawn two
    frames with it: the X window, GTK and the page resize one after another, and a test that
    touched the page in between would aim at the old layout."""
    driver.set_window_size(width, height)
    deadline = time.monotonic() + RESIZE_TIMEOUT_S
    while driver.execute_script("return [innerWidth, innerHeight]") != [width, height]:
        if time.monotonic() > deadline:
            raise TimeoutError(f"WebKit's viewport did not become {width}x{height}")
        time.sleep(0.05)
    driver.execute_async_script(
        "const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()));")


def expected_viewport(engine, width, height):
    """The viewport `emulate` gives for a requested size."""
    if engine == "webkit":
        return [max(width, MINIMUM_WEBKIT_WIDTH), height]
    return [width, height]


def pixel_ratio(engine, scale):
    """The device pixel ratio the page has after `emulate` asked for `scale`."""
    return scale if engine == "chromium" else WEBKIT_SCALE


def supports_multitouch(engine):
    """Whether the engine's driver delivers touch actions as touch pointers (several at once)."""
    return engine == "chromium"
