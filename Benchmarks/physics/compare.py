"""Kinetic's Physics engine next to Chipmunk2D (pymunk) and Box2D v3 (pyb2d3) on the shared scenes.

Each (scene, engine) runs in a fresh subprocess that follows docs/physics-scene-format.md's runner
contract; its last `key=value` line is parsed. Prints a table; writes the rows as CSV only when
asked (`--csv PATH`, or `--baseline` for the committed results/<host>/latest.csv). A benchmark: it
prints figures and never passes or fails on them.
With --rounds N the three engines take turns on each scene N times, and the table gives each
engine's median ms/step and the median, lowest and highest of the ratios measured within a round:
on a shared, noisy machine only engines measured side by side compare.
Run it with the .venv-bench python (run.sh does) so the adapters can import the engines.
"""

import argparse
import csv
import datetime
import math
import re
import shlex
import socket
import statistics
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
DEFAULT_SCENE_DIR = ROOT / "Benchmarks" / "physics" / "scenes"
DEFAULT_KINETIC = ROOT / ".build" / "release" / "kinetic"
SCENES = ["pyramid_h20", "breakout_stress_n100", "balls_in_box_n500", "balls_in_box_n2000", "balls_in_box_n8000"]
ENGINES = ["kinetic", "pymunk", "box2d_v3"]
TITLES = {"kinetic": "kinetic", "pymunk": "pymunk", "box2d_v3": "box2d v3"}
CSV_FIELDS = [
    "date", "host", "round", "scene", "engine", "status", "reason", "runs", "bodies", "steps", "ms_per_step", "ms_min",
    "ms_max", "escaped", "escaped_final", "deep", "max_speed", "deterministic", "checksum", "ke_ratio",
    "total_ke_ratio", "top_height_ratio", "standing",
]


@dataclass
class Row:
    """One engine on one scene: status `ok`, `dropped`, `n/a` or `skipped`, and the parsed figures."""

    scene: str
    engine: str
    status: str
    reason: str = ""
    figures: dict = field(default_factory=dict)
    round: int = 1

    @property
    def ms_per_step(self) -> float:
        return float(self.figures["ms_per_step"])


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenes", nargs="+", default=SCENES, metavar="SCENE", help="scene names (default: all five)")
    parser.add_argument("--quick", action="store_true", help="one timed run instead of --runs")
    parser.add_argument("--runs", type=int, default=3, help="timed runs per configuration (default 3)")
    parser.add_argument("--rounds", type=int, default=1, help="interleaved rounds of every configuration (default 1)")
    parser.add_argument("--max-run-s", type=float, default=40.0, help="drop a run whose summed step time passes this")
    parser.add_argument("--kinetic", type=Path, default=DEFAULT_KINETIC, help="the kinetic binary")
    parser.add_argument("--kinetic-unavailable", metavar="REASON", help="report kinetic as n/a for this reason")
    parser.add_argument("--scene-dir", type=Path, default=DEFAULT_SCENE_DIR, help="where the scene JSON files are")
    saving = parser.add_mutually_exclusive_group()
    saving.add_argument("--csv", type=Path, metavar="PATH", help="also write the rows as CSV to PATH")
    saving.add_argument(
        "--baseline", action="store_true", help="write the rows to results/<host>/latest.csv (the committed baseline)")
    args = parser.parse_args()
    if args.quick:
        args.runs = 1
    if args.runs < 1 or args.rounds < 1:
        parser.error("--runs and --rounds take a whole number from 1 up")
    return args


def engine_command(engine: str, args: argparse.Namespace, scene_file: Path) -> list[str]:
    contract = ["--scene-file", str(scene_file), "--runs", str(args.runs), "--max-run-s", str(args.max_run_s)]
    if engine == "kinetic":
        return [str(args.kinetic), "bench", "physics", *contract]
    adapter = {"pymunk": "pymunk_runner.py", "box2d_v3": "box2d3_runner.py"}[engine]
    return [sys.executable, str(HERE / "engines" / adapter), *contract]


