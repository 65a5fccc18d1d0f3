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

The flight lasts about a second (FLIGHT_SECONDS, longer for a longer throw) so that
the eye can follow it, on an arc as high as a share of the throw (ARC_SHARE): the
gravity of each throw is the one that gives that arc in that time.

    throw = simulate_throw((5, 5), (30, 17), hand_height=3.2, aim_height=3.2,
                           rest_height=0.0, walls=[(0.0, 5.0, 3.2), (20.0, 24.0, 3.2)])
    for points in throw.frames:  # [hand, ..., grapnel] as (x, y, z), village cm
        ...
    throw.frames[throw.landed]   # the first frame with the grapnel down

The grapnel's point in each frame is where it touches what it lies on (the bottom of
its body): once down it lies on the roof's (or the ground's) plane, where the rules'
circle is, so that the table draws it exactly where the rules put it.
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
FLIGHT_SECONDS = (0.8, 1.15)
"""How long the grapnel flies: from a throw of nothing to one of FULL_CM or more."""
FULL_CM = 40.0
ARC_SHARE = (0.2, 0.06)
"""How high the arc rises above the straight way from the hand to the roof aimed at,
as a share of the throw's length (plus ARC_LEAST): for a throw across or away from the
eye, and for one straight toward it. Seen from the front and above, height and
nearness both move a point down the screen: a high arc toward the eye would hang over
the thrower, then drop, instead of flying at the roof."""
ARC_LEAST = 0.6
CLEARANCE = 0.4
"""How far (cm) the grapnel's body passes above a roof it flies over."""
ARC_MOST = 0.6
"""The highest arc, as a share of the throw (plus ARC_LEAST)."""
CLOSE_CM = 2.0
"""A roof ending this close before the landing point is flown over, not into."""
HOOK_MASS = 0.5
HOOK_RADIUS = 0.6
"""The grapnel's body in the simulation (the rules' circle is data.GRAPNEL_RADIUS)."""
SETTLE_SECONDS = 0.6
"""How long a throw is played on after the grapnel is down: the rope settles."""
FALL_GRAVITY = 80.0
"""cm/s²: a grapnel that misses drops at least this fast once past the point aimed at
(the flight's own gravity only draws its arc)."""
MAX_SECONDS = 4.0
LATE_SECONDS = 1.2
"""A grapnel not down this long after its flight (caught on a roof's edge, swung back
on its cap) is led to where the rules put it."""
SAG = 0.04
"""How far a settled rope sags, as a share of each straight stretch of it."""
REST_TOLERANCE_CM = 0.5

Plane = tuple[float, float]
"""A point of the upright plane of the throw: (along the line, height), cm."""


