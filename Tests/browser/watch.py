"""Browser checks of the Watch player with an input log the test writes: a Breakout run launched by
Space with the paddle moved by the arrow keys, replayed natively first (`kinetic simulate
--input-log`) for its final score and checksum. The player must cover the game's canvas, play at the
record's own speed (1× and 4×), hold still while paused, end on the native score and checksum, leave
the live game untouched, and close on Escape — at phone, tablet and desktop sizes, with screenshots."""

import json
import os
import subprocess
import tempfile
import time

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from helpers import click, forget_score_api_errors, seed_game, settled, state, wait_for

# How long a check waits for the player, in seconds.
WAIT_S = 20.0

KINETIC = os.path.join(os.path.dirname(__file__), "..", "..", ".build", "debug", "kinetic")
SIZES = [("phone", 390, 844, 3), ("tablet", 820, 1180, 2), ("desktop", None, None, None)]
FRAME_MS = 1000 / 60
RUN_SECONDS = 12
MIN_TARGET = 44


def breakout_log(seed):
    """A Breakout run of RUN_SECONDS: Space launches the ball, the arrows sweep the paddle."""
    lines = [f"start {seed}", "open breakout", "resize 390 700 3"]
    t = 1000.0
    for frame in range(RUN_SECONDS * 60):
        t += FRAME_MS
        if frame == 10:
            lines += ["key 5 1", "key 5 0"]
        if frame % 120 == 30:
            lines.append("key 1 1")
        if frame % 120 == 60:
            lines += ["key 1 0", "key 2 1"]
        if frame % 120 == 110:
            lines.append("key 2 0")
        lines.append(f"frame {t}")
    return "\n".join(lines) + "\n"


def native_replay(log):
    """The final state's score and checksum of `log` played by the native build."""
    with tempfile.NamedTemporaryFile("w", suffix=".log", delete=False) as file:
        file.write(log)
    try:
        output = subprocess.run([KINETIC, "simulate", "--input-log", file.name], capture_output=True, text=True,
                                check=True, timeout=60).stdout
    finally:
        os.unlink(file.name)
    fields = dict(line.split("=", 1) for line in output.splitlines() if "=" in line)
    return json.loads(fields["state"])["score"], fields["checksum"]


def watching(app):
    return app.js("return window.kinetic.watching()")


def targets(app):
    """Each Watch control's size (CSS px) and whether Tab can reach it."""
    return app.js("""
        return [...document.querySelectorAll('#watch button')].map((b) => {
          const r = b.getBoundingClientRect();
          return {text: b.textContent, width: r.width, height: r.height, tabbable: b.tabIndex >= 0 && !b.disabled};
        });""")


def play_state(app):
    """The live Breakout's paddle, balls, bricks, score and lives."""
    now = state(app)
    return {key: now[key] for key in ("game", "paddle", "balls", "bricks", "score", "lives")}


# The replay's clock with the time of the page's last frame, read together: the replay moves its clock
# at each frame by the time since its last frame (times its speed), so the page's frame times, not
# the test's clock, say how much time the replay had. Kept by a frame loop of the test's own.
REPLAY_CLOCK_JS = """
if (window.__lastFrame === undefined) {
  window.__lastFrame = null;
  const tick = (now) => { window.__lastFrame = now; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
}
return [window.kinetic.watching().timeMs, window.__lastFrame];
"""


def clock_after(app, seconds):
    """How far the replay clock moves (ms) in a second of the page's frames, over `seconds` of them.
    The time that passes is what the checks measure: the replay against the page's own clock."""
    app.js(REPLAY_CLOCK_JS)
    app.next_frames(2)
    before, start = app.js(REPLAY_CLOCK_JS)
    time.sleep(seconds)
    after, end = app.js(REPLAY_CLOCK_JS)
    return (after - before) * 1000 / (end - start) if end > start else 0


