"""The player's pause, as Pong, Breakout and BubblePop share it: a real P key pauses a run in motion,
ten simulated seconds of frames move nothing, P goes on and the run moves again; then the round button
the game draws in its canvas's top-left corner (found by its accessibility element, "Pause" then
"Resume") does the same with real taps. Each game's group calls `check`."""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from helpers import clock_held, state, tap

# The accessibility mirror's button named `arguments[0]`, as a rect in canvas points (or null).
MIRROR_BUTTON_JS = """
const node = document.querySelector(`#mirror [role="button"][aria-label="${arguments[0]}"]`);
if (!node) return null;
const r = node.getBoundingClientRect(), c = document.getElementById('game').getBoundingClientRect();
return {x: r.left - c.left + r.width / 2, y: r.top - c.top + r.height / 2, width: r.width, height: r.height};
"""


def press_key(app, key):
    """A real key press with the canvas focused (the game's keys go to the page, not a button)."""
    app.js("document.getElementById('game').focus()")
    ActionChains(app.driver).key_down(key).pause(0.05).key_up(key).perform()
    app.next_frames(2)


def serve_if_waiting(app):
    """Puts a ball waiting for the player (Pong's serve, Breakout's launch) in play with Space."""
    if state(app).get("waiting"):
        press_key(app, Keys.SPACE)
        app.js("window.kinetic.advance(100)")


def check(app, report, label, out_dir, game, is_paused, go_ms=500):
    """Pauses `game`'s run in motion with P and with its button. `is_paused(state)` reads the pause
    from the state JSON; after going on, `go_ms` of play must change the state."""
    with clock_held(app):
        serve_if_waiting(app)
        app.js("window.kinetic.advance(200)")
        press_key(app, "p")
        paused = state(app)
        report.check(f"{label}: P pauses {game}", is_paused(paused), repr(paused)[:300])
        app.js("window.kinetic.advance(10000)")
        still = state(app)
        report.check(f"{label}: 10 s of frames move nothing in a paused {game}", still == paused,
                     f"{repr(paused)[:200]} → {repr(still)[:200]}")
        resume = app.js(MIRROR_BUTTON_JS, "Resume")
        report.check(f"{label}: the pause button reads Resume while paused", resume is not None, repr(resume))
        app.screenshot(out_dir, f"pause-{game}-{label}")

        press_key(app, "p")
        app.js("window.kinetic.advance(arguments[0])", go_ms)
        going = state(app)
        report.check(f"{label}: P again goes on and {game} moves", not is_paused(going) and going != still,
                     f"{repr(still)[:200]} → {repr(going)[:200]}")

        button = app.js(MIRROR_BUTTON_JS, "Pause")
        report.check(f"{label}: a Pause button shows in the canvas's top-left corner",
                     button is not None and button["x"] < 46 and button["y"] < 46, repr(button))
        if button is None:
            return
        serve_if_waiting(app)
        tap(app, button["x"], button["y"])
        held = state(app)
        app.js("window.kinetic.advance(3000)")
        report.check(f"{label}: a tap on the button pauses {game} and nothing moves",
                     is_paused(held) and state(app) == held, repr(held)[:300])
        tap(app, button["x"], button["y"])
        app.js("window.kinetic.advance(arguments[0])", go_ms)
        after = state(app)
        report.check(f"{label}: a tap on the button again goes on", not is_paused(after) and after != held,
                     f"{repr(held)[:200]} → {repr(after)[:200]}")
