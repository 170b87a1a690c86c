#!/usr/bin/env python3
"""Attacks a running score server (`kinetic serve`) and prints what each attack got as Markdown table rows:
attack | what was measured | figure. A benchmark: it prints figures and never fails on them; it exits non-zero
only when the harness itself broke (a bug here, no valid runs to send).
   python3 Benchmarks/attack.py --url http://127.0.0.1:8080 --binary .build/debug/kinetic [--only a,b] [--quick]
Benchmarks/attack.sh starts a fresh throwaway server for each attack and calls this once per attack.

Only loopback addresses are ever sent to: the URL must name 127.0.0.0/8 or ::1, and the attacks that spread
over several client addresses bind their sockets to other loopback addresses (127.X.Y.Z).
Standard library only.

The attacks (see ATTACKS below): costly-replays, json-escapes, stolen-record, foreign-scene, computed-deal,
long-names, connection-flood, connection-flood-spread, many-addresses, overload, storage, storage-readonly.
--quick shortens phases and opens fewer sockets, for trying the script out. Valid runs come from
`kinetic bench verify --runs 1 --games GAME --write-run FILE` ({game, score, checksum, record}), made once
(--runs DIR holds GAME.json files; with --binary and no such files they are made into a temporary folder).
"""
import argparse
import collections
import errno
import http.client
import ipaddress
import json
import os
import re
import resource
import selectors
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

GAMES = ["pong", "breakout", "bubblepop", "set", "concentration"]
MAX_RECORD_BYTES = 4 << 20       # RecordLimits.standard.maximumBytes
MAX_RECORD_LINES = 400_000       # RecordLimits.standard.maximumLines
MAX_BODY = MAX_RECORD_BYTES + MAX_RECORD_LINES + 1024   # ScoreRoutes.maximumSubmissionBytes

QUICK = False


def log(*parts):
    print("[attack]", *parts, file=sys.stderr, flush=True)


def scaled(full, quick):
    return quick if QUICK else full


# ---------------------------------------------------------------- the target and its process


class Target:
    """The server: its loopback address, and (when known) its process and SQLite file."""

    def __init__(self, url, pid=None, db=None, binary=None):
        parsed = urllib.parse.urlparse(url)
        self.host = parsed.hostname
        self.port = parsed.port or 80
        try:
            loopback = ipaddress.ip_address(self.host).is_loopback
        except ValueError:
            loopback = False
        if not loopback:
            raise SystemExit(f"attack.py sends only to loopback addresses, not {self.host}")
        self.pid = pid or find_pid(self.port)
        self.db = db
        self.binary = binary
        self.log = None

    def log_lines(self, word):
        """The lines of the server's log that hold `word` (when the log is known)."""
        if not self.log:
            return None
        try:
            with open(self.log, errors="replace") as f:
                return [line.strip() for line in f if word in line]
        except OSError:
            return None

    def proc(self, name):
        """A line of /proc/PID/status (VmRSS, Threads…), or None."""
        if not self.pid:
            return None
        try:
            with open(f"/proc/{self.pid}/status") as f:
                for line in f:
                    if line.startswith(name + ":"):
                        return line.split(":", 1)[1].strip()
        except OSError:
            return None
        return None

    def rss_mb(self):
        value = self.proc("VmRSS")
        return int(value.split()[0]) / 1024 if value else None

    def cpu_seconds(self):
        """User + system CPU seconds the server has used, or None."""
        if not self.pid:
            return None
        try:
            with open(f"/proc/{self.pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except (OSError, IndexError, ValueError):
            return None

    def fds(self):
        try:
            return len(os.listdir(f"/proc/{self.pid}/fd")) if self.pid else None
        except OSError:
            return None

    def alive(self):
        if not self.pid:
            return None
        try:
            with open(f"/proc/{self.pid}/stat") as f:
                return f.read().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
        except OSError:
            return False

    def state(self):
        """'alive', 'DEAD' or '?' (no PID)."""
        alive = self.alive()
        return "?" if alive is None else "alive" if alive else "DEAD"


def find_pid(port):
    """The PID listening on `port`, from `ss -ltnp`, or None."""
    try:
        out = subprocess.run(["ss", "-Hltnp", f"sport = :{port}"], capture_output=True, text=True, timeout=5).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    match = re.search(r"pid=(\d+)", out)
    return int(match.group(1)) if match else None


def addr(attack, k):
    """The k-th client address of attack number `attack`: each attack has 127.(20+attack).0.0/16 of its own,
    so that what one attack does to the per-address limits does not change another's figures."""
    return f"127.{20 + attack}.{k // 250}.{k % 250 + 1}"


# ---------------------------------------------------------------- HTTP


class Watchdog:
    """Shuts down the sockets of requests past their deadline, so that no request outlives its bound."""

    def __init__(self):
        self.lock = threading.Lock()
        self.armed = {}
        self.fired = set()
        self.next = 0
        threading.Thread(target=self.run, daemon=True).start()

    def arm(self, conn, deadline):
        with self.lock:
            self.next += 1
            self.armed[self.next] = (deadline, conn)
            return self.next

    def disarm(self, token):
        with self.lock:
            self.armed.pop(token, None)
            fired = token in self.fired
            self.fired.discard(token)
            return fired

    def abort_all(self):
        with self.lock:
            for token, (_, conn) in list(self.armed.items()):
                self.fired.add(token)
                shut(conn)

    def run(self):
        while True:
            time.sleep(0.05)
            now = time.monotonic()
            with self.lock:
                for token, (deadline, conn) in list(self.armed.items()):
                    if now >= deadline and token not in self.fired:
                        self.fired.add(token)
                        shut(conn)


def shut(conn):
    sock = getattr(conn, "sock", None)
    if sock is not None:
        try:
            sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass


WATCH = Watchdog()


class Result:
    """One request's outcome: status (None when there was no answer), error, seconds, body, headers."""

    def __init__(self, status=None, error=None, seconds=0.0, body=b"", headers=None):
        self.status, self.error, self.seconds, self.body, self.headers = status, error, seconds, body, headers or {}

    @property
    def label(self):
        return str(self.status) if self.status is not None else self.error

    @property
    def ok(self):
        return self.status is not None and 200 <= self.status < 300

    def json(self):
        try:
            return json.loads(self.body)
        except ValueError:
            return None


def connection(target, source=None, timeout=10.0):
    return http.client.HTTPConnection(
        target.host, target.port, timeout=timeout, source_address=(source, 0) if source else None)


def fetch(target, method, path, body=None, source=None, timeout=10.0, conn=None, keep_body=True):
    """One request, on `conn` (kept alive) or on a fresh connection (closed after), answered within `timeout`
    seconds or counted as a timeout. Never raises for network trouble."""
    start = time.monotonic()
    own = conn is None
    if own:
        conn = connection(target, source, timeout)
    else:
        conn.timeout = timeout
        if conn.sock is not None:
            conn.sock.settimeout(timeout)
    headers = {}
    if body is not None:
        headers["Content-Type"] = "application/json"
        if isinstance(body, str):
            body = body.encode()
    if own:
        headers["Connection"] = "close"
    token = WATCH.arm(conn, start + timeout)
    error = None
    try:
        try:
            conn.request(method, path, body=body, headers=headers)
            response = conn.getresponse()
        except (BrokenPipeError, ConnectionResetError):
            # The server may answer (413) and close before the whole body is sent: read that answer.
            if conn.sock is None:
                raise
            response = http.client.HTTPResponse(conn.sock, method=method)
            response.begin()
        data = response.read() if keep_body else b""
        if not keep_body:
            size = 0
            while True:
                chunk = response.read(1 << 20)
                if not chunk:
                    break
                size += len(chunk)
            data = size
        result = Result(response.status, None, time.monotonic() - start, data, dict(response.getheaders()))
        if response.will_close and not own:
            conn.close()
        return result
    except (socket.timeout, TimeoutError):
        error = "timeout"
    except ConnectionRefusedError:
        error = "refused"
    except (ConnectionResetError, BrokenPipeError):
        error = "reset"
    except http.client.RemoteDisconnected:
        error = "closed"
    except (http.client.HTTPException, OSError) as e:
        error = type(e).__name__
    finally:
        fired = WATCH.disarm(token)
        if own:
            conn.close()
    if fired:
        error = "timeout"
    if not own:
        conn.close()
    return Result(None, error, time.monotonic() - start)


def post_score(target, claim, source=None, timeout=30.0, conn=None):
    return fetch(target, "POST", "/api/scores", json.dumps(claim, ensure_ascii=False), source, timeout, conn)


def claim_of(run, name, **changes):
    claim = {"game": run["game"], "name": name, "score": run["score"], "checksum": run["checksum"],
             "record": run["record"]}
    claim.update(changes)
    return claim


def outcome(result):
    """A POST's answer in a few words: status, rank, verified (when the server says) and any field this script
    does not know, or the error text."""
    if result.status is None:
        return f"{result.error} after {result.seconds:.1f} s"
    body = result.json()
    words = [str(result.status)]
    if result.ok and isinstance(body, dict):
        if "rank" in body:
            words.append(f"rank {body['rank']}")
        words.append(f"verified={json.dumps(body['verified'])}" if "verified" in body else "verified=(not said)")
        known = {"game", "name", "score", "best", "isNewBest", "rank", "verified", "scores"}
        words += [f"{key}={short(json.dumps(value), 40)}" for key, value in body.items() if key not in known]
    elif isinstance(body, dict) and body.get("error"):
        words.append(f"\"{short(body['error'], 90)}\"")
    return " ".join(words)


def reasons(results, n=70):
    """The distinct error texts of refused answers, with counts: ' ("…"×3)' or ''."""
    texts = collections.Counter()
    for r in results:
        if r.status is not None and not r.ok:
            body = r.json()
            if isinstance(body, dict) and body.get("error"):
                texts[short(body["error"], n)] += 1
    if not texts:
        return ""
    return " (" + "; ".join(f'"{text}"×{count}' for text, count in texts.most_common(3)) + ")"


def short(text, n):
    text = str(text).replace("|", "/").replace("\n", " ")
    return text if len(text) <= n else text[: n - 1] + "…"


def board(target, game, name=None, limit=10, source=None, timeout=10.0):
    query = f"/api/scores?game={game}&limit={limit}" + (f"&name={urllib.parse.quote(name)}" if name else "")
    return fetch(target, "GET", query, source=source, timeout=timeout)


def board_entry(target, game, name, source=None):
    """The board's row for `name` ('rank R verified=V') or why there is none."""
    result = board(target, game, name=name, source=source)
    body = result.json() if result.ok else None
    player = body.get("player") if isinstance(body, dict) else None
    if not player:
        return f"board: {result.label}, not listed" if not result.ok else "board: not listed"
    return f"board rank {player.get('rank')} verified={json.dumps(player.get('verified'))}"


# ---------------------------------------------------------------- statistics


def percentile(values, p):
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p))]


