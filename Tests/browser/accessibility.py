"""Browser checks of accessibility (group a11y): axe-core on every tab at phone and desktop sizes
and in several game states (no serious or critical violation), the mirror against the exported tree
in each, focus rings of 3:1 in every game's colours; then keyboard play (a11y_keyboard.py) and
announcements, reduced motion and the mirror's cost (a11y_motion.py), and what a screen reader
says during one turn of each game (a11y_spoken.py)."""

import a11y_keyboard
import a11y_motion
import a11y_spoken
import axe_check
import pixels
from helpers import clock_held, seed_game, settled, state, tap
from a11y_keyboard import element_at, tab_until
from mirror_check import TABS, check_mirror, fresh_page, open_tab

SIZES = [("phone", 390, 844, 3), ("desktop", 1440, 900, 1)]
# WCAG's focus appearance: the ring's pixels change by 3:1 or more between the focused and the
# unfocused state, over an area at least that of a 2 CSS px line around the element.
FOCUS_CONTRAST = 3
FOCUS_RING_REACH = 7
FOCUS_LINE = 2
# WebKit paints focus rings only in a focused window. Under Xvfb, with no window manager, the
# window under the pointer has the focus, and the pointer rests at the middle of the 3000×2000
# screen (scripts/browser-test.sh): a window this large reaches it.
RING_VIEWPORT = (1600, 1100)


def check_axe(app, report, label):
    found = axe_check.violations(app)
    blocking = axe_check.blocking(found)
    report.check(f"{label}: axe finds no serious or critical violation", not blocking, "; ".join(blocking))
    print(f"# {app.engine} axe {label}: {axe_check.counts(found) or 'no violations'}", flush=True)
    for violation in found:
        print(f"#   {axe_check.describe(violation)}", flush=True)


def test_axe_tabs(app, report, out_dir):
    """axe on every tab, on its settings screen where it has one and with its how-to open."""
    for size, width, height, scale in SIZES:
        fresh_page(app, width, height, scale, "pong")
        if app.engine == "webkit" and size == SIZES[0][0]:
            report.check("axe runs on the live page under its Content-Security-Policy (new Function is blocked)",
                         axe_check.eval_blocked(app))
        for tab in TABS:
            open_tab(app, tab)
            app.js("window.kinetic.advance(1500)")
            app.next_frames(2)
            check_axe(app, report, f"{size} {tab}")
            check_mirror(app, report, f"{size} {tab}", say=size == "desktop")
            if app.js("return !document.getElementById('screens').hidden"):
                app.js("window.kinetic.showScreen('settings')")
                app.next_frames(2)
                check_axe(app, report, f"{size} {tab} settings")
                app.js("window.kinetic.showScreen('game')")
                app.next_frames(2)
            app.js("document.getElementById('howto-button').click()")
            # Dialogs open with an animation: axe reads them once they are fully shown.
            settled(app)
            check_axe(app, report, f"{size} {tab} how-to")
            app.js("document.getElementById('howto').close()")
            app.next_frames(2)
            app.screenshot(out_dir, f"a11y-{tab}-{size}")


def test_axe_game_states(app, report, out_dir):
    """axe and the mirror in states of play: Set with a selection and a hint, Concentration in a
    theme with a card turned, BubblePop playing and at its score board."""
    fresh_page(app, 390, 844, 3, "set")
    seed_game(app, 21)
    app.js("window.kinetic.advance(6000)")
    app.js("window.kinetic.action('hint')")
    app.next_frames(2)
    check_axe(app, report, "phone set with a hint")
    check_mirror(app, report, "phone set with a hint", say=True)

    open_tab(app, "concentration")
    seed_game(app, 8)
    app.js("window.kinetic.action('theme=Animals')")
    app.js("window.kinetic.advance(800)")
    card = state(app)["cards"][0]["frame"]
    tap(app, card["x"] + card["width"] / 2, card["y"] + card["height"] / 2)
    app.js("window.kinetic.advance(400)")
    check_axe(app, report, "phone concentration with a card turned")
    check_mirror(app, report, "phone concentration with a card turned", say=True)

    open_tab(app, "bubblepop")
    # The app's one name and the game's fill of it, as the name dialog leaves them: run tickets follow it.
    app.js("localStorage.setItem('kinetic.playerName', 'Kay'); window.kinetic.control('name=Kay')")
    app.js("window.kinetic.control('start')")
    app.js("window.kinetic.advance(5000)")
    app.next_frames(2)
    check_axe(app, report, "phone bubblepop playing")
    check_mirror(app, report, "phone bubblepop playing", say=True)
    app.screenshot(out_dir, "a11y-bubblepop-playing-phone")
    for _ in range(60):
        if state(app)["phase"] == "over":
            break
        app.js("window.kinetic.advance(1000)")
    app.next_frames(3)
    check_axe(app, report, "phone bubblepop game over")


