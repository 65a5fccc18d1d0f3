"""The throw as a rope, for the table to animate: the grapnel (or fist) is thrown in
pymunk, the rope follows it. Headless (no pygame), deterministic (a fresh space, a
fixed step, no randomness), and never a judge: the rules decide a throw by geometry
alone (village.py); the rope only shows it, and comes to rest where the rules put it.

It is played in the upright plane through the throw's line (along the line `s`, height
`z`, with gravity): the buildings the line passes over are boxes in that plane, the
ground is z = 0. The grapnel flies from the hand to the level of the roof aimed at,
exactly above the rules' landing point. A cap (a slide joint from the hand, as long as
from the hand to where the grapnel must rest) keeps it from going further. If a roof
is there it lands on it; if not (a throw too long or too short) it falls until it
meets the ground or a lower roof, swinging in on its cap, and rests there, still above
the rules' landing point. The rope pays out along the grapnel's path, then, once the
grapnel is down, settles onto the shortest way from the hand over the roofs between.

    throw = simulate_throw((5, 5), (30, 17), hand_height=4.7, aim_height=3.2,
                           rest_height=0.0, walls=[(0.0, 5.0, 3.2), (20.0, 24.0, 3.2)])
    for points in throw.frames:  # [hand, ..., grapnel] as (x, y, z), village cm
        ...
    throw.frames[throw.landed]   # the first frame with the grapnel down
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pymunk

POINTS = 24
"""Points of the rope in each frame, the hand first and the grapnel last."""
STEP = 1.0 / 120.0
"""Fixed physics step, seconds."""
EVERY = 4
"""One frame recorded in so many steps: 30 frames a second."""
GRAVITY = 150.0
"""cm/s²: far lighter than the table's (981): a low arc that the eye can follow."""
HOOK_MASS = 0.5
HOOK_RADIUS = 0.6
"""The grapnel's body in the simulation (the rules' circle is data.GRAPNEL_RADIUS)."""
SETTLE_SECONDS = 0.6
"""How long a throw is played on after the grapnel is down: the rope settles."""
MAX_SECONDS = 4.0
SAG = 0.04
"""How far a settled rope sags, as a share of each straight stretch of it."""
REST_TOLERANCE_CM = 0.5

Plane = tuple[float, float]
"""A point of the upright plane of the throw: (along the line, height), cm."""


@dataclass(frozen=True)
class Throw:
    """A played-out throw: the rope's points at each recorded step (hand first, the
    grapnel last, each (x, y, z) in village cm), where the grapnel came to rest, the
    rules' landing point, and the first frame where the grapnel is down."""

    frames: list[list[tuple[float, float, float]]]
    rest: tuple[float, float, float]
    target: tuple[float, float]
    landed: int

    @property
    def error(self) -> float:
        """Distance (cm, on the board) between where the grapnel rests and where the
        rules put it."""
        return math.dist(self.rest[:2], self.target)


def flight_seconds(length: float) -> float:
    """How long the grapnel flies to its landing point: longer throws take longer."""
    return 0.3 + length / 120.0


