"""The runner contract of docs/physics-scene-format.md, shared by the engine adapters.

An adapter only builds a world from a `Scene` and returns a `Simulation` (a step callable and a
state reader in points, y down); `main` does the rest: scene loading and validation, the metrics
run, the timed runs, the determinism check, the result JSON and the last `key=value` line.
"""

import argparse
import gc
import hashlib
import json
import math
import statistics
import sys
from array import array
from dataclasses import dataclass
from pathlib import Path
from time import perf_counter_ns
from typing import Callable, NamedTuple, Optional


class SceneError(Exception):
    """The scene file is unreadable or invalid; the message names the file and the field."""


@dataclass(frozen=True)
class Region:
    """An axis-aligned rectangle in points."""

    xmin: float
    xmax: float
    ymin: float
    ymax: float


@dataclass(frozen=True)
class BodySpec:
    """A static or dynamic body: a circle (`r`) or an axis-aligned box (`w` x `h`), centre in points."""

    shape: str
    x: float
    y: float
    r: float = 0.0
    w: float = 0.0
    h: float = 0.0
    vx: float = 0.0
    vy: float = 0.0


@dataclass(frozen=True)
class Scene:
    """One scene file, in points with y pointing down."""

    name: str
    variant: str
    gravity: tuple[float, float]
    dt: float
    steps: int
    restitution: float
    friction: float
    density: float
    statics: list[BodySpec]
    dynamics: list[BodySpec]
    inner: Region
    outer: Region
    top_index: Optional[int] = None
    ground_top: Optional[float] = None

    @property
    def label(self) -> str:
        """`name_variant`, e.g. `pyramid_h20`."""
        return f"{self.name}_{self.variant}" if self.variant else self.name


class State(NamedTuple):
    """Every dynamic body's centre, linear velocity, angle and angular velocity (rad/s), in scene order, in
    points (y down)."""

    x: list[float]
    y: list[float]
    vx: list[float]
    vy: list[float]
    angle: list[float]
    w: list[float]


@dataclass
class Simulation:
    """A built world: `step` advances it by the scene's dt (the only code timed)."""

    step: Callable[[], object]
    read_state: Callable[[], State]
    masses: list[float]
    # Rotational inertia about each body's centre, in mass units x points^2 (the masses' units).
    inertias: list[float]


# Scene loading ----------------------------------------------------------------------------------


def load_scene(path: str) -> Scene:
    """Reads and validates a scene file; raises SceneError naming the file and the field."""
    try:
        data = json.loads(Path(path).read_text())
    except (OSError, ValueError) as error:
        raise SceneError(f"{path}: cannot read the scene ({error})") from error
    if not isinstance(data, dict):
        raise SceneError(f"{path}: the scene must be a JSON object")
    field = _FieldReader(path, data)
    top_index = field.integer("top_index", 0) if "top_index" in data else None
    dynamics = field.bodies("dynamic")
    if top_index is not None and not 0 <= top_index < len(dynamics):
        raise SceneError(f"{path}: field 'top_index' is not the index of a dynamic body")
    return Scene(
        name=field.string("name"),
        variant=field.string("variant") if "variant" in data else "",
        gravity=field.vector("gravity"),
        dt=field.positive("dt"),
        steps=field.integer("steps", 1),
        restitution=field.number("restitution"),
        friction=field.number("friction"),
        density=field.positive("density"),
        statics=field.bodies("static"),
        dynamics=dynamics,
        inner=field.region("inner"),
        outer=field.region("outer"),
        top_index=top_index,
        ground_top=field.number("ground_top") if "ground_top" in data else None,
    )


