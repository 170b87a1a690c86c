"""Browser checks of verified scores end to end: a short BubblePop and a short Breakout played with
real input, each begun from a run ticket the page fetched for the player's name, submit their
records, the server verifies them by replay and lists them as verified, the board's Watch button (a
real click) replays each run in the game's view and it ends at the row's score and the record's
checksum; a BubblePop run played offline, from a ticket fetched before the network went, queues its
whole record and is verified once the network is back."""

import collections
import json

from bubblepop import board_result, finish_run, give_name, pop_some, start_run
from helpers import (board_rows, click, forget_score_api_errors, server_row, settled, state, tap, tickets_kept,
                     wait_for)

# How long a check waits for the page or the server, in seconds.
WAIT_S = 10.0
# How long a check waits for a run to be stored: the test plays faster than the clock (`advance`), and the
# page holds a ticketed run until its length has passed since the ticket came, as the server asks (~8 s).
STORED_WAIT_S = 30.0

NAME = "Vera Verified"
BREAKOUT_NAME = "Bea Breakout"
OFFLINE_NAME = "Otto Offline"
# How often each check began: one run again in a new browser session after the page crashed or hung plays
# under a name of its own, as the first attempt may have stored a better score under the first.
attempts = collections.Counter()


def player(base):
    """`base`, or `base N` for the N-th attempt of the same check."""
    attempts[base] += 1
    return base if attempts[base] == 1 else f"{base} {attempts[base]}"


def wait_for_ticket(app, report, label, game, name):
    """Checks that the page keeps run tickets for `game` under `name` within WAIT_S (fetched once the name
    has stood still for two seconds, or as the game opened): one of them then waits in the game for its
    next run, which the server verifies."""
    kept = tickets_kept(app, game, name, WAIT_S)
    report.check(f"{label}: the page fetched run tickets for {name}", kept,
                 repr(app.js("return localStorage.getItem('kinetic.tickets')")))


def watch_row(app, report, label, game, name, score, out_dir):
    """Opens the board row of `name`, presses its Watch button and plays the run to its end at 4×."""
    rows = board_rows(app)
    mine = [row for row in rows if row["name"] == name]
    report.check(f"{label}: the board lists the verified score with a Watch button",
                 len(mine) == 1 and mine[0]["watch"], repr(rows))
    index = next(i for i, row in enumerate(rows) if row["name"] == name)
    click(app, f"#board .board-row:nth-child({index + 1}) .board-watch")
    opened = wait_for(app, "return document.getElementById('watch')?.open && window.kinetic.watching()", WAIT_S)
    report.check(f"{label}: Watch opens the player over the game", bool(opened))
    click(app, "#watch .watch-speed[data-speed='4']")
    settled(app)
    app.screenshot(out_dir, f"verified-watch-{game}")
    done = wait_for(app, "return window.kinetic.watching()?.done", timeout=90)
    end = app.js("return window.kinetic.watching()")
    report.check(f"{label}: the replay ends at the row's score and the record's checksum",
                 bool(done) and end["score"] == score and end["state"].get("score") == score
                 and end["checksum"] == end["recordChecksum"],
                 repr(end and {k: end[k] for k in ("score", "boardScore", "checksum", "recordChecksum")}))
    app.screenshot(out_dir, f"verified-watch-end-{game}")
    if end:
        print(f"# {app.engine}: {label} record: {end['recordBytes']} bytes, {end['lines']} calls, "
              f"{end['playedMs'] / 1000:.1f} s of play", flush=True)
    click(app, "#watch .watch-close")
    back = app.js("return document.getElementById('board').open"
                  " && document.activeElement?.classList.contains('board-watch')")
    report.check(f"{label}: closing the player returns to the board, on the Watch button", bool(back))
    click(app, "#board .board-close")


def test_bubblepop(app, report, out_dir):
    app.emulate(390, 844, 3)
    app.driver.get(app.url + "/#bubblepop")
    app.wait_until_ready()
    app.next_frames(3)
    name = player(NAME)
    give_name(app, name)
    for _ in range(12):
        click(app, "[data-control-id='time'] .stepper-button")
    wait_for_ticket(app, report, "verified BubblePop", "bubblepop", name)
    start_run(app, report, "verified BubblePop")
    popped = pop_some(app, 3)
    finish_run(app)
    score = state(app)["score"]
    report.check("a short BubblePop run scores with real taps", len(popped) >= 1 and score > 0, repr(popped))
    row = server_row(app, "bubblepop", name, STORED_WAIT_S)
    report.check("the server verified and stored the BubblePop run",
                 row is not None and row["score"] == score and row.get("verified") is True
                 and str(row.get("record", "")).startswith("/api/records/"), repr(row))
    # The run's end opens the board by itself, with the run's row.
    board_result(app)
    watch_row(app, report, "BubblePop", "bubblepop", name, score, out_dir)


