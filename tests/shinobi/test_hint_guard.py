"""The Shinobi hint keeps from corruption that cannot pay (newcomer O, s12, 304m/314_3:
following the hint, Léa was corrupt three times in round 2 and ended it at -1; it said
Be corrupt holding 15, 19 and 20 cards). O's own game (Grand Master, 3 seats, the
record's seed and moves up to the Spider's target, /tmp/ncdata-92): at those three
draws the hint now says Recruit, the table's hint and the review's 'computer's move'
alike (ninjas.ai.hint.view_plan); a smaller hand keeps the computer's Be Corrupt."""

from __future__ import annotations

from ninjas.ai.hint import hint_plan, hint_seed
from ninjas.games import get_rules
from ninjas.shinobi.hint_guard import CORRUPT_HAND, guarded
from ninjas.shinobi.rules import ShinobiAction, ShinobiState

O_SEED = 5914242150554902776
O_OPTIONS = {"players": 3, "mode": "grandmaster"}
O_MOVES = (
    "corrupt|place Dragon 20 25 26 84|card 64|card 65|discard 60|recruit|place Rat 50 "
    "53 82|target 2|discard 1|recruit|place Dragon 21 24 81|card 72|card 73|discard 34|"
    "corrupt|place Monkey 64 65 71|clan Rat|target 0|discard 6|corrupt|place Spider 28 "
    "32 33|target 2|clan Monkey|discard 19|recruit|place Bear 72 73|discard 54|corrupt|"
    "place Bear 76 79 80|discard 0|corrupt|place Toad 56 57|target 2|card 76|discard "
    "5|recruit|place Monkey 63 70|clan Spider|target 2|card 79|discard 87|corrupt|place "
    "Toad 58 59 62|target 0|clan Rat|discard 2|recruit|place Rat 46 50 82|target 1|discard "
    "22|corrupt|place Toad 55 83|target 2|card 80|temple decoy 2|pawns missions 4|peek "
    "0|pawns showdown 1|pawns court 1|pawns missions 2|peek 1|corrupt|pass|discard 18|"
    "recruit|place Carp 3 4|discard 45|court skip|corrupt|place Bear 78 79|discard 86|"
    "recruit|place Rat 50 52|target 2|discard 40|corrupt|place Fox 39 44|target 0|card "
    "1|discard 54|court Spy|peek 0|corrupt|place Carp 1 8|discard 13|recruit|place Spider "
    "32 35|target 0|card 78|discard 92|recruit|place Crow 9 12|card 54|card 13|discard "
    "29|corrupt|place Dragon 18 81 83|card 74|card 63|discard 85|recruit|pass|discard "
    "61|recruit|place Rat 47 48|target 0|temple decoy 2|pawns missions 4|peek 0|pawns "
    "showdown 1|pawns missions 3|recruit|place Monkey 66 68 69|discard 88|corrupt|place "
    "Toad 55 56 57 84|target 2|clan Monkey|discard 91|corrupt|place Monkey 64 65|clan "
    "Toad|target 0|card 55|discard 6|corrupt|place Monkey 66 68 69|clan Toad|target 0|"
    "clan Toad|discard 54|recruit|place Toad 55 56 57 84|target 2|clan Monkey|discard "
    "0|recruit|place Spider 27 31|target 0|card 55|discard 19|corrupt|place Monkey 66 "
    "67 68 69|clan Spider|target 0|clan Toad|discard 47|recruit|place Bear 72 74|discard "
    "11|corrupt|place Bear 73 79|discard 8|corrupt|place Crow 10 13 81|card 47|card 56|"
    "card 8|discard 0|corrupt|place Toad 55 59 60|target 1|clan Monkey|discard 91|recruit|"
    "place Monkey 64 65|clan Bear|discard 54|recruit|place Bear 76 77 82 83|discard 90|"
    "recruit|place Spider 30 33|target 1"
).split("|")
"""Léa (seat 0) at the laptop, Théo (1) on a phone, Midori (2) the hard computer."""


def o_position(at: int) -> ShinobiState:
    """O's game after its first `at` moves."""
    state: ShinobiState = get_rules("shinobi").new_game(seed=O_SEED, options=dict(O_OPTIONS))
    for move in O_MOVES[:at]:
        state.apply(move)
    return state


def test_the_hint_recruits_where_o_was_told_to_be_corrupt_with_a_full_hand() -> None:
    for at in (95, 114, 159):  # round 2 (15 cards), round 3 (19, 20 cards)
        state = o_position(at)
        assert state.phase == "draw" and state.current_player == 0
        assert len(state.hands[0]) >= CORRUPT_HAND
        assert hint_plan(state, hint_seed(O_SEED, at)) == ["recruit"]  # fails before


def test_a_smaller_hand_keeps_the_computer_s_choice() -> None:
    state = o_position(82)  # round 2, 8 cards in hand: Be Corrupt may pay
    assert state.phase == "draw" and len(state.hands[0]) < CORRUPT_HAND
    corrupt = ShinobiAction("corrupt")
    assert guarded(state, corrupt) is corrupt
    full = o_position(95)
    assert str(guarded(full, corrupt)) == "recruit"
    placing = o_position(96)  # the guard touches a draw only
    move = placing.legal_actions()[0]
    assert guarded(placing, move) is move
