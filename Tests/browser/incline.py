"""Browser checks of the Lab tab: the Incline driven through its real HTML controls and with a
finger dragging a ball, and the Animation examples (a card flipped by a tap, screenshot mid-flip),
at phone and tablet sizes, with screenshots."""

import math

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.keys import Keys

from helpers import click, clock_held, control_text, settled, state, tap

SIZES = [("phone-portrait", 390, 844, 3), ("phone-landscape", 844, 390, 3), ("tablet-landscape", 1180, 820, 2)]


def open_lab(app, report):
    click(app, "[role='tab'][data-game='lab']")
    settled(app)
    report.check("the Lab tab opens the lab", app.js("return location.hash") == "#lab")
    lab = state(app)
    report.check("the lab starts on the Incline with one ball on a 20° slope",
                 lab["game"] == "lab" and lab["section"] == "incline" and len(lab["balls"]) == 1
                 and lab["slope"] == 20, repr({k: lab.get(k) for k in ("game", "section", "slope")}))
    slider = app.js("const s = document.getElementById('control-slope');"
                    "return s ? [s.type, s.min, s.max, s.value] : null;")
    report.check("the slope is a real slider from −45° to 45°", slider == ["range", "-45", "45", "20"], repr(slider))
    report.check("the ball waits at the top and the readout asks to let it roll",
                 lab["balls"][0]["waiting"] and lab["measured"] is None
                 and control_text(app, "measured").endswith("let the ball roll"), control_text(app, "measured"))


def test_rolling(app, report):
    click(app, "#control-reset")
    app.js("window.kinetic.advance(500)")
    report.check("after Reset the ball waits at the top", state(app)["balls"][0]["waiting"])
    # Only advance() moves the ball while its turning is sampled: each step must turn it less than half a
    # turn to be told apart from the other way round, and a slow driver lets the clock run on between steps.
    with clock_held(app):
        click(app, "#control-release")
        start = state(app)["balls"][0]
        turned, angle = 0.0, start["rotation"]
        for _ in range(7):
            app.js("window.kinetic.advance(100)")
            now = state(app)["balls"][0]["rotation"]
            turned += (now - angle + math.pi) % (2 * math.pi) - math.pi  # angles wrap at ±π
            angle = now
        app.next_frames(2)
        ball = state(app)["balls"][0]
    report.check("on a slope leaning right the ball rolls down to the right, turning clockwise",
                 ball["x"] > start["x"] + 20 and ball["y"] > start["y"] and turned > 1,
                 f"from ({start['x']:.0f}, {start['y']:.0f}) to ({ball['x']:.0f}, {ball['y']:.0f}), "
                 f"turned {turned:.2f} rad")
    lab = state(app)
    measured, theory = lab["measured"], lab["theory"]
    report.check("the measured acceleration is within 2% of 5/7·g·sin θ",
                 measured is not None and abs(measured - theory) <= 0.02 * theory, f"{measured} vs {theory}")
    text = control_text(app, "measured") or ""
    report.check("the readout shows the measured acceleration", text.endswith("pt/s²") and any(c.isdigit() for c in text),
                 repr(text))


REST_SIZES = [(320, 568, 2), (390, 844, 3), (844, 390, 3), (820, 1180, 2), (1180, 820, 2), (1440, 900, 1)]


def resting(lab):
    """Why the waiting ball is not resting on the slope (None when it is)."""
    ball, plane = lab["balls"][0], lab["plane"]
    speed = math.hypot(ball["vx"], ball["vy"])
    if not ball["waiting"]:
        return "the ball is not waiting"
    if speed >= 1:
        return f"it moves at {speed:.1f} pt/s"
    if not (plane["left"] <= ball["x"] <= plane["right"] and plane["top"] - ball["size"] <= ball["y"] < plane["ground"]):
        return f"it is at ({ball['x']:.0f}, {ball['y']:.0f}), off the plane {plane}"
    return None


