"""Browser checks of Breakout: the paddle dragged with a real finger and moved with the arrow
keys, a first tap that launches the waiting ball and a later one that pushes the balls, the Game | Settings switcher that pauses the game, every kind
of setting changed with real clicks and keys (stepper, switch, segmented control, slider, and the
tilt switch fed a device-motion reading), the settings kept across a reload, a 1-brick game cleared
with its alert and reset, and "Reset to defaults" — at phone and tablet sizes, with screenshots; then
the game turned mid-rally (breakout_turn)."""


from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.keys import Keys

import breakout_turn
import pause
from helpers import REACH_MS, click, control_text, seed_game, state, tap

SIZES = [("phone", 390, 844, 3), ("tablet", 820, 1180, 2)]
PAUSE_SIZES = [("phone", 390, 844, 3), ("desktop", 1440, 900, 1)]
STANDARD_GRAVITY = 9.80665


def controls(app):
    """The Breakout settings as Swift holds them, by id."""
    return {c["id"]: c.get("value") for c in app.js("return window.kinetic.controls().controls")}


def open_fresh(app, width, height, scale):
    app.emulate(width, height, scale)
    app.driver.get(app.url + "/#breakout")
    app.wait_until_ready()
    app.js("localStorage.removeItem('kinetic.settings.breakout')")
    app.driver.refresh()
    app.wait_until_ready()
    seed_game(app, 11)
    app.next_frames(3)


def touch_drag(app, x, y, dx):
    rect = app.canvas_rect()
    finger = PointerInput(interaction.POINTER_TOUCH, "finger")
    actions = ActionBuilder(app.driver, mouse=finger, duration=16)
    actions.pointer_action.move_to_location(int(rect["left"] + x), int(rect["top"] + y))
    actions.pointer_action.pointer_down()
    for step in range(1, 11):
        actions.pointer_action.move_to_location(int(rect["left"] + x + dx * step / 10), int(rect["top"] + y))
        actions.pointer_action.pause(0.03)
    actions.pointer_action.pointer_up()
    actions.perform()
    app.next_frames(3)


def test_play(app, report, label, out_dir):
    shown = app.js("return {screens: !document.getElementById('screens').hidden,"
                   " aside: document.getElementById('controls').hidden,"
                   " selected: document.getElementById('screen-game').getAttribute('aria-selected')}")
    report.check(f"{label}: Breakout shows a Game | Settings switcher and no side panel",
                 shown == {"screens": True, "aside": True, "selected": "true"}, repr(shown))
    start = state(app)
    paddle = start["paddle"]
    touch_drag(app, paddle["x"], paddle["y"], -80 if paddle["x"] > 200 else 80)
    app.js("window.kinetic.advance(300)")
    moved = state(app)["paddle"]["x"] - paddle["x"]
    report.check(f"{label}: dragging a finger moves the paddle", abs(moved) > 40, f"moved {moved:.1f} pt")

    ActionChains(app.driver).key_down(Keys.ARROW_RIGHT).pause(0.4).key_up(Keys.ARROW_RIGHT).perform()
    app.next_frames(2)
    report.check(f"{label}: the right arrow key moves the paddle right",
                 state(app)["paddle"]["x"] > start["paddle"]["x"] + moved + 10, repr(state(app)["paddle"]))

    seed_game(app, 12)
    canvas = app.canvas_rect()
    tap(app, canvas["width"] / 2, canvas["height"] * 0.6)
    report.check(f"{label}: the first tap launches the ball without a push",
                 not state(app)["waiting"] and state(app)["pushCooldown"] == 0, repr(state(app)["pushCooldown"]))
    app.js("window.kinetic.advance(1000)")
    before = state(app)["balls"][0]
    tap(app, canvas["width"] / 2, canvas["height"] * 0.6)
    after = state(app)
    ball = after["balls"][0]
    report.check(f"{label}: a tap pushes the ball and starts the cooldown",
                 after["pushCooldown"] > 0 and (ball["vx"], ball["vy"]) != (before["vx"], before["vy"]),
                 f"cooldown {after['pushCooldown']}, v {before['vx']:.0f},{before['vy']:.0f} → "
                 f"{ball['vx']:.0f},{ball['vy']:.0f}")
    app.screenshot(out_dir, f"breakout-playing-{label}")


