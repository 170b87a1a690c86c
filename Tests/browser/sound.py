"""Browser checks of the sound, with real touches and keys at phone size: in every game that plays
sounds the first touch starts audio and the game's moments start oscillators (a touch on a paddle game,
a card chosen); the Lab, which plays none, makes no audio context; keys alone start BubblePop's
countdown ticks; with the sound switch off no audio context is made at all, and the switch is
remembered across a reload; while the page is hidden the context is suspended and a sound the game
asks for starts nothing.

The page's AudioContext is counted in place: a subclass that notes every context made and every
oscillator started replaces the page's constructor before the first gesture (sounds.js makes its
context on the first gesture, looking the constructor up then)."""


from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

import howto
from helpers import click, seed_game, state, tap, wait_for
from a11y_keyboard import tab_to

PHONE = (390, 844, 3)
SOUND_KEY = "kinetic.sound"
# How long a game may take, in real seconds, to reach a moment with a sound after the touch that
# starts it (Pong's serve reaching a wall or a paddle, Breakout's ball its first brick).
SOUND_TIMEOUT_S = 8

INSTRUMENT_JS = """
if (!window.__audio) {
  const Base = window.AudioContext || window.webkitAudioContext;
  const audio = window.__audio = {contexts: [], started: 0};
  class Counted extends Base {
    constructor(...args) {
      super(...args);
      audio.contexts.push(this);
    }
  }
  window.AudioContext = Counted;
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args) {
    audio.started += 1;
    return start.apply(this, args);
  };
}
"""
# The page's audio as the checks see it: contexts made, their states and oscillators started.
AUDIO_JS = """
const audio = window.__audio;
return {contexts: audio.contexts.length, states: audio.contexts.map((c) => c.state), started: audio.started};
"""
SOUND_EVENTS_JS = "return window.kinetic.events.filter((e) => e.type === 'sound').length"
# Hides or shows the page as a switch to another tab or app does, for the page's own listeners.
SET_HIDDEN_JS = """
const hidden = arguments[0];
Object.defineProperty(document, 'hidden', {configurable: true, get: () => hidden});
Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => (hidden ? 'hidden' : 'visible')});
document.dispatchEvent(new Event('visibilitychange'));
"""


def audio(app):
    return app.js(AUDIO_JS)


def fresh_page(app, game, sound=None, new_player=False):
    """A new page at phone size with `game` open, the how-tos seen, the sound switch as saved
    (`sound` "on"/"off", or nothing saved), no player name kept when `new_player`, and the audio
    counted; no gesture yet."""
    app.emulate(*PHONE)
    app.driver.get(app.url + f"/?sound=1#{game}")
    app.wait_until_ready()
    howto.mark_all_seen(app)
    if sound is None:
        app.js("localStorage.removeItem(arguments[0])", SOUND_KEY)
    else:
        app.js("localStorage.setItem(arguments[0], arguments[1])", SOUND_KEY, sound)
    app.js("localStorage.removeItem('kinetic.settings.bubblepop')")
    if new_player:
        app.js("localStorage.removeItem('kinetic.playerName')")
    app.driver.refresh()
    app.wait_until_ready()
    app.js(INSTRUMENT_JS)
    app.next_frames(2)


def started_after(app, before, timeout=SOUND_TIMEOUT_S):
    """Oscillators started since `before` (waits up to `timeout` s for the first)."""
    wait_for(app, "return window.__audio.started > arguments[0]", timeout, before)
    return audio(app)["started"] - before


def open_game(app, game):
    app.js("window.kinetic.open(arguments[0])", game)
    app.next_frames(2)


def touch_to_sound(app, game):
    """A real touch that makes `game` play a sound soon: a serve, a launch, a card chosen."""
    canvas = app.canvas_rect()
    if game in ("pong", "breakout"):
        tap(app, canvas["width"] / 2, canvas["height"] / 2)
    elif game == "set":
        seed_game(app, 21)
        app.js("window.kinetic.advance(6000)")
        choose_card(app, state(app)["cards"][0])
    elif game == "concentration":
        seed_game(app, 8)
        app.next_frames(2)
        now = state(app)
        if now["screen"] == "chooser":
            row = now["themes"][0]["frame"]
            tap(app, row["x"] + row["width"] / 2, row["y"] + row["height"] / 2)
            app.js("window.kinetic.advance(500)")
        card = state(app)["cards"][0]["frame"]
        tap(app, card["x"] + card["width"] / 2, card["y"] + card["height"] / 2)


def choose_card(app, card):
    """Touches a Set card until the game hears it (asks for its sound): a driver's first touch of a fresh
    WebKit page now and then reaches no card, which is not what these checks are about."""
    events = app.js(SOUND_EVENTS_JS)
    for _ in range(3):
        tap(app, card["x"], card["y"])
        if wait_for(app, SOUND_EVENTS_JS + " > arguments[0]", 2, events):
            return


