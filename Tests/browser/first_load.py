"""The bytes of a first visit, in every engine: a fresh browser (empty HTTP cache, no service worker) at
phone size loads the app through a proxy that counts every byte the server sends it (status lines,
headers and bodies, whatever the encoding), waits until the first frame is drawn and the network has
been quiet for a while (the service worker's install included), and must have received at most
FIRST_LOAD_LIMIT bytes; then it loads the page again (warm: HTTP cache and service worker), which must
send far less, in every engine (the service worker revalidates its own copies, so this does not rest on
the browser's HTTP cache). Both figures are printed. The cold bound is for a browser that accepts
brotli, as every current browser does over HTTPS; an engine build that does not (WebKitGTK's libsoup
without brotli gets the gzip copies) has its figure printed and that bound skipped, with the reason."""

import re
import time
import urllib.parse

import engines
import network

FIRST_LOAD_LIMIT = 300_000
# A warm load revalidates files (304s, headers only): at most this share of the cold load.
WARM_SHARE_LIMIT = 0.2
QUIET_S = 2.0
SETTLE_TIMEOUT_S = 45


class CountingProxy(network.SwitchableProxy):
    """A loopback proxy that counts the bytes the server sends to the browser and those it receives."""

    def __init__(self, target):
        self.to_browser = 0
        self.to_server = 0
        self.accept_encoding = None
        self.last_traffic = time.monotonic()
        super().__init__(target)

    def reset(self):
        with self.lock:
            self.to_browser = 0
            self.to_server = 0
            self.last_traffic = time.monotonic()

    def _passing(self, source, data):
        with self.lock:
            if _peer_port(source) == self.target[1]:
                self.to_browser += len(data)
            else:
                self.to_server += len(data)
                found = re.search(rb"(?im)^accept-encoding:[ \t]*([^\r\n]*)", data)
                if found and self.accept_encoding is None:
                    self.accept_encoding = found.group(1).decode("latin-1")
            self.last_traffic = time.monotonic()

    def quiet_for(self):
        with self.lock:
            return time.monotonic() - self.last_traffic


def _peer_port(sock):
    try:
        return sock.getpeername()[1]
    except OSError:
        return None


def load_and_settle(driver, proxy, url=None):
    """Loads `url` (or reloads), waits for the first drawn frame and the service worker, then for
    QUIET_S seconds without traffic; returns whether the first frame was drawn."""
    if url:
        driver.get(url)
    else:
        driver.refresh()
    deadline = time.monotonic() + SETTLE_TIMEOUT_S
    drawn = False
    while time.monotonic() < deadline and not drawn:
        drawn = driver.execute_script(
            "return performance.getEntriesByName('kinetic-first-frame').length > 0")
        time.sleep(0.1)
    driver.set_script_timeout(SETTLE_TIMEOUT_S)
    driver.execute_async_script(
        "const done = arguments[0];"
        "if (!navigator.serviceWorker) { done(); return; }"
        "navigator.serviceWorker.ready.then(() => done(), () => done());"
        "setTimeout(done, 20000);")
    while time.monotonic() < deadline and proxy.quiet_for() < QUIET_S:
        time.sleep(0.2)
    return drawn


CACHED_FILES = """
const done = arguments[0];
caches.keys()
  .then((names) => Promise.all(names.map((name) => caches.open(name).then((cache) => cache.keys()))))
  .then((lists) => done(lists.flat().map((request) => new URL(request.url).pathname)), () => done([]));
"""
# The files a first visit leaves until they are used, which a later visit has the service worker cache.
ON_FIRST_USE = ("/name-dialog.js", "/synth.js", "/watch.js", "/replay-log.js", "/tickets.js")
ON_FIRST_USE_TIMEOUT_S = 15


def cached_files(driver):
    """The paths in the page's caches ([] where the engine has no Cache Storage)."""
    return driver.execute_async_script("if (!window.caches) { arguments[0]([]); return; }" + CACHED_FILES)


def test_first_load(app, report):
    server = urllib.parse.urlsplit(app.url)
    proxy = CountingProxy((server.hostname, server.port))
    driver = engines.start(app.engine)
    try:
        engines.emulate(driver, app.engine, 390, 844, 3)
        proxy.reset()
        url = f"http://127.0.0.1:{proxy.port}/"
        cold_drawn = load_and_settle(driver, proxy, url)
        cold = proxy.to_browser
        encodings = driver.execute_script(
            "return performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.wasm'))"
            ".map((e) => [e.encodedBodySize, e.decodedBodySize])")
        cold_cached = cached_files(driver)
        proxy.reset()
        warm_drawn = load_and_settle(driver, proxy)
        warm = proxy.to_browser
        deadline = time.monotonic() + ON_FIRST_USE_TIMEOUT_S
        while not all(f in (warm_cached := cached_files(driver)) for f in ON_FIRST_USE) \
                and time.monotonic() < deadline:
            time.sleep(0.2)
    finally:
        driver.quit()
        proxy.listener.close()
    accepted = [part.split(";")[0].strip().lower() for part in (proxy.accept_encoding or "").split(",")]
    print(f"# {app.engine}: first load at 390x844: cold {cold} bytes from the server, warm {warm} bytes "
          f"(Accept-Encoding: {proxy.accept_encoding}; wasm body encoded/decoded {encodings})", flush=True)
    report.check("the first frame is drawn on a cold and on a warm load", cold_drawn and warm_drawn)
    report.check("a first visit leaves the files loaded on first use uncached",
                 not any(f in cold_cached for f in ON_FIRST_USE), repr(cold_cached))
    if cold_cached:
        report.check("a second visit has the service worker cache them, for play offline",
                     all(f in warm_cached for f in ON_FIRST_USE), repr(warm_cached))
    report.check(f"a warm load transfers at most {WARM_SHARE_LIMIT:.0%} of a cold one ({warm})",
                 0 < cold and warm <= cold * WARM_SHARE_LIMIT, f"cold {cold}, warm {warm}")
    if "br" not in accepted:
        reason = f"this engine does not accept brotli (Accept-Encoding: {proxy.accept_encoding}): cold {cold} bytes"
        report.skip(f"a cold first load at phone size transfers at most {FIRST_LOAD_LIMIT} bytes", reason)
        return
    report.check(f"a cold first load at phone size transfers at most {FIRST_LOAD_LIMIT} bytes ({cold})",
                 0 < cold <= FIRST_LOAD_LIMIT, f"{cold} bytes")


def run(app, report, out_dir):
    report.run("first load bytes", lambda: test_first_load(app, report))