def ms_summary(seconds):
    """'p50/p99/max A/B/C ms' for a list of seconds."""
    if not seconds:
        return "no samples"
    f = lambda x: f"{x * 1000:.0f}" if x < 10 else f"{x:.1f}s"
    return f"p50/p99/max {f(percentile(seconds, 0.5))}/{f(percentile(seconds, 0.99))}/{f(max(seconds))} ms"


def counts(labels):
    c = collections.Counter(labels)
    return ", ".join(f"{k}×{v}" for k, v in sorted(c.items(), key=lambda kv: -kv[1])) or "none"


class Prober:
    """GETs each of `paths` over and over from fresh connections, one thread a path, and keeps each request's
    latency; a request still waiting when stopped counts as its time so far, marked pending."""

    def __init__(self, target, paths, interval=0.25, timeout=30.0, source=None):
        self.target, self.paths, self.interval, self.timeout, self.source = target, paths, interval, timeout, source
        self.samples = {path: [] for path in paths}
        self.inflight = {}
        self.stopping = threading.Event()
        self.threads = [threading.Thread(target=self.loop, args=(path,), daemon=True) for path in paths]

    def start(self):
        for thread in self.threads:
            thread.start()
        return self

    def loop(self, path):
        while not self.stopping.is_set():
            self.inflight[path] = time.monotonic()
            result = fetch(self.target, "GET", path, source=self.source, timeout=self.timeout)
            self.inflight.pop(path, None)
            if self.stopping.is_set() and result.status is None:
                break
            self.samples[path].append((result.seconds, result.label))
            rest = self.interval - result.seconds
            if rest > 0:
                self.stopping.wait(rest)

    def stop(self):
        self.stopping.set()
        now = time.monotonic()
        for path, started in list(self.inflight.items()):
            if now - started > 1.0:  # one sent just before the stop is no failure
                self.samples[path].append((now - started, "pending"))
        for thread in self.threads:
            thread.join(0.2)
        return self

    def summary(self, path, label=None):
        samples = self.samples[path]
        failed = [s for s in samples if s[1] != "200"]
        text = f"{label or path} {ms_summary([s[0] for s in samples])}"
        if failed:
            text += f" ({len(failed)} of {len(samples)} not 200: {counts(s[1] for s in failed)})"
        else:
            text += f" (n={len(samples)})"
        return text


HEALTH, BOARD, INDEX = "/healthz", "/api/scores?game=pong", "/index.html"


def probes(target, source, timeout=30.0):
    return Prober(target, [HEALTH, BOARD, INDEX], timeout=timeout, source=source).start()


def probe_text(prober):
    return "; ".join(
        [prober.summary(HEALTH, "healthz"), prober.summary(BOARD, "board"), prober.summary(INDEX, "index")])


def cpu_delta(target, before):
    after = target.cpu_seconds()
    return f"server CPU +{after - before:.1f} s" if before is not None and after is not None else "server CPU ?"


# ---------------------------------------------------------------- records


def frames_lines(count, step=16):
    """`f` lines (at most 32 steps a line) for `count` frames `step` ms apart."""
    lines = []
    while count > 0:
        n = min(32, count)
        lines.append("f " + " ".join([str(step)] * n))
        count -= n
    return lines


def frames_in(lines):
    return sum(len(l.split()) - 1 for l in lines if l.startswith("f ")) + sum(1 for l in lines if l.startswith("frame "))


def max_frames(game):
    minutes = {"bubblepop": 15, "pong": 30, "concentration": 30, "breakout": 60, "set": 60}.get(game, 60)
    return minutes * 60 * 120


