"""Kinetic's Physics engine next to Box2D 3.2 (its C runner), Chipmunk2D (pymunk) and Box2D v3.1 (pyb2d3).

Each (scene, engine) runs in a fresh subprocess that follows docs/physics-scene-format.md's runner
contract; its last `key=value` line is parsed. Prints a table; writes the rows as CSV only when
asked (`--csv PATH`, or `--baseline` for the committed results/<host>/latest.csv). A benchmark: it
prints figures and never passes or fails on them.
`--engines` picks the engines (default kinetic and Box2D 3.2's SSE2 and AVX2 builds, which setup.sh
builds into .build-box2d/). With --rounds N the engines take turns on each scene N times, and the
table gives each engine's median ms/step and the median, lowest and highest of the ratios measured
within a round: on a shared, noisy machine only engines measured side by side compare.
Run it with the .venv-bench python (run.sh does) so the adapters can import the engines.
"""

import argparse
import csv
import datetime
import math
import os
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
DEFAULT_BOX2D32 = ROOT / ".build-box2d"
COMMON_SCENES = ["pyramid_h20", "breakout_stress_n100", "balls_in_box_n500", "balls_in_box_n2000", "balls_in_box_n8000"]
ENGINES = ["kinetic", "box2d32_sse2", "box2d32_avx2", "pymunk", "box2d_v3"]
DEFAULT_ENGINES = "kinetic,box2d32_sse2,box2d32_avx2"
TITLES = {
    "kinetic": "kinetic", "box2d32_sse2": "box2d32 sse2", "box2d32_avx2": "box2d32 avx2", "pymunk": "pymunk",
    "box2d_v3": "box2d v3.1",
}
SHORT = {"kinetic": "k", "box2d32_sse2": "sse2", "box2d32_avx2": "avx2", "pymunk": "p", "box2d_v3": "b3.1"}
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
    parser.add_argument(
        "--scenes", nargs="+", metavar="SCENE", help="scene names (default: every file in --scene-dir, the five common first)")
    parser.add_argument(
        "--engines", default=DEFAULT_ENGINES, help=f"comma-separated, of {', '.join(ENGINES)} (default {DEFAULT_ENGINES})")
    parser.add_argument("--quick", action="store_true", help="one timed run instead of --runs")
    parser.add_argument("--runs", type=int, default=3, help="timed runs per configuration (default 3)")
    parser.add_argument("--rounds", type=int, default=1, help="interleaved rounds of every configuration (default 1)")
    parser.add_argument("--max-run-s", type=float, default=40.0, help="drop a run whose summed step time passes this")
    parser.add_argument("--kinetic", type=Path, default=DEFAULT_KINETIC, help="the kinetic binary")
    parser.add_argument("--kinetic-unavailable", metavar="REASON", help="report kinetic as n/a for this reason")
    parser.add_argument("--scene-dir", type=Path, default=DEFAULT_SCENE_DIR, help="where the scene JSON files are")
    parser.add_argument(
        "--box2d32", type=Path, default=DEFAULT_BOX2D32, help="the folder of box2d32-sse2 and box2d32-avx2 (setup.sh's)")
    saving = parser.add_mutually_exclusive_group()
    saving.add_argument("--csv", type=Path, metavar="PATH", help="also write the rows as CSV to PATH")
    saving.add_argument(
        "--baseline", action="store_true", help="write the rows to results/<host>/latest.csv (the committed baseline)")
    args = parser.parse_args()
    if args.quick:
        args.runs = 1
    if args.runs < 1 or args.rounds < 1:
        parser.error("--runs and --rounds take a whole number from 1 up")
    args.engines = [name.strip() for name in args.engines.split(",") if name.strip()]
    unknown = [name for name in args.engines if name not in ENGINES]
    if unknown or not args.engines:
        parser.error(f"--engines takes names of {', '.join(ENGINES)}, not {', '.join(unknown) or 'nothing'}")
    args.engines = [name for name in ENGINES if name in args.engines]
    if args.scenes is None:
        args.scenes = default_scenes(args.scene_dir)
    return args


def default_scenes(scene_dir: Path) -> list[str]:
    """Every scene file of the folder: the five common scenes in their order (n2000 before n8000, which
    may be skipped on n2000's figures), then the others by name."""
    names = sorted(path.stem for path in scene_dir.glob("*.json"))
    return [name for name in COMMON_SCENES if name in names] + [name for name in names if name not in COMMON_SCENES]


def engine_command(engine: str, args: argparse.Namespace, scene_file: Path) -> list[str]:
    contract = ["--scene-file", str(scene_file), "--runs", str(args.runs), "--max-run-s", str(args.max_run_s)]
    if engine == "kinetic":
        return [str(args.kinetic), "bench", "physics", *contract]
    if engine.startswith("box2d32_"):
        return [str(box2d32_binary(engine, args)), *contract]
    adapter = {"pymunk": "pymunk_runner.py", "box2d_v3": "box2d3_runner.py"}[engine]
    return [sys.executable, str(HERE / "engines" / adapter), *contract]


def box2d32_binary(engine: str, args: argparse.Namespace) -> Path:
    return args.box2d32 / engine.replace("_", "-")


