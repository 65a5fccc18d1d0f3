"""Issue 33, Night: with a full backpack, a newcomer collected a 4 into the hand and
discarded a 1 from a slot; the 4 stayed in the hand until a separate row 'Keep the 4
from your hand in your bag' was chosen, and End turn would have sent it back to the
roof. New games carry discard_keeps_held (ninjas.night.packing): the freed slot takes
the hand's token by itself. Saves written before the option keep the two steps."""

import pytest
from support.night_line import give as token
from support.night_line import line_state

from ninjas.night.packing import KEEPS_HELD, VALUE_FIRST
from ninjas.night.rules import invariant_errors, new_game
from ninjas.options import new_game_options


def full_pack_holding_a_four(keeps_held: bool | None):
    """Seat 0 on roof 0 with a 1 and three 2s in its backpack collects a 4: into the hand."""
    s = line_state([("collect", "skip")] * 3, round=5)
    s.options[VALUE_FIRST] = True
    if keeps_held is not None:
        s.options[KEEPS_HELD] = keeps_held
    one = token(s, "v1", 0)
    twos = [token(s, "v2", 0) for _ in range(3)]
    four = token(s, "y4", 0)
    s.roofs[0] = [four]
    s.backpacks[0] = [one, *twos]
    for t in (one, *twos):
        s.known[t].add(0)
    s.apply("collect 0")
    assert s.held == [four] and s.backpacks[0] == [one, *twos]
    return s, one, four


def test_a_discard_puts_the_hand_s_token_in_the_freed_slot():
    s, one, four = full_pack_holding_a_four(True)
    events = s.apply("discard 0")
    assert [e.kind for e in events] == ["discarded", "kept"]
    assert s.backpacks[0][0] == four and s.held == [] and one in s.roofs[0]
    assert not [a for a in s.legal_actions() if a.kind == "keep"]
    assert invariant_errors(s) == []
    ending = s.apply("end")  # nothing goes back to the roof: the 4 is in the backpack
    assert "returned" not in [e.kind for e in ending]
    assert four in s.backpacks[0]


@pytest.mark.parametrize("keeps_held", [None, False])
def test_without_the_option_the_hand_s_token_waits_for_keep(keeps_held):
    """The old rule, which saves written before the option replay by."""
    s, one, four = full_pack_holding_a_four(keeps_held)
    assert [e.kind for e in s.apply("discard 0")] == ["discarded"]
    assert s.held == [four] and s.backpacks[0][0] is None
    assert [a.args for a in s.legal_actions() if a.kind == "keep"] == [("0",)]


def test_new_games_carry_the_rule():
    options = new_game_options("night", {"players": 3})
    assert options[KEEPS_HELD] is True
    assert new_game(1, options).options[KEEPS_HELD] is True
    with pytest.raises(ValueError, match="discard_keeps_held must be true or false"):
        new_game(1, {KEEPS_HELD: "yes"})
