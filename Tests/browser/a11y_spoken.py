"""What a screen reader says during one turn of each game, played with real keys through the
mirror: the accessible name (and state) of each element focus lands on and every text the polite
live region receives, in order, printed as `# ENGINE spoken GAME: ...`. Each turn must have been
heard: its focus moves named and its outcome announced."""

from selenium.webdriver.common.keys import Keys

import setgame
from a11y_keyboard import container_items, element_at, focused, move_to, press, tab_until
from helpers import seed_game, state
from mirror_check import SNAPSHOT_JS, fresh_page

# Records, in order, what focus lands on (its role, name and state, as the DOM gives them to a
# screen reader) and what the live region says.
LISTEN_JS = """
const heard = window.__heard = [];
const nameOf = (node) => node.getAttribute('aria-label') || node.textContent.trim();
document.addEventListener('focusin', (event) => {
  const node = event.target;
  const role = node.getAttribute('role') || node.tagName.toLowerCase();
  const state = ['aria-selected', 'aria-pressed', 'aria-disabled']
    .filter((name) => node.getAttribute(name) === 'true').map((name) => name.slice(5)).join(' ');
  heard.push(`${nameOf(node)} (${role}${state ? ', ' + state : ''})`);
});
const region = document.getElementById('announcer');
new MutationObserver(() => region.textContent && heard.push(`«${region.textContent}»`))
  .observe(region, { childList: true, characterData: true, subtree: true });
"""
HEARD_JS = "return window.__heard.splice(0)"
MAX_SECONDS = 30


def listen(app):
    app.js(LISTEN_JS)


def heard(app):
    return app.js(HEARD_JS)


def advance_until_said(app, words, seconds=MAX_SECONDS):
    """Runs the game 250 ms at a time until the live region has said something holding `words`."""
    for _ in range(seconds * 4):
        app.js("window.kinetic.advance(250)")
        if words.lower() in app.js("return document.getElementById('announcer').textContent").lower():
            return True
    return False


def say(app, report, game, said, outcome):
    print(f"# {app.engine} spoken {game}: " + " → ".join(said), flush=True)
    report.check(f"spoken {game}: focus is named and the turn's outcome ({outcome!r}) is announced",
                 any("(" in line and not line.startswith(" (") for line in said)
                 and any(line.startswith("«") and outcome.lower() in line.lower() for line in said), said)


def press_cells(app, targets, key, settle_ms=0):
    """Tabs into the grid, then moves to each of `targets` (elements of a snapshot) in turn and
    presses `key` there, letting `settle_ms` of game time pass after each press when given."""
    tab_until(app, lambda f: f["role"] == "gridcell")
    for target in targets:
        move_to(app, target["id"], container_items(app.js(SNAPSHOT_JS)["tree"], target))
        press(app, key)
        if settle_ms:
            app.js(f"window.kinetic.advance({settle_ms})")
            app.next_frames(2)


def play_from_keyboard(app, report, game, seed, outcome, seconds=MAX_SECONDS):
    """Opens `game` with `seed`, tabs in, focuses the canvas and presses Space (a serve, a launch),
    then checks that the game says `outcome` within `seconds` of game time."""
    fresh_page(app, 1440, 900, 1, game)
    seed_game(app, seed)
    listen(app)
    tab_until(app, lambda f: True, limit=3)
    app.js("document.getElementById('game').focus()")
    press(app, Keys.SPACE)
    advance_until_said(app, outcome, seconds=seconds)
    say(app, report, game, heard(app), outcome)


def turn_pong(app, report):
    play_from_keyboard(app, report, "pong", 7, "point to")


def turn_breakout(app, report):
    play_from_keyboard(app, report, "breakout", 11, "ball lost", seconds=60)


def turn_set(app, report):
    fresh_page(app, 1440, 900, 1, "set")
    seed_game(app, 21)
    app.js("window.kinetic.advance(6000)")
    found = setgame.make_a_set_appear(app)
    tree = app.js(SNAPSHOT_JS)["tree"]
    slots = {card["id"]: card["slot"] for card in state(app)["cards"]}
    listen(app)
    press_cells(app, [element_at(tree, slots[card["id"]]) for card in found or []], Keys.SPACE)
    app.js("window.kinetic.advance(1500)")
    app.next_frames(2)
    say(app, report, "set", heard(app), "set! score")


def turn_concentration(app, report):
    fresh_page(app, 1440, 900, 1, "concentration")
    seed_game(app, 8)
    listen(app)
    tab_until(app, lambda f: f["role"] == "option")
    press(app, Keys.ENTER)
    app.js("window.kinetic.advance(800)")
    app.next_frames(2)
    tree = app.js(SNAPSHOT_JS)["tree"]
    cards = state(app)["cards"]
    twin = next(c for c in cards[1:] if c["pair"] == cards[0]["pair"])
    targets = [element_at(tree, cards[0]["frame"]), element_at(tree, twin["frame"])]
    press_cells(app, targets, Keys.ENTER, settle_ms=600)
    say(app, report, "concentration", heard(app), "a pair")


def turn_bubblepop(app, report):
    fresh_page(app, 1440, 900, 1, "bubblepop")
    # The app's one name and the game's fill of it, as the name dialog leaves them: run tickets follow it.
    app.js("localStorage.setItem('kinetic.playerName', 'Kay'); window.kinetic.control('name=Kay')")
    listen(app)
    app.js("window.kinetic.control('start')")
    app.js("window.kinetic.advance(3500)")
    app.next_frames(2)
    bubble = tab_until(app, lambda f: "bubble" in f["name"].lower(), limit=12)
    # A gold bubble adds seconds, not points; the list is ordered by worth, so the next one down scores.
    for _ in range(3):
        if bubble is None or "gold" not in bubble["name"].lower():
            break
        press(app, Keys.ARROW_DOWN)
        bubble = focused(app)
    if bubble is not None:
        press(app, Keys.ENTER)
    app.next_frames(2)
    score = state(app)["score"]
    said = heard(app)
    print(f"# {app.engine} spoken bubblepop: " + " → ".join(said), flush=True)
    report.check("spoken bubblepop: the start is announced, a bubble named and popped with Enter",
                 any(line.startswith("«Go!") for line in said) and bubble is not None and score > 0,
                 f"score {score}, heard {said}")


def turn_lab(app, report):
    fresh_page(app, 1440, 900, 1, "lab")
    listen(app)
    names = []
    app.js("document.getElementById('game').focus()")
    for _ in range(6):
        press(app, Keys.TAB)
        now = focused(app)
        if now is None:
            break
        names.append(now["name"])
    said = heard(app)
    print(f"# {app.engine} spoken lab: " + " → ".join(said), flush=True)
    report.check("spoken lab: Tab moves through named elements of the Lab", len(names) >= 2 and all(names), said)


def run(app, report, out_dir):
    for game, turn in (("pong", turn_pong), ("breakout", turn_breakout), ("set", turn_set),
                       ("concentration", turn_concentration), ("bubblepop", turn_bubblepop), ("lab", turn_lab)):
        report.run(f"spoken turn of {game}", lambda turn=turn: turn(app, report))
