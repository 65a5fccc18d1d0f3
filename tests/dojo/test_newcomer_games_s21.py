"""Three Dojo games newcomers lost to the hard computer in session 21, kept as seed and
actions (tests/support/recorded/): W's first (his Dojo taken on the computer's first
turn, 5db2cc30 now warns of it), W's second and Z's (each led on land, summoned big as
the hint said, and lost when the computer's attack made them draw past their deck). They
are the positions the hint's end-race advice (ninjas/dojo/ai_lead.py) must next be judged
on: Z's fatal summoning came after ai_lead landed. Here: each replays exactly, to the
end it had."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ninjas.dojo.rules import new_game

RECORDED = Path(__file__).resolve().parents[1] / "support" / "recorded"


@pytest.mark.parametrize(
    ("name", "how"),
    [
        ("dojo_first_turn_rush_w", "dojo"),
        ("dojo_hint_deckout_w", "deck"),
        ("dojo_hint_deckout_z", "deck"),
    ],
)
def test_a_newcomer_s_lost_game_replays_to_its_end(name: str, how: str) -> None:
    kept = json.loads((RECORDED / f"{name}.json").read_text(encoding="utf-8"))
    state = new_game(kept["seed"], kept["options"])
    for action in kept["actions"]:
        state.apply(state.parse_action(action))
    assert state.is_terminal
    assert state.returns()[0] < state.returns()[1]  # the newcomer, seat 0, lost
    if how == "deck":
        assert min(len(d) for d in state.decks) == 0
