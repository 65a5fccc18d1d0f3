"""Seeded randomness helpers."""

from __future__ import annotations

import random

import pytest

from ninjas.core.rng import randint_of, shuffle


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


def test_randint_of_gives_the_standard_librarys_numbers_from_the_same_state() -> None:
    """`randint_of(rng)` is `rng.randint` written out for speed (a random Night village
    draws some 40,000): the same numbers and the generator left in the same state."""
    for seed in range(40):
        mine, reference = random.Random(seed), random.Random(seed)
        draw = randint_of(mine)
        for low, high in ((0, 0), (0, 1), (8, 12), (0, 52), (3, 57), (-5, 5), (0, 2**40)):
            for _ in range(25):
                assert draw(low, high) == reference.randint(low, high)
        assert mine.getstate() == reference.getstate()


def test_randint_of_refuses_an_empty_range_and_leaves_another_generator_alone() -> None:
    with pytest.raises(ValueError):
        randint_of(random.Random(0))(3, 2)

    class Fixed(random.Random):
        def randint(self, a: int, b: int) -> int:
            return a

    assert randint_of(Fixed(0))(4, 9) == 4
