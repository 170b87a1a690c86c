"""Browser checks that games start when the player says so, with real input: Pong and Breakout left
untouched for 10 s at phone size lose nothing; each starts with a real tap and, separately, with a
real Space key, and the ball then moves; a rally interrupted by a hidden page waits for the player;
and two players on one device drive Pong's two paddles with two fingers at once."""

import time

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.keys import Keys

import engines
from helpers import click, seed_game, state, tap, wait_for

PHONE = (390, 844, 3)
# How long the games are left alone: the time in which nothing may happen is what these checks test.
IDLE_SECONDS = 10
# How long a rally stays held after the page was hidden, with nothing moving: what that check tests.
HELD_SECONDS = 2
# How long a check waits for the ball to move once the game was told to go, in seconds: a limit,
# far more than it needs.
MOVE_TIMEOUT_S = 5
# Whether the ball of the open game, at `arguments[0]` ([x, y]) before, has moved; Pong's also
# whether the game is in play (a serve, not the ball still waiting).
PONG_MOVED_JS = """
const s = window.kinetic.state();
return s.phase === 'playing' && (s.ball.x !== arguments[0][0] || s.ball.y !== arguments[0][1]);
"""
# Whether Pong's held rally goes on: no longer held, and the ball away from `arguments[0]`, where it was held.
PONG_GOES_ON_JS = """
const s = window.kinetic.state();
return !s.held && (s.ball.x !== arguments[0][0] || s.ball.y !== arguments[0][1]);
"""
BREAKOUT_MOVED_JS = """
const s = window.kinetic.state();
return !s.waiting && (s.balls[0].x !== arguments[0][0] || s.balls[0].y !== arguments[0][1]);
"""


def press_space(app):
    """A real Space key press with the canvas focused."""
    app.js("document.getElementById('game').focus()")
    ActionChains(app.driver).key_down(Keys.SPACE).pause(0.05).key_up(Keys.SPACE).perform()
    app.next_frames(2)


def open_game(app, game, seed):
    app.js("window.kinetic.open(arguments[0])", game)
    seed_game(app, seed)
    app.next_frames(3)


def pong_ball(app):
    s = state(app)
    return s["ball"]["x"], s["ball"]["y"]


def breakout_ball(app):
    ball = state(app)["balls"][0]
    return ball["x"], ball["y"]


def test_pong_waits(app, report, out_dir):
    open_game(app, "pong", 31)
    before = state(app)
    time.sleep(IDLE_SECONDS)
    app.next_frames(2)
    after = state(app)
    scores = (after["player"]["score"], after["opponent"]["score"])
    report.check(f"Pong untouched for {IDLE_SECONDS} s at phone size: no point is lost",
                 scores == (0, 0) and after["waiting"] and after["phase"] == "serving", f"{scores} {after['phase']}")
    report.check(f"Pong untouched: {IDLE_SECONDS} s of game time ran while the ball waited",
                 after["time"] - before["time"] > IDLE_SECONDS - 1 and (after["ball"]["vx"], after["ball"]["vy"]) == (0, 0),
                 f"time {before['time']:.1f} → {after['time']:.1f}")
    app.screenshot(out_dir, "pong-waiting-phone")

    canvas = app.canvas_rect()
    tap(app, canvas["width"] / 2, canvas["height"] * 0.3)
    start = pong_ball(app)
    moved = wait_for(app, PONG_MOVED_JS, MOVE_TIMEOUT_S, start)
    report.check("Pong: a real tap serves and the ball moves", moved, f"{start} → {pong_ball(app)}, {state(app)['phase']}")

    open_game(app, "pong", 32)
    press_space(app)
    start = pong_ball(app)
    moved = wait_for(app, PONG_MOVED_JS, MOVE_TIMEOUT_S, start)
    report.check("Pong: a real Space key serves and the ball moves", moved,
                 f"{start} → {pong_ball(app)}, {state(app)['phase']}")

    app.js("Object.defineProperty(document, 'hidden', {configurable: true, get: () => true});"
           "document.dispatchEvent(new Event('visibilitychange'));"
           "delete document.hidden; document.dispatchEvent(new Event('visibilitychange'));")
    held = state(app)
    time.sleep(HELD_SECONDS)
    app.next_frames(2)
    still = state(app)
    report.check("Pong: after the page was hidden the rally holds still and costs no point",
                 still["held"] and (still["ball"]["x"], still["ball"]["y"]) == (held["ball"]["x"], held["ball"]["y"])
                 and (still["player"]["score"], still["opponent"]["score"]) == (0, 0), repr(still["held"]))
    app.screenshot(out_dir, "pong-held-phone")
    press_space(app)
    going = wait_for(app, PONG_GOES_ON_JS, MOVE_TIMEOUT_S, [held["ball"]["x"], held["ball"]["y"]])
    report.check("Pong: Space goes on with the rally", going)