def run_engine(engine: str, scene: str, args: argparse.Namespace) -> Row:
    """Runs one configuration in a fresh process and parses its last line."""
    if engine == "kinetic" and args.kinetic_unavailable:
        return Row(scene, engine, "n/a", args.kinetic_unavailable)
    if engine == "kinetic" and not args.kinetic.is_file():
        return Row(scene, engine, "n/a", f"no binary at {args.kinetic}")
    timeout = (args.runs + 1) * args.max_run_s * 2 + 300
    command = engine_command(engine, args, args.scene_dir / f"{scene}.json")
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return Row(scene, engine, "n/a", f"no result within {timeout:.0f} s")
    if done.returncode != 0:
        return Row(scene, engine, "n/a", f"exit {done.returncode}: {last_line(done.stderr) or last_line(done.stdout)}")
    figures = parse_key_values(last_line(done.stdout))
    if "ms_per_step" not in figures:
        return Row(scene, engine, "n/a", "no key=value last line")
    dropped = figures.get("dropped", "false")
    if dropped == "false":
        return Row(scene, engine, "ok", "", figures)
    return Row(scene, engine, "dropped", "summed step time passed --max-run-s" if dropped == "true" else dropped, figures)


def last_line(text: str) -> str:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return lines[-1] if lines else ""


def parse_key_values(line: str) -> dict:
    """`k=v` pairs; a value with spaces may be quoted (`dropped="metrics run passed 40 s"`)."""
    try:
        words = shlex.split(line)
    except ValueError:
        return {}
    return dict(word.split("=", 1) for word in words if "=" in word)


def skip_reason(engine: str, scene: str, rows: list[Row], args: argparse.Namespace) -> str:
    """N=8000 is skipped when N=2000 was dropped or its median total x 4 passes the cap (the format says so)."""
    if scene != "balls_in_box_n8000":
        return ""
    for row in rows:
        if row.engine == engine and row.scene == "balls_in_box_n2000":
            if row.status == "dropped":
                return "balls_in_box_n2000 was dropped"
            total_s = row.ms_per_step * float(row.figures["steps"]) / 1000 if row.status == "ok" else 0.0
            if total_s * 4 > args.max_run_s:
                return f"balls_in_box_n2000 took {total_s:.1f} s, x 4 passes {args.max_run_s:g} s"
    return ""


def measure(args: argparse.Namespace) -> list[Row]:
    """Every round runs each scene's engines one after another, so each round's ratios are side by side."""
    rows: list[Row] = []
    for number in range(1, args.rounds + 1):
        this_round: list[Row] = []
        for scene in args.scenes:
            for engine in ENGINES:
                reason = skip_reason(engine, scene, this_round, args)
                row = Row(scene, engine, "skipped", reason) if reason else run_engine(engine, scene, args)
                row.round = number
                this_round.append(row)
                label = f"round {number} " if args.rounds > 1 else ""
                print(f"{label}{scene:22} {TITLES[engine]:9} {describe(row)}", flush=True)
        rows += this_round
    return rows


def describe(row: Row) -> str:
    if row.status in ("ok", "dropped"):
        return " ".join(f"{k}={v}" for k, v in row.figures.items() if k not in ("scene", "checksum"))
    return f"{row.status}: {row.reason}"


def ms_cell(rows: list[Row]) -> str:
    """The median ms/step of an engine's rounds on a scene, when every round finished."""
    if all(row.status == "ok" for row in rows):
        return f"{statistics.median(row.ms_per_step for row in rows):.3f}"
    dropped = [row for row in rows if row.status == "dropped"]
    if dropped:
        slowest = max(row.ms_per_step for row in dropped)
        return f">{slowest:.1f} (dropped)" if math.isfinite(slowest) else "dropped"
    return next(row.status for row in rows if row.status != "ok")