def test_breakout(app, report, out_dir):
    app.driver.get(app.url + "/#breakout")
    app.wait_until_ready()
    name = player(BREAKOUT_NAME)
    # The board's name (a new browser session, after a crash, starts without the one BubblePop's run left).
    app.js(f"localStorage.setItem('kinetic.playerName', {json.dumps(name)})")
    app.js("localStorage.removeItem('kinetic.settings.breakout')")
    app.driver.refresh()
    app.wait_until_ready()
    app.next_frames(3)
    wait_for_ticket(app, report, "verified Breakout", "breakout", name)
    app.next_frames(2)
    click(app, "#screen-settings")
    for _ in range(7):
        click(app, "[data-control-id='columns'] .stepper-button:first-child")
    for _ in range(4):
        click(app, "[data-control-id='rows'] .stepper-button:first-child")
    click(app, "#screen-game")
    canvas = app.canvas_rect()
    for _ in range(40):
        if state(app)["waiting"]:  # a tap the driver delivered too late or too long is tried again
            tap(app, canvas["width"] / 2, canvas["height"] * 0.6)
        app.js("window.kinetic.advance(500)")
        if app.js("return document.getElementById('alert').open"):
            break
    score = state(app)["score"]
    report.check("a short Breakout game (a 1 × 1 wall) ends with a score", state(app)["over"] and score > 0,
                 repr(score))
    click(app, "#alert .alert-actions button")
    row = server_row(app, "breakout", name, STORED_WAIT_S)
    report.check("the server verified and stored the Breakout run",
                 row is not None and row["score"] == score and row.get("verified") is True, repr(row))
    click(app, "#board-button")
    wait_for(app, "return document.getElementById('board').open && "
             "!document.querySelector('.board-status').textContent.startsWith('Loading')", WAIT_S)
    app.screenshot(out_dir, "verified-board-breakout")
    watch_row(app, report, "Breakout", "breakout", name, score, out_dir)
    app.js("localStorage.removeItem('kinetic.settings.breakout')")


def test_offline(app, report):
    app.driver.get(app.url + "/#bubblepop")
    app.wait_until_ready()
    app.next_frames(3)
    name = player(OFFLINE_NAME)
    give_name(app, name)
    wait_for_ticket(app, report, "offline verified", "bubblepop", name)
    app.network.set_offline(True)
    try:
        start_run(app, report, "offline verified")
        pop_some(app, 2)
        finish_run(app)
        wait_for(app, "return window.kinetic.pendingScores().length > 0", WAIT_S)
        pending = app.js("return window.kinetic.pendingScores()")
        report.check("offline, the whole record is queued on the device",
                     len(pending) == 1 and pending[0]["name"] == name
                     and str(pending[0].get("record", "")).startswith("start ")
                     and len(pending[0].get("checksum") or "") == 16,
                     repr([{k: (v if k != "record" else f"{len(v or '')} chars") for k, v in p.items()}
                           for p in pending]))
    finally:
        app.network.set_offline(False)
    app.js("return window.kinetic.flushScores()")
    wait_for(app, "return window.kinetic.pendingScores().length === 0", STORED_WAIT_S)
    row = server_row(app, "bubblepop", name, STORED_WAIT_S)
    report.check("back online, the queued record is verified and stored",
                 row is not None and row.get("verified") is True, repr(row))
    forget_score_api_errors(app)


def run(app, report, out_dir):
    report.run("verified BubblePop", lambda: test_bubblepop(app, report, out_dir))
    report.run("verified Breakout", lambda: test_breakout(app, report, out_dir))
    report.run("verified offline run", lambda: test_offline(app, report))
    app.clear_emulation()
    app.js("for (const d of document.querySelectorAll('dialog[open]')) d.close();")
    app.driver.get(app.url + "/#pong")
    app.wait_until_ready()
    app.next_frames(3)
