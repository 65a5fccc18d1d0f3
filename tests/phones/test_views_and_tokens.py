"""What a phone is sent is built from view(seat) alone (named fields), and the tokens."""

from __future__ import annotations

import random

from ninjas.phones import SeatTokens, seat_view
from ninjas.phones.tokens import TOKEN_BYTES
from ninjas.phones.views import SHINOBI_FIELDS
from ninjas.shinobi.rules import new_game


def test_every_field_of_shinobis_view_is_named():
    state = new_game(seed=3, options={"players": 3, "mode": "grandmaster"})
    assert len(state.view(0)) == len(SHINOBI_FIELDS)
    shown = seat_view("shinobi", state.view(1))
    assert shown["seat"] == 1 and shown["hand"] == sorted(state.hands[1])
    assert shown["hand_sizes"] == [len(h) for h in state.hands]


def test_a_seats_view_never_names_a_card_of_another_hand_it_does_not_know():
    rng = random.Random(2)
    checked = 0
    for seed in range(6):
        state = new_game(seed=seed, options={"players": 4, "mode": "grasshopper"})
        while not state.is_terminal:
            for seat in range(4):
                text = repr(seat_view("shinobi", state.view(seat)))
                shown = seat_view("shinobi", state.view(seat))
                cards = set(shown["hand"]) | set(shown["jigoku"]) | set(shown["known_deck"])
                for row in shown["known"] + shown["known_by"] + shown["corruption"]:
                    cards |= set(row)
                for tableau in shown["clans"]:
                    for _, ids in tableau:
                        cards |= set(ids)
                for other, hand in enumerate(state.hands):
                    if other != seat:
                        assert not (set(hand) - state.known[seat][other]) & cards, text
                checked += 1
            state.apply(rng.choice(state.legal_actions()))
    assert checked > 500


def test_tokens_are_long_random_and_open_only_their_seat():
    tokens = SeatTokens([0, 2])
    assert TOKEN_BYTES * 8 >= 128
    assert len({tokens.token(0), tokens.token(2)}) == 2
    assert len(tokens.token(0)) >= 32
    assert tokens.seat_of(tokens.token(0)) == 0
    assert tokens.seat_of(tokens.token(2)) == 2
    assert tokens.seat_of(tokens.token(0)[:-1]) is None
    assert tokens.seat_of(SeatTokens([0]).token(0)) is None
    for wrong in (None, 5, "", "é", "A" * 1000, ["x"]):
        assert tokens.seat_of(wrong) is None
