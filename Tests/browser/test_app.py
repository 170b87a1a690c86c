#!/usr/bin/env python3
"""Browser test of the Kinetic web shell: loads the served app in every engine of engines.py
(Chromium and WebKit) through Selenium, plays every game with real pointer and keyboard input, and
saves screenshots at phone and tablet sizes, each named with its engine. The browser reaches the
server through a proxy the tests can take offline (network.py).

Usage: python3 Tests/browser/test_app.py --url http://127.0.0.1:PORT [--engine webkit] [--out DIR]
"""

import argparse
import os
import sys
import time
import traceback
import urllib.parse

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.keys import Keys
from selenium.common.exceptions import InvalidSessionIdException

import accessibility
import breakout
import bubblepop
import concentration
import engines
import first_load
import howto
import incline
import layout
import names
import network
import pause
import playready
import setgame
import sound
import verified
import verified_boards
import watch
from helpers import click, seed_game, settled

SCREEN_SIZES = [
    ("phone-portrait", 390, 844, 3),
    ("phone-landscape", 844, 390, 3),
    ("tablet", 820, 1180, 2),
]
DRAG_DISTANCE = 100
DRAG_STEPS = 10
MIN_FOLLOW = 50
MIN_CANVAS_SHARE = 0.7
# How long a page may take to start (its `window.kinetic.ready`), under the 30 s script timeout.
READY_TIMEOUT_S = 25


def pong(state):
    """The parts of Pong's state JSON this test reads; adapt here if the shape changes."""
    return {
        "paddle_x": state["player"]["x"],
        "paddle_y": state["player"]["y"],
        "scores": (state["player"]["score"], state["opponent"]["score"]),
        "ball_y": state["ball"]["y"],
        "court_height": state["court"]["height"],
        "phase": state["phase"],
    }


class Report:
    """Prints TAP-like lines and counts the results."""

    def __init__(self):
        self.passed = 0
        self.failed = 0
        self.skipped = 0
        self.engine = ""
        self.crashes = 0
        # Starts a new browser session after the engine's page process crashed or hung.
        self.recover = None
        self.is_alive = None
        # The page as a test begins (its address, with the open game, and its localStorage: the player's
        # name, settings, how-tos seen), for recover.
        self.save_page = None

    def skip(self, name, reason):
        """A check this engine cannot make, said with its reason."""
        self.skipped += 1
        print(f"ok - {self.engine}: {name} # SKIP {reason}", flush=True)

    def check(self, name, condition, detail=""):
        if condition:
            self.passed += 1
            print(f"ok - {self.engine}: {name}", flush=True)
        else:
            self.failed += 1
            print(f"not ok - {self.engine}: {name}" + (f": {detail}" if detail else ""), flush=True)
        return condition

    def run(self, name, test, retried=False):
        """Runs a test function; an exception counts as a failure named after the test.

        When the browser's page process dies under a test (the driver then refuses every later call),
        the browser is started again and the test runs once more from its start, its first attempt's
        results taken back: a second crash fails it. Crashes are counted and printed either way.
        """
        counts = (self.passed, self.failed, self.skipped)
        page = self.save_page() if self.save_page and not retried else None
        try:
            test()
        except Exception as error:  # noqa: BLE001 - every failure is reported, none stops the run
            # The call that meets a dying page may fail with any WebDriver error; the next one says why.
            if not isinstance(error, InvalidSessionIdException) and (self.is_alive is None or self.is_alive()):
                self.check(name, False, f"{type(error).__name__}: {error}")
                traceback.print_exc(file=sys.stderr)
                return
            self.crashes += 1
            print(f"# {self.engine}: the page crashed or hung during {name!r} ({error}); "
                  "a new browser session runs it again", flush=True)
            if retried or self.recover is None:
                self.check(name, False, f"the page crashed or hung again: {error}")
                return
            self.passed, self.failed, self.skipped = counts
            self.recover(page)
            self.run(name, test, retried=True)


