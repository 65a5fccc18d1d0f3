"""The throw as a rope: a pymunk chain from the hand to the grapnel (or fist), for the
table to animate. Headless (no pygame), deterministic (a fresh space, a fixed step,
no randomness), and never a judge: the rules decide a throw by geometry alone
(village.py); the rope only shows it, and comes to rest where the rules put it.

The chain is `LINKS` small bodies joined by slide joints (each link at most
`length / LINKS` from the next, so the rope can slacken), plus a whole-length cap: a
slide joint from the hand to the grapnel whose maximum is the chosen length. The
grapnel is thrown along the line to the target a little faster than it needs; the
cap stops it at exactly that length, damping settles it, and a spring holds it
against the cap so that it rests on the rules' landing point.

    throw = simulate_throw((0, 0), (12.5, 30.0))
    for points in throw.frames:  # [hand, link 1, ..., grapnel], in village cm
        ...
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pymunk

LINKS = 14
"""Bodies between the hand and the grapnel."""
STEP = 1.0 / 120.0
"""Fixed physics step, seconds."""
FLIGHT_SECONDS = 1.4
"""Simulated time of a throw, flight and settling."""
LINK_MASS = 0.02
HOOK_MASS = 0.3
LAUNCH_SPEED_FACTOR = 3.2
"""Initial speed of the grapnel, in lengths per second: enough to pull the rope taut."""
SLACK = 1.12
"""The chain is this much longer than the cap, so that a rope still bowed never holds
the grapnel short of the chosen length (the cap alone sets how far it goes)."""
BOW = 0.22
"""Sideways speed of the middle of the rope, as a share of the grapnel's speed."""
DAMPING = 0.08
"""Share of velocity kept after one second (pymunk's space damping)."""
REST_TOLERANCE_CM = 0.5


@dataclass(frozen=True)
class Throw:
    """A played-out throw: the rope's points at each recorded step, and where the
    grapnel came to rest."""

    frames: list[list[tuple[float, float]]]
    rest: tuple[float, float]
    target: tuple[float, float]

    @property
    def error(self) -> float:
        """Distance (cm) between where the grapnel rests and where the rules put it."""
        return math.dist(self.rest, self.target)


def simulate_throw(
    start: tuple[float, float],
    landing: tuple[float, float],
    *,
    every: int = 2,
    seconds: float = FLIGHT_SECONDS,
) -> Throw:
    """Play a throw from `start` (the hand) to `landing` (the rules' point for the
    chosen length, which is the rope's length). `every`: record one frame in so many
    steps. Same inputs, same frames, on any machine."""
    sx, sy = start
    lx, ly = landing
    length = math.dist(start, landing)
    if length < 1e-6:
        return Throw([[start, landing]], landing, landing)
    ux, uy = (lx - sx) / length, (ly - sy) / length
    space = pymunk.Space()
    space.gravity = (0.0, 0.0)
    space.damping = DAMPING
    space.iterations = 30
    hand = space.static_body
    bodies: list[pymunk.Body] = []
    link = SLACK * length / LINKS
    speed = LAUNCH_SPEED_FACTOR * length
    for i in range(1, LINKS + 1):
        last = i == LINKS
        mass = HOOK_MASS if last else LINK_MASS
        body = pymunk.Body(mass, pymunk.moment_for_circle(mass, 0, 0.3))
        # the coil sits in the hand; each link leaves a little after the one before
        offset = 0.02 * i
        body.position = (sx + ux * offset, sy + uy * offset)
        # the links trail behind the grapnel and bow out to one side, as a thrown cord
        # does; the grapnel itself flies straight along the line to the target
        bow = 0.0 if last else BOW * speed * math.sin(math.pi * i / LINKS)
        along = speed * (i / LINKS) ** 1.5
        body.velocity = (ux * along - uy * bow, uy * along + ux * bow)
        space.add(body)
        bodies.append(body)
    previous: pymunk.Body = hand
    anchor = (sx, sy)
    for body in bodies:
        joint = pymunk.SlideJoint(
            previous, body, anchor if previous is hand else (0, 0), (0, 0), 0, link
        )
        space.add(joint)
        previous = body
        anchor = (0, 0)
    hook = bodies[-1]
    cap = pymunk.SlideJoint(hand, hook, (sx, sy), (0, 0), 0, length)
    space.add(cap)
    # once taut, a spring holds the grapnel against the cap, at the landing point
    spring = pymunk.DampedSpring(hand, hook, (lx, ly), (0, 0), 0.0, 0.0, 0.0)
    space.add(spring)
    frames: list[list[tuple[float, float]]] = []
    steps = int(round(seconds / STEP))
    taut = False
    for n in range(steps):
        if not taut and math.dist(hook.position, start) >= length * 0.98:
            taut = True
            spring.stiffness = 40.0 * HOOK_MASS
            spring.damping = 6.0 * HOOK_MASS
        space.step(STEP)
        if n % every == 0 or n == steps - 1:
            frames.append([start, *((b.position.x, b.position.y) for b in bodies)])
    rest = (hook.position.x, hook.position.y)
    return Throw(frames, rest, landing)
