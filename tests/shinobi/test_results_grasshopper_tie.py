"""Grasshopper's results say what ranks two seats level on points (newcomer V, s21, FR
1280x720: two seats on the same score ranked one above the other at the round's end,
nothing said why): under each, 'Tie on 12 points: 2nd on the tie-break, the less
corrupt first (corruption 6)', or level still where the corruption is level too; no
such line under a seat level with none (RULINGS: the tie goes to the least corrupt)."""

from __future__ import annotations

from ninjas.core.breakdown import Term
from ninjas.shinobi.results import score_breakdown
from ninjas.shinobi.rules import ShinobiState, new_game

from .test_grandmaster import BEAR, end_round

KEYS = {"shinobi.results.tie_place", "shinobi.results.tie_level"}


def grasshopper(players: int, seed: int = 1) -> ShinobiState:
    state = new_game(seed, {"players": players, "mode": "grasshopper"})
    while state.current_player != 0:
        seed += 1
        state = new_game(seed, {"players": players, "mode": "grasshopper"})
    return state


def said(state: ShinobiState) -> dict[int, dict[str, object]]:
    return {
        seat.seat: {line.key: line for line in seat.lines if line.key in KEYS}
        for seat in score_breakdown(state).seats
    }


def test_a_tie_on_points_says_the_less_corrupt_ranks_first() -> None:
    state = grasshopper(3)
    # 1: three Bears, a Bear in its corruption = 12; 2: two Bears = 12; 0: 6+3+3+3+2 = 17
    end_round(state, {0: 1, 1: 3, 2: 2}, corrupt={1: [BEAR[8]]})
    assert state.is_terminal and state.final_scores()[1:] == [12, 12]
    lines = said(state)
    assert not lines[0]  # level with none
    one, two = lines[1]["shinobi.results.tie_place"], lines[2]["shinobi.results.tie_place"]
    assert one.params["points"] == 12 and one.params["value"] == 6  # type: ignore[attr-defined]
    assert one.params["place"] == Term("review.ordinal.3")  # type: ignore[attr-defined]
    assert two.params["place"] == Term("review.ordinal.2")  # type: ignore[attr-defined]


def test_a_tie_on_points_and_corruption_is_said_level() -> None:
    state = grasshopper(3)
    end_round(state, {0: 1, 1: 2, 2: 2})
    assert state.final_scores()[1:] == [12, 12]
    lines = said(state)
    assert set(lines[1]) == set(lines[2]) == {"shinobi.results.tie_level"}