def test_size(app, report, out_dir, label, width, height, scale, log, expected):
    if width:
        app.emulate(width, height, scale)
    else:
        app.clear_emulation()
    app.driver.get(app.url + "/#breakout")
    app.wait_until_ready()
    seed_game(app, 3)
    app.next_frames(3)
    live_before = play_state(app)
    score, checksum = expected
    app.js("window.kinetic.watch({game: 'breakout', name: 'Log', score: arguments[0], checksum: arguments[1],"
           " record: arguments[2]})", score, checksum, log)
    wait_for(app, "return window.kinetic.watching()?.line > 3", WAIT_S)
    live_paused = app.js("return window.kinetic.checksum()")
    box = app.js("""
        const d = document.getElementById('watch').getBoundingClientRect();
        const c = document.getElementById('game').getBoundingClientRect();
        return {dialog: [d.left, d.top, d.width, d.height], canvas: [c.left, c.top, c.width, c.height],
                open: document.getElementById('watch')?.open};""")
    report.check(f"{label}: the Watch player opens over the game's canvas",
                 box["open"] and all(abs(a - b) < 1.5 for a, b in zip(box["dialog"], box["canvas"])), repr(box))
    small = [t for t in targets(app) if t["width"] < MIN_TARGET - 0.5 or t["height"] < MIN_TARGET - 0.5
             or not t["tabbable"]]
    report.check(f"{label}: every Watch control is a keyboard-reachable button of at least 44 px", not small,
                 repr(small))

    moved = clock_after(app, 1.0)
    report.check(f"{label}: at 1× the replay plays at the record's own speed (1 s of the page's time)",
                 600 <= moved <= 1400, f"the replay clock moved {moved:.0f} ms a second")
    settled(app)
    app.screenshot(out_dir, f"watch-playing-{label}")
    click(app, "#watch .watch-toggle")
    paused = watching(app)
    still = clock_after(app, 0.6)
    report.check(f"{label}: Pause holds the replay still", not paused["playing"] and still == 0,
                 f"playing {paused['playing']}, moved {still:.0f} ms")
    click(app, "#watch .watch-speed[data-speed='4']")
    click(app, "#watch .watch-toggle")
    fast = clock_after(app, 1.0)
    report.check(f"{label}: at 4× the replay runs four times as fast", 2800 <= fast <= 5200,
                 f"the replay clock moved {fast:.0f} ms a second")
    done = wait_for(app, "return window.kinetic.watching()?.done", timeout=RUN_SECONDS)
    end = watching(app)
    result = app.js("return document.querySelector('#watch .watch-result').textContent")
    report.check(f"{label}: the replay ends on the native run's score and checksum",
                 bool(done) and end["score"] == score and end["state"]["score"] == score
                 and end["checksum"] == checksum, f"{end and (end['score'], end['checksum'])} vs {expected}")
    report.check(f"{label}: the end says the score is the board's",
                 result == f"Final score {score}: the same as on the board.", repr(result))
    app.screenshot(out_dir, f"watch-end-{label}")
    live_still = app.js("return window.kinetic.checksum()")
    report.check(f"{label}: the live game holds still (paused, no frames) while the replay plays",
                 live_still == live_paused, f"{live_paused} → {live_still}")
    app.js("document.querySelector('#watch .watch-toggle').focus()")
    ActionChains(app.driver).send_keys(Keys.ESCAPE).perform()
    app.next_frames(2)
    report.check(f"{label}: Escape closes the player", not app.js("return document.getElementById('watch')?.open"))
    live_after = play_state(app)
    report.check(f"{label}: the live game comes back as it was", live_after == live_before,
                 f"{live_before} → {live_after}")