def test_every_game(app, report, out_dir):
    fresh_page(app, "lab")
    canvas = app.canvas_rect()
    tap(app, canvas["width"] / 2, canvas["height"] / 2)
    ActionChains(app.driver).send_keys(Keys.ARROW_RIGHT).perform()
    app.next_frames(2)
    report.check("sound: a touch and a key in the Lab, which plays no sound, make no audio context",
                 audio(app)["contexts"] == 0, repr(audio(app)))
    pressed = app.js("return document.getElementById('sound-button').getAttribute('aria-pressed')")
    report.check("sound: the switch is on by default and says so (aria-pressed)", pressed == "true", pressed)
    for game in ("pong", "breakout", "set", "concentration"):
        open_game(app, game)
        before = audio(app)["started"]
        touch_to_sound(app, game)
        started = started_after(app, before)
        now = audio(app)
        report.check(f"sound: {game} starts oscillators after a touch, in one running audio context",
                     started > 0 and now["contexts"] == 1 and now["states"] == ["running"],
                     f"{started} started, {now}, {app.js(SOUND_EVENTS_JS)} sound events")
    app.screenshot(out_dir, "sound-on")


def test_hidden(app, report):
    fresh_page(app, "set")
    touch_to_sound(app, "set")
    report.check("sound: a chosen card sounds", started_after(app, 0) > 0, repr(audio(app)))
    app.js(SET_HIDDEN_JS, True)
    suspended = wait_for(app, "return window.__audio.contexts.every((c) => c.state === 'suspended')", 5)
    report.check("sound: a hidden page suspends its audio context", suspended, repr(audio(app)))
    before, events = audio(app)["started"], app.js(SOUND_EVENTS_JS)
    choose_card(app, state(app)["cards"][1])
    report.check("sound: while hidden, a sound the game asks for starts nothing",
                 app.js(SOUND_EVENTS_JS) > events and audio(app)["started"] == before,
                 f"{app.js(SOUND_EVENTS_JS) - events} sound events, {audio(app)}")
    app.js(SET_HIDDEN_JS, False)
    choose_card(app, state(app)["cards"][2])
    report.check("sound: shown again, the next touch sounds", started_after(app, before) > 0, repr(audio(app)))


def test_switch_off(app, report, out_dir):
    fresh_page(app, "pong")
    click(app, "#sound-button")
    pressed = app.js("return document.getElementById('sound-button').getAttribute('aria-pressed')")
    report.check("sound: the switch turns sound off (aria-pressed false)", pressed == "false", pressed)
    focused = app.js("return document.activeElement.id")
    report.check("sound: after a click on the switch the keys are the game's again", focused == "game", focused)
    app.screenshot(out_dir, "sound-off")
    app.driver.refresh()
    app.wait_until_ready()
    app.js(INSTRUMENT_JS)
    pressed = app.js("return document.getElementById('sound-button').getAttribute('aria-pressed')")
    report.check("sound: the switch stays off after a reload", pressed == "false", pressed)
    for game in ("pong", "breakout", "set", "concentration"):
        open_game(app, game)
        events = app.js(SOUND_EVENTS_JS)
        touch_to_sound(app, game)
        wait_for(app, "return window.kinetic.events.filter((e) => e.type === 'sound').length > arguments[0]",
                 SOUND_TIMEOUT_S, events)
        report.check(f"sound: switched off, {game} makes no audio context and starts nothing",
                     audio(app) == {"contexts": 0, "states": [], "started": 0},
                     f"{audio(app)}, {app.js(SOUND_EVENTS_JS) - events} sound events")
    app.js("document.getElementById('sound-button').focus()")
    ActionChains(app.driver).send_keys(Keys.SPACE).perform()
    app.next_frames(2)
    pressed = app.js("return document.getElementById('sound-button').getAttribute('aria-pressed')")
    report.check("sound: Space on the focused switch turns sound on again, and starts the audio",
                 pressed == "true" and audio(app)["contexts"] == 1, f"{pressed}, {audio(app)}")
    app.js("localStorage.removeItem(arguments[0])", SOUND_KEY)


def test_keys_only_bubblepop(app, report, out_dir):
    fresh_page(app, "bubblepop", new_player=True)
    if not report.check("sound: keys only, Tab reaches BubblePop's Start", tab_to(app, "control-start")):
        return
    # A new player: Start asks for the name, and Enter in its field starts the run.
    ActionChains(app.driver).send_keys(Keys.ENTER).perform()
    if not report.check("sound: keys only, Start asks for the name, the focus in its field",
                        wait_for(app, "return document.activeElement.id === 'name-field'", 10)):
        return
    ActionChains(app.driver).send_keys("Kay").perform()
    ActionChains(app.driver).send_keys(Keys.ENTER).perform()
    started = started_after(app, 0)
    report.check("sound: keys only, BubblePop's countdown ticks are heard",
                 started > 0 and audio(app)["states"] == ["running"],
                 f"{started} started, {audio(app)}, phase {state(app)['phase']}")
    app.screenshot(out_dir, "sound-bubblepop-keys")


def run(app, report, out_dir):
    report.run("sound in every game", lambda: test_every_game(app, report, out_dir))
    report.run("sound while hidden", lambda: test_hidden(app, report))
    report.run("the sound switch", lambda: test_switch_off(app, report, out_dir))
    report.run("sound with keys only", lambda: test_keys_only_bubblepop(app, report, out_dir))
    app.js("localStorage.removeItem(arguments[0])", SOUND_KEY)
    app.clear_emulation()