def test_settings(app, report, label, out_dir):
    click(app, "#screen-settings")
    frozen = state(app)["balls"][0]
    app.js("window.kinetic.advance(800)")
    still = state(app)["balls"][0]
    report.check(f"{label}: the settings screen shows and the game is frozen behind it",
                 app.js("return !document.getElementById('settings').hidden")
                 and (still["x"], still["y"]) == (frozen["x"], frozen["y"]), f"{frozen} → {still}")
    headers = app.js("return [...document.querySelectorAll('#settings .settings-header')].map(h => h.textContent)")
    report.check(f"{label}: settings are grouped under headers", headers == ["Bricks", "Balls", "Paddle", "Game"],
                 repr(headers))
    ranges = control_text(app, "rows")
    report.check(f"{label}: a stepper shows its range", ranges is not None and "1 – 8" in ranges, repr(ranges))
    app.screenshot(out_dir, f"breakout-settings-{label}")

    click(app, "[data-control-id='rows'] .stepper-button:last-child")
    click(app, "[data-control-id='columns'] .stepper-button:first-child")
    click(app, "#control-specialBricks")
    click(app, "[data-control-id='paddle'] .segment:last-child span")
    slider = app.driver.find_element("css selector", "#control-ballSpeed")
    app.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", slider)
    slider.send_keys(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
    app.next_frames(2)
    values = controls(app)
    report.check(f"{label}: stepper, switch, segmented control and slider all change their settings",
                 (values["rows"], values["columns"], values["specialBricks"], values["paddle"], values["ballSpeed"])
                 == (6, 7, False, "large", 470), repr(values))

    tilt = app.driver.find_element("css selector", "#control-motionGravity")
    app.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", tilt)
    ActionChains(app.driver, duration=REACH_MS).move_to_element(tilt).click().perform()
    if app.js("return typeof DeviceMotionEvent === 'undefined'"):
        test_tilt_without_sensors(app, report, label)
    else:
        test_tilt_with_sensor(app, report, label)

    click(app, "#screen-game")
    now = state(app)
    report.check(f"{label}: back on the game tab the new wall and paddle are in play",
                 len(now["bricks"]) == 42 and abs(now["paddle"]["width"] - 0.34 * app.canvas_rect()["width"]) < 1,
                 f"{len(now['bricks'])} bricks, paddle {now['paddle']['width']:.1f}")


def test_tilt_with_sensor(app, report, label):
    # A sensor streams readings about 60 times a second until the setting turns on; the browser may
    # first ask for permission, so the first readings can come before anyone listens.
    app.driver.execute_async_script("""
        const [g, done] = arguments;
        const since = performance.now();
        const isOn = () => window.kinetic.controls().controls.find((c) => c.id === 'motionGravity').value;
        const stream = () => {
          if (isOn() || performance.now() - since > 5000) return done();
          window.dispatchEvent(new DeviceMotionEvent('devicemotion',
            {accelerationIncludingGravity: {x: -0.5 * g, y: 0, z: 0}}));
          setTimeout(stream, 16);
        };
        stream();
        """, STANDARD_GRAVITY)
    app.next_frames(2)
    now = state(app)
    gravity = now["gravity"]
    # Half of the strongest gravity setting (0.3), scaled with the court like the ball's speed.
    pulled = abs(gravity["x"] - 0.15 * now["pace"]) < 1e-9 and abs(gravity["y"]) < 1e-9
    report.check(f"{label}: the tilt switch turns on when the sensor answers, and tilt pulls the balls",
                 controls(app)["motionGravity"] is True and pulled,
                 f"{controls(app)['motionGravity']}, gravity {gravity}, pace {now['pace']}")


def test_tilt_without_sensors(app, report, label):
    """A browser with no motion API at all (desktop WebKit): the switch stays off and says why."""
    app.next_frames(3)
    note = control_text(app, "motionGravity") or ""
    report.check(f"{label}: without motion sensors the tilt switch stays off and says why",
                 controls(app)["motionGravity"] is False and "no motion sensors" in note, repr(note))


def expected_tilt(app):
    """Whether the tilt setting can be on after the settings test: only where motion events exist."""
    return not app.js("return typeof DeviceMotionEvent === 'undefined'")


def test_reload_keeps(app, report, label):
    app.driver.refresh()
    app.wait_until_ready()
    app.next_frames(3)
    values = controls(app)
    kept = (values["rows"], values["columns"], values["specialBricks"], values["paddle"], values["ballSpeed"],
            values["motionGravity"])
    report.check(f"{label}: after a reload every setting is kept",
                 kept == (6, 7, False, "large", 470, expected_tilt(app)), repr(kept))
    report.check(f"{label}: the game after a reload uses them", len(state(app)["bricks"]) == 42,
                 repr(len(state(app)["bricks"])))


def test_clear_one_brick(app, report, label, out_dir):
    click(app, "#screen-settings")
    for _ in range(6):
        click(app, "[data-control-id='columns'] .stepper-button:first-child")
    for _ in range(5):
        click(app, "[data-control-id='rows'] .stepper-button:first-child")
    click(app, "#control-motionGravity")
    click(app, "#screen-game")
    report.check(f"{label}: a 1 × 1 wall has one brick", len(state(app)["bricks"]) == 1,
                 repr(len(state(app)["bricks"])))
    canvas = app.canvas_rect()
    tap(app, canvas["width"] / 2, canvas["height"] * 0.6)
    for _ in range(20):
        app.js("window.kinetic.advance(500)")
        if app.js("return document.getElementById('alert').open"):
            break
    title = app.js("return document.querySelector('#alert .alert-title').textContent")
    message = app.js("return document.querySelector('#alert .alert-message').textContent")
    report.check(f"{label}: clearing the wall shows an alert with the score",
                 "cleared" in title and "10" in message, f"{title!r} {message!r}")
    app.screenshot(out_dir, f"breakout-cleared-{label}")
    click(app, "#alert .alert-actions button")
    now = state(app)
    report.check(f"{label}: New game resets the brick and the score",
                 len(now["bricks"]) == 1 and now["score"] == 0 and not now["over"], repr(now["score"]))


def test_reset_to_defaults(app, report, label):
    click(app, "#screen-settings")
    click(app, "#control-defaults")
    values = controls(app)
    report.check(f"{label}: Reset to defaults restores every setting",
                 (values["rows"], values["columns"], values["specialBricks"], values["paddle"], values["ballSpeed"])
                 == (5, 8, True, "medium", 450), repr(values))
    click(app, "#screen-game")
    report.check(f"{label}: and the game goes back to a 5 × 8 wall", len(state(app)["bricks"]) == 40,
                 repr(len(state(app)["bricks"])))


def run(app, report, out_dir):
    for label, width, height, scale in SIZES:
        report.run(f"Breakout opens at {label} size", lambda: open_fresh(app, width, height, scale))
        report.run(f"Breakout play ({label})", lambda label=label: test_play(app, report, label, out_dir))
        report.run(f"Breakout settings ({label})", lambda label=label: test_settings(app, report, label, out_dir))
        report.run(f"Breakout reload ({label})", lambda label=label: test_reload_keeps(app, report, label))
        report.run(f"Breakout 1-brick game ({label})",
                   lambda label=label: test_clear_one_brick(app, report, label, out_dir))
        report.run(f"Breakout defaults ({label})", lambda label=label: test_reset_to_defaults(app, report, label))
    report.run("Breakout turned mid-rally", lambda: breakout_turn.test_turn_mid_rally(app, report, out_dir))
    for label, width, height, scale in PAUSE_SIZES:
        report.run(f"Breakout opens at {label} size", lambda: open_fresh(app, width, height, scale))
        report.run(f"Breakout pause ({label})", lambda label=label: pause.check(
            app, report, label, out_dir, "breakout", lambda s: s["paused"]))
    app.clear_emulation()
    app.js("const alert = document.getElementById('alert'); if (alert.open) alert.close();")
    app.driver.get(app.url + "/#pong")
    app.wait_until_ready()
    app.next_frames(3)