def test_breakout_waits(app, report, out_dir):
    open_game(app, "breakout", 33)
    before = state(app)
    time.sleep(IDLE_SECONDS)
    app.next_frames(2)
    after = state(app)
    report.check(f"Breakout untouched for {IDLE_SECONDS} s at phone size: no life is lost and the ball waits",
                 after["lives"] == before["lives"] and after["waiting"] and breakout_ball(app) == (
                     before["balls"][0]["x"], before["balls"][0]["y"]), f"lives {after['lives']}")
    app.screenshot(out_dir, "breakout-waiting-phone")

    canvas = app.canvas_rect()
    tap(app, canvas["width"] / 2, canvas["height"] * 0.5)
    start = breakout_ball(app)
    moved = wait_for(app, BREAKOUT_MOVED_JS, MOVE_TIMEOUT_S, start)
    report.check("Breakout: a real tap launches the ball and it moves", moved, f"{start} → {breakout_ball(app)}")

    open_game(app, "breakout", 34)
    press_space(app)
    start = breakout_ball(app)
    moved = wait_for(app, BREAKOUT_MOVED_JS, MOVE_TIMEOUT_S, start)
    report.check("Breakout: a real Space key launches the ball and it moves", moved,
                 f"{start} → {breakout_ball(app)}")


def two_finger_drag(app, fingers, steps=10):
    """Drags several real touch pointers at once: `fingers` is [(x, y, dx)] in canvas points."""
    rect = app.canvas_rect()
    builder = ActionBuilder(app.driver, duration=16)
    inputs = [builder.add_pointer_input(interaction.POINTER_TOUCH, f"finger{i}") for i in range(len(fingers))]
    for pointer, (x, y, _) in zip(inputs, fingers):
        pointer.create_pointer_move(duration=0, x=int(rect["left"] + x), y=int(rect["top"] + y), origin="viewport")
        pointer.create_pointer_down(button=0)
    for step in range(1, steps + 1):
        for pointer, (x, y, dx) in zip(inputs, fingers):
            pointer.create_pointer_move(duration=16, x=int(rect["left"] + x + dx * step / steps),
                                        y=int(rect["top"] + y), origin="viewport")
    for pointer in inputs:
        pointer.create_pointer_up(button=0)
    builder.perform()
    app.next_frames(3)


def test_two_fingers(app, report, out_dir, s):
    """Two real touch pointers dragged at once, one on each paddle, move them apart."""
    bottom, top = s["player"], s["opponent"]
    two_finger_drag(app, [(bottom["x"], bottom["y"], -120), (top["x"], top["y"], 120)])
    after = state(app)
    moved_bottom = after["player"]["x"] - bottom["x"]
    moved_top = after["opponent"]["x"] - top["x"]
    report.check("two fingers at once: the bottom paddle follows its finger left",
                 moved_bottom < -80, f"moved {moved_bottom:.1f}")
    report.check("two fingers at once: the top paddle follows its own finger right",
                 moved_top > 80, f"moved {moved_top:.1f}")
    app.screenshot(out_dir, "pong-two-players-phone")


def test_two_players(app, report, out_dir):
    open_game(app, "pong", 35)
    click(app, "#screen-settings")
    click(app, "[data-control-id=opponent] .segment:last-child span")
    click(app, "#screen-game")
    s = state(app)
    report.check("Pong: the Opponent setting picks a second player", s["secondPlayer"] is True, repr(s["secondPlayer"]))
    if engines.supports_multitouch(app.engine):
        test_two_fingers(app, report, out_dir, s)
    else:
        report.skip("two fingers at once move the two paddles", f"{app.engine}'s driver sends touches as one mouse")

    before = state(app)
    app.js("document.getElementById('game').focus()")
    ActionChains(app.driver).key_down("a").key_down(Keys.ARROW_RIGHT).pause(0.4) \
        .key_up("a").key_up(Keys.ARROW_RIGHT).perform()
    app.next_frames(2)
    after = state(app)
    report.check("keys: A moves the top paddle left and → the bottom one right",
                 after["opponent"]["x"] < before["opponent"]["x"] - 20
                 and after["player"]["x"] > before["player"]["x"] + 20,
                 f"top {before['opponent']['x']:.0f}→{after['opponent']['x']:.0f}, "
                 f"bottom {before['player']['x']:.0f}→{after['player']['x']:.0f}")
    click(app, "#screen-settings")
    click(app, "[data-control-id=opponent] .segment:first-child span")
    click(app, "#screen-game")
    report.check("Pong: back to the computer", state(app)["secondPlayer"] is False)


def run(app, report, out_dir):
    app.emulate(*PHONE)
    app.next_frames(3)
    try:
        report.run("Pong waits for the player", lambda: test_pong_waits(app, report, out_dir))
        report.run("Breakout waits for the player", lambda: test_breakout_waits(app, report, out_dir))
        report.run("two-player Pong", lambda: test_two_players(app, report, out_dir))
    finally:
        app.js("window.kinetic.open('pong')")
        app.clear_emulation()
        app.next_frames(2)
