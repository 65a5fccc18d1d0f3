"""The Move's hint (and the normal and hard computers) reckon with the tokens others
collect before the seat's own Collect, by their public plans (issue 33, newcomer R, s8
n88: the hint sent Bo to roof 4, where Ada and the computer stood and would collect
before him). Never a plan still secret."""

from __future__ import annotations

import random

from support.night_line import give, line_state

from ninjas.ai.hint import hint_plan
from ninjas.night.ai import NightPolicy, taken_first
from ninjas.night.rules import NightState


def bo_to_move(green: tuple[str, str]) -> NightState:
    """Bo (seat 1, second this step) on roof 1 plans Move + Collect; roof 0, 20 cm to
    his left, holds three tokens, where Green (seat 2, after him) stands with `green`;
    roof 2, 20 cm to his right, two. Ada (seat 0) has played, far off on roof 3."""
    s = line_state([("skip", "skip"), ("move", "collect"), green], positions=(3, 1, 0))
    for _ in range(3):
        give(s, "v1", building=0)
    for _ in range(2):
        give(s, "v1", building=2)
    s.index = 1
    assert s.current_player == 1
    return s


def moves_to(s: NightState) -> int:
    (move,) = hint_plan(s, 7)
    kind, roof, _ = move.split()
    assert kind == "move"
    return int(roof)


def test_the_hint_leaves_a_roof_another_empties_first() -> None:
    s = bo_to_move(("collect", "skip"))
    assert taken_first(s, 1) == {0: 4}  # Green's backpack has room for 4
    assert moves_to(s) == 2  # fails before: roof 0, the three tokens Green takes first


def test_a_roof_collected_after_the_seat_is_still_worth_the_most() -> None:
    s = bo_to_move(("skip", "collect"))  # Green collects after Bo in the second step
    assert taken_first(s, 1) == {}
    assert moves_to(s) == 0


def test_a_seat_before_that_collects_second_empties_its_roof_too() -> None:
    s = bo_to_move(("skip", "skip"))
    s.positions[0] = 0  # Ada, before Bo, stands on roof 0 and collects second
    s.plans[0] = ["skip", "collect"]
    assert taken_first(s, 1) == {0: 4}
    assert moves_to(s) == 2


def test_plans_are_read_only_once_revealed() -> None:
    s = bo_to_move(("collect", "skip"))
    s.phase = "plan"
    assert taken_first(s, 1) == {}
    s.phase, s.plans[1] = "act", ["move", "skip"]  # no Collect of his own to spoil
    assert taken_first(s, 1) == {}


def test_easy_still_counts_tokens_only() -> None:
    s = bo_to_move(("collect", "skip"))
    move = NightPolicy("easy", random.Random(1)).choose(s)
    assert move.kind == "move" and move.args[0] == "0"
