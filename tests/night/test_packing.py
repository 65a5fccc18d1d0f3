"""Issue 33, Night: a Kunai and a 4 collected with one free slot put the Kunai in the
slot and the 4 in the hand, to go back to the roof. New games carry the option
collect_value_first (ninjas.night.packing): the value token takes the slot, the bonus
goes to the hand (playable at once without a slot, RULINGS), and a swap row lets the
player choose otherwise. Saves written before the option lack it and keep the old
packing, so they replay to their digests."""

import json
from pathlib import Path

import pytest
from support.night_line import give as token
from support.night_line import line_state

from ninjas.core.saves import SaveGame, position_digest, read_save, replay
from ninjas.night.packing import VALUE_FIRST
from ninjas.night.rules import INJURY, invariant_errors, new_game
from ninjas.options import new_game_options, saved_option_problem

OLD_SAVE = Path(__file__).parents[1] / "core" / "saves_v2" / "night.json"


def collecting(value_first: bool | None):
    """Seat 0 on roof 0 to collect a Kunai (picked first) and a 4, one slot free."""
    s = line_state([("collect", "skip")] * 3, round=5)
    if value_first is not None:
        s.options[VALUE_FIRST] = value_first
    s.backpacks[0] = [INJURY, INJURY, INJURY, None]
    kunai, four = token(s, "kunai", 0), token(s, "y4", 0)
    assert s.roofs[0] == [kunai, four]
    return s, kunai, four


@pytest.mark.parametrize("value_first", [None, False])
def test_without_the_option_the_tokens_fill_the_slots_as_picked(value_first):
    """The old rule, which saves written before the option replay by."""
    s, kunai, four = collecting(value_first)
    s.apply("collect 0 1")
    assert s.backpacks[0][3] == kunai and s.held == [four]
    assert not [a for a in s.legal_actions() if a.kind == "swap"]
    with pytest.raises(ValueError, match="only a token this collect"):
        s.apply("swap 0 3")


def test_a_new_game_packs_the_value_token_and_hands_the_bonus():
    s, kunai, four = collecting(True)
    ev = s.apply("collect 0 1")  # the Kunai picked first all the same
    assert ev[0].data["tokens"] == [four] and ev[0].data["held"] == [kunai]
    assert s.backpacks[0][3] == four and s.held == [kunai]
    # the Kunai in the hand is played without a slot (RULINGS)
    assert ("h0", "kunai") in s._bonus_sources(0, 0)
    assert invariant_errors(s) == []
    ev = s.apply("end")  # kept neither played nor kept: back on the roof, face down
    assert [e.kind for e in ev][0] == "returned" and s.roofs[0] == [kunai]
    assert s.backpacks[0][3] == four


def test_the_highest_value_takes_the_slot_then_the_bonuses():
    s = line_state([("collect", "skip")] * 3)
    s.options[VALUE_FIRST] = True
    s.backpacks[0] = [INJURY, INJURY, INJURY, None]
    one, gears, three = token(s, "v1", 0), token(s, "gears", 0), token(s, "v3", 0)
    s.apply("collect 0 1 2")
    assert s.backpacks[0][3] == three and s.held == [one, gears]


def test_the_player_may_put_the_bonus_in_the_slot_instead_and_back():
    s, kunai, four = collecting(True)
    s.apply("collect 0 1")
    swaps = [str(a) for a in s.legal_actions() if a.kind == "swap"]
    assert swaps == ["swap 0 3"]  # one row: the Kunai for the 4
    ev = s.apply("swap 0 3")
    assert ev[0].kind == "swapped" and ev[0].data == {
        "seat": 0,
        "token": kunai,
        "slot": 3,
        "out": four,
    }
    assert s.backpacks[0][3] == kunai and s.held == [four]
    assert s.kind_seen_by(four, 1) == "yellow"  # the others still see only backs
    assert invariant_errors(s) == []
    s.apply("swap 0 3")  # changed its mind: the 4 back in the slot
    assert s.backpacks[0][3] == four and s.held == [kunai]
    s.apply("swap 0 3")
    s.apply("end")  # the 4 goes back to the roof, the Kunai stays
    assert s.backpacks[0][3] == kunai and s.roofs[0] == [four]
    assert not [a for a in s.legal_actions() if a.kind == "swap"]


def test_only_a_token_this_collect_packed_can_be_swapped():
    s = line_state([("collect", "skip")] * 3)
    s.options[VALUE_FIRST] = True
    old = token(s, "v3", seat=0)
    s.backpacks[0][1:3] = [INJURY, INJURY]
    two, potion = token(s, "v2", 0), token(s, "potion", 0)
    s.apply("collect 0 1")
    assert s.backpacks[0][3] == two and s.held == [potion]
    assert [str(a) for a in s.legal_actions() if a.kind == "swap"] == ["swap 0 3"]
    with pytest.raises(ValueError, match="only a token this collect"):
        s.apply(f"swap 0 {s.backpacks[0].index(old)}")
    with pytest.raises(ValueError, match="no held token"):
        s.apply("swap 1 3")


def test_the_option_is_left_out_of_the_position_digest_s_text():
    """The digest is made of repr(state): a field shown there would change the digest
    of every save written before it."""
    s, *_ = collecting(True)
    s.apply("collect 0 1")
    assert s.collected_now and "collected_now" not in repr(s)


def test_an_old_save_lacks_the_option_and_replays_to_its_digest(monkeypatch, tmp_path):
    import shutil

    from ninjas.core import seal
    from ninjas.core.paths import reset_storage_check

    monkeypatch.setenv("NINJAS_DATA_DIR", str(tmp_path))
    reset_storage_check()
    shutil.copy(OLD_SAVE.parent / seal.KEY_NAME, tmp_path / seal.KEY_NAME)
    raw = json.loads(OLD_SAVE.read_text())
    assert VALUE_FIRST not in raw["options"]
    save = read_save(OLD_SAVE)
    assert position_digest(replay(save)) == save.digest


def test_a_new_game_carries_the_option_and_its_save_replays():
    options = new_game_options("night", {"players": 3, "village": "plaza"})
    assert options[VALUE_FIRST] is True
    assert saved_option_problem("night", options) is None
    state = new_game(4, options)
    assert state.options[VALUE_FIRST] is True
    save = SaveGame("night", 4, options=dict(options), actions=[])
    assert repr(replay(save)) == repr(state)
    with pytest.raises(ValueError, match=VALUE_FIRST):
        new_game(4, {VALUE_FIRST: 1})
