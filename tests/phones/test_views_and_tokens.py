"""What a phone is sent is built from view(seat) alone (named fields), the seats' codes
(a code links one phone), and the sealing of each link."""

from __future__ import annotations

import random

import pytest

from ninjas.phones import SeatCodes, seat_view
from ninjas.phones.sealing import (
    KEY_BYTES,
    Channel,
    SealError,
    make_proof,
    open_proof,
    unb64,
)
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


def test_codes_are_long_random_and_open_only_their_seat():
    codes = SeatCodes([0, 2])
    assert KEY_BYTES * 8 >= 128
    zero, two = codes.code(0), codes.code(2)
    assert zero != two and len(zero.key) == 32
    assert codes.find(zero.code_id) == (0, zero.key)
    assert codes.find(two.code_id) == (2, two.key)
    assert codes.find(zero.code_id[:-1]) is None
    assert codes.find(SeatCodes([0]).code(0).code_id) is None
    for wrong in (None, 5, "", "é", "A" * 1000, ["x"]):
        assert codes.find(wrong) is None
    assert codes.fragment(0) == f"{zero.code_id}.{zero.fragment.split('.')[1]}"
    assert unb64(codes.fragment(0).split(".")[1]) == zero.key


def test_the_first_phone_keeps_its_seat_and_a_new_code_frees_it():
    codes = SeatCodes([0, 1])
    mine, theirs = b"m" * 32, b"t" * 32
    assert not codes.claimed(0)
    assert codes.claim(0, mine) and codes.claimed(0)
    assert not codes.claim(0, theirs)  # another device: refused...
    assert codes.claim(0, mine)  # ...and never the other way round
    assert codes.claim(1, theirs)  # a seat each
    old = codes.code(0)
    new = codes.renew(0)
    assert new != old and codes.find(old.code_id) is None and not codes.claimed(0)
    assert codes.claim(0, theirs)  # the new code's first phone keeps it
    codes.forget(1)
    assert codes.find(codes.code(0).code_id) is not None and not codes.claim(1, theirs)


def test_a_proof_opens_only_with_its_key_and_its_challenge():
    key, challenge, device = b"k" * 32, b"c" * 24, b"d" * 32
    proof = make_proof(key, challenge, device)
    assert open_proof(key, challenge, proof) == device
    assert open_proof(b"K" * 32, challenge, proof) is None
    assert open_proof(key, b"C" * 24, proof) is None
    assert make_proof(key, challenge, device) != proof  # a fresh nonce each time
    for wrong in (None, "", "x", proof[:-2], proof + "AA", "é" * 20, "A" * 5000):
        assert open_proof(key, challenge, wrong) is None


def test_a_sealed_message_opens_once_in_order_on_its_own_link_only():
    key, challenge = b"k" * 32, b"c" * 24
    game, phone = Channel.for_game(key, challenge), Channel.for_phone(key, challenge)
    first, second = game.seal('{"type": "state"}'), game.seal('{"type": "pong"}')
    assert b"state" not in first
    with pytest.raises(SealError):
        phone.open(second)  # out of order
    assert phone.open(first) == '{"type": "state"}'
    with pytest.raises(SealError):
        phone.open(first)  # played again
    assert phone.open(second) == '{"type": "pong"}'
    up = phone.seal("play")
    with pytest.raises(SealError):  # a message sent back to its sender does not open
        Channel.for_phone(key, challenge).open(up)
    other = Channel.for_game(key, b"C" * 24)  # another link of the same code
    with pytest.raises(SealError):
        other.open(up)
    assert game.open(up) == "play"
