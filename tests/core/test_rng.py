"""Seeded randomness helpers."""

from __future__ import annotations

import random

from ninjas.core.rng import shuffle


def test_shuffle_gives_the_standard_librarys_order_from_the_same_state() -> None:
    """`shuffle(items, rng)` is `rng.shuffle(items)` written out for speed: the same
    order and the generator left in the same state (games and the search depend on
    their seeds playing the same)."""
    for seed in range(60):
        for size in (0, 1, 2, 3, 7, 31, 64, 65, 90):
            ours, theirs = list(range(size)), list(range(size))
            mine, reference = random.Random(seed), random.Random(seed)
            shuffle(ours, mine)
            reference.shuffle(theirs)
            assert ours == theirs
            assert mine.getstate() == reference.getstate()


def test_shuffle_leaves_another_generator_to_its_own_method() -> None:
    class Reversing(random.Random):
        def shuffle(self, x: list[int]) -> None:  # type: ignore[override]
            x.reverse()

    items = [1, 2, 3]
    shuffle(items, Reversing(0))
    assert items == [3, 2, 1]