class App:
    """The browser and the page, with small helpers over window.kinetic."""

    def __init__(self, url, engine, network):
        self.engine = engine
        self.driver = engines.start(engine)
        self.driver.set_script_timeout(30)
        self.url = url
        self.network = network
        self.console = []

    def quit(self):
        self.driver.quit()

    def page(self):
        """The page's address and localStorage, as {"href", "storage"} (None when the page does not answer)."""
        try:
            return self.driver.execute_script(
                "return {href: location.href, storage: Object.assign({}, localStorage)}")
        except Exception:  # noqa: BLE001 - a dead page has nothing to read
            return None

    def restart(self, page=None):
        """A new browser session in place of one whose page process died, back where the test began:
        `page` (see `page()`) gives the address, so the same game opens, and the localStorage to put
        back. The old session is let go."""
        try:
            self.driver.quit()
        except Exception:  # noqa: BLE001 - the old session is already gone; its driver may be too
            pass
        self.driver = engines.start(self.engine)
        self.driver.set_script_timeout(30)
        self.driver.get(self.url)
        self.wait_until_ready()
        # A new session has a fresh profile: the player's name, settings and how-tos seen come back.
        if page and page["storage"]:
            self.js("for (const [key, value] of Object.entries(arguments[0])) localStorage.setItem(key, value)",
                    page["storage"])
        else:
            howto.mark_all_seen(self)
        self.driver.get(page["href"] if page else self.url)
        self.wait_until_ready()

    def is_alive(self):
        """Whether the browser session still answers a script."""
        try:
            return self.driver.execute_script("return 1") == 1
        except Exception:  # noqa: BLE001 - any refusal means the session is gone
            return False

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def wait_until_ready(self):
        """Resolves window.kinetic.ready; returns None on success or the rejection's message. A page
        that has not started within READY_TIMEOUT_S raises, saying how far it got."""
        outcome = self.driver.execute_async_script(
            """
            const [timeoutMs, done] = arguments;
            const deadline = performance.now() + timeoutMs;
            const state = () => {
              const status = document.getElementById('status');
              const worker = navigator.serviceWorker?.controller;
              const loaded = performance.getEntriesByType('resource').map((r) => r.name.split('/').pop());
              return `document ${document.readyState}, window.kinetic ${window.kinetic ? 'set' : 'missing'}, `
                + `status "${status?.hidden ? '' : status?.textContent.replace(/\\s+/g, ' ').trim()}", `
                + `service worker ${worker ? worker.state : 'none'}, loaded [${loaded.join(', ')}]`;
            };
            const timer = setTimeout(() => done({timeout: state()}), Math.max(0, deadline - performance.now()));
            const finish = (value) => { clearTimeout(timer); done(value); };
            const poll = () => window.kinetic
              ? window.kinetic.ready.then(() => finish(null), (error) => finish(String(error)))
              : setTimeout(poll, 50);
            poll();
            """,
            READY_TIMEOUT_S * 1000,
        )
        if isinstance(outcome, dict):
            raise TimeoutError(f"the page did not start in {READY_TIMEOUT_S} s: {outcome['timeout']}")
        return outcome

    def next_frames(self, count=2):
        """Waits for `count` animation frames so the page has drawn what the test changed."""
        self.driver.execute_async_script(
            """
            const [count, done] = arguments;
            let left = count;
            const tick = () => (--left <= 0 ? done() : requestAnimationFrame(tick));
            requestAnimationFrame(tick);
            """,
            count,
        )

    def pong(self):
        return pong(self.js("return window.kinetic.state()"))

    def canvas_rect(self):
        return self.js("const r = document.getElementById('game').getBoundingClientRect();"
                       "return {left: r.left, top: r.top, width: r.width, height: r.height};")

    def severe_console_messages(self):
        """Collects the browser log so far and returns every SEVERE message seen."""
        self.console.extend(self.driver.get_log("browser"))
        return [entry["message"] for entry in self.console if entry["level"] == "SEVERE"]

    def new_severe_console_messages(self):
        """The SEVERE messages seen since this was last asked (each is returned once)."""
        self.console.extend(self.driver.get_log("browser"))
        fresh = [entry for entry in self.console if entry["level"] == "SEVERE" and not entry.get("seen")]
        for entry in fresh:
            entry["seen"] = True
        return [entry["message"] for entry in fresh]

    def emulate(self, width, height, scale):
        """Sets the viewport (see engines.emulate), waits until the page has laid the game out at it
        (helpers.settled) and returns the size the page then has."""
        viewport = engines.emulate(self.driver, self.engine, width, height, scale)
        settled(self, [*viewport, engines.pixel_ratio(self.engine, scale)])
        return viewport

    def clear_emulation(self):
        """Returns to the default window and waits until the page has laid the game out in it."""
        engines.clear_emulation(self.driver, self.engine)
        settled(self, self.driver.window_viewport)

    def screenshot(self, out_dir, name):
        """Saves a screenshot named `name`-ENGINE.png in `out_dir`; returns whether it was written."""
        return self.driver.save_screenshot(os.path.join(out_dir, f"{name}-{self.engine}.png"))