@dataclass(frozen=True)
class Throw:
    """A played-out throw: the rope's points at each recorded step (hand first, the
    grapnel last, each (x, y, z) in village cm; the grapnel by the point where it
    touches what it lies on), where the grapnel came to rest, the
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
    """How long the grapnel flies to its landing point (at the normal animation speed):
    about a second, longer throws a little longer."""
    shortest, longest = FLIGHT_SECONDS
    return shortest + (longest - shortest) * min(1.0, max(0.0, length) / FULL_CM)


def arc_height(length: float, rise: float, toward_eye: float = 0.0) -> float:
    """How high (cm) the grapnel's arc passes above the straight way from the hand to
    the point aimed at, `rise` higher than the hand: a share of the throw (less the
    more it comes toward the eye, `toward_eye` from 0 to 1), and enough that it comes
    down onto a higher roof rather than climbing into its edge."""
    across, toward = ARC_SHARE
    share = across + (toward - across) * min(1.0, max(0.0, toward_eye))
    return max(share * length, rise / 4) + ARC_LEAST


def simulate_throw(
    start: tuple[float, float],
    landing: tuple[float, float],
    *,
    hand_height: float,
    aim_height: float,
    rest_height: float,
    walls: Sequence[tuple[float, float, float]] = (),
    toward_eye: float = 0.0,
    every: int = EVERY,
) -> Throw:
    """Play a throw from the hand at `start` (x, y) and `hand_height` to the rules'
    `landing` point. It flies to `aim_height` (the roof aimed at) and comes to rest on
    `rest_height` (what lies under the landing point: that roof, another, or the
    ground, 0). `walls`: (enter, leave, height) of each building along the line, in cm
    from the start. `toward_eye`: how much the throw comes toward the one watching
    (arc_height). Same inputs, same frames, on any machine."""
    sx, sy = start
    length = math.dist(start, landing)
    rest_z = rest_height + HOOK_RADIUS
    if length < 1e-6:
        point = (sx, sy, rest_height)
        return Throw([[(sx, sy, hand_height), point]], point, landing, 0)
    ux, uy = (landing[0] - sx) / length, (landing[1] - sy) / length
    seconds = flight_seconds(length)
    # it flies to the roof aimed at, above the landing point; if a roof stands just
    # before that point, to that roof's level (it comes in over it, then falls)
    close = (h for enter, leave, h in walls if enter <= length and leave >= length - CLOSE_CM)
    top = max(aim_height, rest_height, *close)
    rise = top + HOOK_RADIUS - hand_height
    climb = rise - HOOK_RADIUS  # from the grapnel's centre leaving the hand
    arc = max(arc_height(length, rise, toward_eye), _clearing(length, hand_height, climb, walls))
    arc = min(arc, ARC_MOST * length + ARC_LEAST)
    gravity = 8.0 * arc / (seconds * seconds)
    space = pymunk.Space()
    space.gravity = (0.0, -gravity)
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
    aim: Plane = (length, top + HOOK_RADIUS)
    rest: Plane = (length, rest_z)
    hook = pymunk.Body(HOOK_MASS, pymunk.moment_for_circle(HOOK_MASS, 0, HOOK_RADIUS))
    hook.position = (hand[0], hand[1] + HOOK_RADIUS)  # it leaves from the hand
    climb = aim[1] - hook.position.y
    hook.velocity = (length / seconds, climb / seconds + gravity * seconds / 2)
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
        here = _touching(hook)
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
        if n * STEP >= seconds:  # past the point aimed at, a grapnel that misses drops
            space.gravity = (0.0, -max(gravity, FALL_GRAVITY))
        if landed is None and n * STEP >= seconds * 0.9:
            s, z = hook.position
            late = n * STEP >= seconds + LATE_SECONDS  # caught on a roof's edge: led home
            if late or abs(s - length) < 1.5 and z <= rest_z + 0.35:
                landed = len(frames)
                settle_until = n + settle
                spring.stiffness = 200.0 * HOOK_MASS
                spring.damping = 28.0 * HOOK_MASS
        space.step(STEP)
        path.append(_touching(hook))
        if n % every == 0:
            frame()
        if landed is not None and n >= settle_until:
            break
    frame()
    if landed is None:  # never down within the time allowed: call the last frame down
        landed = len(frames) - 1
    s, z = _touching(hook)
    return Throw(frames, (sx + ux * s, sy + uy * s, z), landing, landed)


def _touching(hook: pymunk.Body) -> Plane:
    """The grapnel's point: the bottom of its body, where it touches what it lies on."""
    return (hook.position.x, hook.position.y - HOOK_RADIUS)


def _clearing(
    length: float, hand: float, climb: float, walls: Sequence[tuple[float, float, float]]
) -> float:
    """How high an arc must be for the grapnel (leaving the hand, `climb` below the
    point it flies to) to pass over the roofs along the way: the thrower's own first
    (thrown down to a lower roof close by, a low arc would land on it)."""
    need = 0.0
    for enter, leave, height in walls:
        for s in (enter - HOOK_RADIUS, enter, leave, leave + HOOK_RADIUS):
            if not 0.5 <= s <= length - 0.5:  # under the hand, or where it lands
                continue
            u = s / length
            below = height + CLEARANCE - (hand + climb * u)
            need = max(need, below / (4 * u * (1 - u)))
    return need


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
            x = a[0] + (b[0] - a[0]) * t
            sagging.append((x, max(a[1] + (b[1] - a[1]) * t - dip, _top(x, walls))))
    sagging.append(hull[-1])
    return [(x, max(z, _top(x, walls))) for x, z in _along(sagging, POINTS)]


def _top(x: float, walls: Sequence[tuple[float, float, float]]) -> float:
    """What the rope lies on at `x` along the line: the highest roof there, or the
    ground: a sagging rope rests on a roof, never sinks into it."""
    return max((h for enter, leave, h in walls if enter <= x <= leave), default=0.0)


def _turn(o: Plane, a: Plane, b: Plane, forward: bool) -> float:
    """Positive where o -> a -> b bends down (a lies under the line o-b): a is dropped."""
    cross = (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
    return cross if forward else -cross