# The mirror's grids as the DOM holds them: per grid, its rows, each row's cells (id and column).
GRID_ROWS_JS = """
return [...document.querySelectorAll('#mirror [role="grid"]')].map((grid) =>
  [...grid.querySelectorAll('[role="row"]')].map((row) =>
    [...row.querySelectorAll('[role="gridcell"]')].map((cell) =>
      ({id: Number(cell.dataset.a11yId), column: Number(cell.getAttribute('aria-colindex'))}))));
"""
# Card frames on one row differ in y by less than this (CSS px); rows lie much further apart.
ROW_TOLERANCE = 2


def rows_of_cards(cards, tree):
    """The rows the cards on the table make, top to bottom, as lists of (mirror id, column from 1):
    a row is the cards at one y, a column the cards at one x, from the game's own frames."""
    ys = sorted({round(c["frame"]["y"]) for c in cards})
    xs = sorted({round(c["frame"]["x"]) for c in cards})
    rows = []
    for y in ys:
        if rows and y - rows[-1][0] < ROW_TOLERANCE:
            continue
        row = sorted((c for c in cards if abs(round(c["frame"]["y"]) - y) < ROW_TOLERANCE), key=lambda c: c["frame"]["x"])
        rows.append((y, [(element_at(tree, c["frame"])["id"], xs.index(round(c["frame"]["x"])) + 1) for c in row]))
    return [row for _, row in rows]


def test_grid_rows_with_gaps(app, report, out_dir):
    """Concentration after two pairs left the table: the mirror's rows hold the cards that lie on
    one row, and each cell says its column, though the grid has gaps."""
    fresh_page(app, 390, 844, 3, "concentration")
    # The cards are read from the game and from the tree at one moment of the game's clock: while the
    # deal is still moving them, a slow driver's reads would otherwise see them in two places.
    with clock_held(app):
        seed_game(app, 8)
        app.js("window.kinetic.action('theme=Animals')")
        app.js("window.kinetic.advance(800)")
        app.next_frames(2)
        cards = state(app)["cards"]
        tree = app.js("return window.kinetic.accessibility()")
        second = next(c for c in cards[6:] if c["pair"] != cards[1]["pair"])
        for card in (cards[1], second):
            twin = next(c for c in cards if c["pair"] == card["pair"] and c["id"] != card["id"])
            for one in (card, twin):
                # A screen reader's activation: a click on the card's mirror element.
                app.js("document.querySelector(`#mirror [data-a11y-id='${arguments[0]}']`).click()",
                       element_at(tree, one["frame"])["id"])
                app.next_frames(1)
                app.js("window.kinetic.advance(300)")
        app.js("window.kinetic.advance(2000)")
        app.next_frames(2)
    tree = check_mirror(app, report, "phone concentration with gaps")
    left = [c for c in state(app)["cards"] if not c["matched"]]
    if not report.check("grid with gaps: two pairs left the table", tree is not None and len(left) == len(cards) - 4,
                        f"{len(left)} of {len(cards)} cards left"):
        return
    grids = app.js(GRID_ROWS_JS)
    expected = rows_of_cards(left, tree)
    actual = [[(cell["id"], cell["column"]) for cell in row] for row in grids[0]] if grids else None
    report.check("grid with gaps: the mirror's rows and columns are the table's",
                 actual == expected, f"mirror {actual}, table {expected}")
    app.screenshot(out_dir, "a11y-concentration-gaps")