def drag(app, kind, x, y, distance, press, release):
    """Moves a pointer from (x, y) by `distance` px in small steps, pressing and releasing if asked."""
    source = PointerInput(kind, "finger" if kind == interaction.POINTER_TOUCH else "mouse")
    actions = ActionBuilder(app.driver, mouse=source, duration=16)
    if press:
        actions.pointer_action.move_to_location(round(x), round(y))
        actions.pointer_action.pointer_down()
    for step in range(1, DRAG_STEPS + 1):
        actions.pointer_action.move_to_location(round(x + distance * step / DRAG_STEPS), round(y))
        actions.pointer_action.pause(0.02)
    if release:
        actions.pointer_action.pointer_up()
    actions.perform()
    app.next_frames(3)


def test_drag(app, report, kind):
    """Presses on the player's paddle, drags right then left, and checks the paddle follows.

    A mouse stays pressed for both moves; chromedriver lifts a touch at the end of each
    action sequence, so a finger presses again on the paddle for the second move."""
    name = f"dragging the paddle with a {kind} pointer"
    rect = app.canvas_rect()
    start = app.pong()
    x, y = rect["left"] + start["paddle_x"], rect["top"] + start["paddle_y"]
    one_press = kind == interaction.POINTER_MOUSE

    drag(app, kind, x, y, DRAG_DISTANCE, press=True, release=not one_press)
    right = app.pong()["paddle_x"]
    report.check(f"{name} +{DRAG_DISTANCE} px moves it right", right - start["paddle_x"] >= MIN_FOLLOW,
                 f"x went from {start['paddle_x']:.1f} to {right:.1f}")

    drag(app, kind, x + DRAG_DISTANCE if one_press else rect["left"] + right, y, -DRAG_DISTANCE,
         press=not one_press, release=True)
    left = app.pong()["paddle_x"]
    report.check(f"{name} -{DRAG_DISTANCE} px moves it left", right - left >= MIN_FOLLOW,
                 f"x went from {right:.1f} to {left:.1f}")


def test_keyboard(app, report):
    before = app.pong()["paddle_x"]
    ActionChains(app.driver).key_down(Keys.ARROW_LEFT).pause(0.5).key_up(Keys.ARROW_LEFT).perform()
    app.next_frames(2)
    after = app.pong()["paddle_x"]
    report.check("holding ArrowLeft for 0.5 s moves the paddle left", after < before - 5,
                 f"x went from {before:.1f} to {after:.1f}")


# How many of the canvas's pixels, sampled every 97th, are painted (not transparent).
PAINTED_PIXELS_JS = """
const canvas = document.getElementById('game');
const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
let painted = 0;
for (let i = 3; i < data.length; i += 4 * 97) if (data[i] > 0) painted += 1;
return painted;
"""


