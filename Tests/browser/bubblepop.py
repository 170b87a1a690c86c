"""Browser checks of BubblePop and the score board: a first Start that asks for the player's one name
(no error before the player typed, a blank one refused in words), a 5-second run set with the real
stepper, bubbles popped with real touches, the board opened at the end of every run with the player's
row, its score and rank, settings and the board kept across a reload, and a run played offline whose
score is kept on the device and sent once the network is back — at phone and tablet sizes, with
screenshots."""

import time

import pause
from helpers import (board_rows, click, clock_held, control_text, forget_score_api_errors, server_board, settled, state,
                     tap, wait_for)

# How long a check waits for the page or the server, in seconds.
WAIT_S = 8.0
# How long a run waits for the page's run tickets, in seconds: the page asks for them two seconds after
# a name was typed, and after a failed request (the offline run's) once its 30 s back-off is over.
TICKET_WAIT_S = 45.0

NAME = "Ada Tester"
OFFLINE_NAME = "Bo Offline"
POINTS = {"red": 1, "pink": 2, "green": 5, "blue": 8, "black": 10}


def name_dialog_open(app):
    return app.js("return document.getElementById('name-dialog')?.open === true")


def type_in_name_dialog(app, text):
    """Types `text` into the open name dialog's field (replacing what it held) and presses Save."""
    field = app.driver.find_element("css selector", "#name-field")
    field.clear()
    field.send_keys(text)
    click(app, "#name-dialog .name-save")


def give_name(app, text):
    """Gives `text` as the player's one name where a player changes it: the open game's board (its "Score
    board" control or the trophy in the top bar), "Change name" (or "Give a name"), Save; the board closes."""
    if not app.js("return document.getElementById('board').open"):
        has_control = app.js("return !!document.getElementById('control-board')")
        click(app, "#control-board" if has_control else "#board-button")
    wait_for(app, "return document.getElementById('board').open", WAIT_S)
    click(app, "#board .board-rename")
    wait_for(app, "return document.getElementById('name-dialog')?.open", WAIT_S)
    type_in_name_dialog(app, text)
    wait_for(app, "return localStorage.getItem('kinetic.playerName') === arguments[0]", WAIT_S, text)
    click(app, "#board .board-close")


def board_result(app):
    """Once the board is open with how the run went (no longer sending), its status line; else None."""
    return wait_for(app, "const board = document.getElementById('board');"
                    "const status = board.querySelector('.board-status').textContent;"
                    "return board.open && !status.endsWith('Sending…') && !status.startsWith('Loading') && status",
                    WAIT_S + 20) or None


def expected_points(colors):
    """What popping `colors` in order earns: the same colour again is worth 1.5× (rounded)."""
    total, last = 0, None
    for color in colors:
        points = POINTS[color]
        total += int(points * 1.5 + 0.5) if color == last else points
        last = color
    return total


def await_tickets(app, name):
    """Waits until a run ticket for `name` waits in the game: one that came during the 3-2-1 would begin
    the run again from it, as the player has not played it yet (see helpers.seed_game)."""
    if not wait_for(app, "return window.kinetic.ticketsSettled()", TICKET_WAIT_S):
        print(f"# {app.engine}: no run ticket for {name} after {TICKET_WAIT_S:.0f} s; the run starts without",
              flush=True)


def start_run(app, report, label):
    click(app, "#control-start")
    report.check(f"{label}: Start begins the 3-2-1", state(app)["phase"] == "countdown", state(app)["phase"])
    app.js("window.kinetic.advance(3100)")
    app.next_frames(2)
    now = state(app)
    report.check(f"{label}: after the 3-2-1 the run is on with bubbles", now["phase"] == "playing"
                 and len(now["bubbles"]) > 0, f"{now['phase']}, {len(now['bubbles'])} bubbles")


def pop_some(app, count):
    """Taps up to `count` bubbles (gold ones skipped), re-reading their places before each tap;
    returns the colours of those the taps popped (gone, and the score went up). The game's clock is
    held meanwhile, so a slow driver lets no bubble drift and no time run out between a read and a tap."""
    popped = []
    with clock_held(app):
        for _ in range(count):
            before = state(app)
            bubbles = [b for b in before["bubbles"] if not b["gold"] and b["y"] - b["radius"] > 50]
            if not bubbles:
                app.js("window.kinetic.advance(1000)")
                continue
            bubble = bubbles[0]
            tap(app, bubble["x"], bubble["y"])
            app.next_frames(1)
            after = state(app)
            if after["score"] > before["score"] and all(b["id"] != bubble["id"] for b in after["bubbles"]):
                popped.append(bubble["color"])
            app.js("window.kinetic.advance(100)")
    return popped


def finish_run(app):
    for _ in range(20):
        if state(app)["phase"] == "over":
            break
        app.js("window.kinetic.advance(500)")
    app.next_frames(2)