def simulate_throw(
    start: tuple[float, float],
    landing: tuple[float, float],
    *,
    hand_height: float,
    aim_height: float,
    rest_height: float,
    walls: Sequence[tuple[float, float, float]] = (),
    every: int = EVERY,
) -> Throw:
    """Play a throw from the hand at `start` (x, y) and `hand_height` to the rules'
    `landing` point. It flies to `aim_height` (the roof aimed at) and comes to rest on
    `rest_height` (what lies under the landing point: that roof, another, or the
    ground, 0). `walls`: (enter, leave, height) of each building along the line, in cm
    from the start. Same inputs, same frames, on any machine."""
    sx, sy = start
    length = math.dist(start, landing)
    rest_z = rest_height + HOOK_RADIUS
    if length < 1e-6:
        point = (sx, sy, rest_z)
        return Throw([[(sx, sy, hand_height), point]], point, landing, 0)
    ux, uy = (landing[0] - sx) / length, (landing[1] - sy) / length
    space = pymunk.Space()
    space.gravity = (0.0, -GRAVITY)
    space.iterations = 30
    ground = space.static_body
    earth = [(-40.0, -20.0), (length + 80.0, -20.0), (length + 80.0, 0.0), (-40.0, 0.0)]
    solid: list[pymunk.Shape] = [pymunk.Poly(ground, earth)]
    for enter, leave, height in walls:
        box = [(enter, 0.0), (leave, 0.0), (leave, height), (enter, height)]
        solid.append(pymunk.Poly(ground, box))
    # the rules have decided what lies under the landing point: a ledge there holds the
    # grapnel even where it only catches a roof's edge
    ledge = [(length - 1.0, 0.0), (length + 1.0, 0.0), (length + 1.0, rest_height)]
    solid.append(pymunk.Poly(ground, [*ledge, (length - 1.0, rest_height)]))
    for shape in solid:
        shape.friction = 1.0
        shape.elasticity = 0.0
    space.add(*solid)
    hand: Plane = (0.0, hand_height)
    aim: Plane = (length, max(aim_height, rest_height) + HOOK_RADIUS)
    rest: Plane = (length, rest_z)
    seconds = flight_seconds(length)
    hook = pymunk.Body(HOOK_MASS, pymunk.moment_for_circle(HOOK_MASS, 0, HOOK_RADIUS))
    hook.position = hand
    hook.velocity = (length / seconds, (aim[1] - hand[1]) / seconds + GRAVITY * seconds / 2)
    circle = pymunk.Circle(hook, HOOK_RADIUS)
    circle.friction = 1.0
    circle.elasticity = 0.0
    space.add(hook, circle)
    space.add(pymunk.SlideJoint(ground, hook, hand, (0, 0), 0, math.dist(hand, rest)))
    # once down, a spring holds the grapnel on the rules' landing point
    spring = pymunk.DampedSpring(ground, hook, rest, (0, 0), 0.0, 0.0, 0.0)
    space.add(spring)
    path: list[Plane] = [hand]
    frames: list[list[tuple[float, float, float]]] = []
    landed: int | None = None
    settle = int(round(SETTLE_SECONDS / STEP))
    settle_until = 0

    def frame() -> None:
        here = (hook.position.x, hook.position.y)
        flying = _along(path, POINTS)
        if landed is None:
            points = flying
        else:
            done = min(1.0, (len(frames) - landed) / max(1, settle // every))
            lying = _lying(hand, here, walls)
            points = [
                (a[0] + (b[0] - a[0]) * done, a[1] + (b[1] - a[1]) * done)
                for a, b in zip(flying, lying, strict=True)
            ]
        points[-1] = here
        frames.append([(sx + ux * p, sy + uy * p, max(0.0, z)) for p, z in points])

    for n in range(int(round(MAX_SECONDS / STEP))):
        if landed is None and n * STEP >= seconds * 0.9:
            s, z = hook.position
            if abs(s - length) < 1.5 and z <= rest_z + 0.35:
                landed = len(frames)
                settle_until = n + settle
                spring.stiffness = 200.0 * HOOK_MASS
                spring.damping = 28.0 * HOOK_MASS
        space.step(STEP)
        path.append((hook.position.x, hook.position.y))
        if n % every == 0:
            frame()
        if landed is not None and n >= settle_until:
            break
    frame()
    if landed is None:  # never down within the time allowed: call the last frame down
        landed = len(frames) - 1
    s, z = hook.position
    return Throw(frames, (sx + ux * s, sy + uy * s, z), landing, landed)


def _along(path: Sequence[Plane], count: int) -> list[Plane]:
    """`count` points evenly spaced along a path (by length), its ends included."""
    steps = [math.dist(a, b) for a, b in zip(path, path[1:], strict=False)]
    total = sum(steps)
    if total <= 0:
        return [path[-1]] * count
    out: list[Plane] = []
    i, walked = 0, 0.0
    for k in range(count):
        want = total * k / (count - 1)
        while i < len(steps) - 1 and walked + steps[i] < want:
            walked += steps[i]
            i += 1
        t = 0.0 if steps[i] == 0 else min(1.0, (want - walked) / steps[i])
        a, b = path[i], path[i + 1]
        out.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
    return out


def _lying(hand: Plane, hook: Plane, walls: Sequence[tuple[float, float, float]]) -> list[Plane]:
    """The settled rope: the shortest way from the hand to the grapnel over the roofs
    between (the upper hull of the roofs' corners), each stretch sagging a little."""
    low, high = sorted((hand[0], hook[0]))
    corners = [(x, h) for enter, leave, h in walls for x in (enter, leave) if low < x < high]
    hull: list[Plane] = []
    forward = hook[0] >= hand[0]
    for p in sorted([hand, hook, *corners], key=lambda q: q[0], reverse=not forward):
        while len(hull) >= 2 and _turn(hull[-2], hull[-1], p, forward) >= 0:
            hull.pop()
        hull.append(p)
    sagging: list[Plane] = []
    for a, b in zip(hull, hull[1:], strict=False):
        span = math.dist(a, b)
        for k in range(8):
            t = k / 8
            dip = 4 * SAG * span * t * (1 - t)
            sagging.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t - dip))
    sagging.append(hull[-1])
    return _along(sagging, POINTS)


def _turn(o: Plane, a: Plane, b: Plane, forward: bool) -> float:
    """Positive where o -> a -> b bends down (a lies under the line o-b): a is dropped."""
    cross = (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
    return cross if forward else -cross