def test_still_game_draws_nothing(app, report):
    """Pong waiting for its serve is still: its frames draw nothing new on the canvas, so a page left open
    costs no painting. A held key that moves the paddle draws again, and so does a new canvas size (which
    clears the canvas): the game is never left blank."""
    seed_game(app, 7)  # a fresh match, waiting for its serve
    app.js("document.getElementById('game').focus()")
    app.next_frames(5)
    app.js("window.kinetic.drawTimes()")
    app.next_frames(30)
    still = len(app.js("return window.kinetic.drawTimes()"))
    report.check("a still game draws nothing in 30 frames", still == 0, f"{still} frames drawn")
    ActionChains(app.driver).key_down(Keys.ARROW_RIGHT).pause(0.3).key_up(Keys.ARROW_RIGHT).perform()
    app.next_frames(2)
    moving = len(app.js("return window.kinetic.drawTimes()"))
    report.check("the paddle moved by a held key is drawn, frame by frame", moving >= 5, f"{moving} frames drawn")
    before = app.js(PAINTED_PIXELS_JS)
    app.emulate(844, 390, 3)
    app.next_frames(3)
    resized = len(app.js("return window.kinetic.drawTimes()"))
    after = app.js(PAINTED_PIXELS_JS)
    app.clear_emulation()
    app.next_frames(3)
    report.check("a new canvas size is drawn at once, never left blank", resized >= 1 and before > 0 and after > 0,
                 f"{resized} frames drawn; painted samples {before} before, {after} after")


def press_space(app):
    """A real Space key press with the canvas focused (the game's keys go to the page, not a button)."""
    app.js("document.getElementById('game').focus()")
    ActionChains(app.driver).key_down(Keys.SPACE).pause(0.05).key_up(Keys.SPACE).perform()
    app.next_frames(2)


def test_simulated_minute(app, report):
    before = app.pong()["scores"]
    press_space(app)
    app.js("window.kinetic.advance(60000)")
    after = app.pong()["scores"]
    report.check("kinetic.advance(60000) changes the score", after != before,
                 f"scores before {before}, after {after}")


def test_pause(app, report, out_dir, label, width, height, scale):
    """A rally paused with P and with the button, at `label` size."""
    app.emulate(width, height, scale)
    seed_game(app, 31)
    pause.check(app, report, label, out_dir, "pong", lambda s: s["held"])


def advance_to_mid_court(app):
    """Plays a fresh game a few simulated seconds until the ball is mid-court; False if it never is."""
    seed_game(app, 20240601)
    press_space(app)
    app.js("window.kinetic.advance(1000)")
    for _ in range(40):
        state = app.pong()
        if state["phase"] == "playing" and 0.3 < state["ball_y"] / state["court_height"] < 0.7:
            return True
        app.js("window.kinetic.advance(100)")
    return False


def layout_metrics(app):
    return app.js(
        """
        const canvas = document.getElementById('game').getBoundingClientRect();
        const bar = document.querySelector('.tab-bar').getBoundingClientRect();
        const tab = document.querySelector('[role="tab"][data-game="pong"]');
        const tabBox = tab.getBoundingClientRect();
        const hit = document.elementFromPoint(
          tabBox.left + tabBox.width / 2, tabBox.top + tabBox.height / 2);
        return {
          viewport: [innerWidth, innerHeight],
          canvas: [canvas.width, canvas.height],
          backing: [document.getElementById('game').width, document.getElementById('game').height],
          dpr: devicePixelRatio,
          bar: [bar.left, bar.top, bar.width, bar.height],
          tabReachable: tab.contains(hit),
        };
        """
    )


def test_screen_size(app, report, out_dir, label, width, height, scale):
    viewport = app.emulate(width, height, scale)
    app.next_frames(3)
    report.check(f"{label}: the ball is in play mid-court", advance_to_mid_court(app))
    app.next_frames(2)
    report.check(f"screenshot {label} saved", app.screenshot(out_dir, f"pong-{label}"))

    metrics = layout_metrics(app)
    viewport_area = metrics["viewport"][0] * metrics["viewport"][1]
    share = metrics["canvas"][0] * metrics["canvas"][1] / viewport_area
    report.check(f"{label}: viewport is {viewport[0]}x{viewport[1]}", metrics["viewport"] == viewport,
                 f"got {metrics['viewport']}")
    report.check(f"{label}: canvas fills {share:.0%} of the viewport (at least 70%)",
                 share >= MIN_CANVAS_SHARE, f"canvas {metrics['canvas']}")
    expected_backing = [int(side * metrics["dpr"] + 0.5) for side in metrics["canvas"]]  # JS Math.round
    report.check(f"{label}: canvas backing store is CSS size x {metrics['dpr']}",
                 metrics["backing"] == expected_backing,
                 f"backing {metrics['backing']}, expected {expected_backing}")
    bar_left, bar_top, bar_width, bar_height = metrics["bar"]
    on_screen = (bar_width > 0 and bar_height > 0 and bar_left >= 0 and bar_top >= 0
                 and bar_left + bar_width <= viewport[0] + 0.5 and bar_top + bar_height <= viewport[1] + 0.5)
    report.check(f"{label}: tab bar is visible with the Pong tab",
                 on_screen and metrics["tabReachable"], f"tab bar at {metrics['bar']}")


