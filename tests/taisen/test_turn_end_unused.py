"""The end of a turn says the dice it ends without, and whether a ninja could still move
with each (newcomer Y, s13, 028: the Wolf's red 1 unused, said nowhere, 'I wondered if I
missed a move'). The log's words: tests/scenes/test_taisen_unused_dice_said.py."""

from __future__ import annotations

from ninjas.taisen import from_notation


def ended(notation: str, action: str) -> dict:
    state = from_notation(notation, 1)
    events = state.apply(action)
    (event,) = [e for e in events if e.kind == "turn_ended"]
    return dict(event.data)


def test_a_die_left_that_could_still_move() -> None:
    data = ended("J/-/-/-/-/-/-/-/-/s1p1/j w r1 -", "end")
    assert data["unused"] == [{"die": "r", "value": 1, "could": True}]


def test_a_die_no_ninja_could_move_with() -> None:
    # no Scissors left to the Wolf, its Shogun already moved this turn
    data = ended("J/-/-/-/-/-/-/-/-/p1/j w r1g2 J", "end")
    assert data["unused"] == [
        {"die": "r", "value": 1, "could": False},
        {"die": "g", "value": 2, "could": True},
    ]


def test_every_die_used_says_nothing_more() -> None:
    data = ended("J/-/-/-/-/-/-/-/-/s1p1/j w r1 -", "r:S1")
    assert "unused" not in data and data["side"] == "wolf"
