"""Newcomer J (issue 33, Night's review): 'Round 4, action 7' / 'action 16' meant
nothing: the count ran over every seat's moves of the round (its 'end's, its drops).
The reviewed person's moments now say their own planned action of the round, 'Round 4,
your 1st action' / 'Manche 4, votre 1re action', their plan, their ninja's placing."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninjas.core.history import read_record
from ninjas.core.i18n import Translator
from ninjas.core.saves import start_state
from scenes.review.moments import moments

from .replay_records import make_record


@pytest.mark.parametrize(
    ("lang", "first", "second", "plan"),
    [
        ("en", "Round {}, your 1st action", "Round {}, your 2nd action", "Round {}, your plan"),
        (
            "fr",
            "Manche {}, votre 1re action",
            "Manche {}, votre 2e action",
            "Manche {}, votre plan",
        ),
    ],
)
def test_the_persons_moments_count_their_own_actions_of_the_round(
    tmp_path: Path, lang: str, first: str, second: str, plan: str
) -> None:
    save = read_record(make_record("night", tmp_path)).save
    seat = 0
    said = moments(Translator(lang), save, seat)
    state = start_state(save)
    runs: dict[object, list[int]] = {}  # the seat's runs of act-phase moves, per round
    mover = None
    for index, text in enumerate(save.actions):
        player, phase, round_ = state.current_player, state.phase, state.round
        if player == seat and phase == "act" and mover != player:
            runs.setdefault(round_, []).append(index)
        if player == seat and phase == "plan":
            assert said[index] == plan.format(round_), index
        if player == seat and phase == "act":  # never a count of every seat's moves
            assert "action 1" not in said[index] and "action 7" not in said[index]
        mover = player
        state.apply(text)
    assert len(runs) >= 3
    for round_, starts in runs.items():
        assert said[starts[0]] == first.format(round_)
        if len(starts) > 1:
            assert said[starts[1]] == second.format(round_)