def first_frame_ms(app):
    """Milliseconds from navigation to the end of the first drawn frame, once the app has drawn it."""
    app.wait_until_ready()
    app.next_frames(2)
    return app.js("const [mark] = performance.getEntriesByName('kinetic-first-frame');"
                  "return mark ? mark.startTime : null;")


def test_page_loads(app, report):
    """Loads the app in a fresh browser (cold) and again (warm: HTTP and service worker caches) at
    phone size, printing how long the first frame takes; then the page at the default window."""
    app.emulate(390, 844, 3)
    app.driver.get(app.url)
    cold = first_frame_ms(app)
    report.check("a first visit shows Pong's how-to", app.js("return document.getElementById('howto').open"))
    howto.mark_all_seen(app)
    app.driver.refresh()
    warm = first_frame_ms(app)
    report.check("the first frame is drawn after a cold and a warm load", cold is not None and warm is not None,
                 f"cold {cold}, warm {warm}")
    if cold is not None and warm is not None:
        print(f"# {app.engine}: first frame after load at 390x844: cold {cold:.0f} ms, warm {warm:.0f} ms",
              flush=True)
    app.clear_emulation()
    app.driver.get(app.url)
    failure = app.wait_until_ready()
    report.check("window.kinetic.ready resolves", failure is None, failure or "")
    tabs = app.js("return [...document.querySelectorAll('[role=\"tab\"]')]"
                  ".map((tab) => [tab.textContent.trim(), tab.getAttribute('aria-selected')])")
    report.check("the tab bar shows Pong, selected", ["Pong", "true"] in tabs, f"tabs {tabs}")
    report.check("the game is in the URL hash", app.js("return location.hash") == "#pong")
    severe = app.severe_console_messages()
    report.check("no SEVERE console messages after loading", not severe, "; ".join(severe))


def test_open(app, report):
    report.check("kinetic.open('pong') returns true", app.js("return window.kinetic.open('pong')") is True)
    report.check("kinetic.open('nope') returns false", app.js("return window.kinetic.open('nope')") is False)
    checksum = app.js("return window.kinetic.checksum()")
    report.check("kinetic.checksum() is 16 hex digits",
                 isinstance(checksum, str) and len(checksum) == 16
                 and all(c in "0123456789abcdef" for c in checksum.lower()), repr(checksum))


CONTROLS_DEMO = [
    {"id": "slope", "kind": "slider", "title": "Slope", "enabled": True, "value": 20, "default": 20,
     "min": -45, "max": 45, "step": 1, "unit": "°"},
    {"id": "animate", "kind": "switch", "title": "Animate the slope", "enabled": True, "value": False,
     "default": False},
    {"id": "balls", "kind": "stepper", "title": "Balls", "enabled": True, "value": 1, "default": 1,
     "min": 1, "max": 5, "step": 1, "unit": ""},
    {"id": "surface", "kind": "segmented", "title": "Surface", "enabled": True, "value": "wood",
     "default": "wood", "options": [{"id": "ice", "title": "Ice"}, {"id": "wood", "title": "Wood"}]},
    {"id": "drop", "kind": "button", "title": "Drop ball", "enabled": True},
    {"id": "reset", "kind": "button", "title": "Reset", "enabled": True},
    {"id": "acceleration", "kind": "readout", "title": "Acceleration", "enabled": True,
     "value": "measured a = 512 pt/s²"},
]


def controls_panel(app):
    """What the controls panel shows: hidden or not, and each row's id, kind and visible text."""
    return app.js(
        """
        const panel = document.getElementById('controls');
        return {
          hidden: panel.hidden || getComputedStyle(panel).display === 'none',
          rows: [...panel.children].map((row) => ({
            id: row.dataset.controlId, kind: row.className, text: row.innerText.replace(/\s+/g, ' ').trim(),
          })),
        };
        """
    )


