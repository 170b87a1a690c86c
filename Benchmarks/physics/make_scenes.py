#!/usr/bin/env python3
"""Writes Kinetic's own physics scenes (beside the shared ones in scenes/) in the JSON format of
docs/physics-scene-format.md. Deterministic: running it again writes the same files.

  mixed_pile_n400   200 boxes and 200 balls rain into a narrow bin: a polygon-and-circle pile
                    (mixed manifolds, rotation, friction), gravity down, e = 0.2, mu = 0.5.
  breakout_stress_n400  breakout_stress with 400 balls: four times the ball-ball traffic, e = 1.

Elastic scenes (e = 1, mu = 0, no gravity) in boxes with thin walls, for the promise that no
contact adds energy and nothing escapes at any speed (kinetic energy should end where it began):
  fast_ball_n1          one ball of radius 4 at 20,000 pt/s in a 400 x 300 box with 2 pt walls.
  fast_balls_n200       200 balls of radius 3 at 15,000-20,000 pt/s, 800 x 600, 2 pt walls.
  fast_boxes_n100       100 boxes of 8 x 8 at 5,000-20,000 pt/s, 800 x 600, 3 pt walls.
  elastic_crowd_n300    300 balls of radius 14 at 200-400 pt/s filling 38% of 800 x 600, 4 pt walls.
  elastic_mixed_n500    250 balls of radius 5 and 250 boxes of 10 x 10 at 200-2,000 pt/s,
                        1000 x 1000, 4 pt walls.
  fast_box_n1           one box of 10 x 10 at 20,000 pt/s in a 400 x 300 box with 2 pt walls.
  elastic_boxes_n150    150 boxes of 12 x 12 at 200-400 pt/s, 600 x 400, 2 pt walls: slow boxes
                        that meet face to face (two-point contacts) and turn each other.
  fast_mixed_n200       100 balls of radius 3 and 100 boxes of 6 x 6 at 15,000-20,000 pt/s,
                        800 x 600, 2 pt walls.
  still_crowd_n4500     4,500 balls of radius 3, 8 pt apart in a 600 x 480 box with 3 pt walls, 120 steps:
                        a crowd above the sweep's limit (the grid finds its pairs), where every third
                        ball starts still, with velocity components of +0 and -0, and the others move at
                        200-2,000 pt/s. The edges of the grid's cells and of the balls' boxes meet exactly.
Stacks (e = 0, mu = 0.6, gravity down, on a static ground whose top is at y = 1000): they must stand,
and `top_index` names the body whose height over the ground after 10 s tells whether they did.
  column_h10, column_h20, column_h40  columns of 10, 20 and 40 boxes of 10 x 10, exactly touching.
  brick_wall_h12        12 rows of bricks of 20 x 10, 8 and 7 in turn, each row shifted by half a brick.
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


def thin_walls(width, height, t):
    """Four static boxes `t` thick around [0, width] x [0, height], overlapping at the corners."""
    return [
        {"shape": "box", "x": width / 2, "y": -t / 2, "w": width + 2 * t, "h": t},
        {"shape": "box", "x": width / 2, "y": height + t / 2, "w": width + 2 * t, "h": t},
        {"shape": "box", "x": -t / 2, "y": height / 2, "w": t, "h": height + 2 * t},
        {"shape": "box", "x": width + t / 2, "y": height / 2, "w": t, "h": height + 2 * t},
    ]


def elastic(name, n, width, height, wall, dynamic):
    """A zero-gravity, e = 1, frictionless scene in a box of thin walls; a centre beyond the walls'
    outer faces escaped."""
    return {
        "name": name, "variant": f"n{n}", "n": n, "gravity": [0.0, 0.0], "dt": 1 / 60, "steps": 600,
        "restitution": 1.0, "friction": 0.0, "density": 1.0, "static": thin_walls(width, height, wall),
        "dynamic": dynamic,
        "inner": {"xmin": 0.0, "xmax": width, "ymin": 0.0, "ymax": height},
        "outer": {"xmin": -wall, "xmax": width + wall, "ymin": -wall, "ymax": height + wall},
    }


def grid(n, columns, spacing, origin, speed_low, speed_high, shape):
    """`n` bodies on a grid, each with a speed between the bounds in a direction that turns by an
    irrational step from one body to the next (deterministic, no random generator)."""
    bodies = []
    for i in range(n):
        col, row = i % columns, i // columns
        theta = 2 * math.pi * ((i * 0.6180339887498949) % 1.0) + 0.05
        speed = speed_low + (speed_high - speed_low) * ((i * 0.41421356237309503) % 1.0)
        body = {"x": origin + spacing * col, "y": origin + spacing * row,
                "vx": speed * math.cos(theta), "vy": speed * math.sin(theta)}
        body.update(shape(i))
        bodies.append(body)
    return bodies


def fast_ball():
    ball = [{"shape": "circle", "r": 4.0, "x": 200.0, "y": 150.0,
             "vx": 20000 * math.cos(0.7), "vy": 20000 * math.sin(0.7)}]
    return elastic("fast_ball", 1, 400.0, 300.0, 2.0, ball)


def fast_balls():
    balls = grid(200, 20, 36.0, 40.0, 15000.0, 20000.0, lambda i: {"shape": "circle", "r": 3.0})
    return elastic("fast_balls", 200, 800.0, 600.0, 2.0, balls)


def fast_boxes():
    boxes = grid(100, 20, 38.0, 40.0, 5000.0, 20000.0, lambda i: {"shape": "box", "w": 8.0, "h": 8.0})
    return elastic("fast_boxes", 100, 800.0, 600.0, 3.0, boxes)


def elastic_crowd():
    balls = grid(300, 25, 31.0, 28.0, 200.0, 400.0, lambda i: {"shape": "circle", "r": 14.0})
    return elastic("elastic_crowd", 300, 800.0, 600.0, 4.0, balls)


def elastic_mixed():
    def shape(i):
        return {"shape": "circle", "r": 5.0} if i % 2 else {"shape": "box", "w": 10.0, "h": 10.0}
    bodies = grid(500, 25, 38.0, 44.0, 200.0, 2000.0, shape)
    return elastic("elastic_mixed", 500, 1000.0, 1000.0, 4.0, bodies)


def fast_box():
    box = [{"shape": "box", "w": 10.0, "h": 10.0, "x": 200.0, "y": 150.0,
            "vx": 20000 * math.cos(0.7), "vy": 20000 * math.sin(0.7)}]
    return elastic("fast_box", 1, 400.0, 300.0, 2.0, box)


def elastic_boxes():
    boxes = grid(150, 18, 30.0, 45.0, 200.0, 400.0, lambda i: {"shape": "box", "w": 12.0, "h": 12.0})
    return elastic("elastic_boxes", 150, 600.0, 400.0, 2.0, boxes)


def fast_mixed():
    def shape(i):
        return {"shape": "circle", "r": 3.0} if i % 2 else {"shape": "box", "w": 6.0, "h": 6.0}
    bodies = grid(200, 20, 36.0, 40.0, 15000.0, 20000.0, shape)
    return elastic("fast_mixed", 200, 800.0, 600.0, 2.0, bodies)


def still_crowd():
    def shape(i):
        return {"shape": "circle", "r": 3.0}
    bodies = grid(4500, 75, 8.0, 4.0, 200.0, 2000.0, shape)
    for i, body in enumerate(bodies):
        if i % 3 == 0:
            body["vx"], body["vy"] = (-0.0, 0.0) if i % 2 else (0.0, -0.0)
    scene = elastic("still_crowd", 4500, 600.0, 480.0, 3.0, bodies)
    scene["steps"] = 120
    return scene


def stack(name, variant, dynamic, top_index):
    width = 400.0
    ground = [{"shape": "box", "x": width / 2, "y": 1025.0, "w": width + 100.0, "h": 50.0}]
    return {
        "name": name, "variant": variant, "n": len(dynamic), "gravity": [0.0, 1000.0], "dt": 1 / 60,
        "steps": 600, "restitution": 0.0, "friction": 0.6, "density": 1.0, "static": ground, "dynamic": dynamic,
        "inner": {"xmin": -1000.0, "xmax": width + 1000.0, "ymin": -1000.0, "ymax": 1000.0},
        "outer": {"xmin": -2000.0, "xmax": width + 2000.0, "ymin": -2000.0, "ymax": 1050.0},
        "top_index": top_index, "ground_top": 1000.0,
    }


def column(height):
    boxes = [{"shape": "box", "w": 10.0, "h": 10.0, "x": 200.0, "y": 995.0 - 10.0 * i} for i in range(height)]
    return stack("column", f"h{height}", boxes, height - 1)


def brick_wall():
    bricks = []
    for row in range(12):
        shift = 10.0 if row % 2 else 0.0
        for i in range(7 if row % 2 else 8):
            bricks.append({"shape": "box", "w": 20.0, "h": 10.0, "x": 120.0 + 20.0 * i + shift, "y": 995.0 - 10.0 * row})
    return stack("brick_wall", "h12", bricks, len(bricks) - 4)


if __name__ == "__main__":
    scenes = (mixed_pile(), breakout_stress_400(), fast_ball(), fast_balls(), fast_boxes(), elastic_crowd(),
              elastic_mixed(), fast_box(), elastic_boxes(), fast_mixed(), still_crowd(),
              column(10), column(20), column(40), brick_wall())
    for scene in scenes:
        path = HERE / f"{scene['name']}_{scene['variant']}.json"
        path.write_text(json.dumps(scene) + "\n")
        print(f"wrote {path}")
