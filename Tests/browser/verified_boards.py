"""Browser checks of Set's and Concentration's score boards, which the games open from a trophy button
they draw in their own top bar: a run the native scripted player recorded (`kinetic bench verify
--write-module`), given a run ticket signed with the test server's key (KINETIC_TICKET_KEY_FILE) and
issued an hour ago, is posted to the server and verified there; a real click on the canvas button opens
the game's board, which lists the run with a Watch button, and Watch replays it to the same score.
Screenshots of both games with the button at phone (both orientations) and tablet sizes."""

import base64
import hashlib
import hmac
import itertools
import json
import os
import secrets
import subprocess
import tempfile
import time
import urllib.error
import urllib.request

from selenium.webdriver.common.actions import interaction

from helpers import state, tap, wait_for
from verified import WAIT_S, watch_row
from watch import KINETIC, native_replay

NAMES = {"set": "Sela Setter", "concentration": "Cora Pairs"}
SIZES = [("phone-portrait", 390, 844, 3), ("phone-landscape", 844, 390, 3), ("tablet", 820, 1180, 2)]
THEME = "Animals"
# A fresh query string on every visit: a URL that differs from the current one only after the `#`
# would not load the page again, and a dialog left open by an earlier check would stay.
VISITS = itertools.count()


def scripted_record(game):
    """A run of `game` the native scripted player finished, as its record text."""
    with tempfile.TemporaryDirectory() as folder:
        module = os.path.join(folder, "records.mjs")
        subprocess.run([KINETIC, "bench", "verify", "--runs", "1", "--games", game, "--write-module", module],
                       capture_output=True, text=True, check=True, timeout=300)
        with open(module, encoding="utf-8") as file:
            line = next(line for line in file if line.strip().startswith(f"'{game}':"))
    return json.loads(line.split(":", 1)[1].strip().rstrip(","))


def with_ticket(record, game, name):
    """`record` begun from a run ticket for `game` and `name`, as the server issues them (token
    `1.GAME.ISSUED.SEED.ID.NAMEDIGEST.MAC`, the MAC an HMAC-SHA256 of the fields and the name under the
    key in KINETIC_TICKET_KEY_FILE), issued an hour ago: the scripted player runs faster than the clock."""
    with open(os.environ["KINETIC_TICKET_KEY_FILE"], "rb") as file:
        key = file.read()
    lines = record.split("\n")
    seed = int(lines[0].removeprefix("start "))
    digest = hashlib.sha256(name.encode()).hexdigest()[:16]
    fields = f"1.{game}.{int(time.time()) - 3600}.{seed}.{secrets.token_hex(16)}.{digest}"
    mac = hmac.new(key, f"{fields}\n{name}".encode(), hashlib.sha256).digest()
    token = fields + "." + base64.urlsafe_b64encode(mac).decode().rstrip("=")
    return "\n".join(lines[:2] + [f"ticket {token}"] + lines[2:])


def post_record(app, game, name, record):
    """Posts the record with the score and checksum its native replay ends on; returns (status, body, score)."""
    score, checksum = native_replay(record)
    body = json.dumps({"game": game, "name": name, "score": score, "checksum": checksum, "record": record})
    request = urllib.request.Request(f"{app.url}/api/scores", data=body.encode(), method="POST",
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, json.load(response), score
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode(errors="replace"), score


def board_button(app):
    """The canvas frame (points) of the open game's "Score board" element, or None."""
    tree = app.js("return window.kinetic.accessibility()")
    element = next((e for e in tree["elements"] if e["label"] == "Score board"), None)
    if not element:
        return None
    frame = element["frame"]
    return frame if isinstance(frame, dict) else dict(zip(("x", "y", "width", "height"), frame))


def open_game(app, game, width, height, scale):
    app.emulate(width, height, scale)
    app.driver.get(app.url + f"/?board={width}x{height}&visit={next(VISITS)}#{game}")
    app.wait_until_ready()
    app.next_frames(3)
    if game == "concentration":
        row = next(t for t in state(app)["themes"] if t["name"] == THEME)
        frame = row["frame"]
        tap(app, frame["x"] + frame["width"] / 2, frame["y"] + frame["height"] / 2)
        app.js("window.kinetic.advance(500)")
        app.next_frames(2)


def click_canvas(app, frame):
    """A real mouse click in the middle of a canvas frame given in points: clicked again when the driver held
    the button down too long to be a click (`tap`), as WebKit's driver does on a loaded machine."""
    tap(app, frame["x"] + frame["width"] / 2, frame["y"] + frame["height"] / 2, frames=3,
        pointer=interaction.POINTER_MOUSE)


def test_button_sizes(app, report, game, out_dir):
    """The button shows at every size, 44 points or more, on the canvas, clear of the shell's "?"."""
    for label, width, height, scale in SIZES:
        open_game(app, game, width, height, scale)
        frame = board_button(app)
        canvas = app.canvas_rect()
        report.check(f"{label} {game}: the board button is 44 × 44 or more, inside the canvas, clear of the ?",
                     frame is not None and frame["width"] >= 44 and frame["height"] >= 44
                     and frame["x"] >= 0 and frame["y"] >= 0
                     and frame["x"] + frame["width"] <= canvas["width"] + 0.5
                     and frame["y"] + frame["height"] <= canvas["height"] + 0.5
                     and not (frame["x"] + frame["width"] > canvas["width"] - 44 and frame["y"] < 44),
                     repr((frame, canvas)))
        app.screenshot(out_dir, f"board-button-{game}-{label}")


def test_board(app, report, game, out_dir):
    name = NAMES[game]
    status, answer, score = post_record(app, game, name, with_ticket(scripted_record(game), game, name))
    report.check(f"{game}: a posted ticketed scripted run is verified and stored (201)",
                 status == 201 and answer.get("verified") is True,
                 f"{status} {answer}")
    open_game(app, game, 390, 844, 3)
    frame = board_button(app)
    report.check(f"{game}: the canvas has a Score board button", frame is not None)
    click_canvas(app, frame)
    opened = wait_for(app, "return document.getElementById('board').open && "
                      "!document.querySelector('.board-status').textContent.startsWith('Loading')", WAIT_S)
    board = app.js("return {title: document.querySelector('#board h2, #board .board-title')?.textContent || '',"
                   " open: document.getElementById('board').open,"
                   " status: document.querySelector('.board-status').textContent, presses: window.__presses}")
    report.check(f"{game}: a real click on the canvas button opens {game}'s board", bool(opened), repr(board))
    app.screenshot(out_dir, f"verified-board-{game}")
    watch_row(app, report, game.capitalize(), game, name, score, out_dir)


def run(app, report, out_dir):
    for game in ("set", "concentration"):
        report.run(f"{game}'s board button at every size", lambda game=game: test_button_sizes(app, report, game, out_dir))
        report.run(f"{game}'s board and Watch", lambda game=game: test_board(app, report, game, out_dir))
    app.clear_emulation()
