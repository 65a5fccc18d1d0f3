"""The rope that shows a throw: deterministic, never past the chosen length, and at rest
within 0.5 cm of where the rules put the grapnel (RULINGS section 3)."""

from __future__ import annotations

import math
import random
import sys

import pytest

from ninjas.night import rope
from ninjas.night.village import named_village


def test_the_same_throw_gives_the_same_frames() -> None:
    first = rope.simulate_throw((3.0, -4.0), (20.5, 17.25))
    second = rope.simulate_throw((3.0, -4.0), (20.5, 17.25))
    assert first.frames == second.frames and len(first.frames) > 20


@pytest.mark.parametrize("seed", range(4))
def test_the_grapnel_rests_where_the_rules_put_it(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(25):
        start = (rng.uniform(-30, 30), rng.uniform(-30, 30))
        angle = rng.uniform(0, 2 * math.pi)
        length = rng.uniform(0.5, 40.0)
        landing = (start[0] + length * math.cos(angle), start[1] + length * math.sin(angle))
        throw = rope.simulate_throw(start, landing)
        assert throw.error <= rope.REST_TOLERANCE_CM
        reach = max(math.dist(points[-1], start) for points in throw.frames)
        # the whole-length cap: never further than chosen (within the solver's give)
        assert reach <= length + rope.REST_TOLERANCE_CM


def test_a_throw_in_a_village_lands_on_the_rules_point() -> None:
    village = named_village("crossroads")
    start, target = 0, 1
    length = 18.0
    landing = village.landing(start, target, length)
    throw = rope.simulate_throw(village.centre(start), landing)
    assert throw.error <= rope.REST_TOLERANCE_CM
    assert math.dist(throw.rest, village.centre(start)) == pytest.approx(length, abs=0.5)


def test_the_rope_is_headless() -> None:
    source = open(rope.__file__, encoding="utf-8").read()
    assert "import pygame" not in source and "pymunk.Space()" in source
    assert sys.modules[rope.__name__] is rope