QUEUE_SCRIPT = r"""
const done = arguments[arguments.length - 1];
import('./score-queue.js').then(({ createScoreQueue }) => {
  // Synchronous from here on: the page's own queue timers cannot run in between.
  const key = 'kinetic.pendingScores';
  const saved = localStorage.getItem(key);
  localStorage.setItem(key, '{"not": "a list"');
  const warnings = [];
  const queue = createScoreQueue({ warn: (message) => warnings.push(message) });
  const corrupt = queue.read().length;
  localStorage.removeItem(key);
  const fillers = [];
  const chunk = 'x'.repeat(256 * 1024);
  try {
    for (let i = 0; i < 200; i++) { localStorage.setItem(`kinetic.test.filler${i}`, chunk); fillers.push(i); }
  } catch {}
  localStorage.removeItem(`kinetic.test.filler${fillers.pop()}`);
  const record = 'start 1\n' + 'f 16 17 17\n'.repeat(6000);
  for (let score = 1; score <= 8; score++) queue.add({ game: 'breakout', name: 'Q', score, checksum: null, record });
  const kept = queue.read().map((entry) => entry.score);
  const storedScores = JSON.parse(localStorage.getItem(key) || '[]').map((entry) => entry.score);
  for (const i of fillers) localStorage.removeItem(`kinetic.test.filler${i}`);
  if (saved === null) localStorage.removeItem(key); else localStorage.setItem(key, saved);
  done({ corrupt, kept, storedScores, warnings, recordChars: record.length });
}, (error) => done({ error: String(error) }));
"""


def test_queue_storage(app, report):
    """The real queue module in the page, against the browser's real storage quota."""
    result = app.driver.execute_async_script(QUEUE_SCRIPT)
    report.check("a corrupt pending-score queue reads as empty", result.get("corrupt") == 0, repr(result))
    kept, stored = result.get("kept", []), result.get("storedScores", [])
    dropped = [w for w in result.get("warnings", []) if "dropped the oldest" in w]
    report.check("a queue over the storage quota drops the oldest with a warning and keeps the newest",
                 kept[-1:] == [8] and len(kept) < 8 and kept == sorted(kept) and len(dropped) >= 1
                 and stored == [s for s in kept if s in stored] and len(stored) >= 1,
                 f"kept {kept}, stored {stored}, {len(dropped)} drop warnings, records of "
                 f"{result.get('recordChars')} chars")


def test_refused_once(app, report, out_dir):
    """A queued score the server refuses (a name with a zero-width joiner) leaves the queue and the
    player is told once, in a notice."""
    app.js("localStorage.setItem('kinetic.pendingScores', JSON.stringify([{game: 'breakout', name: 'A\u200dda',"
           " score: 40, checksum: '0000000000000000', record: 'start 1\\nopen breakout\\n', at: 1}]))")
    app.js("return window.kinetic.flushScores()")
    wait_for(app, "return window.kinetic.pendingScores().length === 0", timeout=8)
    notices = app.js("return [...document.querySelectorAll('#notice p')].map((p) => p.textContent)")
    app.screenshot(out_dir, "watch-refused-notice")
    report.check("a refused queued score leaves the queue and the player is told why",
                 app.js("return window.kinetic.pendingScores().length") == 0 and len(notices) == 1
                 and notices[0].startswith("Your Breakout score of 40 was not accepted: "), repr(notices))
    # Counted as they are added: the first notice goes after NOTICE_MS (8 s), which a slow driver's
    # screenshot above can use up, so what is on screen now cannot tell.
    app.js("window.__noticesAdded = 0; window.__noticeWatch = new MutationObserver((changes) => {"
           " for (const change of changes) window.__noticesAdded += change.addedNodes.length; });"
           " window.__noticeWatch.observe(document.getElementById('notice'), {childList: true});")
    app.js("return window.kinetic.flushScores()")
    app.next_frames(2)
    again = app.js("window.__noticeWatch.disconnect(); return window.__noticesAdded")
    report.check("and told only once", again == 0, f"{again} more notices")
    forget_score_api_errors(app)


def test_earlier_version(app, report, out_dir, log, expected):
    """A board row whose score and checksum this build does not reach (as after a change to the physics):
    the end says the versions differ rather than calling the board's score false."""
    app.clear_emulation()
    app.driver.get(app.url + "/?earlier#breakout")
    app.wait_until_ready()
    score, _ = expected
    app.js("window.kinetic.watch({game: 'breakout', name: 'Old', score: arguments[0], checksum: '0123456789abcdef',"
           " record: arguments[1]})", score + 5, log)
    wait_for(app, "return window.kinetic.watching()?.line > 3", WAIT_S)
    click(app, "#watch .watch-speed[data-speed='4']")
    done = wait_for(app, "return window.kinetic.watching()?.done", timeout=RUN_SECONDS)
    result = app.js("return document.querySelector('#watch .watch-result').textContent")
    app.screenshot(out_dir, "watch-earlier-version")
    report.check("a row this version replays to another score says the versions differ",
                 bool(done) and result == f"This version of Kinetic replays the run to {score}; the board's "
                 f"{score + 5} was checked by the version it was played on.", repr(result))
    app.js("document.getElementById('watch').close()")


