"""Browser checks of Set: the deal from the deck one card at a time, a set found and tapped with
real touches (it flies away, snaps to the discard pile and the pile's top card turns face down),
the deck tapped for three more, a mismatch, and the table rearranged by the R key, the Rearrange
button and two real fingers turning on it — at phone and tablet sizes in both orientations, with
screenshots mid-deal, mid-fly-away and mid-rearrangement."""

import itertools
import math

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.keys import Keys

import engines
from helpers import clock_held, seed_game, state, tap

SIZES = [
    ("phone-portrait", 390, 844, 3),
    ("phone-landscape", 844, 390, 3),
    ("tablet-portrait", 820, 1180, 2),
    ("tablet-landscape", 1180, 820, 2),
]
ATTRIBUTES = ("number", "shape", "shading", "color")


def is_set(cards):
    return all(len({card[a] for card in cards}) in (1, 3) for a in ATTRIBUTES)


def find_set(cards):
    return next((list(t) for t in itertools.combinations(cards, 3) if is_set(t)), None)


def open_fresh(app, width, height, scale):
    app.emulate(width, height, scale)
    app.driver.get(app.url + "/#set")
    app.wait_until_ready()
    seed_game(app, 21)
    app.next_frames(2)


def inside(frame, width, height):
    return (frame["x"] >= -0.5 and frame["y"] >= -0.5 and frame["x"] + frame["width"] <= width + 0.5
            and frame["y"] + frame["height"] <= height + 0.5)


def overlaps(a, b):
    return (a["x"] < b["x"] + b["width"] - 0.5 and b["x"] < a["x"] + a["width"] - 0.5
            and a["y"] < b["y"] + b["height"] - 0.5 and b["y"] < a["y"] + a["height"] - 0.5)


def test_deal(app, report, label, out_dir):
    app.js("window.kinetic.advance(1300)")
    now = state(app)
    phases = [card["phase"] for card in now["cards"]]
    report.check(f"{label} Set: cards leave the deck one at a time, in table order",
                 now["dealing"] in (1, 2) and phases == sorted(phases, key=["placed", "dealing", "waiting"].index),
                 f"{now['dealing']} dealing, phases {phases}")
    report.check(f"{label} Set: flying cards are face down", all(
        not card["faceUp"] for card in now["cards"] if card["phase"] != "placed"), repr(phases))
    app.screenshot(out_dir, f"set-dealing-{label}")
    app.js("window.kinetic.advance(4500)")
    now = state(app)
    canvas = app.canvas_rect()
    slots = [card["slot"] for card in now["cards"]]
    report.check(f"{label} Set: twelve cards face up in their slots",
                 len(now["cards"]) == 12 and all(c["faceUp"] and c["phase"] == "placed" for c in now["cards"]),
                 repr([(c["phase"], c["faceUp"]) for c in now["cards"]]))
    laid_out = all(inside(s, canvas["width"], canvas["height"]) for s in slots) and not any(
        overlaps(a, b) for a, b in itertools.combinations(slots, 2))
    piles = [now["layout"]["deck"], now["layout"]["discard"]]
    report.check(f"{label} Set: the cards, deck and discard pile fit on the canvas without overlapping",
                 laid_out and all(inside(p, canvas["width"], canvas["height"]) for p in piles)
                 and not any(overlaps(p, s) for p in piles for s in slots), f"{now['layout']}")


def make_a_set_appear(app):
    """Taps the deck (a real touch) until the table holds a set; returns it, or None."""
    for _ in range(6):
        found = find_set(state(app)["cards"])
        if found:
            return found
        deck = state(app)["layout"]["deck"]
        tap(app, deck["x"] + deck["width"] / 2, deck["y"] + deck["height"] / 2, frames=1)
        app.js("window.kinetic.advance(3000)")
    return None


