"""Browser checks of the player's one name for every game's board, with real input. A new player
finishes a Breakout game (a 1 × 1 wall) before any name exists: the name dialog asks at once, says
nothing is wrong before they type, refuses a 21-character name in words without cutting it; they say
Not now and the run stays on the device across a reload; the board's "Give a name" asks again and the
kept run reaches the board under the name given. A second new player names themselves as their first
game ends and the game-over alert says their score, best and rank beside Play again. A name changed
from a board is the name of the next score of Breakout and of BubblePop. BubblePop asks for the name
at its first Start, and its bar shows the board's top score beside the player's best; after a 429
its board never says it has no scores. Screenshots at 320 × 568,
390 × 844 and a laptop's size."""

import itertools

from selenium.webdriver.common.keys import Keys

from bubblepop import board_result, finish_run, name_dialog_open, pop_some, type_in_name_dialog
from helpers import board_rows, click, forget_score_api_errors, server_board, server_row, settled, state, tap, wait_for

# How long a check waits for the page or the server, in seconds.
WAIT_S = 10.0
# A fresh query string on every visit, so the page loads again.
VISITS = itertools.count()
LONG_NAME = "Abcdefghijklmnopqrstu"
NAMES = ("Nina Later", "Ned Atonce", "Nora Renamed", "Bo Bubbles")


def fresh_player(app, game, width=390, height=844, scale=3):
    """A player who never gave a name: no name, kept runs, queued scores or tickets; `game` open at a size."""
    app.emulate(width, height, scale)
    app.driver.get(app.url + f"/?names={next(VISITS)}#{game}")
    app.wait_until_ready()
    app.js("for (const key of ['kinetic.playerName', 'kinetic.unnamedRuns', 'kinetic.pendingScores', 'kinetic.tickets',"
           " 'kinetic.settings.breakout', 'kinetic.board.bubblepop', 'kinetic.localBest.bubblepop',"
           " 'kinetic.localBest.breakout']) localStorage.removeItem(key)")
    app.driver.refresh()
    app.wait_until_ready()
    app.next_frames(3)


def finish_breakout(app):
    """Plays Breakout on a 1 × 1 wall with real taps until its game-over alert; returns the score."""
    if app.js("return document.getElementById('alert').open"):
        click(app, "#alert .alert-actions button")
    click(app, "#screen-settings")
    for _ in range(7):
        click(app, "[data-control-id='columns'] .stepper-button:first-child")
    for _ in range(4):
        click(app, "[data-control-id='rows'] .stepper-button:first-child")
    click(app, "#screen-game")
    canvas = app.canvas_rect()
    for _ in range(60):
        if state(app)["waiting"]:
            tap(app, canvas["width"] / 2, canvas["height"] * 0.6)
        app.js("window.kinetic.advance(500)")
        if app.js("return document.getElementById('alert').open"):
            break
    return state(app)["score"]


def alert_note(app, text):
    """The game-over alert's note once it holds `text` (within the wait), else what it holds."""
    return wait_for(app, "const note = document.querySelector('#alert .alert-note')?.textContent ?? '';"
                    "return note.includes(arguments[0]) && note", WAIT_S + 20, text) or \
        app.js("return document.querySelector('#alert .alert-note')?.textContent")


