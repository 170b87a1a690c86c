"""Browser checks of Concentration: the theme chooser (a split view beside the game on a tablet,
a pushed game with a back button on a phone), a theme opened with a real touch, its name as the
title, a pair found with two touches (flipped, then faded away) — at phone and tablet sizes in
both orientations, with screenshots."""

from helpers import state, tap

SIZES = [
    ("phone-portrait", 390, 844, 3, False),
    ("phone-landscape", 844, 390, 3, False),
    ("tablet-portrait", 820, 1180, 2, True),
    ("tablet-landscape", 1180, 820, 2, True),
]
THEME = "Animals"


def tap_frame(app, frame):
    """One real touch in the middle of a frame given in canvas points."""
    tap(app, frame["x"] + frame["width"] / 2, frame["y"] + frame["height"] / 2, frames=1)


def open_fresh(app, width, height, scale):
    app.emulate(width, height, scale)
    app.driver.get(app.url + "/#concentration")
    app.wait_until_ready()
    app.js("window.kinetic.seed(8)")
    app.next_frames(2)


def test_choose(app, report, label, split, out_dir):
    now = state(app)
    report.check(f"{label} Concentration: {'a split view' if split else 'the chooser'} shows first",
                 now["screen"] == ("split" if split else "chooser") and len(now["themes"]) >= 6, now["screen"])
    app.screenshot(out_dir, f"concentration-chooser-{label}")
    row = next(t for t in now["themes"] if t["name"] == THEME)
    tap_frame(app, row["frame"])
    app.js("window.kinetic.advance(500)")
    now = state(app)
    report.check(f"{label} Concentration: touching {THEME} opens its game, titled {THEME}",
                 now["theme"] == THEME and now["title"] == THEME
                 and now["screen"] == ("split" if split else "game"), f"{now['screen']} {now['theme']}")
    detail = now["detail"]
    canvas = app.canvas_rect()
    if split:
        report.check(f"{label} Concentration: the chooser stays beside the game",
                     detail["x"] > 100 and all(t["frame"]["x"] + t["frame"]["width"] <= detail["x"] for t in now["themes"]),
                     repr(detail))
    else:
        report.check(f"{label} Concentration: the game covers the chooser, with a back button",
                     abs(detail["x"]) < 1 and abs(detail["width"] - canvas["width"]) < 1 and now["back"] is not None,
                     repr(detail))


def test_pair(app, report, label, out_dir):
    cards = state(app)["cards"]
    first = cards[0]
    twin = next(c for c in cards[1:] if c["pair"] == first["pair"])
    tap_frame(app, first["frame"])
    app.js("window.kinetic.advance(150)")
    app.screenshot(out_dir, f"concentration-flipping-{label}")
    app.js("window.kinetic.advance(400)")
    tap_frame(app, twin["frame"])
    app.js("window.kinetic.advance(500)")
    now = state(app)
    by_id = {c["id"]: c for c in now["cards"]}
    report.check(f"{label} Concentration: two touches on a pair match it",
                 by_id[first["id"]]["matched"] and by_id[twin["id"]]["matched"] and now["flips"] == 2
                 and now["score"] == 2, f"flips {now['flips']}, score {now['score']}")
    app.screenshot(out_dir, f"concentration-pair-{label}")
    app.js("window.kinetic.advance(1200)")
    now = state(app)
    by_id = {c["id"]: c for c in now["cards"]}
    report.check(f"{label} Concentration: the matched pair fades away",
                 by_id[first["id"]]["alpha"] == 0 and by_id[twin["id"]]["alpha"] == 0,
                 f"{by_id[first['id']]['alpha']} {by_id[twin['id']]['alpha']}")
    app.screenshot(out_dir, f"concentration-{label}")


def test_back(app, report, label):
    tap_frame(app, state(app)["back"])
    app.js("window.kinetic.advance(500)")
    report.check(f"{label} Concentration: the back button returns to the chooser",
                 state(app)["screen"] == "chooser", state(app)["screen"])


def run(app, report, out_dir):
    for label, width, height, scale, split in SIZES:
        report.run(f"Concentration opens at {label} size", lambda: open_fresh(app, width, height, scale))
        report.run(f"Concentration chooser ({label})",
                   lambda label=label, split=split: test_choose(app, report, label, split, out_dir))
        report.run(f"Concentration pair ({label})", lambda label=label: test_pair(app, report, label, out_dir))
        if not split:
            report.run(f"Concentration back ({label})", lambda label=label: test_back(app, report, label))
    app.clear_emulation()
    app.driver.get(app.url + "/#pong")
    app.wait_until_ready()
    app.next_frames(3)
