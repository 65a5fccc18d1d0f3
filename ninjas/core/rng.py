"""Seeded randomness: every random draw of a game comes from its own generator."""

from __future__ import annotations

import random

MAX_SEED = 2**63 - 1
SEED_RULE = f"a whole number from 0 to {MAX_SEED}"
"""The one rule for seeds, in every game: what a save holds and a command line takes."""


def make_rng(seed: int) -> random.Random:
    """The game's generator for `seed` (a fresh, independent stream)."""
    return random.Random(seed)


def random_seed() -> int:
    """A seed for a new game when the player did not choose one."""
    return random.SystemRandom().randrange(MAX_SEED)
