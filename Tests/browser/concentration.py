"""Browser checks of Concentration: the theme chooser (a split view beside the game on a tablet,
a pushed game with a back button on a phone), a theme opened with a real touch, its name as the
title, a pair found with two touches (flipped, then faded away) — at phone and tablet sizes in
both orientations, with screenshots."""

from helpers import click, clock_held, seed_game, state, tap

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


# The sizes (width, height, scale) of the emoji check.
TABLET = (1180, 820, 2)
PHONE = (390, 844, 3)


def open_fresh(app, width, height, scale):
    app.emulate(width, height, scale)
    # A query of its own makes this a new page (the same address with a #hash would not reload it).
    app.driver.get(app.url + f"/?open={width}x{height}#concentration")
    app.wait_until_ready()
    seed_game(app, 8)
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


# A pixel is coloured when its channels differ by more than this (out of 255): white, grey and
# black pixels never are. A pixel is ink when it differs from the card's face by more than this.
COLOURFUL = 40
INK = 60
# The share of a face's middle (where its emoji is drawn) that must be ink: never a blank card.
MIN_INK_SHARE = 0.04
# Of that ink, the share that must be coloured, relative to the same emoji drawn in a colour emoji
# font on a scratch canvas (an emoji whose colour glyph is black and white, like 🎱, needs none).
MIN_COLOUR_RATIO = 0.5
PIXELS_JS = """
const [x, y, w, h, colourful, ink] = arguments;
const canvas = document.getElementById('game');
const box = canvas.getBoundingClientRect();
const sx = canvas.width / box.width, sy = canvas.height / box.height;
const ctx = canvas.getContext('2d');
const face = ctx.getImageData(Math.round((x + w / 2) * sx), Math.round((y - h * 0.5) * sy), 1, 1).data;
const data = ctx.getImageData(
  Math.round(x * sx), Math.round(y * sy), Math.max(1, Math.round(w * sx)), Math.max(1, Math.round(h * sy))).data;
let coloured = 0, inked = 0;
for (let i = 0; i < data.length; i += 4) {
  const r = data[i], g = data[i + 1], b = data[i + 2];
  if (Math.max(Math.abs(r - face[0]), Math.abs(g - face[1]), Math.abs(b - face[2])) > ink) {
    inked += 1;
    if (Math.max(r, g, b) - Math.min(r, g, b) > colourful) coloured += 1;
  }
}
const n = data.length / 4;
return {ink: inked / n, coloured: coloured / n};
"""
REFERENCE_JS = """
const [emoji, colourful] = arguments;
const scratch = document.createElement('canvas');
scratch.width = scratch.height = 96;
const ctx = scratch.getContext('2d');
ctx.fillStyle = '#fff';
ctx.fillRect(0, 0, 96, 96);
ctx.font = '64px "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"';
ctx.textAlign = 'center';
ctx.textBaseline = 'middle';
ctx.fillStyle = '#1c1c1e';
ctx.fillText(emoji, 48, 48);
const data = ctx.getImageData(0, 0, 96, 96).data;
let coloured = 0, inked = 0;
for (let i = 0; i < data.length; i += 4) {
  const r = data[i], g = data[i + 1], b = data[i + 2];
  if (255 * 3 - r - g - b > 60) {
    inked += 1;
    if (Math.max(r, g, b) - Math.min(r, g, b) > colourful) coloured += 1;
  }
}
return inked > 0 ? coloured / inked : 0;
"""


def face_pixels(app, frame):
    """The ink and coloured shares of the middle of a card (the emoji's square), read from the canvas."""
    side = min(frame["width"], frame["height"]) * 0.5
    x = frame["x"] + frame["width"] / 2 - side / 2
    y = frame["y"] + frame["height"] / 2 - side / 2
    return app.js(PIXELS_JS, x, y, side, side, COLOURFUL, INK)


