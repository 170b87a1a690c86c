"""Small helpers the browser checks share: the game state, waiting for the page, a real click, a real
touch, a control's text, and the score board as the page and the server show it."""

import contextlib
import json
import time
import urllib.parse
import urllib.request

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput


# How long, in ms, a pointer takes to reach the place it presses: none. WebDriver glides it there for
# 250 ms by default, a quarter of a second per tap that the checks only waited through (a touch is not
# down while it moves there, and no check looks at a mouse passing over the page).
REACH_MS = 0


def state(app):
    """The open game's state JSON, as a dict."""
    return app.js("return window.kinetic.state()")


@contextlib.contextmanager
def clock_held(app):
    """Holds the game's clock while the block runs (only `advance()` moves the game then, however
    slow the driver is between a read and a tap), and lets it go again however the block ends."""
    app.js("window.kinetic.holdClock(true)")
    app.clock_is_held = True
    try:
        yield
    finally:
        app.clock_is_held = False
        app.js("window.kinetic.holdClock(false)")


def wait_for(app, script, timeout, *args):
    """The first truthy value `script` (given `args`) returns within `timeout` seconds (asked every
    0.1 s), else what it returns at the end."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        value = app.js(script, *args)
        if value:
            return value
        time.sleep(0.1)
    return app.js(script, *args)


# How long the page may take to reach a layout or finish its animations, in seconds: far longer than
# it ever needs, a limit for a page that never gets there.
SETTLE_TIMEOUT_S = 15

# Whether the game's canvas has been measured at its present size: the renderer sizes the backing
# store to the canvas's size on screen times the pixel ratio at the first frame after the size
# changed. `arguments[0]` is the viewport expected as [width, height, pixel ratio] (or null: any).
# A page without the game's canvas (the blank page before the first load) has nothing to measure.
CANVAS_MEASURED_JS = """
const expected = arguments[0];
const canvas = document.getElementById('game');
if (!canvas) return true;
const dpr = devicePixelRatio || 1;
if (expected && (innerWidth !== expected[0] || innerHeight !== expected[1] || dpr !== expected[2])) return false;
const r = canvas.getBoundingClientRect();
return canvas.width === Math.max(1, Math.round(r.width * dpr))
  && canvas.height === Math.max(1, Math.round(r.height * dpr));
"""
# Settles once every CSS animation and transition that has an end has ended (a dialog opening, a
# fade), then two frames later; the endless ones (a spinner) are left out.
ANIMATIONS_DONE_JS = """
const done = arguments[arguments.length - 1];
const ending = document.getAnimations().filter((a) => a.playState === 'running'
  && Number.isFinite(a.effect?.getComputedTiming().endTime));
Promise.all(ending.map((a) => a.finished.catch(() => null)))
  .then(() => requestAnimationFrame(() => requestAnimationFrame(() => done())));
"""


def settled(app, viewport=None):
    """Waits until the page is still: the viewport is `viewport` ([width, height, pixel ratio], when
    given), the game has measured its canvas at its size on screen, every CSS animation that ends has
    ended, and two frames are drawn after that. Raises TimeoutError when the page never gets there."""
    if not wait_for(app, CANVAS_MEASURED_JS, SETTLE_TIMEOUT_S, viewport):
        now = app.js("const c = document.getElementById('game'), r = c?.getBoundingClientRect();"
                     "return {viewport: [innerWidth, innerHeight, devicePixelRatio],"
                     " canvas: c && [r.width, r.height], backing: c && [c.width, c.height]}")
        raise TimeoutError(f"the page did not settle at {viewport or 'its viewport'} in {SETTLE_TIMEOUT_S} s: {now}")
    app.driver.execute_async_script(ANIMATIONS_DONE_JS)


# How long seed_game() waits for the page's run tickets, in seconds: a limit for a server that sends none.
TICKETS_TIMEOUT_S = 15


def seed_game(app, n):
    """Restarts the open game with seed `n` (window.kinetic.seed) once no run ticket still to come can
    begin its run again: the page fetches tickets for the player's name as a scored game opens, and a
    run the player has not played yet, a seeded one too, begins again from the first one handed to the
    game (later ones wait behind it). Says so when the tickets do not come in time."""
    if not wait_for(app, "return window.kinetic.ticketsSettled()", TICKETS_TIMEOUT_S):
        print(f"# {app.engine}: no run ticket for {app.js('return location.hash')} in {TICKETS_TIMEOUT_S} s;"
              " seeding anyway", flush=True)
    app.js("window.kinetic.seed(arguments[0])", n)


def tickets_kept(app, game, name, timeout):
    """Whether the page keeps run tickets for `game` under `name` within `timeout` seconds. It fetches
    them once a typed name has stood still for two seconds, or as the game opens, and hands one to the
    game as they come: a run the player has not played yet then begins again from it."""
    return bool(wait_for(app, "const kept = JSON.parse(localStorage.getItem('kinetic.tickets') || '{}')[arguments[0]];"
                         "return kept?.name === arguments[1]", timeout, game, name))


def board_rows(app):
    """Each row of the board dialog: its rank, name and score as shown, and whether it has a Watch button."""
    return app.js("return [...document.querySelectorAll('#board .board-row')].map((row) => ({"
                  " rank: row.querySelector('.board-rank')?.textContent ?? null,"
                  " name: row.querySelector('.board-name')?.firstChild?.textContent ?? null,"
                  " score: row.querySelector('.board-score')?.textContent ?? null,"
                  " watch: !!row.querySelector('.board-watch')}))")


def server_board(app, game, name):
    """The server's board of `game` as the score API answers it (its rows and `name`'s own)."""
    query = urllib.parse.urlencode({"game": game, "limit": "10", "name": name})
    with urllib.request.urlopen(f"{app.url}/api/scores?{query}", timeout=5) as response:
        return json.load(response)


def server_row(app, game, name, timeout):
    """The server's board row of `name` in `game` once it is there, asked for `timeout` seconds (or None)."""
    deadline = time.time() + timeout
    while True:
        board = server_board(app, game, name)
        row = next((r for r in board.get("scores", []) if r.get("name") == name), None)
        if row or time.time() > deadline:
            return row
        time.sleep(0.2)