def ratio_cell(ours: list[Row], theirs: list[Row]) -> str:
    """The median of the ratios measured within each round, and their range when there are several;
    rounds where either engine did not finish are left out, and the cell says how many were."""
    ratios = [
        a.ms_per_step / b.ms_per_step
        for a, b in zip(ours, theirs)
        if a.status == "ok" and b.status == "ok" and b.ms_per_step > 0
    ]
    if not ratios:
        return "-"
    cell = f"{ratios[0]:.2f}" if len(ratios) == 1 else f"{statistics.median(ratios):.2f} ({min(ratios):.2f}-{max(ratios):.2f})"
    return cell if len(ratios) == len(ours) else f"{cell} in {len(ratios)} of {len(ours)} rounds"


def per_engine(rows: dict, key: str, fmt=str) -> str:
    return "/".join(fmt(rows[e].figures[key]) if key in rows[e].figures else "-" for e in ENGINES)


def extra_cell(rows: dict) -> str:
    notes = []
    if any("standing" in row.figures for row in rows.values()):
        notes.append("standing " + per_engine(rows, "standing", lambda v: "yes" if v == "true" else "NO"))
    if any("ke_ratio" in row.figures for row in rows.values()):
        notes.append("KE " + per_engine(rows, "ke_ratio", lambda v: f"{float(v):.3f}"))
    if any("total_ke_ratio" in row.figures for row in rows.values()):
        notes.append("KE+rot " + per_engine(rows, "total_ke_ratio", lambda v: f"{float(v):.3f}"))
    for engine, row in rows.items():
        if row.figures.get("deterministic") == "false":
            notes.append(f"{TITLES[engine]} nondeterministic")
        if row.figures.get("nonfinite") == "true":
            notes.append(f"{TITLES[engine]} NaN/inf")
    return ", ".join(notes)


def print_table(rows: list[Row], args: argparse.Namespace) -> None:
    header = ["scene", "kinetic ms/step", "pymunk ms/step", "box2d v3 ms/step", "kinetic/pymunk", "kinetic/box2d",
              "escaped k/p/b", "extra (k/p/b)"]
    lines = [header]
    for scene in args.scenes:
        rounds = {engine: [row for row in rows if row.scene == scene and row.engine == engine] for engine in ENGINES}
        last = {engine: rounds[engine][-1] for engine in ENGINES}
        ours = rounds["kinetic"]
        lines.append([
            scene, ms_cell(ours), ms_cell(rounds["pymunk"]), ms_cell(rounds["box2d_v3"]),
            ratio_cell(ours, rounds["pymunk"]), ratio_cell(ours, rounds["box2d_v3"]),
            per_engine(last, "escaped"), extra_cell(last),
        ])
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    print()
    rounds = f"; median of {args.rounds} interleaved rounds, ratios within a round (lowest-highest)" if args.rounds > 1 else ""
    print(f"ms/step = median of {args.runs} timed run(s), 600 steps each{rounds}; escaped = bodies that ever left the outer region")
    for i, line in enumerate(lines):
        print(" | ".join(cell.ljust(width) for cell, width in zip(line, widths)).rstrip())
        if i == 0:
            print("-+-".join("-" * width for width in widths))
    for row in rows:
        if row.status in ("n/a", "skipped", "dropped"):
            print(f"{TITLES[row.engine]} {row.status} on {row.scene} (round {row.round}): {row.reason}")


def host_label() -> str:
    return re.sub(r"[^a-z0-9._-]+", "-", socket.gethostname().lower()).strip("-") or "unknown-host"


def write_csv(rows: list[Row], args: argparse.Namespace, path: Path) -> None:
    host = host_label()
    path.parent.mkdir(parents=True, exist_ok=True)
    date = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")
    with path.open("w", newline="") as out:
        writer = csv.DictWriter(out, fieldnames=CSV_FIELDS, extrasaction="ignore")
        writer.writeheader()
        for row in rows:
            writer.writerow({
                **row.figures, "date": date, "host": host, "round": row.round, "scene": row.scene, "engine": row.engine,
                "status": row.status, "reason": row.reason, "runs": args.runs,
            })


def main() -> None:
    args = parse_args()
    rows = measure(args)
    print_table(rows, args)
    path = HERE / "results" / host_label() / "latest.csv" if args.baseline else args.csv
    if path is not None:
        write_csv(rows, args, path)
        print(f"\nwrote {path}")


if __name__ == "__main__":
    main()
