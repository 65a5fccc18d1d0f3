"""The rope that shows a throw: deterministic, never past the chosen length, at rest
within 0.5 cm of where the rules put the grapnel, on the roof it lands on, or on the
ground beyond (or before) a roof it misses (RULINGS section 3, issue 17 section 2); it
flies for about a second on the throw's line, and a settled rope lies on the roofs."""

from __future__ import annotations

import math
import random
import sys

import pytest

from ninjas.night import rope
from ninjas.night.village import named_village

ROOF = 3.2
HAND = 1.5


def test_the_same_throw_gives_the_same_frames() -> None:
    kwargs = {"hand_height": 4.7, "aim_height": ROOF, "rest_height": 0.0}
    first = rope.simulate_throw((3.0, -4.0), (20.5, 17.25), walls=[(0, 4, ROOF)], **kwargs)
    second = rope.simulate_throw((3.0, -4.0), (20.5, 17.25), walls=[(0, 4, ROOF)], **kwargs)
    assert first.frames == second.frames and len(first.frames) > 20


@pytest.mark.parametrize("seed", range(4))
def test_a_grapnel_on_a_roof_rests_where_the_rules_put_it(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(12):
        start = (rng.uniform(-30, 30), rng.uniform(-30, 30))
        angle = rng.uniform(0, 2 * math.pi)
        length = rng.uniform(6.0, 40.0)
        landing = (start[0] + length * math.cos(angle), start[1] + length * math.sin(angle))
        floors = rng.choice((1, 2)), rng.choice((1, 2))
        here, there = floors[0] * ROOF, floors[1] * ROOF
        walls = [(0.0, 4.0, here), (length - rng.uniform(0.5, 4), length + 3.0, there)]
        throw = rope.simulate_throw(
            start,
            landing,
            hand_height=here + HAND,
            aim_height=there,
            rest_height=there,
            walls=walls,
        )
        assert throw.error <= rope.REST_TOLERANCE_CM
        assert throw.rest[2] == pytest.approx(there, abs=0.3)  # lying on the roof
        down = throw.frames[throw.landed][-1]
        assert math.dist(down[:2], landing) < 1.6 and down[2] < there + 1.0
        # the cap: never further from the hand than where it must rest
        hand = (*start, here + HAND)
        cap = math.dist(hand, (*landing, there + rope.HOOK_RADIUS))
        assert max(math.dist(f[-1], hand) for f in throw.frames) <= cap + 0.6  # solver give


@pytest.mark.parametrize("short", [False, True])
def test_a_grapnel_that_misses_the_roof_falls_to_the_ground(short: bool) -> None:
    """Too long, it lands beyond the roof; too short, before it: either way it flies to
    the roof's level above the landing point, then falls to the ground there."""
    roof = (10.0, 17.0) if not short else (26.0, 34.0)
    throw = rope.simulate_throw(
        (0.0, 0.0),
        (22.0, 0.0),
        hand_height=2 * ROOF + HAND,
        aim_height=ROOF,
        rest_height=0.0,
        walls=[(0.0, 4.0, 2 * ROOF), (*roof, ROOF)],
    )
    assert throw.error <= rope.REST_TOLERANCE_CM
    assert throw.rest[2] == pytest.approx(0.0, abs=0.3)  # on the ground
    hooks = [f[-1] for f in throw.frames]
    beside = [z for x, _, z in hooks[: throw.landed] if x > 20.0]
    assert beside and max(beside) > ROOF  # it came at the roof's level, then fell
    assert all(z >= 0 for f in throw.frames for _, _, z in f)  # never under the ground


def test_the_settled_rope_lies_over_the_roofs_between() -> None:
    """Once down, the rope runs over the roofs it crosses, never through them."""
    walls = [(0.0, 4.0, ROOF), (10.0, 14.0, 2 * ROOF), (20.0, 30.0, ROOF)]
    throw = rope.simulate_throw(
        (0.0, 0.0),
        (25.0, 0.0),
        hand_height=ROOF + HAND,
        aim_height=ROOF,
        rest_height=ROOF,
        walls=walls,
    )
    for x, _, z in throw.frames[-1]:
        for enter, leave, height in walls[1:2]:
            if enter + 0.3 < x < leave - 0.3:
                assert z >= height - 0.3


def test_a_throw_in_a_village_lands_on_the_rules_point() -> None:
    village = named_village("crossroads")
    start, target = 0, 1
    length = 18.0
    landing = village.landing(start, target, length)
    walls = [(enter, leave, 3.2) for _, enter, leave in village.crossings(start, target, 60)]
    throw = rope.simulate_throw(
        village.centre(start),
        landing,
        hand_height=4.7,
        aim_height=3.2,
        rest_height=3.2 if village.building_at(landing) is not None else 0.0,
        walls=walls,
    )
    assert throw.error <= rope.REST_TOLERANCE_CM
    assert math.dist(throw.rest[:2], village.centre(start)) == pytest.approx(length, abs=0.5)


def test_crossings_name_the_roofs_along_the_line() -> None:
    village = named_village("crossroads")
    for a in range(len(village.buildings)):
        for b in range(len(village.buildings)):
            if a == b:
                continue
            passed = village.crossings(a, b, village.distance(a, b))
            assert passed[0][0] == a and passed[0][1] == 0.0
            assert passed[-1][0] == b and passed[-1][2] == pytest.approx(village.distance(a, b))
            (ax, ay), (bx, by) = village.centre(a), village.centre(b)
            d = village.distance(a, b)
            for index, enter, leave in passed:
                mid = (enter + leave) / 2
                point = (ax + (bx - ax) * mid / d, ay + (by - ay) * mid / d)
                assert village.building_at(point) == index


def test_the_rope_is_headless() -> None:
    source = open(rope.__file__, encoding="utf-8").read()
    assert "import pygame" not in source and "pymunk.Space()" in source
    assert sys.modules[rope.__name__] is rope


def test_the_grapnel_flies_about_a_second_on_the_throws_line() -> None:
    """Long enough for the eye to follow (0.8 to 1.2 s at the normal speed; it flew
    0.4 s), along the throw's line, never back toward the thrower."""
    rng = random.Random(3)
    for _ in range(40):
        length = rng.uniform(12.0, 40.0)  # roofs' centres: 4 cm apart and 4 from an edge
        angle = rng.uniform(0, 2 * math.pi)
        start = (rng.uniform(0, 60), rng.uniform(0, 60))
        landing = (start[0] + length * math.cos(angle), start[1] + length * math.sin(angle))
        here, there = rng.choice((1, 2)) * ROOF, rng.choice((1, 2)) * ROOF
        walls = [(0.0, 4.0, here), (length - 4.0, length + 4.0, there)]
        throw = rope.simulate_throw(
            start,
            landing,
            hand_height=here,
            aim_height=there,
            rest_height=there,
            walls=walls,
            toward_eye=max(0.0, math.sin(angle)),
        )
        seconds = throw.landed * rope.EVERY * rope.STEP
        assert 0.8 <= seconds <= 1.2, (length, seconds)
        walked = 0.0
        for points in throw.frames[: throw.landed + 1]:
            x, y, _ = points[-1]
            along = (x - start[0]) * math.cos(angle) + (y - start[1]) * math.sin(angle)
            across = -(x - start[0]) * math.sin(angle) + (y - start[1]) * math.cos(angle)
            assert abs(across) < 1e-6 and along >= walked - 0.05
            walked = max(walked, along)


def test_a_landed_grapnel_lies_on_the_roof_where_the_rules_put_it() -> None:
    """The grapnel's point is where it touches the roof: drawn there, it is where the
    rules' circle is (its centre floated 0.6 cm above the roof)."""
    throw = rope.simulate_throw(
        (0.0, 0.0),
        (20.0, 0.0),
        hand_height=ROOF,
        aim_height=2 * ROOF,
        rest_height=2 * ROOF,
        walls=[(0.0, 4.0, ROOF), (15.0, 25.0, 2 * ROOF)],
    )
    x, y, z = throw.frames[-1][-1]
    assert math.dist((x, y), (20.0, 0.0)) < rope.REST_TOLERANCE_CM
    assert z == pytest.approx(2 * ROOF, abs=0.1)


def test_a_settled_rope_lies_on_the_roofs_never_in_them() -> None:
    """Sagging between the roofs it crosses, it rests on a roof, never below its top
    (a rope sunk into a roof was hidden by it, cut in pieces on the screen)."""
    walls = [(0.0, 4.5, ROOF), (8.5, 17.5, ROOF)]
    throw = rope.simulate_throw(
        (0.0, 0.0),
        (20.0, 0.0),  # over the roof, onto the ground beyond
        hand_height=ROOF,
        aim_height=ROOF,
        rest_height=0.0,
        walls=walls,
    )
    for x, _, z in throw.frames[-1]:
        for enter, leave, height in walls:
            if enter <= x <= leave:
                assert z >= height - 1e-6, (x, z)