def test_rest_and_roll(app, report, out_dir, width, height, scale):
    """First open at a size: the ball rests on the slope; turned to the other orientation it still
    does; a touch on it lets it roll, and the readout then matches the theory within 2%."""
    label = f"{width}x{height}"
    app.emulate(width, height, scale)
    # A query of its own makes this a new page (going to the same address with a #hash would not reload it).
    app.driver.get(app.url + f"/?open={label}#lab")
    app.wait_until_ready()
    app.next_frames(3)
    app.js("window.kinetic.advance(1000)")
    problem = resting(state(app))
    report.check(f"incline {label}: on first open the ball rests on the slope", problem is None, problem or "")
    app.emulate(height, width, scale)
    app.next_frames(3)
    app.js("window.kinetic.advance(1000)")
    problem = resting(state(app))
    report.check(f"incline {label}: turned to {height}x{width} the ball still rests on the slope",
                 problem is None, problem or "")
    app.screenshot(out_dir, f"incline-waiting-{height}x{width}")
    app.emulate(width, height, scale)
    app.next_frames(3)
    app.js("window.kinetic.advance(500)")
    problem = resting(state(app))
    report.check(f"incline {label}: turned back, the ball rests on the slope", problem is None, problem or "")
    app.screenshot(out_dir, f"incline-waiting-{label}")
    # Only advance() moves the ball from the touch to the reading: a driver that held the finger too long
    # and touched again found the ball it had let go already rolling, and caught it.
    with clock_held(app):
        ball = state(app)["balls"][0]
        tap(app, ball["x"], ball["y"])
        report.check(f"incline {label}: a touch on the ball lets it roll", not state(app)["balls"][0]["waiting"])
        app.js("window.kinetic.advance(3000)")
        app.next_frames(2)
        lab = state(app)
    measured, theory = lab["measured"], lab["theory"]
    report.check(f"incline {label}: after one roll the readout is within 2% of theory",
                 measured is not None and abs(measured - theory) <= 0.02 * theory, f"{measured} vs {theory}")
    text = control_text(app, "measured") or ""
    report.check(f"incline {label}: the readout shows the measured value",
                 measured is not None and text.endswith(f"{round(measured)} pt/s²"), repr(text))
    app.screenshot(out_dir, f"incline-rolled-{label}")


def test_slider_and_buttons(app, report):
    app.js("document.getElementById('control-slope').focus()")
    ActionChains(app.driver).send_keys(Keys.HOME).perform()
    app.next_frames(2)
    app.js("window.kinetic.advance(1200)")
    report.check("Home on the slider tilts the plane to −45°", state(app)["slope"] == -45, repr(state(app)["slope"]))
    click(app, "#control-reset")
    app.js("document.getElementById('control-release').focus()")
    ActionChains(app.driver).send_keys(Keys.ENTER).perform()
    app.next_frames(2)
    start = state(app)["balls"][0]
    app.js("window.kinetic.advance(500)")
    ball = state(app)["balls"][0]
    report.check("leaning left, Let it roll (pressed with Enter) lets the ball roll down to the left",
                 ball["x"] < start["x"] - 20,
                 f"x from {start['x']:.0f} to {ball['x']:.0f}")
    click(app, "#control-drop")
    click(app, "#control-drop")
    report.check("Drop a ball adds balls", len(state(app)["balls"]) == 3, repr(len(state(app)["balls"])))
    click(app, "#control-rock")
    slopes = []
    for _ in range(4):
        app.js("window.kinetic.advance(700)")
        slopes.append(state(app)["slope"])
    report.check("Rock the slope swings the plane back and forth", max(slopes) - min(slopes) > 20, repr(slopes))
    disabled = app.js("return document.getElementById('control-slope').disabled")
    report.check("the slider is disabled while the slope rocks", disabled is True)
    click(app, "#control-rock")
    click(app, "#control-reset")
    report.check("Reset leaves one ball", len(state(app)["balls"]) == 1)


def test_drag_a_ball(app, report):
    """A finger picks the ball up and carries it up and to the left."""
    app.js("window.kinetic.control('slope=0')")
    app.js("window.kinetic.advance(1200)")
    click(app, "#control-reset")
    app.js("window.kinetic.advance(1000)")
    rect = app.canvas_rect()
    ball = state(app)["balls"][0]
    x, y = rect["left"] + ball["x"], rect["top"] + ball["y"]
    finger = PointerInput(interaction.POINTER_TOUCH, "finger")
    actions = ActionBuilder(app.driver, mouse=finger, duration=16)
    actions.pointer_action.move_to_location(round(x), round(y))
    actions.pointer_action.pointer_down()
    for step in range(1, 13):
        actions.pointer_action.move_to_location(round(x - 5 * step), round(y - 6 * step))
        actions.pointer_action.pause(0.03)
    # One sequence, lifted at its end: chromedriver lifts a touch when a sequence ends anyway, and a
    # second sequence lifting it again would swallow the next touch's pointerdown.
    actions.pointer_action.pointer_up()
    actions.perform()
    held = state(app)["balls"][0]
    report.check("a finger drags the ball along", held["y"] < ball["y"] - 30 and held["x"] < ball["x"] - 20,
                 f"ball at ({ball['x']:.0f}, {ball['y']:.0f}) then ({held['x']:.0f}, {held['y']:.0f})")