SHELL_CACHED = """
const [timeoutMs, done] = arguments;
const registration = () => navigator.serviceWorker.getRegistration().then((r) => r
  ? `installing ${r.installing?.state ?? 'none'}, waiting ${r.waiting?.state ?? 'none'}, active ${r.active?.state ?? 'none'}`
  : 'no registration');
const timer = setTimeout(() => registration().then((state) => done(`not ready after ${timeoutMs} ms: ${state}`),
  (error) => done(String(error))), timeoutMs);
navigator.serviceWorker.ready
  .then(() => caches.keys())
  .then((names) => Promise.all(names.map((name) => caches.open(name).then((cache) => cache.keys()))))
  .then((lists) => { clearTimeout(timer); done(lists.flat().map((request) => new URL(request.url).pathname)); })
  .catch((error) => { clearTimeout(timer); done(String(error)); });
"""
# How long one look at the caches may wait for the worker, and how long the worker may take to cache
# the shell: a loaded machine can take many seconds to install it.
SHELL_PROBE_MS = 3000
SHELL_CACHED_TIMEOUT_S = 40


def test_offline_reload(app, report, log, expected):
    """The service worker caches the new shell files: offline, a reload still plays a record."""
    app.clear_emulation()
    app.driver.get(app.url + "/#breakout")
    app.wait_until_ready()
    if not app.js("return 'serviceWorker' in navigator"):
        report.skip("offline, the Watch player loads from the service worker's cache",
                    "this browser has no service workers")
        return
    files = ("/watch.js", "/replay-log.js", "/display-list.js", "/score-queue.js")
    cached = []
    deadline = time.time() + SHELL_CACHED_TIMEOUT_S
    while time.time() < deadline and not all(f in cached for f in files):
        cached = app.driver.execute_async_script(SHELL_CACHED, SHELL_PROBE_MS)
        time.sleep(0.2)
    report.check("the service worker caches the Watch player's files", all(f in cached for f in files), repr(cached))
    app.network.set_offline(True)
    try:
        app.driver.refresh()
        failure = app.wait_until_ready()
        score, checksum = expected
        app.js("window.kinetic.watch({game: 'breakout', name: 'Log', score: arguments[0], checksum: arguments[1],"
               " record: arguments[2]})", score, checksum, log)
        playing = wait_for(app, "return window.kinetic.watching()?.line > 3", timeout=5)
        report.check("offline, a reload comes from the cache and the Watch player still plays",
                     failure is None and bool(playing), failure or "the player did not start")
        app.js("document.getElementById('watch').close()")
    finally:
        app.network.set_offline(False)
    forget_score_api_errors(app)


def run(app, report, out_dir):
    report.run("the pending-score queue and storage", lambda: test_queue_storage(app, report))
    report.run("a refused score", lambda: test_refused_once(app, report, out_dir))
    if not os.path.exists(KINETIC):
        report.skip("the Watch player", f"no native build at {KINETIC} to replay the test's log")
        return
    log = breakout_log(20261124)
    expected = native_replay(log)
    print(f"# the test's Breakout log: {len(log)} bytes, native score {expected[0]}, checksum {expected[1]}",
          flush=True)
    report.check("the native replay of the test's log scores", expected[0] > 0, repr(expected))
    for size in SIZES:
        report.run(f"Watch at {size[0]} size", lambda size=size: test_size(app, report, out_dir, *size, log, expected))
    report.run("Watch a row from an earlier version",
               lambda: test_earlier_version(app, report, out_dir, log, expected))
    report.run("Watch offline", lambda: test_offline_reload(app, report, log, expected))
    app.clear_emulation()
    app.js("const watch = document.getElementById('watch'); if (watch?.open) watch.close();")
    app.driver.get(app.url + "/#pong")
    app.wait_until_ready()
    app.next_frames(3)
