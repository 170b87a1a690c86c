"""Browser check of Breakout turned mid-rally: a phone turned on its side and back, and a window
grown to a large screen, each while the ball flies. The resize alone breaks no brick and costs no
life, and leaves every ball on the court and clear of every brick, at the court's pace — with
screenshots at each size."""

from helpers import clock_held, seed_game, state, tap

# The sizes the game is turned through, with the pixel ratio each is emulated at.
TURNS = [("landscape", 844, 390, 3), ("portrait", 390, 844, 3), ("large", 2560, 1440, 1), ("landscape", 844, 390, 3)]
# How far (ms) the game runs between turns: long enough for the ball to reach the wall.
BETWEEN_MS = 450


def clearance(ball, brick):
    """How far the ball's edge stands from `brick`, in points (negative when it overlaps)."""
    dx = max(brick["x"] - ball["x"], 0, ball["x"] - brick["x"] - brick["width"])
    dy = max(brick["y"] - ball["y"], 0, ball["y"] - brick["y"] - brick["height"])
    return (dx * dx + dy * dy) ** 0.5 - ball["radius"]


def far_from_bricks(now):
    """Whether every flying ball is more than two frames' travel from every brick (so a brick it
    breaks in the frame after a turn was broken by the turn)."""
    for ball in now["balls"]:
        reach = 2 * (ball["vx"] ** 2 + ball["vy"] ** 2) ** 0.5 / 60
        if any(clearance(ball, brick) <= reach for brick in now["bricks"]):
            return False
    return True


def test_turn_mid_rally(app, report, out_dir):
    app.emulate(390, 844, 3)
    seed_game(app, 13)
    app.next_frames(3)
    with clock_held(app):
        canvas = app.canvas_rect()
        tap(app, canvas["width"] / 2, canvas["height"] * 0.6)
        app.js("window.kinetic.advance(arguments[0])", 2 * BETWEEN_MS)
        for label, width, height, scale in TURNS:
            for _ in range(20):
                if far_from_bricks(state(app)):
                    break
                app.js("window.kinetic.advance(50)")
            before = state(app)
            size = app.emulate(width, height, scale)
            after = state(app)
            app.screenshot(out_dir, f"breakout-turned-{label}-{width}x{height}")
            app.js("window.kinetic.advance(17)")
            frame = state(app)
            ids = sorted(b["id"] for b in before["bricks"])
            report.check(f"turned to {label} {width}×{height}: no brick broke and no life was lost",
                         sorted(b["id"] for b in frame["bricks"]) == ids and frame["lives"] == before["lives"],
                         f"bricks {len(ids)} → {len(frame['bricks'])}, lives {before['lives']} → {frame['lives']}")
            worst = min((clearance(ball, brick) for ball in after["balls"] for brick in after["bricks"]), default=0)
            inside = all(ball["radius"] <= ball["x"] <= size[0] - ball["radius"] and ball["y"] >= ball["radius"]
                         for ball in after["balls"])
            report.check(f"turned to {label} {width}×{height}: every ball on the court and clear of the bricks",
                         inside and worst >= -0.01 and len(after["balls"]) == len(before["balls"]),
                         f"closest brick {worst:.1f} pt, balls {[(round(b['x']), round(b['y'])) for b in after['balls']]}")
            app.js("window.kinetic.advance(arguments[0])", BETWEEN_MS)