def wait_for_server(app, name, score, timeout=8.0):
    """True once the server's board holds `score` as `name`'s best."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        if (server_board(app, "bubblepop", name).get("player") or {}).get("score") == score:
            return True
        time.sleep(0.1)
    return False


def test_name_and_settings(app, report, out_dir):
    app.emulate(390, 844, 3)
    app.driver.get(app.url + "/#bubblepop")
    app.wait_until_ready()
    app.next_frames(3)
    report.check("BubblePop opens from its tab", state(app).get("game") == "bubblepop", repr(state(app).get("game")))
    # A new player on this device: no name, and no best of an earlier group's runs (the device keeps one).
    app.js("localStorage.removeItem('kinetic.playerName'); localStorage.removeItem('kinetic.localBest.bubblepop')")
    app.driver.refresh()
    app.wait_until_ready()
    app.next_frames(3)
    said = app.js("return document.body.innerText + JSON.stringify(window.kinetic.accessibility())")
    report.check("a new player is greeted with no error about a name they have not typed",
                 "Enter a name" not in said and not app.js("return !!document.getElementById('control-name')"),
                 said[:300])
    report.check("the game time shows its range", "5 s – 300 s" in (control_text(app, "time") or ""),
                 repr(control_text(app, "time")))
    for _ in range(12):
        click(app, "[data-control-id='time'] .stepper-button")
    minus_disabled = app.js("return document.querySelector(\"[data-control-id='time'] .stepper-button\").disabled")
    report.check("the game-time stepper stops at 5 s and − is disabled there",
                 state(app)["timeRemaining"] == 5 and minus_disabled, repr(state(app)["timeRemaining"]))
    app.screenshot(out_dir, "bubblepop-ready-phone")
    click(app, "#control-start")
    wait_for(app, "return document.getElementById('name-dialog')?.open", WAIT_S)
    problem = app.js("return document.getElementById('name-problem')?.textContent")
    report.check("the first Start asks for the player's name, with no error before they type",
                 name_dialog_open(app) and problem == "" and state(app)["phase"] == "ready", repr(problem))
    settled(app)
    app.screenshot(out_dir, "bubblepop-name-phone")
    click(app, "#name-dialog .name-save")
    problem = app.js("return document.getElementById('name-problem').textContent")
    report.check("a blank name is explained in words and starts nothing",
                 name_dialog_open(app) and "1 to 20" in problem and state(app)["phase"] == "ready", repr(problem))
    type_in_name_dialog(app, NAME)
    report.check("a good name closes the dialog and starts the run it held back",
                 not name_dialog_open(app) and state(app)["phase"] == "countdown", state(app)["phase"])
    # A run played (a pop), which a run ticket coming for the new name can no longer begin again.
    app.js("window.kinetic.advance(3100)")
    pop_some(app, 1)
    finish_run(app)
    status = board_result(app)
    report.check("that run's end opens the board with the player's row",
                 status is not None and any(r["name"] == NAME for r in board_rows(app)), f"{status}: {board_rows(app)}")
    click(app, "#board .board-close")


def test_online_run(app, report, out_dir):
    await_tickets(app, NAME)
    start_run(app, report, "phone")
    popped = pop_some(app, 4)
    app.screenshot(out_dir, "bubblepop-playing-phone")
    score = state(app)["score"]
    report.check("real touches pop bubbles and score their points with combos",
                 len(popped) >= 2 and score == expected_points(popped), f"popped {popped}, score {score}")
    finish_run(app)
    report.check("the run stops at 0", state(app)["phase"] == "over" and state(app)["timeRemaining"] == 0)
    stored = wait_for_server(app, NAME, score)
    status = board_result(app) or ""
    settled(app)
    app.screenshot(out_dir, "bubblepop-result-phone")
    rows = board_rows(app)
    mine = app.js("return [...document.querySelectorAll('#board .board-row.me .board-name')]"
                  ".map((cell) => cell.firstChild.textContent)")
    report.check("the run's end opens the board by itself, the player's row marked with the run's score",
                 stored and mine == [NAME] and any(row["name"] == NAME and row["score"] == str(score) for row in rows),
                 f"stored {stored}, mine {mine}: {rows} / {status}")
    report.check("the board keeps the result in view: the score, and the game's own card under it",
                 f"{score} points" in status and state(app)["phase"] == "over", status)
    report.check("the board says it is a new best and gives the rank",
                 "new best" in status.lower() and "Rank 1" in status, status)
    app.screenshot(out_dir, "bubblepop-board-phone")
    board = server_board(app, "bubblepop", NAME)
    report.check("the server stored the score", (board.get("player") or {}).get("score") == score, repr(board))
    click(app, "#board .board-close")
    return score


def test_reload_keeps(app, report, score):
    app.driver.refresh()
    app.wait_until_ready()
    app.next_frames(3)
    name = app.js("return window.kinetic.controls().controls.find((c) => c.id === 'name')?.value")
    report.check("after a reload the name (filled into the game) and the 5 s game time are kept",
                 name == NAME and state(app)["timeRemaining"] == 5, f"{name!r}, {state(app)['timeRemaining']}")
    wait_for(app, "return window.kinetic.state().best > 0", WAIT_S)
    report.check("the best score is shown during play after a reload", state(app)["best"] == score,
                 repr(state(app)["best"]))
    click(app, "#control-board")
    wait_for(app, "return !document.querySelector('.board-status').textContent.startsWith('Loading')", WAIT_S)
    rows = board_rows(app)
    report.check("the score board after a reload still lists the name and score",
                 any(row["name"] == NAME and row["score"] == str(score) for row in rows), repr(rows))
    click(app, "#board .board-close")


def test_offline_run(app, report, out_dir):
    app.severe_console_messages()
    give_name(app, OFFLINE_NAME)
    app.network.set_offline(True)
    try:
        start_run(app, report, "offline")
        popped = pop_some(app, 2)
        finish_run(app)
        wait_for(app, "return window.kinetic.pendingScores().length > 0", WAIT_S)
        status = board_result(app) or ""
        rows = board_rows(app)
        report.check("offline, the board still opens at the end and never says it has no scores",
                     all(row["name"] != "No scores yet." for row in rows)
                     and not app.js("return [...document.querySelectorAll('#board .board-row.empty')]"
                                    ".some((row) => row.textContent.includes('No scores'))"), repr(rows))
        pending = app.js("return window.kinetic.pendingScores()")
        report.check("offline, the run still ends and the board says it is offline",
                     state(app)["phase"] == "over" and status.startswith("Offline"), status)
        # The game's own final score: on a slow machine a tap may pop a bubble a frame after pop_some looked.
        final = state(app)["score"]
        report.check("offline, the score the run ended with is kept on the device",
                     [(p["name"], p["score"]) for p in pending] == [(OFFLINE_NAME, final)]
                     and (final > 0 or not popped), f"final score {final}, popped {popped}: {pending!r}")
        app.screenshot(out_dir, "bubblepop-offline-phone")
        click(app, "#board .board-close")
    finally:
        app.network.set_offline(False)
    app.js("return window.kinetic.flushScores()")
    wait_for(app, "return window.kinetic.pendingScores().length === 0", WAIT_S)
    report.check("back online, the kept score is sent", app.js("return window.kinetic.pendingScores().length") == 0)
    board = server_board(app, "bubblepop", OFFLINE_NAME)
    report.check("the server has the offline run's score",
                 (board.get("player") or {}).get("name") == OFFLINE_NAME, repr(board))
    forget_score_api_errors(app)


def test_tablet(app, report, out_dir):
    app.emulate(1180, 820, 2)
    app.next_frames(3)
    give_name(app, NAME)
    await_tickets(app, NAME)
    start_run(app, report, "tablet")
    pop_some(app, 2)
    # Two pops can empty a refresh that brought few bubbles; the next one comes within a game second.
    bubbles = []
    for _ in range(5):
        app.js("window.kinetic.advance(250)")
        app.next_frames(2)
        bubbles = state(app)["bubbles"]
        if bubbles:
            break
    canvas = app.canvas_rect()
    inside = all(b["x"] - b["radius"] >= -0.5 and b["x"] + b["radius"] <= canvas["width"] + 0.5 for b in bubbles)
    report.check("on a tablet the bubbles spread over the wide canvas", inside and len(bubbles) > 0,
                 f"{len(bubbles)} bubbles, canvas {canvas}")
    app.screenshot(out_dir, "bubblepop-playing-tablet")
    finish_run(app)
    wait_for(app, "return window.kinetic.pendingScores().length === 0", WAIT_S)
    status = board_result(app) or ""
    report.check("on a tablet too, the run's end opens the board with the player's row",
                 state(app)["phase"] == "over" and any(row["name"] == NAME for row in board_rows(app)), status)
    settled(app)
    app.screenshot(out_dir, "bubblepop-result-tablet")
    click(app, "#board .board-close")


def test_pause(app, report, out_dir, label, width, height, scale):
    """A 10-second run paused with P and with its button, at `label` size, then played to its end (the board
    that opens is closed); the 5-second game time is put back."""
    app.emulate(width, height, scale)
    app.js("window.kinetic.control('time=10')")
    start_run(app, report, label)
    pause.check(app, report, label, out_dir, "bubblepop", lambda s: s["paused"], go_ms=1200)
    finish_run(app)
    board_result(app)
    click(app, "#board .board-close")
    app.js("window.kinetic.control('time=5')")


def run(app, report, out_dir):
    report.run("BubblePop name and settings", lambda: test_name_and_settings(app, report, out_dir))
    score = None

    def online():
        nonlocal score
        score = test_online_run(app, report, out_dir)

    report.run("BubblePop online run", online)
    if score is not None:
        report.run("BubblePop after a reload", lambda: test_reload_keeps(app, report, score))
    report.run("BubblePop offline run", lambda: test_offline_run(app, report, out_dir))
    report.run("BubblePop on a tablet", lambda: test_tablet(app, report, out_dir))
    for size in (("phone", 390, 844, 3), ("desktop", 1440, 900, 1)):
        report.run(f"BubblePop pause ({size[0]})", lambda size=size: test_pause(app, report, out_dir, *size))
    app.clear_emulation()
    app.js("const board = document.getElementById('board'); if (board.open) board.close();")
    app.driver.get(app.url + "/#pong")
    app.wait_until_ready()
    app.next_frames(3)
