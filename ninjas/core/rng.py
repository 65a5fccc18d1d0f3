"""Seeded randomness: every random draw of a game comes from its own generator."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

MAX_SEED = 2**63 - 1
SEED_RULE = f"a whole number from 0 to {MAX_SEED}"
"""The one rule for seeds, in every game: what a save holds and a command line takes."""


def make_rng(seed: int) -> random.Random:
    """The game's generator for `seed` (a fresh, independent stream)."""
    return random.Random(seed)


def random_seed() -> int:
    """A seed for a new game when the player did not choose one."""
    return random.SystemRandom().randrange(MAX_SEED)


def shuffle(items: list[Any], rng: random.Random) -> None:
    """`rng.shuffle(items)`: the same order from the same generator state (the standard
    library's algorithm, written out without its two method calls per item; the AI's
    search deals the hidden cards thousands of times a decision). Another generator
    class than `random.Random` is left to its own `shuffle`."""
    if type(rng) is not random.Random:
        rng.shuffle(items)
        return
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


def randint_of(rng: random.Random) -> Callable[[int, int], int]:
    """`rng.randint`: the same numbers from the same generator state, and the same state
    after (the standard library's randrange, written out without its three method calls
    and checks per number; a random Night village draws some 40,000). Another generator
    class than `random.Random` is left to its own `randint`."""
    if type(rng) is not random.Random:
        return rng.randint
    getrandbits = rng.getrandbits

    def randint(a: int, b: int) -> int:
        n = b - a + 1
        if n <= 0:
            raise ValueError(f"empty range for randint({a}, {b})")
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        return a + j

    return randint