def test_pong_controls(app, report):
    app.js("window.kinetic.open('pong')")
    app.next_frames(2)
    shown = app.js("return {aside: document.getElementById('controls').hidden,"
                   " screens: !document.getElementById('screens').hidden,"
                   " rows: [...document.querySelectorAll('#settings [data-control-id]')].map((r) => r.dataset.controlId)}")
    report.check("Pong keeps the stage: its one setting, Opponent, is on a settings screen",
                 shown == {"aside": True, "screens": True, "rows": ["opponent"]}, repr(shown))
    before = app.pong()["phase"]
    app.js("window.kinetic.control('slope=30\\n=\\nx=nan')")
    app.next_frames(2)
    report.check("control lines Pong does not know are ignored", app.pong()["phase"] == before)


SHOWN_CONTROLS_JS = """
const { controls = [], presentation = 'beside' } = window.kinetic.controls();
const ids = (id) => [...document.querySelectorAll(`#${id} [data-control-id]`)].map((row) => row.dataset.controlId);
const beside = document.getElementById('controls').hidden ? [] : ids('controls');
const settings = document.getElementById('screens').hidden ? [] : ids('settings');
// A player-name control is filled by the shell with the app's one name and never shown.
const shownIds = controls.filter((c) => c.kind !== 'playerName').map((c) => c.id);
return { expected: shownIds, presentation, beside, settings };
"""


def test_switching_shows_each_games_controls(app, report):
    """Every game reached from every other through its tab, after a control of the one left was changed:
    the page shows the new game's own controls (beside the canvas, or on the settings screen its switcher
    opens), never the ones of the game it left."""
    app.emulate(1440, 900, 1)
    games = app.js("return [...document.querySelectorAll(\"[role='tab'][data-game]\")].map((t) => t.dataset.game)")
    # The changes are saved on the device like a player's: each game's values are put back afterwards.
    changed = {"time": "10", "rows": "3", "slope": "10"}
    kept = {}
    for game in games:
        click(app, f"[role='tab'][data-game='{game}']")
        kept[game] = [f"{c['id']}={c['value']}" for c in app.js("return window.kinetic.controls().controls ?? []")
                      if c["id"] in changed]
    wrong = []
    for left in games:
        for opened in games:
            if opened == left:
                continue
            click(app, f"[role='tab'][data-game='{left}']")
            app.js("window.kinetic.control(arguments[0])", "\n".join(f"{k}={v}" for k, v in changed.items()))
            click(app, f"[role='tab'][data-game='{opened}']")
            app.next_frames(2)
            shown = app.js(SHOWN_CONTROLS_JS)
            on_screen = shown["settings"] if shown["presentation"] == "settings" else shown["beside"]
            elsewhere = shown["beside"] if shown["presentation"] == "settings" else shown["settings"]
            if on_screen != shown["expected"] or elsewhere:
                wrong.append(f"{left} → {opened}: {shown}")
    for game, lines in kept.items():
        click(app, f"[role='tab'][data-game='{game}']")
        app.js("window.kinetic.control(arguments[0])", "\n".join(lines))
    click(app, "[role='tab'][data-game='pong']")
    app.clear_emulation()
    report.check(f"each of {len(games)} games opened from every other shows its own controls", games and not wrong,
                 "; ".join(wrong[:3]))


def test_back_returns_to_the_game_before(app, report):
    """Tabs are steps in the browser's history: Back goes to the game before, and Forward again."""
    app.driver.get(app.url + "/?history=1#pong")
    app.wait_until_ready()
    for game in ("breakout", "set"):
        click(app, f"[role='tab'][data-game='{game}']")
    shown = lambda: app.js("return [location.hash, document.querySelector('#tabs [aria-selected=true]')"
                           "?.dataset.game, document.getElementById('game').getAttribute('aria-label')]")
    app.driver.back()
    app.next_frames(2)
    once = shown()
    app.driver.back()
    app.next_frames(2)
    twice = shown()
    app.driver.forward()
    app.next_frames(2)
    forward = shown()
    report.check("Back from a tab returns to the game before it, twice, and Forward goes on again",
                 once[:2] == ["#breakout", "breakout"] and twice[:2] == ["#pong", "pong"]
                 and forward[:2] == ["#breakout", "breakout"] and once[2] == "Breakout",
                 f"{once} / {twice} / {forward}")