class _FieldReader:
    """Typed access to the fields of one JSON object, with errors that name the file and field."""

    def __init__(self, path: str, data: dict, prefix: str = ""):
        self.path, self.data, self.prefix = path, data, prefix

    def _get(self, key: str):
        if key not in self.data:
            raise self._error(key, "is missing")
        return self.data[key]

    def _error(self, key: str, problem: str) -> SceneError:
        return SceneError(f"{self.path}: field '{self.prefix}{key}' {problem}")

    def number(self, key: str) -> float:
        value = self._get(key)
        if not _is_finite_number(value):
            raise self._error(key, "must be a finite number")
        return float(value)

    def positive(self, key: str) -> float:
        value = self.number(key)
        if value <= 0:
            raise self._error(key, "must be positive")
        return value

    def integer(self, key: str, minimum: int) -> int:
        value = self._get(key)
        if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
            raise self._error(key, f"must be an integer >= {minimum}")
        return value

    def string(self, key: str) -> str:
        value = self._get(key)
        if not isinstance(value, str):
            raise self._error(key, "must be a string")
        return value

    def vector(self, key: str) -> tuple[float, float]:
        value = self._get(key)
        if not (isinstance(value, list) and len(value) == 2 and all(_is_finite_number(v) for v in value)):
            raise self._error(key, "must be a list of two finite numbers")
        return float(value[0]), float(value[1])

    def region(self, key: str) -> Region:
        inner = self._object(key, f"{self.prefix}{key}.")
        return Region(*(inner.number(k) for k in ("xmin", "xmax", "ymin", "ymax")))

    def bodies(self, key: str) -> list[BodySpec]:
        value = self._get(key)
        if not isinstance(value, list):
            raise self._error(key, "must be a list of bodies")
        return [self._body(item, f"{self.prefix}{key}[{i}].") for i, item in enumerate(value)]

    def _object(self, key: str, prefix: str) -> "_FieldReader":
        value = self._get(key)
        if not isinstance(value, dict):
            raise self._error(key, "must be an object")
        return _FieldReader(self.path, value, prefix)

    def _body(self, item, prefix: str) -> BodySpec:
        if not isinstance(item, dict):
            raise SceneError(f"{self.path}: field '{prefix[:-1]}' must be an object")
        body = _FieldReader(self.path, item, prefix)
        shape = body.string("shape")
        velocity = {k: body.number(k) for k in ("vx", "vy") if k in item}
        if shape == "circle":
            return BodySpec(shape, body.number("x"), body.number("y"), r=body.positive("r"), **velocity)
        if shape == "box":
            return BodySpec(
                shape, body.number("x"), body.number("y"), w=body.positive("w"), h=body.positive("h"), **velocity
            )
        raise body._error("shape", f"must be 'circle' or 'box', not {shape!r}")


def _is_finite_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


# Metrics ----------------------------------------------------------------------------------------


class Metrics:
    """What the metrics run measures, fed the state after every step (outside any timing)."""

    def __init__(self, scene: Scene, initial: State, masses: list[float], inertias: list[float]):
        self.scene = scene
        self.masses = masses
        self.inertias = inertias
        self.initial_energy = kinetic_energy(initial, masses)
        self.initial_total_energy = self.initial_energy + rotational_energy(initial, inertias)
        self.escaped = [False] * len(masses)
        self.deep = [False] * len(masses)
        self.escaped_final = 0
        self.max_speed_sq = 0.0
        self.nonfinite = False
        self.steps_observed = 0
        self.last = initial

    def observe(self, state: State) -> None:
        """Reads every body after one step."""
        outer, inner = self.scene.outer, self.scene.inner
        escaped, deep = self.escaped, self.deep
        escaped_now = 0
        max_sq = self.max_speed_sq
        for k, (x, y, vx, vy) in enumerate(zip(state.x, state.y, state.vx, state.vy)):
            speed_sq = vx * vx + vy * vy
            finite = math.isfinite(x + y + speed_sq)
            if not finite:
                self.nonfinite = True
            if not (finite and outer.xmin <= x <= outer.xmax and outer.ymin <= y <= outer.ymax):
                escaped_now += 1
                escaped[k] = True
            elif not escaped[k] and speed_sq > max_sq:
                max_sq = speed_sq
            if not (finite and inner.xmin <= x <= inner.xmax and inner.ymin <= y <= inner.ymax):
                deep[k] = True
        self.max_speed_sq = max_sq
        self.escaped_final = escaped_now
        self.steps_observed += 1
        self.last = state

    def summary(self) -> dict:
        """The `metrics` object of the result JSON."""
        final = self.last
        speeds = [math.hypot(vx, vy) for vx, vy in zip(final.vx, final.vy)]
        result = {
            "steps_observed": self.steps_observed,
            "max_speed": math.sqrt(self.max_speed_sq),
            "escaped": sum(self.escaped),
            "escaped_final": self.escaped_final,
            "deep": sum(self.deep),
            "mean_speed_final": statistics.fmean(speeds) if speeds else 0.0,
            "nonfinite": self.nonfinite,
        }
        if self.scene.gravity == (0.0, 0.0) and self.initial_energy > 0:
            translation = kinetic_energy(final, self.masses)
            result["ke_ratio"] = translation / self.initial_energy
            result["total_ke_ratio"] = (translation + rotational_energy(final, self.inertias)) / self.initial_total_energy
        if self.scene.top_index is not None and self.scene.ground_top is not None:
            result.update(pyramid_metrics(self.scene, final))
        return result


