"""Chipmunk2D (through pymunk) adapter for the runner contract of docs/physics-scene-format.md.

Works in points directly (no scaling). Settings: space.iterations 10, default collision slop and
bias, damping 1, sleeping off (sleep_time_threshold left at its default, infinity), no CCD
(Chipmunk has none), default BB-tree index. Chipmunk multiplies the two shapes' values, so every
shape gets (sqrt(mu), sqrt(e)) and every pair mixes to the scene's (mu, e).
"""

import math
from functools import partial

import pymunk
import pymunk.batch

from common import Scene, Simulation, State, main

ITERATIONS = 10
STATE_FIELDS = (
    pymunk.batch.BodyFields.POSITION
    | pymunk.batch.BodyFields.ANGLE
    | pymunk.batch.BodyFields.VELOCITY
    | pymunk.batch.BodyFields.ANGULAR_VELOCITY
)
FLOATS_PER_BODY = 6  # x, y, angle, vx, vy, w: the order pymunk.batch writes them in

INFO = {
    "engine": "Chipmunk2D",
    "engine_version": pymunk.chipmunk_version,
    "binding": f"pymunk {pymunk.version} (cffi)",
    "units": "points",
    "settings": {
        "iterations": ITERATIONS,
        "collision_slop": "default (0.1)",
        "collision_bias": "default ((1-0.1)^60)",
        "damping": 1.0,
        "sleep": "disabled (sleep_time_threshold default, infinity)",
        "continuous": "none (Chipmunk has no CCD)",
        "spatial_index": "default BB-tree",
        "materials": "every shape (sqrt(mu), sqrt(e)); Chipmunk multiplies",
    },
}


def build(scene: Scene) -> Simulation:
    """A pymunk space for the scene, one static body holding every wall and brick."""
    space = pymunk.Space()
    space.iterations = ITERATIONS
    space.gravity = scene.gravity
    friction = math.sqrt(scene.friction)
    elasticity = math.sqrt(scene.restitution)

    for spec in scene.statics:
        half_w, half_h = spec.w / 2, spec.h / 2
        bb = pymunk.BB(spec.x - half_w, spec.y - half_h, spec.x + half_w, spec.y + half_h)
        wall = pymunk.Poly.create_box_bb(space.static_body, bb, radius=0.0)
        wall.friction, wall.elasticity = friction, elasticity
        space.add(wall)

    bodies = []
    for spec in scene.dynamics:
        body = pymunk.Body()
        body.position = spec.x, spec.y
        body.velocity = spec.vx, spec.vy
        if spec.shape == "circle":
            shape = pymunk.Circle(body, spec.r)
        else:
            shape = pymunk.Poly.create_box(body, (spec.w, spec.h), radius=0.0)
        shape.density = scene.density
        shape.friction, shape.elasticity = friction, elasticity
        space.add(body, shape)
        bodies.append(body)

    check_batch_order(space, bodies)
    return Simulation(
        step=partial(space.step, scene.dt),
        read_state=partial(read_state, space, len(bodies), pymunk.batch.Buffer()),
        masses=[body.mass for body in bodies],
        inertias=[body.moment for body in bodies],
    )


def check_batch_order(space: pymunk.Space, bodies: list) -> None:
    """pymunk.batch lists the dynamic bodies first, in the order they were added (no removal, no sleep)."""
    buffer = pymunk.batch.Buffer()
    pymunk.batch.get_space_bodies(space, pymunk.batch.BodyFields.BODY_ID, buffer)
    ids = memoryview(buffer.int_buf()).cast("P").tolist()[: len(bodies)]
    if ids != [body.id for body in bodies]:
        raise RuntimeError("pymunk.batch does not list the bodies in scene order")


def read_state(space: pymunk.Space, count: int, buffer: pymunk.batch.Buffer) -> State:
    """Every dynamic body's state in one batch call."""
    buffer.clear()
    pymunk.batch.get_space_bodies(space, STATE_FIELDS, buffer)
    values = memoryview(buffer.float_buf()).cast("d").tolist()
    n = FLOATS_PER_BODY
    end = count * n
    return State(
        x=values[0:end:n],
        y=values[1:end:n],
        vx=values[3:end:n],
        vy=values[4:end:n],
        angle=values[2:end:n],
        w=values[5:end:n],
    )


if __name__ == "__main__":
    main("pymunk", INFO, build)