def unavailable_reason(engine: str, args: argparse.Namespace) -> str:
    """Why an engine cannot run here, or "" when it can."""
    if engine == "kinetic":
        if args.kinetic_unavailable:
            return args.kinetic_unavailable
        return "" if args.kinetic.is_file() else f"no binary at {args.kinetic}"
    if engine.startswith("box2d32_"):
        binary = box2d32_binary(engine, args)
        if binary.is_file():
            return ""
        why = args.box2d32 / "UNAVAILABLE"
        return why.read_text().strip() if why.is_file() else f"no binary at {binary} (Benchmarks/physics/setup.sh builds it)"
    return ""


def run_engine(engine: str, scene: str, args: argparse.Namespace) -> Row:
    """Runs one configuration in a fresh process and parses its last line."""
    reason = unavailable_reason(engine, args)
    if reason:
        return Row(scene, engine, "n/a", reason)
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
        print(f"round {number} of {args.rounds}: load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
        for scene in args.scenes:
            for engine in args.engines:
                reason = skip_reason(engine, scene, this_round, args)
                row = Row(scene, engine, "skipped", reason) if reason else run_engine(engine, scene, args)
                row.round = number
                this_round.append(row)
                label = f"round {number} " if args.rounds > 1 else ""
                print(f"{label}{scene:22} {TITLES[engine]:12} {describe(row)}", flush=True)
        rows += this_round
    return rows


def describe(row: Row) -> str:
    if row.status in ("ok", "dropped"):
        return " ".join(f"{k}={v}" for k, v in row.figures.items() if k not in ("scene", "checksum"))
    return f"{row.status}: {row.reason}"


def ms_cell(rows: list[Row]) -> str:
    """The median ms/step of an engine's rounds on a scene, when every round finished."""
    if all(row.status == "ok" for row in rows):
        return f"{statistics.median(row.ms_per_step for row in rows):.4f}"
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
    """One figure of each engine, in the order of the run's engines, "-" where an engine has none."""
    return "/".join(fmt(row.figures[key]) if key in row.figures else "-" for row in rows.values())


def ratio_figure(value: str) -> str:
    return f"{float(value):.3f}" if math.isfinite(float(value)) else value


def extra_cell(rows: dict) -> str:
    notes = []
    if any("standing" in row.figures for row in rows.values()):
        notes.append("standing " + per_engine(rows, "standing", lambda v: "yes" if v == "true" else "NO"))
    if any("ke_ratio" in row.figures for row in rows.values()):
        notes.append("KE " + per_engine(rows, "ke_ratio", ratio_figure))
    for engine, row in rows.items():
        if row.figures.get("deterministic") == "false":
            notes.append(f"{TITLES[engine]} nondeterministic")
        if row.figures.get("nonfinite") == "true":
            notes.append(f"{TITLES[engine]} NaN/inf")
    return ", ".join(notes)


def print_table(rows: list[Row], args: argparse.Namespace) -> None:
    engines = args.engines
    others = [engine for engine in engines if engine != "kinetic"] if "kinetic" in engines else []
    order = "/".join(SHORT[engine] for engine in engines)
    header = [
        "scene", *(f"{TITLES[engine]} ms/step" for engine in engines),
        *(f"kinetic/{TITLES[engine]}" for engine in others),
        f"escaped {order}", f"KE+rot {order}", f"top height {order}", "extra",
    ]
    lines = [header]
    for scene in args.scenes:
        rounds = {engine: [row for row in rows if row.scene == scene and row.engine == engine] for engine in engines}
        last = {engine: rounds[engine][-1] for engine in engines}
        lines.append([
            scene, *(ms_cell(rounds[engine]) for engine in engines),
            *(ratio_cell(rounds["kinetic"], rounds[engine]) for engine in others),
            per_engine(last, "escaped"), per_engine(last, "total_ke_ratio", ratio_figure),
            per_engine(last, "top_height_ratio", ratio_figure), extra_cell(last),
        ])
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    print()
    rounds = f"; median of {args.rounds} interleaved rounds, ratios within a round (lowest-highest)" if args.rounds > 1 else ""
    print(f"ms/step = median of {args.runs} timed run(s), 600 steps each{rounds}")
    print(f"escaped = bodies that ever left the outer region; KE+rot = total kinetic energy end/start (zero-gravity "
          f"scenes); top height = the top box's final/initial height; x/y/z = {', '.join(TITLES[e] for e in engines)}"
          " (last round)")
    for i, line in enumerate(lines):
        print(" | ".join(cell.ljust(width) for cell, width in zip(line, widths)).rstrip())
        if i == 0:
            print("-+-".join("-" * width for width in widths))
    reasons: dict[tuple, list[str]] = {}
    for row in rows:
        if row.status in ("n/a", "skipped", "dropped"):
            reasons.setdefault((row.engine, row.status, row.reason), []).append(f"{row.scene} (round {row.round})")
    for (engine, status, reason), where in reasons.items():
        places = ", ".join(where) if len(where) <= 3 else f"{len(where)} runs ({where[0]}, ...)"
        print(f"{TITLES[engine]} {status} on {places}: {reason}")


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
    print(f"load average at the end: {' '.join(f'{x:.2f}' for x in os.getloadavg())} (1, 5, 15 minutes; {os.cpu_count()} CPUs)")
    path = HERE / "results" / host_label() / "latest.csv" if args.baseline else args.csv
    if path is not None:
        write_csv(rows, args, path)
        print(f"\nwrote {path}")


if __name__ == "__main__":
    main()