def test_run_before_a_name(app, report, out_dir):
    name = NAMES[0] + " " + app.engine[0].upper()
    fresh_player(app, "breakout", 320, 568, 2)
    score = finish_breakout(app)
    report.check("a new player's game ends with a score", state(app)["over"] and score > 0, repr(score))
    asked = wait_for(app, "return document.getElementById('name-dialog')?.open", WAIT_S)
    problem = app.js("return document.getElementById('name-problem')?.textContent")
    report.check("the name is asked for as the first score is kept, with no error before typing",
                 bool(asked) and problem == "", repr(problem))
    settled(app)
    app.screenshot(out_dir, "names-asked-320")
    field = app.driver.find_element("css selector", "#name-field")
    field.send_keys(LONG_NAME)
    app.next_frames(2)
    said = app.js("return document.getElementById('name-problem').textContent")
    report.check("a 21st character is refused in words as it is typed, nothing cut",
                 said == "A name has at most 20 characters." and field.get_attribute("value") == LONG_NAME,
                 f"{said!r}, {field.get_attribute('value')!r}")
    click(app, "#name-dialog .name-save")
    report.check("Save keeps the dialog open on a name too long", name_dialog_open(app))
    click(app, "#name-dialog .name-cancel")
    kept = app.js("return window.kinetic.unnamedRuns()")
    report.check("Not now: the run is kept on the device, nothing sent",
                 [(r["game"], r["score"]) for r in kept] == [("breakout", score)]
                 and app.js("return window.kinetic.pendingScores().length") == 0, repr(kept))
    note = alert_note(app, "until you give a name")
    report.check("the game-over alert says the score waits for a name", "until you give a name" in (note or ""),
                 repr(note))
    click(app, "#alert .alert-actions button")
    app.driver.refresh()
    app.wait_until_ready()
    app.next_frames(3)
    kept = app.js("return window.kinetic.unnamedRuns()")
    report.check("after a reload the run is still kept", [r["score"] for r in kept] == [score], repr(kept))
    click(app, "#board-button")
    wait_for(app, "return document.getElementById('board').open", WAIT_S)
    report.check("the board says no name is given yet and offers one",
                 app.js("return document.querySelector('#board .board-rename').textContent") == "Give a name",
                 app.js("return document.querySelector('#board .board-player').textContent"))
    click(app, "#board .board-rename")
    wait_for(app, "return document.getElementById('name-dialog')?.open", WAIT_S)
    type_in_name_dialog(app, name)
    row = server_row(app, "breakout", name, WAIT_S + 20)
    report.check("the kept run reaches the board under the name given", row is not None and row["score"] == score,
                 repr(row))
    report.check("and is no longer kept apart", app.js("return window.kinetic.unnamedRuns().length") == 0)
    wait_for(app, "return [...document.querySelectorAll('#board .board-row.me')].length > 0", WAIT_S)
    report.check("the open board shows the new name and its row",
                 name in app.js("return document.querySelector('#board .board-me').textContent")
                 and any(r["name"] == name for r in board_rows(app)), repr(board_rows(app)))
    settled(app)
    app.screenshot(out_dir, "names-board-320")
    click(app, "#board .board-close")


def test_named_at_the_end(app, report, out_dir):
    name = NAMES[1] + " " + app.engine[0].upper()
    fresh_player(app, "breakout")
    score = finish_breakout(app)
    wait_for(app, "return document.getElementById('name-dialog')?.open", WAIT_S)
    field = app.driver.find_element("css selector", "#name-field")
    field.send_keys(name)
    field.send_keys(Keys.ENTER)
    app.next_frames(2)
    report.check("Enter in the name field saves it", not name_dialog_open(app)
                 and app.js("return localStorage.getItem('kinetic.playerName')") == name)
    note = alert_note(app, "Rank")
    report.check("the game-over alert says the score, the best and the rank",
                 f"{name}: {score} points." in (note or "") and "Rank " in note
                 and ("best" in note.lower()), repr(note))
    buttons = app.js("return [...document.querySelectorAll('#alert .alert-actions button')].map((b) => b.textContent)")
    report.check("with Play again beside it", buttons == ["Play again"], repr(buttons))
    row = server_row(app, "breakout", name, WAIT_S)
    report.check("a new player's first game reaches the board under the name they gave",
                 row is not None and row["score"] == score, repr(row))
    settled(app)
    app.screenshot(out_dir, "names-alert-phone")
    click(app, "#alert .alert-actions button")


def test_renamed_everywhere(app, report, out_dir):
    name = NAMES[2] + " " + app.engine[0].upper()
    app.emulate(1440, 900, 1)
    click(app, "#board-button")
    wait_for(app, "return document.getElementById('board').open", WAIT_S)
    click(app, "#board .board-rename")
    wait_for(app, "return document.getElementById('name-dialog')?.open", WAIT_S)
    report.check("Change name starts from the name given",
                 app.js("return document.getElementById('name-field').value") == NAMES[1] + " "
                 + app.engine[0].upper())
    settled(app)
    app.screenshot(out_dir, "names-change-laptop")
    type_in_name_dialog(app, name)
    # The next game: a run already begun from a run ticket of the old name is bound to that name.
    click(app, "#board .board-again")
    score = finish_breakout(app)
    note = alert_note(app, "Rank")
    row = server_row(app, "breakout", name, WAIT_S)
    report.check("the next Breakout score goes under the new name",
                 not name_dialog_open(app) and row is not None and row["score"] == score and name in (note or ""),
                 f"{row!r} / {note!r}")
    click(app, "#alert .alert-actions button")
    app.driver.get(app.url + f"/?names={next(VISITS)}#bubblepop")
    app.wait_until_ready()
    app.next_frames(3)
    app.js("window.kinetic.control('time=5')")
    click(app, "#control-start")
    report.check("BubblePop starts at once under the name given elsewhere",
                 not name_dialog_open(app) and state(app)["phase"] == "countdown", state(app)["phase"])
    app.js("window.kinetic.advance(3100)")
    pop_some(app, 2)
    finish_run(app)
    board_result(app)
    mine = app.js("return [...document.querySelectorAll('#board .board-row.me .board-name')]"
                  ".map((cell) => cell.firstChild.textContent)")
    row = server_row(app, "bubblepop", name, WAIT_S + 20)
    report.check("and its score goes on its board under the new name, the row shown as the run ends",
                 row is not None and row["score"] == state(app)["score"] and mine == [name], f"{row!r}, {mine}")
    settled(app)
    app.screenshot(out_dir, "names-bubblepop-board-laptop")
    click(app, "#board .board-close")


