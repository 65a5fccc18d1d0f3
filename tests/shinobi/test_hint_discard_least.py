"""The Shinobi hint discards the card worth least to the hand (newcomer S, s20, f_40:
'Discard Daidarabotchi (5)', with no reason, threw away the strongest card, a Yokai that
could add 5 to any of Léa's three clans). S's own game (Grand Master, Léa against the
hard computer, the record's seed and moves up to that discard): in Grand Master the
computer's measure is the pawns each seat's rank should win, which no discard there
changes, so its pick was chance; the hint now discards the lone Dragon (2), whose
clan is not on Léa's table, and says so (ninjas.shinobi.hint_guard)."""

from __future__ import annotations

from ninjas.ai.hint import hint_plan, hint_seed
from ninjas.games import get_rules
from ninjas.shinobi.data import card_name
from ninjas.shinobi.hint_guard import guarded, hand_worth
from ninjas.shinobi.rules import ShinobiAction, ShinobiState

S_SEED = 1343010439376552552
S_OPTIONS = {"players": 2, "mode": "grandmaster"}
S_MOVES = (
    "recruit|place Toad 57 62|discard 86|corrupt|place Monkey 63 67 82|clan Toad|target 0|"
    "clan Toad|discard 39|corrupt|place Toad 57 62|target 1|card 63|discard 37|corrupt|"
    "place Spider 28 31 33|target 0|clan Toad|discard 63|corrupt|place Crow 10 12|card 63|"
    "card 72|discard 50|corrupt|place Toad 58 59 61|target 0|clan Crow|discard 66|recruit|"
    "place Crow 10 11 12|card 66|card 37|card 39|discard 29|corrupt|place Dragon 18 20 24|"
    "card 19|card 85|temple decoy 1|pawns court 1|pawns court 1|pawns showdown 3|pawns "
    "showdown 1|court Double_March|corrupt|place Rat 47 48|target 0|place Bear 77 79 80|"
    "discard 85|court Banishment|target 1|card 47|corrupt|place Toad 55 81 84|target 1|"
    "clan Bear|discard 22|corrupt|place Monkey 65 68 70 71|clan Toad|target 0|clan Toad|"
    "discard 77|recruit|place Monkey 63 64 69 81|clan Rat|target 1|discard 88|corrupt|"
    "place Fox 36 40 41 43|target 0|discard 26|recruit|place Rat 49 53|target 1|discard 2|"
    "corrupt|place Carp 0 1|temple decoy 2|pawns missions 4|peek 0|pawns court 1|pawns "
    "missions 1|recruit|place Bear 72 83 84|discard 6|court skip|recruit|place Toad 56 60|"
    "target 1|card 72|discard 8|corrupt|place Bear 72 75 76|discard 13|court skip|recruit|"
    "place Bear 73 80|discard 19|corrupt|place Rat 46 47|target 0|discard 5|court skip|"
    "corrupt|place Monkey 67 81|clan Toad|target 1|card 46"
).split("|")
"""Léa (seat 0) at the laptop, Sora (1) the hard computer; after these, Léa discards."""


def s_position() -> ShinobiState:
    state: ShinobiState = get_rules("shinobi").new_game(seed=S_SEED, options=dict(S_OPTIONS))
    for move in S_MOVES:
        state.apply(move)
    return state


def test_the_hint_keeps_daidarabotchi_and_discards_the_lone_dragon() -> None:
    state = s_position()
    assert state.phase == "discard" and state.current_player == 0 and state.round == 3
    hand = state.hands[0]
    assert "Daidarabotchi" in [card_name(c) for c in hand]
    assert sorted(state.clans[0]) == ["Bear", "Monkey", "Toad"]
    plan = hint_plan(state, hint_seed(S_SEED, len(S_MOVES)))
    assert plan == ["discard 25"]  # fails before: 'discard 93' (Daidarabotchi)
    assert card_name(25) == "Dragon"
    assert hand_worth(state, 0, 25) == min(hand_worth(state, 0, c) for c in hand)


def test_the_guard_keeps_a_least_worth_discard_and_touches_nothing_else() -> None:
    state = s_position()
    dragon = ShinobiAction("discard", ("25",))
    assert guarded(state, dragon) is dragon
    for card in state.hands[0]:  # every other pick becomes the Dragon's
        assert str(guarded(state, ShinobiAction("discard", (str(card),)))) == "discard 25"
    draw = get_rules("shinobi").new_game(seed=S_SEED, options=dict(S_OPTIONS))
    recruit = ShinobiAction("recruit")
    assert guarded(draw, recruit) is recruit