def test_match(app, report, label, out_dir):
    found = make_a_set_appear(app)
    if not report.check(f"{label} Set: a set is on the table", found is not None):
        return
    before = state(app)
    # Only advance() moves the game from the taps to the mid-flight read: the cards fly for about a
    # second before the discard pile pulls them in upright, and a loaded machine's driver can let that
    # much real time pass between the taps and the read.
    with clock_held(app):
        for card in found:
            tap(app, card["x"], card["y"], frames=1)
        now = state(app)
        report.check(f"{label} Set: tapping the three cards of a set scores it and they fly away",
                     now["sets"] == 1 and now["bouncing"] == 3 and now["score"] > before["score"],
                     f"sets {now['sets']}, bouncing {now['bouncing']}, score {now['score']}")
        report.check(f"{label} Set: a match deals three more at once", now["deck"] == before["deck"] - 3,
                     f"deck {before['deck']} → {now['deck']}")
        app.js("window.kinetic.advance(700)")
        flying = state(app)["flying"]
        moved = [abs(f["x"] - c["x"]) + abs(f["y"] - c["y"]) for f, c in zip(flying, found)]
        report.check(f"{label} Set: mid-fly-away the cards have left their places, turning",
                     len(flying) == 3 and all(m > 10 for m in moved)
                     and any(abs(f["rotation"]) > 0.05 for f in flying), f"moved {moved}")
        app.screenshot(out_dir, f"set-flyaway-{label}")
    landed = None
    for _ in range(24):
        app.js("window.kinetic.advance(500)")
        landed = state(app)
        if landed["discardFlips"] >= 1:
            break
    app.js("window.kinetic.advance(600)")
    landed = state(app)
    top = landed["discardTop"] or {}
    discard = landed["layout"]["discard"]
    report.check(f"{label} Set: the set snaps to the discard pile and its top card turns face down",
                 landed["landed"] == 3 and landed["discardFlips"] == 1 and top.get("faceUp") is False
                 and abs(top["x"] - (discard["x"] + discard["width"] / 2)) < 1, f"{top}, landed {landed['landed']}")
    report.check(f"{label} Set: the replacements are face up in place", all(
        c["faceUp"] and c["phase"] == "placed" for c in landed["cards"]), repr(landed["cards"][:2]))
    app.screenshot(out_dir, f"set-landed-{label}")


def test_mismatch(app, report, label, out_dir):
    cards = state(app)["cards"]
    wrong = next(list(t) for t in itertools.combinations(cards, 3) if not is_set(t))
    for card in wrong:
        tap(app, card["x"], card["y"], frames=1)
    now = state(app)
    report.check(f"{label} Set: three cards that are not a set show as a mismatch",
                 now["mismatch"] and sum(c["highlight"] == "mismatched" for c in now["cards"]) == 3, now["message"])
    app.screenshot(out_dir, f"set-mismatch-{label}")
    other = next(c for c in cards if c["id"] not in {w["id"] for w in wrong})
    tap(app, other["x"], other["y"], frames=1)
    now = state(app)
    report.check(f"{label} Set: the next touch clears the mismatch",
                 not now["mismatch"] and now["selection"] == [other["id"]], repr(now["selection"]))


FOCUSED_CARD_JS = """
const node = document.activeElement?.closest?.('[data-a11y-id]');
return node ? {id: Number(node.dataset.a11yId), name: node.getAttribute('aria-label') ?? node.textContent} : null;
"""
GRID_NAMES_JS = """
return [...document.querySelectorAll('[role=gridcell][data-a11y-id]')]
  .map((n) => n.getAttribute('aria-label') ?? n.textContent);
"""


def places(s):
    """Each card's slot centre, by card id."""
    return {c["id"]: (round(c["slot"]["x"] + c["slot"]["width"] / 2, 1),
                      round(c["slot"]["y"] + c["slot"]["height"] / 2, 1)) for c in s["cards"]}


def check_rearranged(report, name, before, after):
    """The same cards in the same slots, each in another one, the score and selection unchanged."""
    b, a = places(before), places(after)
    report.check(name, set(a) == set(b) and sorted(a.values()) == sorted(b.values())
                 and all(a[k] != b[k] for k in b) and after["score"] == before["score"]
                 and after["selection"] == before["selection"],
                 f"{len(a)} cards, {sum(a[k] != b.get(k) for k in a)} moved, score {before['score']}→{after['score']}")


def check_landed(report, name, now):
    off = [c["id"] for c in now["cards"] if abs(c["x"] - (c["slot"]["x"] + c["slot"]["width"] / 2)) > 0.5
           or abs(c["y"] - (c["slot"]["y"] + c["slot"]["height"] / 2)) > 0.5 or abs(c["rotation"]) > 1e-6]
    report.check(name, not off and now["rearranging"] == 0, f"off their slots: {off}")


def turn_two_fingers(app, cx, cy, angle, steps=12, radius=70):
    """Two real touch pointers either side of canvas point (cx, cy), turned together by `angle` radians."""
    rect = app.canvas_rect()
    builder = ActionBuilder(app.driver, duration=16)
    fingers = [builder.add_pointer_input(interaction.POINTER_TOUCH, f"finger{i}") for i in range(2)]

    def at(sign, a):
        return (int(rect["left"] + cx + sign * radius * math.cos(a)), int(rect["top"] + cy + sign * radius * math.sin(a)))

    for finger, sign in zip(fingers, (-1, 1)):
        x, y = at(sign, 0)
        finger.create_pointer_move(duration=0, x=x, y=y, origin="viewport")
        finger.create_pointer_down(button=0)
    for step in range(1, steps + 1):
        for finger, sign in zip(fingers, (-1, 1)):
            x, y = at(sign, angle * step / steps)
            finger.create_pointer_move(duration=16, x=x, y=y, origin="viewport")
    for finger in fingers:
        finger.create_pointer_up(button=0)
    builder.perform()
    app.next_frames(2)