def forget_score_api_errors(app):
    """Drops the browser's console lines about the score and ticket APIs: a check that took the server
    away expects its failed requests."""
    app.console = [entry for entry in app.console + app.driver.get_log("browser")
                   if "api/scores" not in entry["message"] and "api/tickets" not in entry["message"]]


def click(app, selector):
    """Scrolls the element matching `selector` into view, as a player would, clicks it with a real
    pointer and waits two frames."""
    element = app.driver.find_element("css selector", selector)
    app.driver.execute_script("arguments[0].scrollIntoView({block: 'nearest', inline: 'nearest'})", element)
    ActionChains(app.driver, duration=REACH_MS).move_to_element(element).click().perform()
    app.next_frames(2)


def control_text(app, control_id):
    """What the control row `control_id` shows, white space collapsed (None if absent)."""
    return app.js(
        "const row = document.querySelector(`[data-control-id='${arguments[0]}']`);"
        "return row ? row.innerText.replace(/\\s+/g, ' ').trim() : null;", control_id)


# Records, by the page's clock, when each press was handled going down and when it went up.
PRESS_LOG = """
if (!window.__presses) {
  window.__presses = [];
  addEventListener('pointerdown', () => window.__presses.push({down: performance.now(), up: null}), true);
  addEventListener('pointerup', (e) => {
    const last = window.__presses[window.__presses.length - 1];
    if (last && last.up === null) last.up = e.timeStamp;
  }, true);
}
window.__presses.length = 0;
"""
# The games' tap recognisers take a press of at most 350 ms as a tap.
LONGEST_TAP_MS = 350
TAP_TRIES = 3


def tap(app, x, y, frames=2, pointer=interaction.POINTER_TOUCH):
    """One real touch (or, with `pointer` POINTER_MOUSE, a click), down and up at canvas point (x, y), then
    waits `frames` frames.

    A WebDriver on a loaded machine can hold the finger down far longer than it was told (WebKit's
    waits for the page to handle one event before it sends the next). The page's clock says how
    long the press lasted at least: from handling the press to the finger going up. A press longer
    than any tap was surely not taken for one, so it is tried again; but not while the game's clock
    is held (`clock_held`): then every press lasts no time for the game and was taken for a tap, and
    a second one would undo what the first did (a card selected, then deselected)."""
    rect = app.canvas_rect()
    for _ in range(TAP_TRIES):
        app.js(PRESS_LOG)
        finger = PointerInput(pointer, "finger" if pointer == interaction.POINTER_TOUCH else "mouse")
        actions = ActionBuilder(app.driver, mouse=finger, duration=REACH_MS)
        actions.pointer_action.move_to_location(int(rect["left"] + x), int(rect["top"] + y))
        actions.pointer_action.pointer_down().pause(0.03).pointer_up()
        actions.perform()
        app.next_frames(frames)
        presses = app.js("return window.__presses")
        held = [p["up"] - p["down"] for p in presses if p["up"] is not None]
        if not held or max(held) <= LONGEST_TAP_MS or getattr(app, "clock_is_held", False):
            return
        print(f"# the driver held a tap at ({x:.0f}, {y:.0f}) down {held} ms; tapping again", flush=True)
    raise AssertionError(f"the driver could not deliver a tap shorter than {LONGEST_TAP_MS} ms in {TAP_TRIES} tries")