def test_bubblepop_first_start(app, report, out_dir):
    name = NAMES[3] + " " + app.engine[0].upper()
    fresh_player(app, "bubblepop")
    # The board's top as the game opened: a score the page still had queued may land after it asked.
    top_at_open = max([row["score"] for row in server_board(app, "bubblepop", name).get("scores", [])] + [0])
    said = app.js("return document.body.innerText + JSON.stringify(window.kinetic.accessibility())")
    report.check("BubblePop greets a new player without an error", "Enter a name" not in said, said[:200])
    app.js("window.kinetic.control('time=5')")
    canvas = app.canvas_rect()
    tap(app, canvas["width"] / 2, canvas["height"] / 2)
    asked = wait_for(app, "return document.getElementById('name-dialog')?.open", WAIT_S)
    report.check("a tap to start asks for the name first", bool(asked) and state(app)["phase"] == "ready")
    type_in_name_dialog(app, name)
    report.check("the name given starts the run", state(app)["phase"] == "countdown", state(app)["phase"])
    app.js("window.kinetic.advance(3100)")
    # A run played, which a run ticket coming for the new name can no longer begin again.
    pop_some(app, 1)
    app.next_frames(2)
    best = next((e for e in app.js("return window.kinetic.accessibility()")["elements"] if e["label"] == "Best"), {})
    top = max([row["score"] for row in server_board(app, "bubblepop", name).get("scores", [])] + [0])
    shown = [t for t in {top_at_open, top} if t > 0 and f"the board’s top {t}" in best.get("value", "")]
    report.check(f"during the run the bar shows the board's top score ({top_at_open} as it opened, {top} now) "
                 "beside the player's best",
                 state(app)["phase"] == "playing" and (top == 0 or bool(shown)), repr(best))
    settled(app)
    app.screenshot(out_dir, "names-bubblepop-bar-phone")
    # The board's answers are busy from here: the run's score and the board itself get a 429.
    app.js("window.__fetch = window.fetch; window.fetch = (url, options) => String(url).includes('/api/scores')"
           " ? Promise.resolve(new Response('{\"error\":\"busy\"}', {status: 429,"
           " headers: {'Retry-After': '1', 'Content-Type': 'application/json'}})) : window.__fetch(url, options)")
    try:
        finish_run(app)
        for _ in range(20):
            if state(app)["phase"] == "over":
                break
            app.js("window.kinetic.advance(1000)")
        status = board_result(app) or ""
        empty = app.js("return [...document.querySelectorAll('#board .board-row.empty')].map((r) => r.textContent)")
        report.check("after a 429 the board says the server is busy and never that it has no scores",
                     "busy" in status and "No scores yet." not in empty, f"{status!r}, {empty}")
        settled(app)
        app.screenshot(out_dir, "names-busy-phone")
    finally:
        app.js("window.fetch = window.__fetch")
    click(app, "#board .board-close")
    # Sent as soon as the server's wait is over, the next send asked for after it.
    wait_for(app, "window.kinetic.flushScores(); return window.kinetic.pendingScores().length === 0", WAIT_S + 20)
    row = server_row(app, "bubblepop", name, WAIT_S)
    report.check("once the server answers again the kept run is on the board", row is not None, repr(row))
    forget_score_api_errors(app)


def run(app, report, out_dir):
    report.run("a run finished before a name", lambda: test_run_before_a_name(app, report, out_dir))
    report.run("a name given as the first game ends", lambda: test_named_at_the_end(app, report, out_dir))
    report.run("a name changed in one place", lambda: test_renamed_everywhere(app, report, out_dir))
    report.run("BubblePop's first start", lambda: test_bubblepop_first_start(app, report, out_dir))
    app.clear_emulation()
    app.js("for (const d of document.querySelectorAll('dialog[open]')) d.close();")
    app.js("localStorage.removeItem('kinetic.settings.breakout')")
    app.driver.get(app.url + "/#pong")
    app.wait_until_ready()
    app.next_frames(3)
