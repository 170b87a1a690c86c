"""Browser checks of Set: the deal from the deck one card at a time, a set found and tapped with
real touches (it flies away, snaps to the discard pile and the pile's top card turns face down),
the deck tapped for three more, and a mismatch — at phone and tablet sizes in both orientations,
with screenshots mid-deal and mid-fly-away."""

import itertools

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


def run(app, report, out_dir):
    for label, width, height, scale in SIZES:
        report.run(f"Set opens at {label} size", lambda: open_fresh(app, width, height, scale))
        report.run(f"Set deal ({label})", lambda label=label: test_deal(app, report, label, out_dir))
        report.run(f"Set match ({label})", lambda label=label: test_match(app, report, label, out_dir))
        report.run(f"Set mismatch ({label})", lambda label=label: test_mismatch(app, report, label, out_dir))
    app.clear_emulation()
    app.driver.get(app.url + "/#pong")
    app.wait_until_ready()
    app.next_frames(3)
