"""Keyboard-only play through the accessibility mirror, with real key events: a Set match, a
Concentration theme and pair, 5 s of BubblePop with bubbles popped, a Breakout setting changed and a
game started; a real touch on a mirrored card still reaching the game; and Tab reaching every element
of every game at phone and desktop sizes."""

import time

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.keys import Keys

import setgame
from helpers import clock_held, seed_game, state, tap, wait_for
from mirror_check import SNAPSHOT_JS, check_mirror, fresh_page

FOCUSED_JS = """
const node = document.activeElement?.closest?.('[data-a11y-id]');
return node ? {id: Number(node.dataset.a11yId), role: node.getAttribute('role'),
               name: node.getAttribute('aria-label') ?? node.textContent} : null;
"""
MAX_TABS = 40


def press(app, key, times=1):
    """Real key presses, sent to whatever has focus."""
    for _ in range(times):
        ActionChains(app.driver).send_keys(key).perform()
    app.next_frames(2)


def shift_tab(app):
    ActionChains(app.driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
    app.next_frames(2)


def focused(app):
    return app.js(FOCUSED_JS)


def tab_until(app, wanted, limit=MAX_TABS):
    """Presses Tab from the canvas until the focused mirror element satisfies `wanted`; returns it."""
    app.js("document.getElementById('game').focus()")
    for _ in range(limit):
        press(app, Keys.TAB)
        now = focused(app)
        if now and wanted(now):
            return now
    return None


def move_to(app, element_id, items):
    """Moves focus within a container to `element_id` with ArrowRight / ArrowLeft; True on arrival."""
    ids = [item["id"] for item in items]
    now = focused(app)
    if not now or now["id"] not in ids:
        return False
    step = ids.index(element_id) - ids.index(now["id"])
    press(app, Keys.ARROW_RIGHT if step > 0 else Keys.ARROW_LEFT, abs(step))
    return (focused(app) or {}).get("id") == element_id


def element_at(tree, frame):
    """The exported element whose frame holds the centre of `frame` (a state JSON rect)."""
    cx, cy = frame["x"] + frame["width"] / 2, frame["y"] + frame["height"] / 2
    for element in tree["elements"]:
        x, y, w, h = element["frame"]
        if x <= cx <= x + w and y <= cy <= y + h:
            return element
    return None


def element_below(tree, element_id):
    """The id of the element of the same container straight below `element_id` (by frames), or None."""
    element = next(e for e in tree["elements"] if e["id"] == element_id)
    x, y, w, h = element["frame"]
    below = [e for e in container_items(tree, element)
             if e["frame"][1] >= y + h and abs(e["frame"][0] - x) < w / 2]
    return min(below, key=lambda e: e["frame"][1])["id"] if below else None


def container_items(tree, element):
    return [e for e in tree["elements"] if e.get("container") == element.get("container")]


def test_keyboard_set(app, report, out_dir):
    fresh_page(app, 1180, 820, 2, "set")
    seed_game(app, 21)
    app.js("window.kinetic.advance(6000)")
    app.next_frames(2)
    # The set is read from the game and from the tree at one moment of the game's clock.
    with clock_held(app):
        found = setgame.make_a_set_appear(app)
        app.next_frames(2)
        tree = check_mirror(app, report, "keyboard Set")
        slots = {card["id"]: card["slot"] for card in state(app)["cards"]}
    if not report.check("keyboard Set: the table holds a set", found is not None and tree is not None):
        return
    targets = [element_at(tree, slots[card["id"]]) for card in found]
    if not report.check("keyboard Set: each card of the set has a mirror element",
                        all(targets), repr(targets)):
        return
    first = tab_until(app, lambda f: f["role"] == "gridcell")
    report.check("keyboard Set: Tab reaches the cards' grid", first is not None)
    if first is not None:
        below = element_below(tree, first["id"])
        press(app, Keys.ARROW_DOWN)
        report.check("keyboard Set: ↓ moves to the card below", below is not None
                     and (focused(app) or {}).get("id") == below, f"{focused(app)}, below {below}")
        press(app, Keys.ARROW_UP)
    sets_before = state(app)["sets"]
    for target in targets:
        arrived = move_to(app, target["id"], container_items(app.js(SNAPSHOT_JS)["tree"], target))
        report.check(f"keyboard Set: arrow keys reach {target['label']}", arrived, repr(focused(app)))
        press(app, Keys.SPACE)
    app.screenshot(out_dir, "a11y-set-keyboard-match")
    app.js("window.kinetic.advance(3000)")
    report.check("keyboard Set: Space on the three cards makes a match",
                 state(app)["sets"] == sets_before + 1, f"sets {sets_before} → {state(app)['sets']}")
    report.check("keyboard Set: after the match, focus stays in the cards' grid",
                 (focused(app) or {}).get("role") == "gridcell", repr(focused(app)))
    check_mirror(app, report, "keyboard Set after the match")


def test_keyboard_concentration(app, report, out_dir):
    fresh_page(app, 390, 844, 3, "concentration")
    seed_game(app, 8)
    app.next_frames(2)
    tree = check_mirror(app, report, "keyboard Concentration chooser")
    if tree is None:
        return
    theme = tab_until(app, lambda f: f["role"] == "option")
    report.check("keyboard Concentration: Tab reaches the list of themes", theme is not None)
    press(app, Keys.ARROW_DOWN, 2)
    chosen = focused(app) or {}
    press(app, Keys.ENTER)
    app.js("window.kinetic.advance(800)")
    app.next_frames(2)
    now = state(app)
    first = app.js("const tree = window.kinetic.accessibility(); return tree.elements[0]?.id ?? null")
    report.check("keyboard Concentration: the new screen takes focus to its first element",
                 first is not None and (focused(app) or {}).get("id") == first, f"focused {focused(app)}, first {first}")
    report.check("keyboard Concentration: ↓ ↓ and Enter open the third theme",
                 now["theme"] is not None and now["theme"] in chosen.get("name", ""),
                 f"focused {chosen}, theme {now['theme']}")
    tree = check_mirror(app, report, "keyboard Concentration game")
    cards = now["cards"]
    first = cards[0]
    twin = next(c for c in cards[1:] if c["pair"] == first["pair"])
    targets = [element_at(tree, first["frame"]), element_at(tree, twin["frame"])]
    if not report.check("keyboard Concentration: both cards of a pair have mirror elements", all(targets)):
        return
    card = tab_until(app, lambda f: f["id"] in {t["id"] for t in container_items(tree, targets[0])})
    report.check("keyboard Concentration: Tab reaches the cards", card is not None)
    for target in targets:
        move_to(app, target["id"], container_items(app.js(SNAPSHOT_JS)["tree"], target))
        press(app, Keys.ENTER)
        app.js("window.kinetic.advance(600)")
    now = state(app)
    by_id = {c["id"]: c for c in now["cards"]}
    report.check("keyboard Concentration: Enter on both cards of a pair matches them",
                 by_id[first["id"]]["matched"] and by_id[twin["id"]]["matched"], f"flips {now['flips']}")
    app.screenshot(out_dir, "a11y-concentration-keyboard-pair")


def tab_to(app, element_id):
    """Presses Tab from the canvas until the element `element_id` has focus; True if it does."""
    app.js("document.getElementById('game').focus()")
    for _ in range(MAX_TABS):
        press(app, Keys.TAB)
        if app.js("return document.activeElement.id") == element_id:
            return True
    return False


def is_bubble(element):
    """Whether a focused mirror element is a bubble: an option of the bubbles' list named for it ("pink
    bubble, 2 points"), not the list itself, which is named "Bubbles" and pops nothing."""
    return element is not None and element["role"] == "option" and "bubble" in element["name"].lower()


def test_keyboard_bubblepop(app, report, out_dir):
    fresh_page(app, 390, 844, 3, "bubblepop")
    # The default minute of play: the bubblepop group leaves the game time at 5 s, and a run that ends
    # within the 5 s of presses below restarts on Enter with the score back at 0.
    app.js("localStorage.removeItem('kinetic.settings.bubblepop'); localStorage.removeItem('kinetic.playerName')")
    app.driver.refresh()
    app.wait_until_ready()
    report.check("keyboard BubblePop: Tab reaches Start", tab_to(app, "control-start"))
    press(app, Keys.ENTER)
    report.check("keyboard BubblePop: Enter on Start asks for the name, the focus in its field",
                 wait_for(app, "return document.activeElement.id === 'name-field'", 10))
    ActionChains(app.driver).send_keys("Kay").perform()
    press(app, Keys.ENTER)
    app.js("window.kinetic.advance(3100)")
    app.next_frames(2)
    report.check("keyboard BubblePop: Enter in the name field begins the run", state(app)["phase"] == "playing",
                 state(app)["phase"])
    score = state(app)["score"]
    ends = time.monotonic() + 5
    presses = 0
    while time.monotonic() < ends:
        now = focused(app)
        if not is_bubble(now) and tab_until(app, is_bubble, limit=12) is None:
            continue
        press(app, Keys.ENTER)
        presses += 1
    check_mirror(app, report, "keyboard BubblePop playing")
    report.check("keyboard BubblePop: 5 s of Tab and Enter pop at least one bubble",
                 state(app)["score"] > score, f"{presses} presses, score {score} → {state(app)['score']}")
    app.screenshot(out_dir, "a11y-bubblepop-keyboard")


def test_keyboard_breakout(app, report, out_dir):
    fresh_page(app, 1180, 820, 2, "breakout")
    app.js("localStorage.removeItem('kinetic.settings.breakout')")
    app.driver.refresh()
    app.wait_until_ready()
    seed_game(app, 11)
    app.next_frames(2)
    rows = state(app)["rows"] if "rows" in state(app) else None
    app.js("document.getElementById('game').focus()")
    shift_tab(app)
    reached = app.js("return document.activeElement.dataset.screen")
    press(app, Keys.ARROW_RIGHT)
    report.check("keyboard Breakout: Shift-Tab and → open the settings screen",
                 reached == "game" and app.js("return !document.getElementById('settings').hidden"),
                 repr(reached))
    before = {c["id"]: c.get("value") for c in app.js("return window.kinetic.controls().controls")}
    for _ in range(MAX_TABS):
        press(app, Keys.TAB)
        if app.js("return document.activeElement.id") == "control-ballSpeed":
            break
    press(app, Keys.ARROW_RIGHT)
    after = {c["id"]: c.get("value") for c in app.js("return window.kinetic.controls().controls")}
    report.check("keyboard Breakout: Tab to the ball speed and → raise it",
                 after["ballSpeed"] > before["ballSpeed"], f"{before['ballSpeed']} → {after['ballSpeed']}")
    for _ in range(MAX_TABS):
        shift_tab(app)
        if app.js("return document.activeElement.dataset.screen") == "settings":
            break
    press(app, Keys.ARROW_LEFT)
    report.check("keyboard Breakout: Shift-Tab and ← return to the game",
                 app.js("return document.getElementById('settings').hidden"), repr(rows))
    app.js("document.getElementById('game').focus()")
    waiting = state(app)["waiting"]
    press(app, Keys.SPACE)
    app.js("window.kinetic.advance(500)")
    report.check("keyboard Breakout: Space on the canvas starts the game",
                 waiting and not state(app)["waiting"], f"waiting before {waiting}")


def test_pointer_through_mirror(app, report):
    """A real touch on a card's mirror element reaches the game: the card is selected, once."""
    fresh_page(app, 390, 844, 3, "set")
    seed_game(app, 21)
    app.js("window.kinetic.advance(6000)")
    app.next_frames(2)
    with clock_held(app):
        card = state(app)["cards"][0]
        slot = card["slot"]
        x, y = slot["x"] + slot["width"] / 2, slot["y"] + slot["height"] / 2
        # The mirror follows the game a frame behind; the touch must land on the card's element.
        hit = wait_for(app, "const c = document.getElementById('game').getBoundingClientRect();"
                            f"const el = document.elementFromPoint(c.left + {x}, c.top + {y});"
                            "return el.closest('[data-a11y-id]') ? 'mirror' : null;", 3)
        tap(app, x, y)
        selection = state(app)["selection"]
    report.check("a touch on a card's mirror element selects that card in the game, once",
                 hit == "mirror" and selection == [card["id"]], f"hit {hit}, selection {selection}")


# Every element Tab should reach on the page as it stands: visible, enabled, in the tab order (a
# grid or list counts once, by the one element of its roving tabindex), outside closed dialogs.
TABBABLE_JS = """
const visible = (node) => {
  const r = node.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && getComputedStyle(node).visibility !== 'hidden' && !node.closest('[hidden], dialog:not([open])');
};
const candidates = document.querySelectorAll(
  'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])');
return [...candidates].filter((node) => !node.disabled && node.tabIndex >= 0 && visible(node))
  .map((node) => node.id || node.dataset.a11yId || node.outerHTML.slice(0, 60));
"""
# The focused element: a key naming it as TABBABLE_JS does, and whether it lies inside the viewport.
FOCUS_STOP_JS = """
const node = document.activeElement;
if (!node || node === document.body) return null;
const r = node.getBoundingClientRect();
return {key: node.id || node.dataset.a11yId || node.outerHTML.slice(0, 60),
        name: node.getAttribute('aria-label') || node.textContent.trim().slice(0, 40),
        inside: r.width > 0 && r.height > 0 && r.left >= -1 && r.top >= -1
                && r.right <= innerWidth + 1 && r.bottom <= innerHeight + 1};
"""
TAB_SIZES = [("phone", 390, 844, 3), ("desktop", 1440, 900, 1)]
TAB_GAMES = ["pong", "breakout", "set", "concentration", "bubblepop", "lab"]


def test_tab_cycle(app, report, out_dir):
    """At phone and desktop sizes, for each game: Tab from the top of the page reaches every element
    in the tab order, each one shown inside the viewport; a screenshot per stop on the game's mirror."""
    for size, width, height, scale in TAB_SIZES:
        for game in TAB_GAMES:
            fresh_page(app, width, height, scale, game)
            seed_game(app, 21)
            app.js("window.kinetic.advance(6000)")
            app.js("window.kinetic.action('pause')")
            app.next_frames(2)
            wanted = app.js(TABBABLE_JS)
            app.js("document.activeElement?.blur(); window.scrollTo(0, 0)")
            stops = []
            for step in range(len(wanted) + 3):
                press(app, Keys.TAB)
                stop = app.js(FOCUS_STOP_JS)
                if stop is None or (stops and stop["key"] == stops[0]["key"]):
                    break
                stops.append(stop)
                first_in_mirror = stop["key"].isdigit() and not any(s["key"].isdigit() for s in stops[:-1])
                if step == 0 or first_in_mirror:
                    app.screenshot(out_dir, f"a11y-tab-{game}-{size}-{step}")
            reached = {stop["key"] for stop in stops}
            missed = [key for key in wanted if key not in reached]
            report.check(f"Tab at {size} size in {game}: reaches all {len(wanted)} elements in the tab order",
                         not missed, f"missed {missed}; stops {[s['name'] for s in stops]}")
            outside = [stop["name"] for stop in stops if not stop["inside"]]
            report.check(f"Tab at {size} size in {game}: every element focused is inside the viewport",
                         not outside, f"outside: {outside}")
            app.js("window.kinetic.action('resume')")


FOCUS_STATE_JS = ("const game = document.getElementById('game');"
                  "return [document.activeElement === game, game.matches(':focus-visible')]")


def test_click_shows_no_ring(app, report, out_dir):
    """Tab shows the ring around the game; a click or tap on it then keeps the focus (the keys still play)
    but takes the ring away, which otherwise framed the whole game after every press."""
    # WebKit shows focus rings only in a focused window: under Xvfb, one that reaches the middle of the
    # screen, where the pointer rests (accessibility.RING_VIEWPORT).
    fresh_page(app, 1600, 1100, 1, "pong")
    report.check("the focus ring: Tab reaches the game", tab_to(app, "game"))
    focused, ring = app.js(FOCUS_STATE_JS)
    if focused and not ring and app.engine == "webkit":
        report.skip("the focus ring: the game Tab reached shows it, and a click takes it away",
                    "WebKit matches no :focus-visible in this window (it has not the focus)")
        return
    report.check("the focus ring: the game Tab reached shows it", focused and ring, f"focused {focused}, ring {ring}")
    app.screenshot(out_dir, "a11y-game-ring-after-tab")
    canvas = app.canvas_rect()
    tap(app, canvas["width"] / 2, canvas["height"] / 2, pointer=interaction.POINTER_MOUSE)
    focused, ring = app.js(FOCUS_STATE_JS)
    report.check("the focus ring: a click on the game keeps its focus and shows no ring", focused and not ring,
                 f"focused {focused}, ring {ring}")
    app.screenshot(out_dir, "a11y-game-no-ring-after-click")


def run(app, report, out_dir):
    report.run("keyboard Set", lambda: test_keyboard_set(app, report, out_dir))
    report.run("keyboard Concentration", lambda: test_keyboard_concentration(app, report, out_dir))
    report.run("keyboard BubblePop", lambda: test_keyboard_bubblepop(app, report, out_dir))
    report.run("keyboard Breakout", lambda: test_keyboard_breakout(app, report, out_dir))
    report.run("pointer through the mirror", lambda: test_pointer_through_mirror(app, report))
    report.run("Tab through every game", lambda: test_tab_cycle(app, report, out_dir))
    report.run("no focus ring after a click", lambda: test_click_shows_no_ring(app, report, out_dir))
