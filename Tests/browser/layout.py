"""Browser checks of the layout on every tab at six screen sizes (phones, tablets and a laptop,
both orientations): nothing overflows the viewport sideways, no text is cut short, and on phones
every control a finger can reach — HTML and buttons the games draw on the canvas — measures at
least 44×44 CSS px. Saves a screenshot of every tab at every size."""

from helpers import click, settled, tap

SIZES = [
    ("320x568", 320, 568, 2),
    ("390x844", 390, 844, 3),
    ("844x390", 844, 390, 3),
    ("820x1180", 820, 1180, 2),
    ("1180x820", 1180, 820, 2),
    ("1440x900", 1440, 900, 1),
]
TABS = ["pong", "breakout", "set", "concentration", "bubblepop", "lab"]
MIN_TARGET = 44
# The controls a finger or the keyboard reaches; a segment's radio is hidden behind its label.
TARGETS_JS = """
const visible = (el) => {
  const style = getComputedStyle(el);
  if (style.visibility === 'hidden' || style.display === 'none') return false;
  const box = el.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && el.closest('[hidden]') === null;
};
const seen = new Set();
const targets = [];
const selector = 'button, input, select, textarea, a[href], [role="tab"], [tabindex]:not([tabindex="-1"]), label.segment';
for (let el of document.querySelectorAll(selector)) {
  // The canvas and its accessibility mirror: the game's own targets are measured by CANVAS_TARGETS_JS.
  if (el.id === 'game' || el.closest('#mirror')) continue;
  if (el.matches('.segment input')) el = el.closest('label');
  if (seen.has(el) || !visible(el) || el.closest('dialog:not([open])')) continue;
  seen.add(el);
  const box = el.getBoundingClientRect();
  const name = el.id || el.dataset.game || el.dataset.screen || el.getAttribute('aria-label')
    || el.textContent.trim().slice(0, 24) || el.className;
  targets.push({name, width: box.width, height: box.height});
}
return targets;
"""
# Elements that stick out of the viewport sideways, scroll sideways, or cut their text short.
OVERFLOW_JS = """
const width = document.documentElement.clientWidth;
const problems = [];
if (document.scrollingElement.scrollWidth > width + 1) problems.push(`page scrolls to ${document.scrollingElement.scrollWidth}px`);
for (const el of document.querySelectorAll('body *')) {
  if (el.closest('[hidden], dialog:not([open]), noscript')) continue;
  // Text for screen readers only is clipped to one pixel on purpose.
  if (el.closest('.visually-hidden')) continue;
  const style = getComputedStyle(el);
  if (style.display === 'none' || style.visibility === 'hidden') continue;
  const box = el.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) continue;
  const label = `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}.${[...el.classList].join('.')}`;
  if (box.left < -1 || box.right > width + 1) problems.push(`${label} spans ${Math.round(box.left)}–${Math.round(box.right)}`);
  const scrolls = ['auto', 'scroll'].includes(style.overflowX);
  if (scrolls && el.scrollWidth > el.clientWidth + 1) problems.push(`${label} scrolls sideways (${el.scrollWidth} > ${el.clientWidth})`);
  const clips = style.overflowX === 'hidden' || style.textOverflow === 'ellipsis';
  const text = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() !== '');
  if (clips && text && el.scrollWidth > el.clientWidth + 1) problems.push(`${label} cuts "${el.textContent.trim()}" short`);
}
return problems;
"""


def is_phone(width, height):
    return min(width, height) <= 500


CANVAS_TARGETS_JS = """
const s = window.kinetic.state();
const named = (name, r) => (r ? [{name, width: r.width, height: r.height}] : []);
switch (s.game) {
  case 'set':
    return [...named('Set Hint', s.layout.hintButton), ...named('Set New game', s.layout.newGameButton),
            ...named('Set deck', s.layout.deckTarget),
            ...s.cards.filter((c) => c.faceUp).map((c) => ({name: 'Set card', width: c.width, height: c.height}))];
  case 'concentration':
    if (s.screen === 'chooser') {
      return s.themes.map((t) => ({name: `theme ${t.name}`, width: t.frame.width, height: t.frame.height}));
    }
    return [...named('Memory New game', s.newGame), ...(s.screen === 'game' ? named('Memory back', s.back) : []),
            ...(s.screen === 'split' ? s.themes.map((t) => ({name: `theme ${t.name}`, width: t.frame.width,
                                                              height: t.frame.height})) : []),
            ...s.cards.map((c) => ({name: `card ${c.emoji}`, width: c.frame.width, height: c.frame.height}))];
  default:
    return [];
}
"""


def canvas_targets(app):
    """The buttons and cards the open game draws on its canvas, as {name, width, height} in CSS px."""
    return app.js(CANVAS_TARGETS_JS)


def open_tab(app, game):
    # A game's alert (e.g. game over after the time the check let pass) is modal: close it first.
    app.js("for (const d of document.querySelectorAll('dialog[open]')) d.close();")
    click(app, f"[role='tab'][data-game='{game}']")
    settled(app)


def check_screen(app, report, label, game, phone, out_dir, suffix=""):
    name = f"layout {label} {game}{suffix}"
    problems = app.js(OVERFLOW_JS)
    report.check(f"{name}: nothing overflows sideways or is cut short", not problems, "; ".join(problems[:6]))
    if phone:
        small = [t for t in app.js(TARGETS_JS) + canvas_targets(app)
                 if t["width"] < MIN_TARGET - 0.5 or t["height"] < MIN_TARGET - 0.5]
        report.check(f"{name}: every control is at least {MIN_TARGET}×{MIN_TARGET} px", not small,
                     "; ".join(f"{t['name']} {t['width']:.0f}×{t['height']:.0f}" for t in small[:8]))
    report.check(f"screenshot {name} saved", app.screenshot(out_dir, f"layout-{game}{suffix}-{label}"))


def open_theme(app, name):
    """Opens Concentration's theme `name` (the one with the most, so the smallest, cards) with a touch."""
    row = next(t for t in app.js("return window.kinetic.state().themes") if t["name"] == name)
    frame = row["frame"]
    if app.js("return window.kinetic.state().screen") == "game":
        back = app.js("return window.kinetic.state().back")
        tap(app, back["x"] + back["width"] / 2, back["y"] + back["height"] / 2)
        app.js("window.kinetic.advance(500)")
    tap(app, frame["x"] + frame["width"] / 2, frame["y"] + frame["height"] / 2)
    app.js("window.kinetic.advance(600)")
    app.next_frames(2)


def test_size(app, report, out_dir, label, width, height, scale):
    app.emulate(width, height, scale)
    phone = is_phone(width, height)
    for game in TABS:
        open_tab(app, game)
        app.js("window.kinetic.advance(1500)")
        app.next_frames(2)
        check_screen(app, report, label, game, phone, out_dir)
        if game == "concentration":
            open_theme(app, "Faces")
            check_screen(app, report, label, game, phone, out_dir, "-faces")
        if app.js("return !document.getElementById('screens').hidden"):
            click(app, "#screen-settings")
            check_screen(app, report, label, game, phone, out_dir, "-settings")
            click(app, "#screen-game")


def run(app, report, out_dir):
    for size in SIZES:
        report.run(f"layout at {size[0]}", lambda size=size: test_size(app, report, out_dir, *size))
    app.clear_emulation()
    click(app, "[role='tab'][data-game='pong']")
