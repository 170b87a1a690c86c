"""Browser checks of the how-to dialogs, with real input: each game's "?" button (44×44 CSS px at
least) opens its how-to by touch and by keyboard (Enter and Space on the button), and it closes by
touch and with Escape; opening it pauses the game and closing resumes without penalty; it shows once
by itself on a first visit, and corrupt storage counts as no visit."""

import time

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.keys import Keys

from helpers import REACH_MS, seed_game, state, wait_for

SEEN_KEY = "kinetic.howtoSeen"
GAMES = ["pong", "breakout", "set", "concentration", "bubblepop", "lab"]
SIZES = [("phone", 390, 844, 3), ("desktop", 1440, 900, 1)]
# How long the how-to stays open over a rally, and how long the rally then waits for the player:
# the time in which nothing may move is what those checks test.
PAUSED_SECONDS = 3
WAITING_SECONDS = 1
# How long a check waits for the ball to move once the game was told to go, in seconds: a limit.
MOVE_TIMEOUT_S = 5


def mark_all_seen(app):
    """Marks every game's how-to seen and reloads, so first-visit dialogs cover no other test."""
    app.js("localStorage.setItem(arguments[0], JSON.stringify(arguments[1]))", SEEN_KEY, GAMES)
    app.driver.refresh()
    app.wait_until_ready()
    app.next_frames(2)


def is_open(app):
    return app.js("return document.getElementById('howto').open")


def touch_element(app, selector):
    """A real touch on the centre of the element matching `selector`."""
    box = app.js("const r = document.querySelector(arguments[0]).getBoundingClientRect();"
                 "return [r.left + r.width / 2, r.top + r.height / 2];", selector)
    finger = PointerInput(interaction.POINTER_TOUCH, "finger")
    actions = ActionBuilder(app.driver, mouse=finger, duration=REACH_MS)
    actions.pointer_action.move_to_location(int(box[0]), int(box[1]))
    actions.pointer_action.pointer_down().pause(0.05).pointer_up()
    actions.perform()
    app.next_frames(2)


def press(app, key):
    ActionChains(app.driver).send_keys(key).perform()
    app.next_frames(2)


def test_game(app, report, game, label, out_dir):
    app.js("window.kinetic.open(arguments[0])", game)
    app.next_frames(3)
    size = app.js("const r = document.getElementById('howto-button').getBoundingClientRect();"
                  "return [r.width, r.height];")
    report.check(f"{label} {game}: the ? button is at least 44×44 CSS px", size[0] >= 44 and size[1] >= 44, repr(size))

    touch_element(app, "#howto-button")
    text = app.js("return document.getElementById('howto').innerText")
    expected = app.js("return window.kinetic.howTo().title")
    report.check(f"{label} {game}: a tap on ? opens its how-to", is_open(app) and expected in text,
                 repr(text[:80]))
    if game in ("pong", "breakout"):
        app.screenshot(out_dir, f"howto-{game}-{label}")
    touch_element(app, ".howto-close")
    report.check(f"{label} {game}: a tap on Play closes it", not is_open(app))

    app.js("document.getElementById('howto-button').focus()")
    press(app, Keys.ENTER)
    report.check(f"{label} {game}: Enter on ? opens it", is_open(app))
    press(app, Keys.ESCAPE)
    report.check(f"{label} {game}: Escape closes it", not is_open(app))
    app.js("document.getElementById('howto-button').focus()")
    press(app, Keys.SPACE)
    report.check(f"{label} {game}: Space on ? opens it", is_open(app))
    press(app, Keys.ESCAPE)
    focused = app.js("return document.activeElement.id")
    report.check(f"{label} {game}: closed, the game has the keyboard again", not is_open(app) and focused == "game",
                 repr(focused))


def test_pause_without_penalty(app, report):
    app.js("window.kinetic.open('pong')")
    seed_game(app, 41)
    app.js("document.getElementById('game').focus()")
    ActionChains(app.driver).key_down(Keys.SPACE).pause(0.05).key_up(Keys.SPACE).perform()
    serve = state(app)["ball"]
    rally = wait_for(app, "const s = window.kinetic.state();"
                     "return s.phase === 'playing' && (s.ball.x !== arguments[0].x || s.ball.y !== arguments[0].y)",
                     MOVE_TIMEOUT_S, serve)
    report.check("Space serves: the rally is in play", rally, repr(state(app)["phase"]))
    touch_element(app, "#howto-button")
    opened = state(app)
    time.sleep(PAUSED_SECONDS)
    app.next_frames(2)
    during = state(app)
    report.check("the how-to pauses a rally in play",
                 (during["ball"]["x"], during["ball"]["y"]) == (opened["ball"]["x"], opened["ball"]["y"]),
                 f"{opened['ball']} → {during['ball']}")
    press(app, Keys.ESCAPE)
    time.sleep(WAITING_SECONDS)
    app.next_frames(2)
    after = state(app)
    report.check("closing it loses no point: the rally waits for the player",
                 after["held"] and (after["player"]["score"], after["opponent"]["score"]) == (0, 0)
                 and (after["ball"]["x"], after["ball"]["y"]) == (opened["ball"]["x"], opened["ball"]["y"]),
                 repr(after["held"]))
    ActionChains(app.driver).key_down(Keys.SPACE).pause(0.05).key_up(Keys.SPACE).perform()
    going = wait_for(app, "const s = window.kinetic.state();"
                     "return !s.held && (s.ball.x !== arguments[0].x || s.ball.y !== arguments[0].y)",
                     MOVE_TIMEOUT_S, after["ball"])
    report.check("Space then goes on", going)


def test_first_visit(app, report):
    app.js("localStorage.setItem(arguments[0], '[\"pong\"]')", SEEN_KEY)
    app.driver.get(app.url + "/#breakout")
    app.wait_until_ready()
    app.next_frames(2)
    report.check("first visit to Breakout: its how-to opens by itself", is_open(app))
    press(app, Keys.ESCAPE)
    app.driver.refresh()
    app.wait_until_ready()
    app.next_frames(2)
    report.check("second visit: it stays closed", not is_open(app))
    app.driver.get(app.url + "/#pong")
    app.next_frames(2)
    report.check("Pong, seen before, opens without its how-to", not is_open(app))
    app.js("localStorage.setItem(arguments[0], '{corrupt')", SEEN_KEY)
    app.driver.refresh()
    app.wait_until_ready()
    app.next_frames(2)
    report.check("corrupt storage counts as a first visit", is_open(app))
    severe = app.severe_console_messages()
    report.check("and raises no error", not severe, "; ".join(severe))
    press(app, Keys.ESCAPE)
    seen = app.js("return JSON.parse(localStorage.getItem(arguments[0]))", SEEN_KEY)
    report.check("and is replaced by a valid list", seen == ["pong"], repr(seen))


def run(app, report, out_dir):
    try:
        for label, width, height, scale in SIZES:
            app.emulate(width, height, scale)
            app.next_frames(2)
            for game in GAMES:
                report.run(f"how-to {game} ({label})",
                           lambda game=game, label=label: test_game(app, report, game, label, out_dir))
        report.run("the how-to pauses without penalty", lambda: test_pause_without_penalty(app, report))
        report.run("the how-to on a first visit", lambda: test_first_visit(app, report))
    finally:
        mark_all_seen(app)
        app.js("window.kinetic.open('pong')")
        app.clear_emulation()
        app.next_frames(2)