def test_controls_preview(app, report, out_dir):
    """Renders a demo schema (only here, in the test) and uses every kind of control with real input."""
    seed_game(app, 7)  # a fresh match: no game-over alert over the page
    app.js("window.kinetic.previewControls(arguments[0])", CONTROLS_DEMO)
    try:
        use_previewed_controls(app, report, out_dir)
    finally:
        app.js("window.kinetic.previewControls(null)")
        app.clear_emulation()
        app.next_frames(2)
    report.check("the panel hides again when the preview ends, and Pong's settings switcher returns",
                 controls_panel(app)["hidden"] and app.js("return !document.getElementById('screens').hidden"))


def use_previewed_controls(app, report, out_dir):
    app.next_frames(2)
    panel = controls_panel(app)
    report.check("the controls panel appears for a schema", not panel["hidden"])
    texts = {row["id"]: row["text"] for row in panel["rows"]}
    report.check("the slider shows its value and its range", texts.get("slope") == "Slope 20° −45° 45°",
                 repr(texts.get("slope")))
    report.check("the stepper shows its value and its range", texts.get("balls", "").startswith("Balls 1 – 5"),
                 repr(texts.get("balls")))
    report.check("the readout shows the scene's text",
                 texts.get("acceleration") == "Acceleration measured a = 512 pt/s²", repr(texts.get("acceleration")))
    slider = app.js("const s = document.getElementById('control-slope');"
                    "return [s.type, s.min, s.max, s.step, s.value];")
    report.check("the slider is a real range input from −45 to 45", slider == ["range", "-45", "45", "1", "20"],
                 repr(slider))

    click(app, "#control-animate")
    click(app, "[data-control-id=surface] .segment:first-child span")
    click(app, "[data-control-id=balls] .stepper-button:last-child")
    click(app, "#control-drop")
    paddle = app.pong()["paddle_x"]
    app.js("document.getElementById('control-slope').focus()")
    ActionChains(app.driver).send_keys(Keys.ARROW_RIGHT).perform()
    app.next_frames(3)
    sent = app.js("return window.kinetic.previewedChanges()")
    expected = ["animate=1", "surface=ice", "balls=2", "drop", "slope=21"]
    report.check("each control sends its id=value line", sent == expected, f"sent {sent}")
    report.check("an arrow key on the slider moves the slider, not the paddle", app.pong()["paddle_x"] == paddle)

    for label, width, height, scale in (("phone-portrait", 390, 844, 3), ("tablet-landscape", 1180, 820, 2)):
        app.emulate(width, height, scale)
        app.next_frames(3)
        box = app.js(
            """
            const c = document.getElementById('game').getBoundingClientRect();
            const p = document.getElementById('controls').getBoundingClientRect();
            return {canvas: [c.left, c.top, c.width, c.height], panel: [p.left, p.top, p.width, p.height]};
            """
        )
        canvas, panel_box = box["canvas"], box["panel"]
        beside = panel_box[0] >= canvas[0] + canvas[2] - 1
        below = panel_box[1] >= canvas[1] + canvas[3] - 1
        report.check(f"{label}: the controls sit {'beside' if width > height else 'below'} the canvas",
                     beside if width > height else below, f"canvas {canvas}, panel {panel_box}")
        report.check(f"screenshot controls {label} saved", app.screenshot(out_dir, f"controls-{label}"))


GROUPS = ("pong", "controls", "playready", "howto", "incline", "bubblepop", "breakout", "set", "concentration", "layout",
          "sizes", "watch", "verified", "a11y", "boards", "sound", "names", "firstload")


def run_suite(app, report, out_dir, wanted):
    """Every browser check of the groups `wanted(group)` accepts, in one engine. After each group,
    the console must hold no new SEVERE message (so a message names the group that caused it)."""
    report.run("the page loads", lambda: test_page_loads(app, report))
    report.run("kinetic.open", lambda: test_open(app, report))
    app.new_severe_console_messages()
    for group, checks in suite_groups(app, report, out_dir):
        if not wanted(group):
            continue
        started = time.monotonic()
        checks()
        severe = app.new_severe_console_messages()
        report.check(f"no SEVERE console messages during {group}", not severe, "; ".join(severe))
        print(f"# {app.engine}: the {group} group took {time.monotonic() - started:.0f} s", flush=True)