def ring_pixels(app, box):
    """How many screenshot pixels around `box` (CSS px, page coordinates) change by FOCUS_CONTRAST
    or more when the ring is hidden, and how many a FOCUS_LINE px line around it would cover."""
    focused_shot = app.driver.get_screenshot_as_png()
    ring = "const s = document.activeElement.style;"
    app.js(ring + "s.setProperty('outline', 'none', 'important'); s.setProperty('box-shadow', 'none', 'important');")
    app.next_frames(2)
    plain_shot = app.driver.get_screenshot_as_png()
    app.js(ring + "s.removeProperty('outline'); s.removeProperty('box-shadow');")
    scale = app.js("return devicePixelRatio")
    left, top, right, bottom = (round(v * scale) for v in (box[0] - FOCUS_RING_REACH, box[1] - FOCUS_RING_REACH,
                                                           box[2] + FOCUS_RING_REACH, box[3] + FOCUS_RING_REACH))
    focused_image = pixels.decode_png(focused_shot, max_rows=bottom + 1)
    plain_image = pixels.decode_png(plain_shot, max_rows=bottom + 1)
    width, height = focused_image[0], focused_image[1]
    inner = [round(v * scale) for v in box]
    changed = 0
    for y in range(max(0, top), min(height, bottom)):
        for x in range(max(0, left), min(width, right)):
            if inner[0] <= x < inner[2] and inner[1] <= y < inner[3]:
                continue
            if pixels.contrast(pixels.pixel(focused_image, x, y), pixels.pixel(plain_image, x, y)) >= FOCUS_CONTRAST:
                changed += 1
    line = FOCUS_LINE * 2 * ((box[2] - box[0]) + (box[3] - box[1])) * scale * scale
    return changed, line


def test_focus_rings(app, report, out_dir):
    """In every game's colours, the focus ring of the first element Tab reaches contrasts 3:1
    with what it covers over at least the area of a 2 px line around it."""
    fresh_page(app, *RING_VIEWPORT, 1, "set")
    seed_game(app, 21)
    for tab in TABS:
        open_tab(app, tab)
        app.js("window.kinetic.advance(6000)")
        app.js("window.kinetic.action('pause')")
        app.next_frames(2)
        target = tab_until(app, lambda f: True, limit=3)
        if target is None:
            report.skip(f"{tab}: the focus ring contrasts 3:1", "no element of its tree takes focus")
            continue
        box = app.js("const r = document.activeElement.getBoundingClientRect();"
                     "return [r.left, r.top, r.right, r.bottom];")
        app.screenshot(out_dir, f"a11y-focus-{tab}")
        ring = app.js("const a = document.activeElement, c = getComputedStyle(a);"
                      "return `:focus ${a.matches(':focus')}, outline ${c.outlineStyle} ${c.outlineWidth}, `"
                      " + `page focused ${document.hasFocus()}`;")
        changed, line = ring_pixels(app, box)
        report.check(f"{tab}: the focus ring on {target['name']!r} contrasts 3:1 over a 2 px line's area or more",
                     changed >= line, f"{changed} pixels changed by 3:1, {line:.0f} needed ({ring})")
        app.js("window.kinetic.action('resume')")


def run(app, report, out_dir):
    report.run("axe on every tab", lambda: test_axe_tabs(app, report, out_dir))
    report.run("axe in game states", lambda: test_axe_game_states(app, report, out_dir))
    report.run("grid rows with gaps", lambda: test_grid_rows_with_gaps(app, report, out_dir))
    report.run("focus rings", lambda: test_focus_rings(app, report, out_dir))
    a11y_keyboard.run(app, report, out_dir)
    a11y_motion.run(app, report, out_dir)
    a11y_spoken.run(app, report, out_dir)
    app.clear_emulation()