def face_problem(app, card, shown):
    """Why a face-up card does not show its emoji in colour (None when it does)."""
    if not shown["shownFaceUp"]:
        return f"{card['emoji']} not face up"
    pixels = face_pixels(app, card["frame"])
    if pixels["ink"] < MIN_INK_SHARE:
        return f"{card['emoji']} blank ({pixels['ink']:.1%} ink)"
    reference = app.js(REFERENCE_JS, card["emoji"], COLOURFUL)
    ratio = pixels["coloured"] / pixels["ink"]
    if ratio < MIN_COLOUR_RATIO * reference:
        return f"{card['emoji']} {ratio:.0%} of its ink coloured (the colour font's: {reference:.0%})"
    return None


def turn_every_card(app, report, label, theme, out_dir, size):
    """Turns every card of `theme` face up with real touches, a pair at a time, and checks each
    face shows its emoji, in colour, while it is up. A new browser session (after the page crashed)
    opens Concentration at `size` (width, height, scale) first."""
    now = state(app)
    if "screen" not in now:
        open_fresh(app, *size)
        now = state(app)
    if now["screen"] == "game" and now["back"] is not None:
        tap_frame(app, now["back"])
        app.js("window.kinetic.advance(500)")
        now = state(app)
    row = next(t for t in now["themes"] if t["name"] == theme)
    tap_frame(app, row["frame"])
    app.js("window.kinetic.advance(500)")
    now = state(app)
    report.check(f"{label} Concentration: a touch opens {theme}", now["theme"] == theme, repr(now["theme"]))
    cards = now["cards"]
    # Only advance() moves the game while the faces are read: a matched pair starts fading 0.75 s after
    # its second flip, and a slow driver could otherwise let that much real time pass before the read.
    with clock_held(app):
        blank, done = turn_pairs(app, out_dir, label, theme, cards)
    report.check(f"{label} Concentration {theme}: all {len(cards)} cards showed a coloured emoji face up",
                 not blank and len(done) == len(cards), ", ".join(blank))
    if app.js("return document.getElementById('alert').open"):
        click(app, "#alert .alert-actions button")


def turn_pairs(app, out_dir, label, theme, cards):
    """Turns each pair of `cards` with real touches; returns why faces did not show in colour, and the
    cards turned."""
    blank, done, shot = [], set(), False
    for card in cards:
        if card["id"] in done:
            continue
        twin = next(c for c in cards if c["pair"] == card["pair"] and c["id"] != card["id"])
        tap_frame(app, card["frame"])
        app.js("window.kinetic.advance(450)")
        tap_frame(app, twin["frame"])
        app.js("window.kinetic.advance(420)")
        app.next_frames(1)
        shown = {c["id"]: c for c in state(app)["cards"]}
        for each in (card, twin):
            problem = face_problem(app, each, shown[each["id"]])
            if problem:
                blank.append(problem)
        if not shot:
            app.screenshot(out_dir, f"concentration-faces-{theme.lower()}-{label}")
            shot = True
        done.update((card["id"], twin["id"]))
        app.js("window.kinetic.advance(1000)")
    return blank, done


def run_emoji(app, report, out_dir):
    """Every theme at a tablet's split view, and the Faces theme (the one that lost the most emoji
    to one-colour fonts) on a phone."""
    themes = app.js("return window.kinetic.state().themes.map((t) => t.name)") or []
    for theme in themes:
        report.run(f"Concentration {theme} emoji (tablet)",
                   lambda theme=theme: turn_every_card(app, report, "tablet-landscape", theme, out_dir, TABLET))
    open_fresh(app, *PHONE)
    report.run("Concentration Faces emoji (phone)",
               lambda: turn_every_card(app, report, "phone-portrait", "Faces", out_dir, PHONE))


def run(app, report, out_dir):
    for label, width, height, scale, split in SIZES:
        report.run(f"Concentration opens at {label} size", lambda: open_fresh(app, width, height, scale))
        report.run(f"Concentration chooser ({label})",
                   lambda label=label, split=split: test_choose(app, report, label, split, out_dir))
        report.run(f"Concentration pair ({label})", lambda label=label: test_pair(app, report, label, out_dir))
        if not split:
            report.run(f"Concentration back ({label})", lambda label=label: test_back(app, report, label))
    report.run("Concentration opens for the emoji check", lambda: open_fresh(app, *TABLET))
    run_emoji(app, report, out_dir)
    app.clear_emulation()
    app.driver.get(app.url + "/#pong")
    app.wait_until_ready()
    app.next_frames(3)