def suite_groups(app, report, out_dir):
    """The groups in the order they run, each with the function that runs its checks."""
    def pong_checks():
        for kind in (interaction.POINTER_MOUSE, interaction.POINTER_TOUCH):
            report.run(f"dragging with a {kind} pointer", lambda kind=kind: test_drag(app, report, kind))
        report.run("keyboard", lambda: test_keyboard(app, report))
        report.run("a still game draws nothing", lambda: test_still_game_draws_nothing(app, report))
        report.run("a simulated minute", lambda: test_simulated_minute(app, report))
        for label, width, height, scale in (("phone", 390, 844, 3), ("desktop", 1440, 900, 1)):
            report.run(f"Pong pause ({label})", lambda label=label, size=(width, height, scale): test_pause(
                app, report, out_dir, label, *size))
        app.clear_emulation()

    def controls_checks():
        report.run("Pong's controls", lambda: test_pong_controls(app, report))
        report.run("controls after switching games", lambda: test_switching_shows_each_games_controls(app, report))
        report.run("controls preview", lambda: test_controls_preview(app, report, out_dir))
        report.run("Back between tabs", lambda: test_back_returns_to_the_game_before(app, report))

    def sizes_checks():
        # The groups before may leave any game open; these checks play Pong.
        report.run("open Pong for the screen sizes", lambda: layout.open_tab(app, "pong"))
        for size in SCREEN_SIZES:
            report.run(f"screen size {size[0]}", lambda size=size: test_screen_size(app, report, out_dir, *size))

    groups = [("pong", pong_checks), ("controls", controls_checks)]
    for group, module in (("playready", playready), ("howto", howto), ("incline", incline),
                          ("bubblepop", bubblepop), ("breakout", breakout), ("set", setgame),
                          ("concentration", concentration), ("layout", layout), ("watch", watch),
                          ("verified", verified), ("a11y", accessibility), ("boards", verified_boards),
                          ("sound", sound), ("names", names), ("firstload", first_load)):
        groups.append((group, lambda module=module: module.run(app, report, out_dir)))
    groups.append(("sizes", sizes_checks))
    return groups


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True, help="where the app is served")
    parser.add_argument("--out", default="artifacts/screenshots", help="folder for screenshots")
    parser.add_argument("--engine", action="append", choices=engines.ENGINES,
                        help="run in this engine only (repeatable; default: every engine)")
    parser.add_argument("--only", default="", help=f"comma-separated groups to run (default: all): {', '.join(GROUPS)}")
    args = parser.parse_args()
    groups = {g.strip() for g in args.only.split(",") if g.strip()}

    def wanted(group):
        return not groups or group in groups
    os.makedirs(args.out, exist_ok=True)
    server = urllib.parse.urlsplit(args.url)
    proxy = network.SwitchableProxy((server.hostname, server.port))

    report = Report()
    for engine in args.engine or engines.ENGINES:
        report.engine = engine
        started = time.monotonic()
        before = (report.passed, report.failed)
        try:
            app = App(f"http://127.0.0.1:{proxy.port}", engine, proxy)
        except Exception as error:  # noqa: BLE001 - reported as a failed check like any other
            report.check(f"{engine} starts under its WebDriver", False, f"{type(error).__name__}: {error}")
            continue
        report.recover = app.restart
        report.is_alive = app.is_alive
        report.save_page = app.page
        crashes = report.crashes
        try:
            run_suite(app, report, args.out, wanted)
        finally:
            app.quit()
        print(f"# {engine}: {report.passed - before[0]} passed, {report.failed - before[1]} failed "
              f"in {time.monotonic() - started:.0f} s; the page crashed {report.crashes - crashes} times", flush=True)
    print(f"{report.passed} passed, {report.failed} failed, {report.skipped} skipped")
    return 1 if report.failed else 0


if __name__ == "__main__":
    sys.exit(main())