def costly_record(run):
    """The valid run padded toward 4 MiB with what costs a replay most per byte within the record rules:
    `resize` lines alternating between two sizes, each laying the game out again (a Set table: about 0.7 ms
    a line in the debug build, against 0.06 ms for Pong and tens of µs for a frame), 60 of them after each
    one-frame `f` line (no more than 64 lines may go without a frame). The run's score comes first, so a
    replay that finished in time would still verify it. (A record that opens another scene, such as
    `bench-animators`, is the foreign-scene attack.)"""
    lines = run["record"].split("\n")
    sizes = ["resize 391 760 3", "resize 390 761 3"]
    group = ["f 16"] + [sizes[k % 2] for k in range(60)]
    group_bytes = sum(len(l) + 1 for l in group)
    budget_bytes = MAX_RECORD_BYTES - len(run["record"]) - 64
    budget_lines = MAX_RECORD_LINES - len(lines) - 1
    groups = min(budget_bytes // group_bytes, budget_lines // len(group),
                 max_frames(run["game"]) - frames_in(lines) - 1)
    return "\n".join(lines + group * groups)


def load_runs(args):
    """{game: run} from --runs DIR, made with --binary when the files are missing."""
    folder = args.runs
    if not folder:
        folder = tempfile.mkdtemp(prefix="attack-runs-")
    runs = {}
    for game in GAMES:
        path = os.path.join(folder, f"{game}.json")
        if not os.path.exists(path) and args.binary:
            log(f"making a valid {game} run with {args.binary} bench verify")
            try:
                subprocess.run([args.binary, "bench", "verify", "--runs", "1", "--games", game, "--write-run", path],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=600, check=True)
            except (subprocess.SubprocessError, OSError) as e:
                log(f"could not make a {game} run: {e}")
        if os.path.exists(path):
            with open(path) as f:
                runs[game] = json.load(f)
    return runs


def simulate(binary, record):
    """`kinetic simulate --input-log` of `record`: (state dict, checksum) or (None, error text)."""
    with tempfile.NamedTemporaryFile("w", suffix=".log", delete=False) as f:
        f.write(record)
        path = f.name
    try:
        out = subprocess.run([binary, "simulate", "--input-log", path], capture_output=True, text=True, timeout=120)
    except (subprocess.SubprocessError, OSError) as e:
        return None, str(e)
    finally:
        os.unlink(path)
    state = checksum = None
    for line in out.stdout.splitlines():
        if line.startswith("state="):
            state = json.loads(line[len("state="):])
        elif line.startswith("checksum="):
            checksum = line[len("checksum="):].strip()
    if state is None:
        return None, (out.stderr or out.stdout).strip()[:200]
    return state, checksum


# ---------------------------------------------------------------- the attacks
# Each takes the context and returns rows (what was measured, figure); it bounds its own time.


class Context:
    def __init__(self, target, runs, index):
        self.target, self.runs, self.index = target, runs, index

    def addr(self, k):
        return addr(self.index, k)


def attack_costly_replays(ctx):
    """Maximal-cost submissions kept in verification (2, then 10 at once), each from its own address, while
    health, board and index are fetched from fresh connections and honest clients post a small real run."""
    t = ctx.target
    base = ctx.runs.get("set") or ctx.runs["pong"]
    honest_run = ctx.runs.get("concentration") or ctx.runs["pong"]
    record = costly_record(base)
    costly = claim_of(base, "Costly", record=record)
    body_mb = len(json.dumps(costly).encode()) / 1e6
    rows = []
    # The first phase outlasts one replay's 20 s budget, so that honest POSTs queued behind can be answered.
    phases = [(2, scaled(28, 8)), (10, scaled(28, 10))]
    sender = 0
    for phase, (attackers, seconds) in enumerate(phases):
        stop_at = time.monotonic() + seconds
        cpu = t.cpu_seconds()
        costly_results, honest_results = [], []
        lock = threading.Lock()

        def attacker(source, name):
            while time.monotonic() < stop_at - 0.5:
                r = post_score(t, dict(costly, name=name), source=source, timeout=max(1, stop_at - time.monotonic()))
                with lock:
                    costly_results.append(r)

        def honest(source, name):
            # One POST every 2 s at most (the default 30 a minute), waiting as Retry-After says.
            while time.monotonic() < stop_at - 0.5:
                r = post_score(t, claim_of(honest_run, name), source=source,
                               timeout=max(1, stop_at - time.monotonic()))
                with lock:
                    honest_results.append(r)
                try:
                    retry = float(r.headers.get("Retry-After", r.headers.get("retry-after", 0)))
                except ValueError:
                    retry = 0
                time.sleep(max(0, min(max(2.0 - r.seconds, retry), stop_at - time.monotonic())))

        prober = probes(t, ctx.addr(200), timeout=seconds)
        threads = []
        for k in range(attackers):
            sender += 1
            threads.append(threading.Thread(target=attacker, args=(ctx.addr(sender), "Costly"), daemon=True))
        for k in range(2):
            threads.append(threading.Thread(
                target=honest, args=(ctx.addr(100 + 10 * phase + k), f"Honest {k}"), daemon=True))
        for thread in threads[:attackers]:
            thread.start()
        time.sleep(0.5)
        for thread in threads[attackers:]:
            thread.start()
        while time.monotonic() < stop_at:
            time.sleep(0.1)
        prober.stop()
        WATCH.abort_all()
        for thread in threads:
            thread.join(2)
        done = [r for r in honest_results if r.ok]
        answered = [r for r in costly_results if r.status is not None]
        costly_text = counts(
            "unanswered at the end" if r.error == "timeout" else r.label for r in costly_results) + reasons(costly_results)
        if answered:
            costly_text += f", answered after median {percentile([r.seconds for r in answered], 0.5):.1f} s"
        rows.append((
            f"{attackers} costly POSTs at once, each from its own address ({body_mb:.1f} MB: a valid {base['game']} "
            f"run + {record.count(chr(10)):,} lines of frames and resizes), sent again as each is answered, for "
            f"{seconds} s; latency from fresh connections; 2 honest clients posting a {honest_run['game']} run",
            f"{probe_text(prober)}; honest POSTs (one per 2 s per client) done {len(done)} of {len(honest_results)} "
            f"({counts(r.label for r in honest_results)}{reasons(honest_results, 40)}; done in "
            f"{ms_summary([r.seconds for r in done])}); costly answers: {costly_text}; "
            f"{cpu_delta(t, cpu)}; server {t.state()}"))
    return rows


