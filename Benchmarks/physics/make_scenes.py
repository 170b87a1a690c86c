#!/usr/bin/env python3
"""Writes Kinetic's own physics scenes (beside the shared ones in scenes/) in the JSON format of
shared/benchmarks/FORMAT.md. Deterministic: running it again writes the same files.

  mixed_pile_n400   200 boxes and 200 balls rain into a narrow bin: a polygon-and-circle pile
                    (mixed manifolds, rotation, friction), gravity down, e = 0.2, mu = 0.5.
  breakout_stress_n400  breakout_stress with 400 balls: four times the ball-ball traffic, e = 1.
"""

import json
import math
from pathlib import Path

HERE = Path(__file__).resolve().parent / "scenes"


def walls(width, height):
    return [
        {"shape": "box", "x": width / 2, "y": -25.0, "w": width + 100.0, "h": 50.0},
        {"shape": "box", "x": width / 2, "y": height + 25.0, "w": width + 100.0, "h": 50.0},
        {"shape": "box", "x": -25.0, "y": height / 2, "w": 50.0, "h": height},
        {"shape": "box", "x": width + 25.0, "y": height / 2, "w": 50.0, "h": height},
    ]


def mixed_pile():
    width, height = 300.0, 1000.0
    dynamic = []
    for i in range(400):
        col, row = i % 20, i // 20
        x = 10.0 + 14.0 * col + (3.0 if row % 2 else 0.0)
        y = 20.0 + 14.0 * row
        vx = float((97 * i) % 121 - 60)
        if i % 2 == 0:
            dynamic.append({"shape": "box", "w": 10.0, "h": 10.0, "x": x, "y": y, "vx": vx, "vy": 0.0})
        else:
            dynamic.append({"shape": "circle", "r": 5.0, "x": x, "y": y, "vx": vx, "vy": 0.0})
    return {
        "name": "mixed_pile", "variant": "n400", "n": 400, "gravity": [0.0, 1000.0], "dt": 1 / 60, "steps": 600,
        "restitution": 0.2, "friction": 0.5, "density": 1.0, "static": walls(width, height), "dynamic": dynamic,
        "inner": {"xmin": 0.0, "xmax": width, "ymin": 0.0, "ymax": height},
        "outer": {"xmin": -50.0, "xmax": width + 50.0, "ymin": -50.0, "ymax": height + 50.0},
    }


def breakout_stress_400():
    static = walls(800.0, 600.0)
    for row in range(10):
        for col in range(20):
            static.append({"shape": "box", "x": 20.0 + 40.0 * col, "y": 67.5 + 15.0 * row, "w": 40.0, "h": 15.0})
    dynamic = []
    for i in range(400):
        col, row = i % 20, i // 20
        theta = 2 * math.pi * ((37 * i) % 100) / 100 + 0.1
        dynamic.append({"shape": "circle", "r": 6.0, "x": 20.0 + 40.0 * col, "y": 230.0 + 18.0 * row,
                        "vx": 400 * math.cos(theta), "vy": 400 * math.sin(theta)})
    return {
        "name": "breakout_stress", "variant": "n400", "n": 400, "gravity": [0.0, 0.0], "dt": 1 / 60, "steps": 600,
        "restitution": 1.0, "friction": 0.0, "density": 1.0, "static": static, "dynamic": dynamic,
        "inner": {"xmin": 0.0, "xmax": 800.0, "ymin": 210.0, "ymax": 600.0},
        "outer": {"xmin": -50.0, "xmax": 850.0, "ymin": 60.0, "ymax": 650.0},
    }


if __name__ == "__main__":
    for scene in (mixed_pile(), breakout_stress_400()):
        path = HERE / f"{scene['name']}_{scene['variant']}.json"
        path.write_text(json.dumps(scene) + "\n")
        print(f"wrote {path}")