def kinetic_energy(state: State, masses: list[float]) -> float:
    """Translational kinetic energy, sum of m v^2 / 2 (units cancel in ratios)."""
    return sum(0.5 * m * (vx * vx + vy * vy) for m, vx, vy in zip(masses, state.vx, state.vy))


def rotational_energy(state: State, inertias: list[float]) -> float:
    """Rotational kinetic energy, sum of I w^2 / 2, in the units of `kinetic_energy`."""
    return sum(0.5 * i * w * w for i, w in zip(inertias, state.w))


def pyramid_metrics(scene: Scene, final: State) -> dict:
    """The top box's height above the ground, final over built, its drift, and whether it stands."""
    top = scene.dynamics[scene.top_index]
    initial_height = scene.ground_top - top.y
    final_height = scene.ground_top - final.y[scene.top_index]
    ratio = final_height / initial_height
    return {
        "top_height_initial": initial_height,
        "top_height_final": final_height,
        "top_height_ratio": ratio,
        "top_drift_x": final.x[scene.top_index] - top.x,
        "standing": ratio >= 0.9,
    }


def state_hash(state: State) -> str:
    """16 hex digits of SHA-256 over the exact bits of every body's position, velocity and angle."""
    digest = hashlib.sha256()
    for column in (state.x, state.y, state.vx, state.vy, state.angle):
        digest.update(array("d", column).tobytes())
    return digest.hexdigest()[:16]


# Timing -----------------------------------------------------------------------------------------


def run_steps(sim: Simulation, steps: int, cap_ns: int, observe: Optional[Callable[[], None]] = None) -> list[int]:
    """Runs up to `steps` steps, timing each step() call alone; stops once the summed time passes the cap.

    `observe` runs after each step, outside the timed region. Python's GC is off during the loop.
    """
    step = sim.step
    times: list[int] = []
    total = 0
    gc.collect()
    gc.disable()
    try:
        for _ in range(steps):
            start = perf_counter_ns()
            step()
            elapsed = perf_counter_ns() - start
            times.append(elapsed)
            total += elapsed
            if observe is not None:
                observe()
            if total > cap_ns:
                break
    finally:
        gc.enable()
    return times