def test_sizes(app, report, out_dir):
    app.js("window.kinetic.control('slope=25')")
    for label, width, height, scale in SIZES:
        app.emulate(width, height, scale)
        app.next_frames(3)
        app.js("window.kinetic.advance(1200)")
        click(app, "#control-reset")
        click(app, "#control-drop")
        app.js("window.kinetic.advance(450)")
        app.next_frames(3)
        lab = state(app)
        inside = all(0 <= b["x"] <= lab["plane"]["x"] * 2 + 1 for b in lab["balls"])
        report.check(f"incline {label}: balls are on screen", inside, repr([(b["x"], b["y"]) for b in lab["balls"]]))
        report.check(f"screenshot incline {label} saved", app.screenshot(out_dir, f"incline-{label}"))
    app.clear_emulation()


ROCK_SIZES = [("phone", 390, 844, 3), ("desktop", 1440, 900, 1)]
# The fastest a ball can plausibly move, in points per simulated second: what falling the height of
# the canvas gives (√(2·1000·900) ≈ 1342), which is also more than the waiting ball's roll over to the
# high end plus the plane's own motion under it.
FASTEST = 1350
SAMPLE_BALLS = """
window.__inclineSamples = [];
window.__inclineSampling = true;
const sample = () => {
  if (!window.__inclineSampling) return;
  const s = window.kinetic.state();
  window.__inclineSamples.push({time: s.time, slope: s.slope, plane: s.plane, balls: s.balls});
  requestAnimationFrame(sample);
};
sample();
"""


def off_plane(sample, ball):
    """How far `ball` is from resting on the slope's surface, in points (0: its edge just touches it)."""
    plane, angle = sample["plane"], math.radians(sample["slope"])
    left_y = plane["top"] if sample["slope"] >= 0 else plane["ground"]
    up = (math.sin(angle), -math.cos(angle))
    height = (ball["x"] - plane["left"]) * up[0] + (ball["y"] - left_y) * up[1]
    return abs(height - ball["size"] / 2)


def test_rocking(app, report, out_dir, label, width, height, scale):
    """Rock the slope with a ball waiting and another dropped: sampled every frame in real time, no
    ball moves faster than a fall from the top of the canvas could make it, and the waiting ball
    rests on the plane throughout and rolls over to the new high end when the slope passes level."""
    app.emulate(width, height, scale)
    app.js("window.kinetic.control('slope=20')")
    app.js("window.kinetic.advance(1200)")
    click(app, "#control-reset")
    click(app, "#control-drop")
    app.js(SAMPLE_BALLS)
    start = state(app)["time"]
    click(app, "#control-rock")
    # The swing gathers pace for a second, reaches its steepest, 30°, about 1.5 s in, passes level
    # about 2.6 s in and is near its steepest the other way, −30°, 4 s in.
    while state(app)["time"] < start + 1.5:
        app.next_frames(5)
    report.check(f"screenshot incline rocking {label} saved", app.screenshot(out_dir, f"incline-rocking-{label}"))
    while state(app)["time"] < start + 4:
        app.next_frames(5)
    app.screenshot(out_dir, f"incline-rocked-{label}")
    samples = app.js("window.__inclineSampling = false; return window.__inclineSamples")
    slopes = [s["slope"] for s in samples]
    report.check(f"incline rocking {label}: the slope swings from 20° past level",
                 state(app)["rocking"] and max(slopes) > 25 and min(slopes) < -5,
                 f"from {min(slopes):.1f}° to {max(slopes):.1f}° over {samples[-1]['time'] - samples[0]['time']:.1f} s")
    worst_jump, worst_off, waiting_at = (0, ""), 0, []
    for before, now in zip(samples, samples[1:]):
        dt = now["time"] - before["time"]
        if dt <= 0 or len(before["balls"]) != len(now["balls"]):
            continue
        for a, b in zip(before["balls"], now["balls"]):
            excess = math.hypot(b["x"] - a["x"], b["y"] - a["y"]) - FASTEST * dt
            if excess > worst_jump[0]:
                worst_jump = (excess, f"{excess:.1f} pt too far in {dt * 1000:.0f} ms at slope {now['slope']:.1f}°")
    report.check(f"incline rocking {label}: no ball jumps (moves faster than {FASTEST} pt/s) between frames",
                 worst_jump[0] <= 0.5, worst_jump[1])
    for now in samples:
        waiting = [b for b in now["balls"] if b["waiting"]]
        if waiting:
            worst_off = max(worst_off, off_plane(now, waiting[0]))
            waiting_at.append((now["slope"], waiting[0]["x"], now["plane"]))
    report.check(f"incline rocking {label}: the waiting ball rests on the rocking plane (within 0.5 pt)",
                 len(waiting_at) == len(samples) and worst_off <= 0.5, f"{worst_off:.2f} pt off")
    slope, x, plane = waiting_at[-1]
    middle = (plane["left"] + plane["right"]) / 2
    report.check(f"incline rocking {label}: past level the waiting ball waits at the new high end (right)",
                 slope < -20 and x > middle + 0.3 * (plane["right"] - plane["left"]),
                 f"at x {x:.0f} on a plane from {plane['left']:.0f} to {plane['right']:.0f}, slope {slope:.1f}°")
    click(app, "#control-rock")
    click(app, "#control-reset")


