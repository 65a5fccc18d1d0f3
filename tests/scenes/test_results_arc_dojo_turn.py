"""Dojo's 'hardest blow' on the results counts a whole turn's losses, and names whose
turn it came in (newcomer Q, s19, Dojo EN 1280x720 vs Hard: the count looked wrong).
The record was read run by run of one seat's actions, and a Dojo battle's defender lays
its cards within the attacker's turn: each card turned was a 'turn' of its own, and a
battle of three ninjas lost read as a blow of one (not said at all: one is too small),
'on turn 4' besides where each clan counts its own turns (ninjas.game_arc.TURN_OF)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ninjas.dojo.rules import new_game
from ninjas.game_arc import arc, telling
from scenes.results_arc import blow_said


def _played(seed: int) -> tuple[list[str], dict[tuple[int, int, int], int]]:
    """A Dojo game of seeded random moves, and the ninjas each seat lost in each turn
    (keyed by the mover, the mover's turn and the seat that lost them)."""
    state = new_game(seed=seed, options={})
    rng = random.Random(seed)
    actions: list[str] = []
    lost: dict[tuple[int, int, int], int] = {}
    while not state.is_terminal:
        action = rng.choice(state.legal_actions())
        before = list(state.lost)
        turn = (int(state.mover), int(state.turns[int(state.mover)]) + 1)
        actions.append(str(action))
        state.apply(action)
        for seat in range(2):
            if state.lost[seat] > before[seat]:
                key = (*turn, seat)
                lost[key] = lost.get(key, 0) + state.lost[seat] - before[seat]
    return actions, lost


@pytest.mark.parametrize("seed", [2, 3, 10, 57])
def test_a_dojo_turns_blow_is_every_ninja_lost_in_it(seed: int) -> None:
    actions, lost = _played(seed)
    marks = arc("dojo", seed, {}, actions)
    told = {(m.actor, m.when, s): b for m in marks for s, b in enumerate(m.blow) if b}
    assert told == lost  # before: a battle's losses split card by card, 1 each
    telling_ = telling(marks, [0])
    assert telling_ is not None and telling_.blow == max(lost.values())


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "the hardest blow: Blue clan lost 3 ninjas in battle on Orange clan's turn 4"),
        (
            "fr",
            "le coup le plus dur\u00a0: Clan bleu a perdu 3 ninjas en bataille pendant le tour 4"
            " de Clan orange",
        ),
    ],
)
def test_the_blow_names_whose_turn(app: Any, lang: str, said: str) -> None:
    app.set_language(lang)
    actions, lost = _played(2)
    assert lost[(0, 4, 1)] == 3  # Blue lost three in Orange's 4th turn
    told = telling(arc("dojo", 2, {}, actions), [0])
    assert told is not None and (told.blow_seat, told.blow_actor, told.blow_when) == (1, 0, 4)
    names = [app.tr("seat.dojo.0"), app.tr("seat.dojo.1")]
    assert blow_said(app, "dojo", told, names.__getitem__) == said
    app.set_language("en")
