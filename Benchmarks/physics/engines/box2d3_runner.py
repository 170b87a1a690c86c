"""Box2D v3.1 (through pyb2d3) adapter for the runner contract of docs/physics-scene-format.md.

Box2D's tolerances are absolute metres, so the scene is built in metres at 50 pt = 1 m and
positions and speeds are converted back to points before any metric. Settings: 4 sub-steps,
sleep off, continuous on (dynamic vs static; no bullets), contact hertz 30, damping ratio 10,
restitution threshold 1 m/s. Box2D mixes mu = sqrt(muA*muB) and e = max(eA, eB), so every shape
gets the scene's (mu, e). Boxes are polygons with radius 0.
"""

from functools import partial
from importlib.metadata import version

import numpy
import pyb2d3 as b2

from common import Scene, Simulation, State, main

POINTS_PER_METRE = 50.0
SUB_STEPS = 4
CONTACT_HERTZ = 30.0
CONTACT_DAMPING_RATIO = 10.0
RESTITUTION_THRESHOLD = 1.0  # m/s

INFO = {
    "engine": "Box2D",
    "engine_version": "3.1",
    "binding": f"pyb2d3 {version('pyb2d3')} (nanobind)",
    "units": "metres, 50 pt = 1 m",
    "settings": {
        "sub_steps": SUB_STEPS,
        "sleep": "disabled",
        "continuous": "on (dynamic vs static), bullets off",
        "contact_hertz": CONTACT_HERTZ,
        "contact_damping_ratio": CONTACT_DAMPING_RATIO,
        "restitution_threshold_m_per_s": RESTITUTION_THRESHOLD,
        "polygon_radius": 0.0,
        "materials": "every shape (mu, e); Box2D takes sqrt(muA*muB) and max(eA, eB)",
    },
}


def metres(points: float) -> float:
    return points / POINTS_PER_METRE


def build(scene: Scene) -> Simulation:
    """A Box2D world for the scene, one static body holding every wall and brick."""
    gx, gy = scene.gravity
    world = b2.World(
        gravity=(metres(gx), metres(gy)),
        contact_hertz=CONTACT_HERTZ,
        contact_damping_ratio=CONTACT_DAMPING_RATIO,
        restitution_threshold=RESTITUTION_THRESHOLD,
    )
    world.sleeping_enabled = False
    world.continuous_enabled = True
    material = b2.surface_material(friction=scene.friction, restitution=scene.restitution)

    ground = world.create_static_body()
    wall_def = b2.shape_def(material=material)
    for spec in scene.statics:
        box = b2.box(metres(spec.w / 2), metres(spec.h / 2), center=(metres(spec.x), metres(spec.y)))
        ground.create_polygon_shape(wall_def, box)

    shape_def = b2.shape_def(density=scene.density, material=material)
    batch = b2.Bodies()
    masses = []
    inertias = []
    for spec in scene.dynamics:
        body = world.create_dynamic_body(
            position=(metres(spec.x), metres(spec.y)), linear_velocity=(metres(spec.vx), metres(spec.vy))
        )
        if spec.shape == "circle":
            body.create_circle_shape(shape_def, b2.circle(radius=metres(spec.r)))
        else:
            body.create_polygon_shape(shape_def, b2.box(metres(spec.w / 2), metres(spec.h / 2)))
        batch.append(body.id)
        masses.append(body.mass)
        inertias.append(body.rotational_inertia() * POINTS_PER_METRE**2)

    return Simulation(
        step=partial(world.step, scene.dt, SUB_STEPS),
        read_state=partial(read_state, world, batch),
        masses=masses,
        inertias=inertias,
    )


def read_state(world: b2.World, batch: b2.Bodies) -> State:
    """Every dynamic body's state in points (`world` is passed only to keep the world alive)."""
    position = batch.get_positions().astype(numpy.float64) * POINTS_PER_METRE
    velocity = batch.get_linear_velocities().astype(numpy.float64) * POINTS_PER_METRE
    rotation = batch.get_rotations().astype(numpy.float64)
    angular_velocity = batch.get_angular_velocities().astype(numpy.float64)
    return State(
        x=position[:, 0].tolist(),
        y=position[:, 1].tolist(),
        vx=velocity[:, 0].tolist(),
        vy=velocity[:, 1].tolist(),
        angle=numpy.arctan2(rotation[:, 1], rotation[:, 0]).tolist(),
        w=angular_velocity.tolist(),
    )


if __name__ == "__main__":
    main("box2d_v3", INFO, build)