def run_figures(times_ns: list[int]) -> dict:
    """Per-run figures: total, ms/step and p50/p99/max single-step times."""
    ordered = sorted(times_ns)
    total_ms = sum(times_ns) / 1e6
    return {
        "total_ms": total_ms,
        "ms_per_step": total_ms / len(times_ns),
        "steps": len(times_ns),
        "p50_us": ordered[len(ordered) // 2] / 1e3,
        "p99_us": ordered[min(len(ordered) - 1, len(ordered) * 99 // 100)] / 1e3,
        "max_us": ordered[-1] / 1e3,
    }


def metrics_run(scene: Scene, build: Callable[[Scene], Simulation], cap_ns: int) -> tuple[Metrics, list[int]]:
    """The warm-up: a fresh world stepped with every body read after each step (outside the timing)."""
    sim = build(scene)
    metrics = Metrics(scene, sim.read_state(), sim.masses, sim.inertias)
    times = run_steps(sim, scene.steps, cap_ns, lambda: metrics.observe(sim.read_state()))
    return metrics, times


def timing_summary(runs: list[dict]) -> dict:
    per_step = [run["ms_per_step"] for run in runs]
    return {
        "runs": len(runs),
        "ms_per_step_median": statistics.median(per_step),
        "ms_per_step_min": min(per_step),
        "ms_per_step_max": max(per_step),
        "total_ms_median": statistics.median(run["total_ms"] for run in runs),
    }


def benchmark(scene: Scene, build: Callable[[Scene], Simulation], runs: int, max_run_s: float) -> dict:
    """The metrics run, then `runs` timed runs in fresh worlds; everything but `engine` and `info`."""
    cap_ns = int(max_run_s * 1e9)
    metrics, times = metrics_run(scene, build, cap_ns)
    reference = state_hash(metrics.last)
    result = {"metrics": metrics.summary(), "checksum": reference, "runs": [], "deterministic": None}
    if sum(times) > cap_ns:
        result["dropped"] = f"metrics run passed {max_run_s:g} s after {len(times)} steps"
        result["stopped_run"] = run_figures(times)
        return result
    hashes = []
    for run in range(runs):
        sim = build(scene)
        times = run_steps(sim, scene.steps, cap_ns)
        if sum(times) > cap_ns:
            result["dropped"] = f"timed run {run + 1} passed {max_run_s:g} s after {len(times)} steps"
            result["stopped_run"] = run_figures(times)
            break
        result["runs"].append(run_figures(times))
        hashes.append(state_hash(sim.read_state()))
        del sim
    if hashes:
        result["timing"] = timing_summary(result["runs"])
        result["deterministic"] = all(h == reference for h in hashes)
    return result


# Output -----------------------------------------------------------------------------------------


def key_value_line(scene: Scene, result: dict) -> str:
    """The last line: the same figures as `key=value` pairs."""
    metrics = result["metrics"]
    timing = result.get("timing")
    if timing is None:
        stopped = result["stopped_run"]["ms_per_step"]
        timing = {"ms_per_step_median": stopped, "ms_per_step_min": stopped, "ms_per_step_max": stopped}
    pairs = {
        "scene": scene.label,
        "bodies": len(scene.dynamics),
        "steps": metrics["steps_observed"],
        "ms_per_step": timing["ms_per_step_median"],
        "ms_min": timing["ms_per_step_min"],
        "ms_max": timing["ms_per_step_max"],
        "escaped": metrics["escaped"],
        "escaped_final": metrics["escaped_final"],
        "deep": metrics["deep"],
        "max_speed": round(metrics["max_speed"], 1),
        "deterministic": result["deterministic"],
        "checksum": result["checksum"],
    }
    for key in ("ke_ratio", "total_ke_ratio", "top_height_ratio", "standing"):
        if key in metrics:
            pairs[key] = metrics[key]
    if metrics["nonfinite"]:
        pairs["nonfinite"] = True
    if "dropped" in result:
        pairs["dropped"] = True
    return " ".join(f"{key}={_format(value)}" for key, value in pairs.items())


def _format(value) -> str:
    if value is None:
        return "n/a"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return f"{value:.6g}"
    return str(value)


def _positive(kind: type) -> Callable[[str], float]:
    def parse(text: str):
        value = kind(text)
        if value <= 0:
            raise argparse.ArgumentTypeError(f"must be positive, not {text}")
        return value

    parse.__name__ = kind.__name__
    return parse


def main(engine: str, info: dict, build: Callable[[Scene], Simulation]) -> None:
    """The adapter's command line: `--scene-file FILE.json [--runs 3] [--max-run-s 40] [--out RESULT.json]`."""
    parser = argparse.ArgumentParser(description=f"Run a docs/physics-scene-format.md scene on {info['engine']}.")
    parser.add_argument("--scene-file", required=True, help="scene JSON (Benchmarks/physics/scenes)")
    parser.add_argument("--runs", type=_positive(int), default=3, help="timed runs after the metrics run")
    parser.add_argument(
        "--max-run-s", type=_positive(float), default=40.0, help="drop a run whose summed step time passes this"
    )
    parser.add_argument("--out", help="write the result JSON here")
    args = parser.parse_args()
    try:
        scene = load_scene(args.scene_file)
    except SceneError as error:
        print(f"error: {error}", file=sys.stderr)
        sys.exit(2)
    result = benchmark(scene, build, args.runs, args.max_run_s)
    document = {
        "engine": engine,
        "scene": scene.name,
        "variant": scene.variant,
        "bodies": len(scene.dynamics),
        "steps": scene.steps,
        "info": info,
        **result,
    }
    if args.out:
        Path(args.out).write_text(json.dumps(document, indent=1) + "\n")
    print(key_value_line(scene, result))