def test_rearrange(app, report, label, out_dir):
    # Past the whole deal (twelve cards take about 4.5 s), so every card has a slot to land in.
    app.js("window.kinetic.advance(6000)")
    before = state(app)
    with clock_held(app):
        app.js("document.getElementById('game').focus()")
        ActionChains(app.driver).send_keys("r").perform()
        app.next_frames(2)
        now = state(app)
        check_rearranged(report, f"{label} Set: R rearranges the table", before, now)
        app.js("window.kinetic.advance(450)")
        mid = state(app)
        report.check(f"{label} Set: mid-rearrangement the cards are on their way, turning",
                     mid["rearranging"] > 0 and any(abs(c["rotation"]) > 0.1 for c in mid["cards"]),
                     f"{mid['rearranging']} rearranging")
        app.screenshot(out_dir, f"set-rearranging-{label}")
        app.js("window.kinetic.advance(1500)")
        check_landed(report, f"{label} Set: after R every card lands upright in its new slot", state(app))
    app.screenshot(out_dir, f"set-rearranged-{label}")

    before = state(app)
    button = before["layout"]["rearrangeButton"]
    tap(app, button["x"] + button["width"] / 2, button["y"] + button["height"] / 2,
        pointer=interaction.POINTER_MOUSE)
    after = state(app)
    check_rearranged(report, f"{label} Set: a click on Rearrange rearranges the table", before, after)
    app.js("window.kinetic.advance(1500)")
    check_landed(report, f"{label} Set: after the button every card lands in its new slot", state(app))

    if not engines.supports_multitouch(app.engine):
        report.skip(f"{label} Set: two fingers turning rearrange the table",
                    f"{app.engine}'s driver sends touches as one mouse")
        return
    before = state(app)
    grid = before["layout"]["grid"]
    turn_two_fingers(app, grid["x"] + grid["width"] / 2, grid["y"] + grid["height"] / 2, math.radians(60))
    after = state(app)
    check_rearranged(report, f"{label} Set: two fingers turning 60° rearrange the table once", before, after)
    report.check(f"{label} Set: one rearrangement for one turn",
                 after["rearrangements"] == before["rearrangements"] + 1, repr(after["rearrangements"]))
    app.js("window.kinetic.advance(1500)")
    check_landed(report, f"{label} Set: after the turn every card lands in its new slot", state(app))


def test_rearrange_keeps_focus(app, report, out_dir):
    """A card in keyboard focus keeps it through R, and the mirror's grid reads in the new order."""
    app.js("document.getElementById('game').focus()")
    card = None
    for _ in range(12):
        ActionChains(app.driver).send_keys(Keys.TAB).perform()
        app.next_frames(2)
        card = app.js(FOCUSED_CARD_JS)
        if card and card["name"] in {c for c in app.js(GRID_NAMES_JS)}:
            break
    if not report.check("Set: Tab reaches a card", card is not None and card["name"] in app.js(GRID_NAMES_JS)):
        return
    before = app.js(GRID_NAMES_JS)
    ActionChains(app.driver).send_keys("r").perform()
    app.js("window.kinetic.advance(1500)")
    app.next_frames(3)
    now = app.js(FOCUSED_CARD_JS)
    report.check("Set: the focused card keeps the focus through a rearrangement", now == card, f"{card} → {now}")
    names = app.js(GRID_NAMES_JS)
    report.check("Set: the mirror's grid reads the same cards in their new order",
                 sorted(names) == sorted(before) and names != before, f"{before[:3]} → {names[:3]}")


def run(app, report, out_dir):
    for label, width, height, scale in SIZES:
        report.run(f"Set opens at {label} size", lambda: open_fresh(app, width, height, scale))
        report.run(f"Set deal ({label})", lambda label=label: test_deal(app, report, label, out_dir))
        report.run(f"Set match ({label})", lambda label=label: test_match(app, report, label, out_dir))
        report.run(f"Set mismatch ({label})", lambda label=label: test_mismatch(app, report, label, out_dir))
        report.run(f"Set rearrange ({label})", lambda label=label: test_rearrange(app, report, label, out_dir))
    report.run("Set opens at desktop size", lambda: open_fresh(app, 1440, 900, 1))
    report.run("Set rearrange (desktop)", lambda: test_rearrange(app, report, "desktop", out_dir))
    report.run("Set rearrange keeps keyboard focus", lambda: test_rearrange_keeps_focus(app, report, out_dir))
    app.clear_emulation()
    app.driver.get(app.url + "/#pong")
    app.wait_until_ready()
    app.next_frames(3)
