"""Issue 33, newcomer L (Shinobi Grand Master, s197 and s225): at a Missions peek the
hint named 'Decoy 3 (seen: Zombies)', a Decoy the seat had already seen. A peek is worth
what it teaches, which no evaluation counts, so the search took any Decoy; the hint and
every level now peek at a Decoy the seat has not seen when there is one."""

from __future__ import annotations

import random

import pytest

from ninjas.ai.hint import hint_plan
from ninjas.shinobi.ai import ShinobiPolicy
from ninjas.shinobi.rules import ShinobiState

from .test_grandmaster import end_round, gm, pawn_phase


def missions_peek(seen: tuple[int, ...]) -> ShinobiState:
    """Seat 1 at a Missions peek, having seen the Decoys `seen` earlier."""
    state = pawn_phase()
    state.apply("pawns missions 1")
    state.apply("pawns missions 2")
    assert state.phase == "peek" and state.current_player == 1
    state.known_decoys[1] = {d: state.bosses[2 + d] for d in seen}
    return state


@pytest.mark.parametrize("seed", range(4))
def test_the_hint_at_a_missions_peek_names_the_decoy_not_seen(seed: int) -> None:
    state = missions_peek((0, 2))
    assert hint_plan(state, seed) == ["peek 1"]


@pytest.mark.parametrize("level", ["greedy", "easy", "normal"])
def test_every_level_peeks_at_a_decoy_not_seen(level: str) -> None:
    for seed in range(12):
        state = missions_peek((1, 2))
        assert str(ShinobiPolicy(level, random.Random(seed)).choose(state)) == "peek 0"
        two_left = missions_peek((0,))
        assert str(ShinobiPolicy(level, random.Random(seed)).choose(two_left)) != "peek 0"


def test_a_temple_peek_too_and_all_seen_leaves_the_choice_free() -> None:
    state = gm(3)
    state.round = 3  # the last Temple: its Decoy peek only
    end_round(state, {0: 1, 1: 3, 2: 0})
    seat = state.current_player
    state.known_decoys[seat] = {0: state.bosses[2], 1: state.bosses[3]}
    for seed in range(12):
        choice = ShinobiPolicy("easy", random.Random(seed)).choose(state)
        assert str(choice) == "temple decoy 2"
    seen = missions_peek((0, 1, 2))
    assert str(ShinobiPolicy("normal", random.Random(0)).choose(seen)).startswith("peek ")