def attack_json_escapes(ctx):
    """A body near the size limit whose record string is one `\\n` escape after another."""
    t = ctx.target
    pong = ctx.runs["pong"]
    prefix = json.dumps(claim_of(pong, "Escaper", record=""))[:-2]  # ends with "record": "
    count = (MAX_BODY - len(prefix) - 2 - 64) // 2
    rows = []
    for bodies, wait in [(1, scaled(25, 10)), (2, scaled(25, 10))]:
        cpu = t.cpu_seconds()
        results = [None] * bodies
        prober = probes(t, ctx.addr(200 + bodies), timeout=wait)

        def send(k):
            body = (prefix + "\\n" * (count - k) + '"}').encode()
            results[k] = fetch(t, "POST", "/api/scores", body, source=ctx.addr(k + 10 * bodies), timeout=wait)

        threads = [threading.Thread(target=send, args=(k,), daemon=True) for k in range(bodies)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(wait + 2)
        prober.stop()
        size = len(prefix) + 2 * count + 2
        answers = ", ".join(
            f"{r.label} after {r.seconds:.1f} s" if r else "no result" for r in results)
        answers += reasons([r for r in results if r])
        rows.append((
            f"{bodies} bod{'ies' if bodies > 1 else 'y'} of {size / 1e6:.2f} MB, record = {count:,} `\\n` escapes "
            f"(waited ≤ {wait} s); health meanwhile",
            f"answers: {answers}; {cpu_delta(t, cpu)}; {prober.summary(HEALTH, 'healthz')}; server {t.state()}"))
    return rows


def attack_stolen_record(ctx):
    """A victim posts a real run; a thief GETs the board's top record and posts it under another name (in
    BubblePop, whose record names the player, with that line changed too). When the server issues run
    tickets, also a ticketed Concentration run made here (the victim's ticket is in its record)."""
    t = ctx.target
    rows = []
    victims = [("pong", "Victim", False, None), ("bubblepop", "Ada", True, None)]
    if t.binary and "concentration" in ctx.runs:
        victims.append(("concentration", "Victim C", False, "ticket"))
    for k, (game, victim, change_name, kind) in enumerate(victims):
        run = ctx.runs.get(game)
        if not run:
            rows.append((f"{game}: stolen record", "no valid run to start from"))
            continue
        if kind == "ticket":
            token, seed = request_ticket(t, game, victim, ctx.addr(10 + k))
            if token is None:
                rows.append((f"{game}: a ticketed victim", f"no ticket: {seed}"))
                continue
            issued = time.monotonic()
            claim, state = concentration_run(t.binary, run, seed, "Animals", ticket=token, perfect=False)
            if claim is None:
                rows.append((f"{game}: a ticketed victim", state))
                continue
            claim["_issued"] = issued
            first = post_ticketed(t, claim, victim, ctx.addr(10 + k))
            label = f"{game} (ticketed run, {claim['score']} points)"
        else:
            first = post_score(t, claim_of(run, victim), source=ctx.addr(10 + k))
            label = game
        top = board(t, game, limit=1, source=ctx.addr(30))
        listed = (top.json() or {}).get("scores", []) if top.ok else []
        path = next((row.get("record") for row in listed if row.get("record")), None)
        if not path:
            rows.append((f"{label}: victim posts, thief reposts the board's top record",
                         f"victim {outcome(first)}; no record to steal on the board ({top.label})"))
            continue
        stolen = fetch(t, "GET", path, source=ctx.addr(20 + k))
        data = stolen.json() or {}
        record = data.get("record", "")
        what = f"{label}: GET {path} ({stolen.label}), POST it again with its score and checksum as \"Thief\""
        if change_name:
            record = "\n".join(
                "control name=Thief" if line.startswith("control name=") else line for line in record.split("\n"))
            what = (f"{label}: GET {path} ({stolen.label}), change only its `control name=` line to Thief, POST "
                    f"as \"Thief\"")
        theft = post_score(t, {"game": game, "name": "Thief", "score": data.get("score", run["score"]),
                               "checksum": data.get("checksum", run["checksum"]), "record": record},
                           source=ctx.addr(20 + k))
        rows.append((what, f"victim {outcome(first)}; thief {outcome(theft)}; {board_entry(t, game, 'Thief')}"))
    return rows


def attack_foreign_scene(ctx):
    """Breakout claims whose records open other scenes or are padded with lines that do nothing."""
    t = ctx.target
    run = ctx.runs["breakout"]
    lines = run["record"].split("\n")
    open_at = lines.index("open breakout")
    header = lines[:open_at]
    seed = lines[0].split()[1]
    variants = []
    variants.append(("+ `open bench-animators` and 600 frames after the score",
                     lines + ["away", "open bench-animators"] + frames_lines(600)))
    variants.append(("+ `open pong` and 600 frames after the score",
                     lines + ["away", "open pong"] + frames_lines(600)))
    clock = [l for l in header if l.startswith("clock ")]
    variants.append(("`open pong`, 120 frames, `away`, `seed S` before the run's own `open breakout`",
                     header + ["open pong"] + frames_lines(120) + ["away", f"seed {seed}"] + clock + lines[open_at:]))
    padded = []
    per_line = -(-180_000 // len(lines))
    for k, line in enumerate(lines):
        padded.append(line)
        if k > 0:
            padded.extend([""] * per_line)
    variants.append((f"{per_line * (len(lines) - 1):,} empty lines between the run's lines", padded))
    version = [l for l in header if l.startswith("version ")]
    resize = [l for l in header if l.startswith("resize ")]
    filler = (version + resize) * (180_000 // max(1, len(version + resize)))
    variants.append((f"{len(filler):,} repeated header lines ({' / '.join(l.split()[0] for l in version + resize)}) "
                     f"after the header", header + filler + lines[open_at:]))
    parts = []
    for k, (label, record_lines) in enumerate(variants):
        record = "\n".join(record_lines)
        r = post_score(t, claim_of(run, "Foreign", record=record), source=ctx.addr(k // 4), timeout=scaled(40, 30))
        parts.append((label, len(record), len(record_lines), r))
    return [(f"breakout claim, {label} ({size / 1e3:.0f} kB, {n:,} lines)", f"{outcome(r)} in {r.seconds:.2f} s")
            for label, size, n, r in parts]


def request_ticket(target, game, name, source):
    """(token, seed) from `POST /api/tickets`, or (None, why) when the server issues none."""
    r = fetch(target, "POST", "/api/tickets", json.dumps({"game": game, "name": name, "count": 1}), source, 10)
    body = r.json() if r.ok else None
    try:
        issued = body["tickets"][0]
        return issued["ticket"], int(issued["seed"])
    except (TypeError, KeyError, IndexError, ValueError):
        return None, f"POST /api/tickets: {r.label}"


def concentration_run(binary, template, seed, theme, ticket=None, perfect=True):
    """A Concentration run made here, as a bot would: the deal is read from a local replay of the run's
    opening (`kinetic simulate --input-log` prints every card's pair and frame), then taps are added, 24
    frames apart, and the whole record replayed locally for its score and checksum. `perfect` turns each
    pair over at first sight; otherwise the player remembers what it saw but begins with one careless
    mistake (2 points off). `template` (a real concentration run) lends the header's version, size and
    clock. Returns (claim without name, final state) or (None, why)."""
    lines = template["record"].split("\n")
    header = [f"start {seed}"] + [l for l in lines[1:lines.index("open concentration")] if not l.startswith("ticket ")]
    if ticket:
        at = next((k + 1 for k, l in enumerate(header) if l.startswith("version ")), 1)
        header.insert(at, f"ticket {ticket}")
    opening = header + ["open concentration", f"action theme={theme}"] + frames_lines(40)
    state, checksum = simulate(binary, "\n".join(opening))
    if state is None:
        return None, f"the local replay failed: {checksum}"
    cards = state.get("cards", [])
    if len(cards) < 4:
        return None, f"the local replay dealt {len(cards)} cards"
    pair = [card["pair"] for card in cards]
    taps = []
    if perfect:
        done = set()
        for k in range(len(cards)):
            if k not in done:
                partner = next(j for j in range(len(cards)) if j != k and pair[j] == pair[k])
                taps += [k, partner]
                done.update((k, partner))
    else:
        # One careless turn first: cards 0 and 1, then the same two again once seen (unless they match).
        taps += [0, 1] + ([0, 1] if pair[0] != pair[1] else [])
        seen, matched = {0, 1}, ({0, 1} if pair[0] == pair[1] else set())
        while len(matched) < len(cards):
            known = next(((i, j) for i in seen for j in seen if i < j and pair[i] == pair[j]
                          and i not in matched), None)
            if known:
                taps += list(known)
                matched.update(known)
                continue
            first = next(k for k in range(len(cards)) if k not in seen)
            seen.add(first)
            partner = next((j for j in seen if j != first and pair[j] == pair[first]), None)
            if partner is None:
                partner = next(k for k in range(len(cards)) if k not in seen)
                seen.add(partner)
            taps += [first, partner]
            if pair[first] == pair[partner]:
                matched.update((first, partner))

    def centre(frame):
        if isinstance(frame, dict):
            x, y, w, h = frame.get("x"), frame.get("y"), frame.get("width"), frame.get("height")
        else:
            x, y, w, h = frame
        return x + w / 2, y + h / 2

    body = list(opening)
    for n, k in enumerate(taps):
        x, y = centre(cards[k]["frame"])
        body += [f"p 0 2 {round(x * 8)} {round(y * 8)} 0", f"p 2 2 {round(x * 8)} {round(y * 8)} 0"]
        # The last tap's score is collected at the next frame, where the record ends.
        body += frames_lines(1 if n == len(taps) - 1 else 24)
    record = "\n".join(body)
    final, checksum = simulate(binary, record)
    if final is None:
        return None, f"the local replay failed: {checksum}"
    claim = {"game": "concentration", "score": final.get("score"), "checksum": checksum, "record": record}
    return claim, final


def run_seconds(record):
    """The time a record's frames span, in seconds."""
    return sum(int(x) for l in record.split("\n") if l.startswith("f ") for x in l.split()[1:]) / 1000


def post_ticketed(target, claim, name, source):
    """POSTs a ticketed claim once the ticket is as old as the run is long (the server refuses a run that
    lasted longer than its ticket has existed); returns the result."""
    wait = run_seconds(claim["record"]) - (time.monotonic() - claim.get("_issued", time.monotonic())) + 0.5
    if wait > 0:
        time.sleep(min(wait, 20))
    body = {k: v for k, v in claim.items() if not k.startswith("_")}
    return post_score(target, dict(body, name=name), source=source)


def attack_computed_deal(ctx):
    """A perfect Concentration run, its deal read from a local replay: from a start seed of the attacker's
    choice with no ticket, and (when the server issues them) from a run ticket's seed."""
    t = ctx.target
    binary = t.binary
    run = ctx.runs.get("concentration")
    if not binary or not run:
        return [("computed deal", "n/a: needs --binary and a concentration run")]
    # Checks first that a local replay's final checksum is the one a real run claims.
    _, honest_checksum = simulate(binary, run["record"])
    check = "the local replay gives a real run's checksum: " + ("yes" if honest_checksum == run["checksum"] else "NO")
    rows = []
    seed, theme = 424242, "Faces"  # Faces deals 12 pairs, the most: 24 points
    claim, final = concentration_run(binary, run, seed, theme)
    if claim is None:
        return [("computed deal", final)]
    r = post_score(t, dict(claim, name="Dealer"), source=ctx.addr(1))
    rows.append((
        f"concentration run from `start {seed}` (our choice, no ticket), {theme}, every pair turned at first "
        f"sight from the deal read by a local replay",
        f"replayed here: {claim['score']} points in {final.get('flips')} flips ({check}); POST {outcome(r)}; "
        f"{board_entry(t, 'concentration', 'Dealer')}{flagged(t, 'Dealer')}"))
    token, ticket_seed = request_ticket(t, "concentration", "Dealer T", ctx.addr(2))
    if token is None:
        rows.append(("the same from a run ticket's seed", f"no ticket: {ticket_seed}"))
        return rows
    issued = time.monotonic()
    claim, final = concentration_run(binary, run, ticket_seed, theme, ticket=token)
    if claim is None:
        rows.append(("the same from a run ticket's seed", final))
        return rows
    claim["_issued"] = issued
    r = post_ticketed(t, claim, "Dealer T", ctx.addr(2))
    rows.append((
        f"concentration run from a run ticket (seed {ticket_seed} from POST /api/tickets), {theme}, every pair "
        f"turned at first sight from the deal read by a local replay, posted {run_seconds(claim['record']):.0f} s "
        f"after the ticket",
        f"replayed here: {claim['score']} points in {final.get('flips')} flips; POST {outcome(r)}; "
        f"{board_entry(t, 'concentration', 'Dealer T')}{flagged(t, 'Dealer T')}"))
    return rows


def flagged(target, name):
    """'; server log: …' when the server's log says it flagged `name`'s run for a review."""
    lines = target.log_lines(name)
    if lines is None:
        return ""
    review = [l for l in lines if "review" in l]
    if not review:
        return "; server log: nothing flagged for review"
    return f"; server log: \"{short(review[-1].split(']')[-1].strip(), 110)}\""


def attack_long_names(ctx):
    """Names of one grapheme cluster that take megabytes, then the size of the board that lists them."""
    t = ctx.target
    run = ctx.runs["pong"]
    base = len(json.dumps(claim_of(run, "")).encode())
    room = MAX_BODY - base - 4096
    names = []
    for k in range(5):
        n = (room - 9 * k) // 9  # three jamo of 3 bytes each per step: L… V… T…, one syllable block
        names.append(("Hangul jamo L+V+T run", "\u1100" * n + "\u1161" * n + "\u11a8" * (n - k)))
    for k in range(5):
        n = (room - 7 * k) // 7 - 1  # 👩 then (ZWJ 👩)…: one emoji ZWJ sequence
        names.append(("emoji ZWJ chain", "\U0001F469" + "\u200d\U0001F469" * (n - k)))
    labels, sizes, errors = [], [], collections.Counter()
    cpu = t.cpu_seconds()
    for k, (kind, name) in enumerate(names):
        r = post_score(t, claim_of(run, name), source=ctx.addr(k // 5), timeout=scaled(30, 20))
        labels.append(f"{kind}: {r.label}")
        sizes.append(len(name.encode()))
        if not r.ok and r.status is not None:
            errors[short((r.json() or {}).get("error", ""), 80)] += 1
    listing = fetch(t, "GET", "/api/scores?game=pong&limit=100", source=ctx.addr(20), timeout=30, keep_body=False)
    size = listing.body if isinstance(listing.body, int) else len(listing.body)
    why = "; refused with " + "; ".join(f'"{e}"' for e in errors) if errors else ""
    return [(
        f"10 names of one grapheme cluster, {min(sizes) / 1e6:.1f}–{max(sizes) / 1e6:.1f} MB of UTF-8 each, with a "
        f"valid pong run; then GET /api/scores?game=pong&limit=100",
        f"POSTs: {counts(labels)}{why}; board {listing.label}, {fmt_bytes(size)} in {listing.seconds:.2f} s; "
        f"{cpu_delta(t, cpu)}; server RSS {fmt_mb(t.rss_mb())}")]


def fmt_bytes(n):
    return f"{n / 1e6:.2f} MB" if n >= 1e6 else f"{n / 1e3:.1f} kB" if n >= 1e3 else f"{n} B"


def fmt_mb(value):
    return f"{value:.0f} MB" if value is not None else "?"


def attack_connection_flood(ctx):
    """As many sockets as the file limit allows (up to 16,050) from one address, each sending a GET every
    8 s; then /healthz 31 times from fresh connections of another address (and 5 from the flooding one)."""
    return [flood(ctx, [ctx.addr(1)])]


def attack_connection_flood_spread(ctx):
    """The same number of sockets spread over 64 addresses (about 250 each, under a per-client cap of 256),
    so that only the server's total limit stands in their way."""
    return [flood(ctx, [ctx.addr(1 + k) for k in range(64)])]


def flood(ctx, sources):
    t = ctx.target
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = scaled(16_050, 3_000)
    try:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, wanted + 200), hard))
    except (ValueError, OSError):
        pass
    limit = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    target_count = min(wanted, limit - 100)
    probe_source = ctx.addr(200)
    selector = selectors.DefaultSelector()
    sockets = {}
    request = f"GET /healthz HTTP/1.1\r\nHost: {t.host}:{t.port}\r\n\r\n".encode()
    rss_before = t.rss_mb()
    opened = failed = closed_by_server = answers = 0
    open_started = time.monotonic()
    open_deadline = open_started + scaled(10, 6)
    last_sent = {}
    errors = collections.Counter()
    probe_results, same_results = [], []

    def drop(sock):
        try:
            selector.unregister(sock)
        except (KeyError, ValueError):
            pass
        fd = sock.fileno()
        sockets.pop(fd, None)
        last_sent.pop(fd, None)
        sock.close()

    def pump(wait):
        nonlocal closed_by_server, answers
        for key, _ in selector.select(wait):
            sock = key.fileobj
            try:
                data = sock.recv(65536)
            except (BlockingIOError, InterruptedError):
                continue
            except OSError:
                data = b""
            if not data:
                closed_by_server += 1
                drop(sock)
            else:
                answers += data.count(b"HTTP/1.1 ")

    try:
        while opened + failed < target_count and time.monotonic() < open_deadline:
            for _ in range(200):
                if opened + failed >= target_count:
                    break
                sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
                try:
                    sock.bind((sources[(opened + failed) % len(sources)], 0))
                    sock.setblocking(False)
                    sock.connect_ex((t.host, t.port))
                    sockets[sock.fileno()] = sock
                    selector.register(sock, selectors.EVENT_READ)
                    opened += 1
                except OSError as e:
                    errors[type(e).__name__] += 1
                    failed += 1
                    sock.close()
            pump(0)
        open_seconds = time.monotonic() - open_started

        # A GET on each socket once it is connected, then one every 8 s; meanwhile the probes.
        def probe():
            time.sleep(3)
            for _ in range(31):
                probe_results.append(fetch(t, "GET", "/healthz", source=probe_source, timeout=1))
                time.sleep(0.1)
            for _ in range(5):
                same_results.append(fetch(t, "GET", "/healthz", source=sources[0], timeout=1))

        probe_thread = threading.Thread(target=probe, daemon=True)
        probe_thread.start()
        hard_stop = time.monotonic() + scaled(42, 30)
        peak = connected_peak = len(sockets)
        rss_peak = t.rss_mb()
        fds_peak = t.fds()
        next_look = 0
        while probe_thread.is_alive() and time.monotonic() < hard_stop:
            now = time.monotonic()
            for fd, sock in list(sockets.items()):
                if now - last_sent.get(fd, -100) >= 8:
                    try:
                        sock.send(request)
                        last_sent[fd] = now
                    except (BlockingIOError, InterruptedError):
                        pass
                    except OSError as e:
                        if e.errno not in (errno.ENOTCONN, errno.EINPROGRESS, errno.EALREADY):
                            closed_by_server += 1
                            drop(sock)
            pump(0.2)
            peak = max(peak, len(sockets))
            connected_peak = max(connected_peak, len(last_sent))
            if now >= next_look:
                next_look = now + 1
                rss, fds = t.rss_mb(), t.fds()
                rss_peak = max(rss_peak or 0, rss or 0) or None
                fds_peak = max(fds_peak or 0, fds or 0) or None
        probe_thread.join(3)
        alive_end = len(sockets)
    finally:
        for sock in list(sockets.values()):
            try:
                selector.unregister(sock)
            except (KeyError, ValueError):
                pass
            sock.close()
        sockets.clear()
        selector.close()
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    ok = [r for r in probe_results if r.status == 200]
    same_ok = [r for r in same_results if r.status == 200]
    where = f"from {sources[0]}" if len(sources) == 1 else f"over {len(sources)} addresses {sources[0]}…{sources[-1]}"
    return (
        f"{opened:,} sockets opened {where} in {open_seconds:.0f} s (our file limit {limit:,}), a GET /healthz "
        f"on each every 8 s; then /healthz 31× from fresh connections of another address, 5× from {sources[0]}",
        f"fresh /healthz 200 in {len(ok)} of {len(probe_results)} ({counts(r.label for r in probe_results)}; "
        f"{ms_summary([r.seconds for r in probe_results])}); from {sources[0]} {len(same_ok)} of "
        f"{len(same_results)}; flood sockets open at peak {peak:,} ({connected_peak:,} connected and sent a GET), "
        f"at the end {alive_end:,}; closed by the server {closed_by_server:,}; answers read {answers:,}"
        f"{'; open errors ' + counts(errors.elements()) if errors else ''}; server RSS {fmt_mb(rss_before)} → peak "
        f"{fmt_mb(rss_peak)}, its fds at peak {fds_peak}; server {t.state()}")


def attack_many_addresses(ctx):
    """Malformed POSTs under new names before a valid one (one address); then new names from 40 loopback
    addresses (and ::1 when the server listens there), 6 tries each, 6 at a time; then 10 new names at once."""
    t = ctx.target
    run = ctx.runs.get("concentration") or ctx.runs["pong"]
    rows = []
    # Malformed records under new names, then a valid one: first, before anything else took a name.
    source = "127.0.0.42"
    bad = []
    for k in range(6):
        record = run["record"].split("\n")
        record.insert(len(record) // 2, "bogus line")
        bad.append(post_score(t, claim_of(run, f"Broken {k}", record="\n".join(record)), source=source))
    valid = post_score(t, claim_of(run, "Fine"), source=source)
    rows.append(("6 POSTs with a malformed record under new names, then a valid run under a 7th name (one address, "
                 "first thing on a fresh server)",
                 f"malformed: {counts(r.label for r in bad)}; then valid: {outcome(valid)}"))
    # Ten new names at once from ten other /24 networks of 127/8: does a burst get past the allowance?
    burst = [None] * 10
    gate = threading.Barrier(10)

    def one(k):
        try:
            gate.wait(5)
        except threading.BrokenBarrierError:
            pass
        burst[k] = post_score(t, claim_of(run, f"Burst {k}"), source=f"127.{100 + k}.0.1", timeout=20)

    threads = [threading.Thread(target=one, args=(k,), daemon=True) for k in range(10)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(25)
    rows.append(("then 10 new names posted at the same moment, one each from 127.100–109.0.1",
                 counts(r.label if r else "no result" for r in burst)))
    # New names from 40 addresses.
    addresses = [f"127.0.0.{k}" for k in range(2, 42)]
    tries_per_address = 6
    results = collections.Counter()
    accepted = 0
    lock = threading.Lock()
    jobs = [(a, k) for k in range(tries_per_address) for a in addresses]
    start = time.monotonic()
    deadline = start + scaled(40, 20)

    def worker():
        nonlocal accepted
        while True:
            with lock:
                if not jobs or time.monotonic() > deadline:
                    return
                address, k = jobs.pop(0)
            for attempt in range(4):
                r = post_score(t, claim_of(run, f"N{address.split('.')[-1]}x{k}"), source=address,
                               timeout=max(1, deadline - time.monotonic()))
                if r.status != 503 or time.monotonic() > deadline:
                    break
                time.sleep(0.5)
            with lock:
                results[r.label] += 1
                accepted += r.ok

    threads = [threading.Thread(target=worker, daemon=True) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(max(0, deadline - time.monotonic()) + 5)
    elapsed = time.monotonic() - start
    total = accepted + sum(1 for r in burst if r and r.ok) + valid.ok
    rows.append((f"then new names from 40 addresses 127.0.0.2–41, {tries_per_address} each, 6 POSTs in flight "
                 f"({run['game']} run)",
                 f"{accepted} new names accepted in {elapsed:.1f} s ({counts(results.elements())}); "
                 f"names taken from loopback in all: {total}"))
    # IPv6 loopback.
    probe = socket.socket(socket.AF_INET6, socket.SOCK_STREAM)
    probe.settimeout(2)
    try:
        probe.connect(("::1", t.port))
        listening = True
    except OSError:
        listening = False
    finally:
        probe.close()
    if listening:
        v6 = Target.__new__(Target)
        v6.__dict__.update(t.__dict__)
        v6.host = "::1"
        six = [post_score(v6, claim_of(run, f"Six {k}"), timeout=20) for k in range(6)]
        rows.append(("new names from ::1, 6 tries", counts(r.label for r in six)))
    else:
        rows.append(("new names from ::1", f"n/a: the server does not listen on [::1]:{t.port}"))
    return rows


def posting_round(ctx, run, clients, seconds, source_of):
    """`clients` clients, the k-th from address `source_of(k)`, posting `run` back to back for `seconds`;
    returns every result."""
    t = ctx.target
    stop_at = time.monotonic() + seconds
    results = []
    lock = threading.Lock()

    def client(k, source):
        conn = connection(t, source, 30)
        try:
            while time.monotonic() < stop_at:
                r = post_score(t, claim_of(run, f"Load {k % 5}"), conn=conn, timeout=seconds + 20)
                with lock:
                    results.append(r)
                if not r.ok:
                    time.sleep(0.1)  # an impatient client, not a spinning one
                if r.status is None or conn.sock is None:
                    conn.close()
                    conn = connection(t, source, 30)
        finally:
            conn.close()

    threads = [threading.Thread(target=client, args=(k, source_of(k)), daemon=True) for k in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(max(0, stop_at - time.monotonic()) + 21)
    return results


def posting_row(ctx, clients, seconds, results, where="one address each"):
    accepted = [r for r in results if r.ok]
    refused = [r for r in results if not r.ok]
    late = [r for r in results if r.seconds > seconds]
    return (
        f"{clients} clients ({where}) posting a valid pong run for {seconds} s",
        f"accepted {len(accepted)} ({ms_summary([r.seconds for r in accepted])}); refused {len(refused)} "
        f"({counts(r.label for r in refused)}; {ms_summary([r.seconds for r in refused])}); answered after "
        f"the {seconds} s: {len(late)}; server {ctx.target.state()}")


def attack_pool_capacity(ctx):
    """What the verification pool accepts with as many clients as it admits at once (by default a worker and
    four queued replays per core) against four times as many, in interleaved rounds; each client on a /24 of
    its own, so no network's share binds, and the server's rate limits off (attack.sh), so the pool is the
    only bound."""
    run = ctx.runs["pong"]
    rows = []
    seconds = scaled(10, 4)
    capacity = 5 * (os.cpu_count() or 1)
    accepted = {capacity: [], 4 * capacity: []}
    for _ in range(2):
        for clients in (capacity, 4 * capacity):
            results = posting_round(ctx, run, clients, seconds, lambda k: ctx.addr(250 * k))
            accepted[clients].append(sum(1 for r in results if r.ok))
            rows.append(posting_row(ctx, clients, seconds, results, "a /24 each, no rate limit"))
    base, loaded = sum(accepted[capacity]), sum(accepted[4 * capacity])
    rows.append((f"{4 * capacity} clients against the pool's capacity ({capacity} clients), 2 interleaved rounds",
                 f"accepted {loaded} against {base}: {100 * loaded / max(1, base):.0f}% of capacity"))
    return rows


def attack_overload(ctx):
    """16 and 64 clients (one address each, in one /24) posting valid Pong runs for 10 s; then GETs of the
    board."""
    t = ctx.target
    run = ctx.runs["pong"]
    rows = []
    seconds = scaled(10, 4)
    address = 1
    for clients in (16, 64):
        results = posting_round(ctx, run, clients, seconds, lambda k, first=address: ctx.addr(first + k))
        address += clients
        rows.append(posting_row(ctx, clients, seconds, results))
    for clients in (16, 64):
        stop_at = time.monotonic() + scaled(5, 3)
        latencies, statuses = [], collections.Counter()
        lock = threading.Lock()

        def reader(source):
            conn = connection(t, source, 10)
            try:
                while time.monotonic() < stop_at:
                    r = fetch(t, "GET", "/api/scores?game=pong&limit=10", conn=conn, timeout=10)
                    with lock:
                        latencies.append(r.seconds)
                        statuses[r.label] += 1
                    if r.status is None or conn.sock is None:
                        conn.close()
                        conn = connection(t, source, 10)
            finally:
                conn.close()

        start = time.monotonic()
        threads = [threading.Thread(target=reader, args=(ctx.addr(150 + k),), daemon=True) for k in range(clients)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(max(0, stop_at - time.monotonic()) + 11)
        elapsed = time.monotonic() - start
        rows.append((f"{clients} clients GETting the pong board (keep-alive) for {stop_at - start:.0f} s",
                     f"{statuses.get('200', 0) / elapsed:.0f} answers/s, {ms_summary(latencies)} "
                     f"({counts(statuses.elements())})"))
    return rows


class StoreProbe:
    """POSTs a valid run that is a new best (another game, or a game whose last POST stored nothing, under one
    name: few names, since loopback has one allowance of new names) and GETs /healthz; says whether the score
    is in the files a restart would open."""

    def __init__(self, ctx):
        self.ctx, self.t, self.db = ctx, ctx.target, ctx.target.db
        self.games = [g for g in ("concentration", "pong", "breakout", "set") if g in ctx.runs]
        self.stored = set()
        self.name = 1
        self.k = 0

    def __call__(self):
        self.k += 1
        game = next((g for g in self.games if g not in self.stored), None)
        if game is None:
            self.name += 1
            self.stored.clear()
            game = self.games[0]
        name = f"Store {self.name}"
        r = post_score(self.t, claim_of(self.ctx.runs[game], name), source=self.ctx.addr(self.k), timeout=20)
        h = fetch(self.t, "GET", "/healthz", source=self.ctx.addr(100), timeout=10)
        text = f"POST {outcome(r)}, healthz {h.label}"
        if r.ok:
            self.stored.add(game)
            text += f"; in the files a restart would open: {on_disk(self.db, name, game)}"
        return text


def sqlite_file(ctx):
    db = ctx.target.db
    return db if db and os.path.exists(db) else None


def attack_storage(ctx):
    """A SQLite store whose -wal and -shm files are deleted under the running server."""
    db = sqlite_file(ctx)
    if not db:
        return [("SQLite -wal and -shm deleted", f"n/a: no SQLite file ({ctx.target.db or 'none given: PostgreSQL, or no --db'})")]
    probe = StoreProbe(ctx)
    rows = [("baseline", probe())]
    gone = []
    for suffix in ("-wal", "-shm"):
        try:
            os.unlink(db + suffix)
            gone.append(suffix)
        except OSError:
            pass
    rows.append((f"deleted {' and '.join(gone) or 'no -wal/-shm (none there)'} under the running server", probe()))
    rows.append(("again, 2 s later", (time.sleep(2), probe())[1]))
    return [(f"SQLite: {what}", figure) for what, figure in rows]


def attack_storage_readonly(ctx):
    """A SQLite store whose file, then folder, is made read-only (chmod; and chattr +i, which stops root too),
    each put back before the next."""
    db = sqlite_file(ctx)
    if not db:
        return [("SQLite made read-only", f"n/a: no SQLite file ({ctx.target.db or 'none given: PostgreSQL, or no --db'})")]
    folder = os.path.dirname(os.path.abspath(db))
    probe = StoreProbe(ctx)
    rows = [("baseline", probe())]
    mode, folder_mode = os.stat(db).st_mode, os.stat(folder).st_mode
    root = os.geteuid() == 0
    note = " (server and we run as root, whom mode bits do not stop)" if root else ""
    try:
        os.chmod(db, 0o444)
        rows.append((f"chmod 444 the database file{note}", probe()))
        os.chmod(db, mode)
        rows.append(("its mode put back", probe()))
        os.chmod(folder, 0o555)
        rows.append((f"chmod 555 its folder{note}", probe()))
        os.chmod(folder, folder_mode)
        rows.append(("the folder's mode put back", probe()))
        for path, what in [(db, "the database file"), (folder, "its folder")]:
            if chattr(path, "+i"):
                rows.append((f"chattr +i {what} (immutable, even for root)", probe()))
                chattr(path, "-i")
                rows.append((f"chattr -i {what} again", probe()))
    finally:
        chattr(db, "-i")
        chattr(folder, "-i")
        os.chmod(db, mode)
        os.chmod(folder, folder_mode)
    return [(f"SQLite: {what}", figure) for what, figure in rows]


def on_disk(db, name, game):
    """Whether a score under `name` is in the SQLite files as they are on disk now (the database and its -wal,
    copied aside and opened there): what the server would find if it restarted now. 'yes', 'NO' or why not."""
    import shutil
    import sqlite3
    folder = tempfile.mkdtemp(prefix="attack-db-")
    try:
        copy = os.path.join(folder, "copy.sqlite")
        shutil.copyfile(db, copy)
        if os.path.exists(db + "-wal"):
            shutil.copyfile(db + "-wal", copy + "-wal")
        connection = sqlite3.connect(copy, timeout=2)
        try:
            found = connection.execute(
                "SELECT count(*) FROM score WHERE name = ? AND game = ?", (name, game)).fetchone()[0]
        finally:
            connection.close()
        return "yes" if found else "NO"
    except (OSError, sqlite3.Error) as e:
        return f"? ({type(e).__name__}: {short(e, 50)})"
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def chattr(path, flag):
    try:
        return subprocess.run(["chattr", flag, path], capture_output=True, timeout=10).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


ATTACKS = collections.OrderedDict([
    ("costly-replays", attack_costly_replays),
    ("json-escapes", attack_json_escapes),
    ("stolen-record", attack_stolen_record),
    ("foreign-scene", attack_foreign_scene),
    ("computed-deal", attack_computed_deal),
    ("long-names", attack_long_names),
    ("connection-flood", attack_connection_flood),
    ("connection-flood-spread", attack_connection_flood_spread),
    ("many-addresses", attack_many_addresses),
    ("overload", attack_overload),
    ("pool-capacity", attack_pool_capacity),
    ("storage", attack_storage),
    ("storage-readonly", attack_storage_readonly),
])


def cell(text):
    return str(text).replace("|", "\\|").replace("\n", " ")


def header():
    print("| attack | what was measured | figure |")
    print("| --- | --- | --- |")


def main():
    global QUICK
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True, help="the server, on a loopback address")
    parser.add_argument("--only", help="attacks to run, comma-separated: " + ",".join(ATTACKS))
    parser.add_argument("--runs", help="a folder of GAME.json valid runs (made with --binary when missing)")
    parser.add_argument("--binary", help="the kinetic binary (runs, local replays)")
    parser.add_argument("--pid", type=int, help="the server's PID (found with ss when not given)")
    parser.add_argument("--db", help="the server's SQLite file (for the storage attack)")
    parser.add_argument("--log", help="the server's log file (to see what it flagged)")
    parser.add_argument("--quick", action="store_true", help="shorter phases and fewer sockets, for development")
    parser.add_argument("--no-header", action="store_true", help="print only the rows")
    args = parser.parse_args()
    QUICK = args.quick
    names = args.only.split(",") if args.only else list(ATTACKS)
    unknown = [n for n in names if n not in ATTACKS]
    if unknown:
        raise SystemExit(f"unknown attacks: {', '.join(unknown)} (known: {', '.join(ATTACKS)})")
    target = Target(args.url, args.pid, args.db, args.binary)
    target.log = args.log
    runs = load_runs(args)
    missing = [g for g in ("pong", "breakout", "concentration", "bubblepop") if g not in runs]
    if missing:
        raise SystemExit(f"no valid runs for {', '.join(missing)}: give --runs DIR or --binary")
    if not args.no_header:
        header()
    broke = False
    for name in names:
        index = list(ATTACKS).index(name)
        log(f"{name} against {args.url} (server PID {target.pid})")
        started = time.monotonic()
        try:
            rows = ATTACKS[name](Context(target, runs, index))
        except Exception as e:  # a bug in the harness: still print the row, and fail at the end
            import traceback
            traceback.print_exc()
            rows = [("(harness error)", f"{type(e).__name__}: {e}")]
            broke = True
        for what, figure in rows:
            print(f"| {name} | {cell(what)} | {cell(figure)} |", flush=True)
        log(f"{name} took {time.monotonic() - started:.1f} s")
    sys.exit(1 if broke else 0)


if __name__ == "__main__":
    main()
