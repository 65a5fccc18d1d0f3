"""Newcomer C (s22, Dojo FR 1920x1080, rv3/rv4.png): '49 sur 49 aussi bons que
l'ordinateur', 14 of those 'decisions' the order in which she laid her face-down
defence cards with 'Tout poser (mélangé)'; the hint itself said the order does not
matter. Every card drawn is laid and the attacker sees only their backs: which goes
where is no choice (ninjas.review_order.ORDER_ONLY). Her game is kept as seed and
actions (tests/support/recorded/dojo_lay_order_c.json)."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from ninjas import review as rv
from ninjas.core.saves import start_state
from ninjas.review_order import order_only

pytestmark = pytest.mark.usefixtures("own_data_dir")

RECORDED = Path(__file__).resolve().parents[1] / "support" / "recorded"


def record() -> Any:
    raw = json.loads((RECORDED / "dojo_lay_order_c.json").read_text(encoding="utf-8"))
    return SimpleNamespace(save=SimpleNamespace(hints={}, **raw))


def test_the_order_of_cards_laid_face_down_is_no_decision() -> None:
    save = record().save
    state = start_state(save)
    laid_with_a_choice = []
    for index, text in enumerate(save.actions):
        if state.current_player == 0 and text.startswith("lay "):
            if len(state.legal_actions()) > 1:
                laid_with_a_choice.append(index)
                assert order_only(state)
        state.apply(text)
    assert len(laid_with_a_choice) >= 10  # counted as decisions before
    found = list(rv.decisions(record(), 0))
    # fails before: 49, her 13 cards laid in turn 4 among them
    assert not [d for d in found if d.move.startswith("lay ")]
    assert len(found) == 36


def test_other_choices_stay_decisions() -> None:
    moves = [d.move.split()[0] for d in rv.decisions(record(), 0)]
    for kind in ("dojo", "step", "end", "summon", "die", "throw", "play"):
        assert kind in moves
