"""A table replays its game from the seed at every undo and load: a random village,
which takes up to seconds to draw, is drawn once per generator state and remembered,
and the game replayed is the same game."""

from __future__ import annotations

import time

from ninjas.night import rules
from ninjas.night.rules import new_game


def test_a_replayed_random_village_is_the_one_drawn_and_the_game_goes_on_alike() -> None:
    rules._random_villages.clear()
    first = new_game(seed=9, options={"players": 3, "village": "random"})
    started = time.perf_counter()
    again = new_game(seed=9, options={"players": 3, "village": "random"})
    assert time.perf_counter() - started < 0.05  # drawn once (it takes 0.1 s and more)
    assert again.village.buildings == first.village.buildings
    assert again.village.trees == first.village.trees
    assert again.kinds == first.kinds and again.roofs == first.roofs  # the generator after it
    other = new_game(seed=10, options={"players": 3, "village": "random"})
    assert other.village.buildings != first.village.buildings
    for seed in range(11, 11 + rules.RANDOM_VILLAGES_KEPT + 2):
        new_game(seed=seed, options={"players": 2, "village": "random"})
    assert len(rules._random_villages) == rules.RANDOM_VILLAGES_KEPT  # bounded


def test_a_remembered_village_plays_the_same_game_as_a_fresh_one() -> None:
    rules._random_villages.clear()
    fresh = new_game(seed=21, options={"players": 2, "village": "random"})
    kept = new_game(seed=21, options={"players": 2, "village": "random"})
    rules._random_villages.clear()
    drawn_again = new_game(seed=21, options={"players": 2, "village": "random"})
    assert [b.__dict__ for b in drawn_again.village.buildings] == [
        b.__dict__ for b in kept.village.buildings
    ]
    for state in (fresh, kept, drawn_again):
        assert str(state.legal_actions()[:5]) == str(fresh.legal_actions()[:5])