def pick_section(app, title):
    app.driver.find_element(
        "xpath", f"//*[@data-control-id='section']//*[contains(@class,'segment')][normalize-space()='{title}']").click()
    app.next_frames(3)


FLIP_FRAMES = 60
SAMPLE_CARD = """
window.__cardSamples = [];
window.__cardSampling = true;
const sample = () => {
  if (!window.__cardSampling) return;
  window.__cardSamples.push(window.kinetic.state().card);
  requestAnimationFrame(sample);
};
sample();
"""


def test_animation_section(app, report, out_dir):
    pick_section(app, "Animation")
    report.check("the picker shows the Animation section", state(app)["section"] == "animation")
    rows = app.js("return [...document.getElementById('controls').children].map((r) => r.dataset.controlId)")
    report.check("the Animation section shows its own controls", rows == ["section", "replay", "bounce"], repr(rows))
    for label, width, height, scale in (("phone-portrait", 390, 844, 3), ("tablet-landscape", 1180, 820, 2)):
        app.emulate(width, height, scale)
        app.next_frames(3)
        rect = app.canvas_rect()
        lab = state(app)
        card = lab["card"]
        face = card["face"]
        # The page samples the card every frame from before the tap until the flip is over, in real
        # time, so the check does not depend on how long the driver takes to deliver the tap.
        app.js(SAMPLE_CARD)
        finger = PointerInput(interaction.POINTER_TOUCH, f"card-finger-{label}")
        actions = ActionBuilder(app.driver, mouse=finger, duration=16)
        actions.pointer_action.move_to_location(round(rect["left"] + card["x"] - 12), round(rect["top"] + card["y"]))
        actions.pointer_action.pointer_down()
        actions.pointer_action.pause(0.05)
        actions.pointer_action.pointer_up()
        actions.perform()
        app.next_frames(FLIP_FRAMES)
        deepest = app.js("window.__cardSampling = false; return window.__cardSamples"
                         ".reduce((a, b) => (b.shade - b.squeeze > a.shade - a.squeeze ? b : a))")
        report.check(f"lab {label}: a tap turns the card edge-on under a veil",
                     deepest["shade"] > 0.2 and deepest["squeeze"] < 0.9, repr(deepest))
        report.check(f"screenshot lab flipped {label} saved", app.screenshot(out_dir, f"lab-flipped-{label}"))
        app.js("window.kinetic.advance(600)")
        report.check(f"lab {label}: the card shows its other side", state(app)["card"]["face"] != face)
    app.clear_emulation()
    pick_section(app, "Incline")


def run(app, report, out_dir):
    """Runs every Lab check, then goes back to Pong."""
    for size in REST_SIZES:
        report.run(f"Incline rests and rolls at {size[0]}x{size[1]}",
                   lambda size=size: test_rest_and_roll(app, report, out_dir, *size))
    app.clear_emulation()
    app.driver.get(app.url + "/#pong")
    app.wait_until_ready()
    app.next_frames(3)
    report.run("Incline: open", lambda: open_lab(app, report))
    report.run("Incline: rolling", lambda: test_rolling(app, report))
    report.run("Incline: slider and buttons", lambda: test_slider_and_buttons(app, report))
    report.run("Incline: dragging a ball", lambda: test_drag_a_ball(app, report))
    report.run("Incline: phone and tablet", lambda: test_sizes(app, report, out_dir))
    for size in ROCK_SIZES:
        report.run(f"Incline: rocking at {size[0]} size", lambda size=size: test_rocking(app, report, out_dir, *size))
    app.clear_emulation()
    report.run("Lab: animation examples", lambda: test_animation_section(app, report, out_dir))
    click(app, "[role='tab'][data-game='pong']")
