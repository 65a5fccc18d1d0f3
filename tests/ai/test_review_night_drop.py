"""Newcomer E, s15 (143): in her Night game (Ines, Bruno and the hard computer; she lost
6-11), the review said of her drop in round 5 'your move: 0% · the computer's: 56%',
'a mistake for sure', for keeping her grapnel over a 1 ('It keeps 1 more point in your
backpack'). The 0% came from the playouts, not the drop: the 1 lay on her roof, and in
every world her next plan (the playouts' `normal` planner) collected it back and left
the better roofs in reach, where after the computer's drop (the grapnel on her roof) it
moved and collected there. The playouts now plan that Move and Collect
(ninjas.review_sure.night_plan). E's own game, from her History's seed and moves."""

from __future__ import annotations

from ninjas import review as rv
from ninjas import review_sure
from ninjas.core.session import GameSession, Seat

SEED = 6130665446799233788
OPTIONS = {
    "collect_value_first": True,
    "discard_keeps_held": True,
    "players": 3,
    "village": "random",
    "experienced": False,
}
MOVES = (
    "place 6|place 1|place 3|plan collect move|plan move collect|plan collect attack|"
    "collect 0|end|move 9 15.3|end|collect 0|end|move 5 40.0|end|collect 0 1 2|"
    "kunai 2 0 14.8 0|end|attack 1 13.4|end|plan move attack|plan steal collect|"
    "plan heal collect|move 8 19.4|end|steal 1 0|end|heal|end|attack 0 15.1|end|collect 0 1|"
    "end|end idle|plan heal move|plan steal move|plan move collect|heal|end|steal 0 0|end|"
    "move 10 12.1|end|move 0 25.7|end|move 10 12.6|end|collect 0 1|end|plan attack collect|"
    "plan move move|plan collect attack|attack 0 15.5|end|move 8 11.1|end|collect 0 1 2|end|"
    "collect 0 1|end|move 7 19.5|end|attack 2 21.0|drop 3|end|plan attack heal|"
    "plan heal collect|plan move collect|attack 1 22.3|end|heal|end|move 4 14.0|end|heal|end|"
    "collect 0 1 2|shuriken h0 1 13.4|drop 2|end|collect 0 1 2 3|shuriken h2 0 13.0"
)
DROP = 81
"""The index of Ines's drop in the record ('drop 0': her 1; the computer's, 'drop 3')."""


def position(*more: str):  # type: ignore[no-untyped-def]
    seats = [Seat("human", name="Inès"), Seat("human", name="Bruno"), Seat("ai", "hard")]
    session = GameSession.new("night", seats, SEED, OPTIONS, autosave=False)
    for text in (*MOVES.split("|"), *more):
        session.apply(session.state.parse_action(text))
    return session.state


def test_the_playouts_plan_the_better_roof_over_her_own_dropped_1() -> None:
    state = position("drop 0", "discard 1", "end")  # round 6: Ines plans
    assert state.phase == "plan" and state.current_player == 0
    assert review_sure._PLANNER._plan(state, 0) == ("collect", "move")  # her own 1 back
    assert review_sure.night_plan(state) == "plan move collect"  # fails before: None


def test_her_drop_is_not_called_a_mistake() -> None:
    state = position()
    assert len(state.legal_actions()) > 1 and state.current_player == 0
    decision = rv.Decision(state, 0, DROP, "drop 0", f"{SEED}:0", SEED)
    item = rv.review_decision(decision, rv.budget_for("night"))
    assert item.computer == "drop 3"
    # fails before: 0% against 56%, a 56-point loss on a margin of 17
    assert item.as_good and item.after_move >= 0.2
